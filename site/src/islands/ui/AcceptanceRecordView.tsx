import { acceptanceLines } from '#features/quotes/contract/acceptance.ts';
import type { AcceptanceRecord } from '#features/orders/contract/orders.ts';

/**
 * What the customer agreed to when accepting (the order's acceptance record): the moment, the quote's
 * number and version, the AGB version, the down payment, the withdrawal notice. The same lines as in the
 * confirmation mail, for the back office, the customer's account and the quote link.
 */
export function AcceptanceRecordView({ record, headingLevel = 3 }: { record: AcceptanceRecord; headingLevel?: 2 | 3 }) {
  // The heading follows the page's outline: under a page's h1 an h2, inside a dialog's or a list's section an h3.
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label="Annahme des Angebots" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <Heading className="font-semibold text-slate-900">Annahme des Angebots</Heading>
      <ul className="mt-1 grid gap-0.5" data-testid="acceptance-record">
        {acceptanceLines(record).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
