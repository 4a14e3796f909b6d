import type { AccountUser } from '#features/accounts/contract/accounts.ts';

type Prefix = '' | 'billing_' | 'delivery_';

/** Whether an optional address block has anything worth showing. */
export function hasAddress(user: AccountUser, prefix: Prefix): boolean {
  return Boolean(user[`${prefix}street`] || user[`${prefix}company`]);
}

/** One address: optional company, street and number, postal code and city, country (Deutschland by default). */
export function AddressBlock({ user, prefix, title }: { user: AccountUser; prefix: Prefix; title: string }) {
  const line = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-600">{title}</h3>
      <address className="mt-1 not-italic text-slate-900">
        {user[`${prefix}company`] && <span className="block">{user[`${prefix}company`]}</span>}
        <span className="block">{line(user[`${prefix}street`], user[`${prefix}house_number`]) || '–'}</span>
        <span className="block">{line(user[`${prefix}postal_code`], user[`${prefix}city`])}</span>
        <span className="block">{user[`${prefix}country`] || 'Deutschland'}</span>
      </address>
    </div>
  );
}
