import { acceptanceLines } from '#features/quotes/contract/acceptance.ts';
import type { AcceptanceRecord } from '#features/quotes/contract/quotes.ts';

/**
 * What the customer agreed to when accepting (the order's acceptance record): the moment, the quote's
 * number and version, the AGB version, the down payment, the withdrawal notice. The same lines as in the
 * confirmation mail, for the back office, the customer's account and the quote link.
 */
export function AcceptanceRecordView({ record, className = '' }: { record: AcceptanceRecord; className?: string }) {
  return (
    <section aria-label="Annahme des Angebots" className={`rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ${className}`}>
      <h3 className="font-semibold text-slate-900">Annahme des Angebots</h3>
      <ul className="mt-1 grid gap-0.5" data-testid="acceptance-record">
        {acceptanceLines(record).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
