import { orderStatusLabel } from '#features/orders/contract/order-labels.ts';
import { useState } from 'react';
import { formatCents } from '#shared/format.ts';
import { customerMessages } from '#features/accounts/contract/customer.ts';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { totalsLabels } from '#features/quotes/contract/price-labels.ts';
import { QuoteLinesTable } from '../ui/QuoteLinesTable.tsx';
import { QuoteTotals } from '../ui/QuoteTotals.tsx';
import { AcceptanceRecordView } from '../ui/AcceptanceRecordView.tsx';
import { OrderAddresses } from '../ui/OrderAddresses.tsx';
import { useLoad } from '../ui/use-load.ts';
import { OrderWorkAcceptance } from './OrderWorkAcceptance.tsx';
import { OrderTaxCertificate } from './OrderTaxCertificate.tsx';
import { loadDeliveryWeeks, type CustomerQuote, type Order } from './api.ts';
import { ListEntryHeader } from './ListEntryHeader.tsx';
import { loadCustomerReviews, OrderReviewAction } from './OrderReviewAction.tsx';
import { formatShortDate } from '#shared/dates.ts';

/**
 * The customer's orders: "Bestellung {order_number}", date, total, status; "Details ansehen" shows the
 * status, the billing and installation address and phone, and the lines of the accepted quote the order
 * was made from; under a paid order, "Bewerten" or the review written.
 */
export function OrderList({ orders, quotes }: { orders: Order[]; quotes: CustomerQuote[] }) {
  const [open, setOpen] = useState<number | null>(null);
  // One entry per order whose final invoice is paid: those are the ones to review.
  const { data: reviews, reload } = useLoad(() => loadCustomerReviews(), 'reviews');
  // Once the manufacturer confirmed the goods: the week they arrive, which the Montage follows.
  const { data: deliveryWeeks } = useLoad(() => loadDeliveryWeeks(), 'delivery-weeks');
  if (orders.length === 0) return <p className="text-slate-600">{customerMessages.noOrders}</p>;
  return (
    <ul className="divide-y divide-slate-200" aria-label="Bestellungen">
      {orders.map((order) => (
        <li key={order.id} className="py-4">
          <ListEntryHeader
            title={`Bestellung ${order.order_number}`}
            dated="Bestellt am"
            at={order.created_at}
            status={order.status}
            price={<span className="font-semibold">{formatCents(order.total)}</span>}
          />
          {deliveryWeeks
            ?.filter((entry) => entry.orderId === order.id)
            .map((entry) => (
              <p key={entry.orderId} className="mt-2 text-sm text-slate-700" data-testid="delivery-week">
                Geplante Lieferung: <strong>{entry.week}</strong>
              </p>
            ))}
          {order.workAcceptance && (
            <OrderWorkAcceptance orderId={order.id} orderNumber={order.order_number} acceptance={order.workAcceptance} />
          )}
          {order.status === 'completed' && <OrderTaxCertificate orderId={order.id} orderNumber={order.order_number} />}
          <button
            type="button"
            className="btn-outline mt-3 min-h-9 px-3 py-1.5 text-sm"
            aria-expanded={open === order.id}
            onClick={() => setOpen(open === order.id ? null : order.id)}
          >
            Details ansehen<span className="sr-only"> zu Bestellung {order.order_number}</span>
          </button>
          {reviews
            ?.filter((entry) => entry.orderId === order.id)
            .map((entry) => (
              <OrderReviewAction key={entry.orderId} entry={entry} onChanged={reload} />
            ))}
          {open === order.id && <OrderDetails order={order} quote={quotes.find((quote) => quote.orderId === order.id)} />}
        </li>
      ))}
    </ul>
  );
}

function OrderDetails({ order, quote }: { order: Order; quote: CustomerQuote | undefined }) {
  return (
    <div className="mt-3 grid gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <p>
        Status: <strong>{orderStatusLabel(order.status)}</strong> · bestellt am {formatShortDate(new Date(order.created_at))}
        {quote && ` · aus Angebot ${quote.number}`}
      </p>
      <OrderAddresses addresses={order.addresses} />
      {quote && (
        <QuoteLinesTable lines={quote.lines} basis={quote.priceBasis} caption={`Positionen von Bestellung ${order.order_number}`} />
      )}
      {quote ? (
        <QuoteTotals totals={quote.totals} basis={quote.priceBasis} />
      ) : (
        <p>
          {totalsLabels.gross} {formatCents(order.total)}
        </p>
      )}
      {order.updates.length > 0 && (
        <section aria-label={quoteScreenMessages.customerUpdatesTitle}>
          <h4 className="font-semibold text-brand-900">{quoteScreenMessages.customerUpdatesTitle}</h4>
          <ul className="mt-1 grid gap-2">
            {order.updates.map((update) => (
              <li key={update.at} className="rounded-md bg-white p-2">
                <p className="text-xs text-slate-600">
                  {formatShortDate(new Date(update.at))} · {orderStatusLabel(update.status)}
                </p>
                <p className="whitespace-pre-wrap">{update.note}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {order.acceptance && <AcceptanceRecordView record={order.acceptance} />}
      <p>Fragen zur Bestellung beantworten wir gern telefonisch oder per E-Mail.</p>
    </div>
  );
}
