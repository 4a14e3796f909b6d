import { telephoneHref } from '#shared/format.ts';
import { formatShortDate, formatTime } from '#shared/dates.ts';

/** The inbox lists' "Kontakt": the address to write to and, where given, the number to call. */
export function ContactCell({ email, phone }: { email: string; phone: string | null | undefined }) {
  return (
    <>
      {/* A long address may break anywhere; it would otherwise set the column's width. */}
      <a className="text-brand-700 underline [overflow-wrap:anywhere]" href={`mailto:${email}`}>
        {email}
      </a>
      {phone && (
        <a className="block text-slate-600 underline" href={telephoneHref(phone)}>
          {phone}
        </a>
      )}
    </>
  );
}

/** The inbox lists' "Datum": the day, and the time below it. */
export function ArrivedCell({ at }: { at: string }) {
  return (
    <>
      {formatShortDate(new Date(at))}
      <span className="block text-slate-600">{formatTime(new Date(at))}</span>
    </>
  );
}
