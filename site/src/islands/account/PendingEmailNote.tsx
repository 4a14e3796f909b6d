import { accountMessages } from '#features/accounts/contract/account-messages.ts';

/** The new address that waits for its confirmation link; until then mails go to the address above. */
export function PendingEmailNote({ email }: { email: string }) {
  return (
    <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 sm:col-span-2" role="status">
      {accountMessages.emailChangePending(email)}
    </p>
  );
}
