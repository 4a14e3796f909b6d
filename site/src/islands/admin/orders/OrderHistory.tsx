import { orderStatusLabel } from '#features/orders/contract/order-labels.ts';
import { formatAuthor } from '#features/accounts/contract/staff-name.ts';
import type { OrderJson } from '#features/orders/contract/orders.ts';
import { formatDateTime } from '#shared/dates.ts';

/** An order's status changes, oldest first: who, when, the office's note and whether the customer was mailed. */
export function OrderHistory({ history }: { history: OrderJson['history'] }) {
  return (
    <ol className="grid gap-2">
      {history.map((entry, index) => (
        <li key={index} className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-slate-600">
            {formatDateTime(new Date(entry.at))} · {orderStatusLabel(entry.status)} · {formatAuthor(entry.by, entry.byName)}
          </p>
          {entry.text && <p className="mt-1 whitespace-pre-wrap text-slate-900">{entry.text}</p>}
          {entry.customerNote && <p className="mt-1 whitespace-pre-wrap text-slate-700">An den Kunden: {entry.customerNote}</p>}
          {entry.byName && (
            <p className="mt-1 text-xs text-slate-600">
              {entry.customerNotified ? 'Kunde per E-Mail informiert' : 'Ohne E-Mail an den Kunden'}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
