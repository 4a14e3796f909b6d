import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { orderTransitions, type OrderStatus } from '#features/orders/contract/orders.ts';

/** One button per status the order may move to from here (orderTransitions); none once it is final. */
export function OrderStatusActions({ status, busy, onMove }: { status: OrderStatus; busy: boolean; onMove: (to: OrderStatus) => void }) {
  const next = orderTransitions[status];
  if (next.length === 0) return <p className="text-sm text-slate-600">{quoteScreenMessages.orderFinal}</p>;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Status ändern">
      {next.map((to) => (
        <button
          key={to}
          type="button"
          disabled={busy}
          onClick={() => onMove(to)}
          className={to === 'cancelled' ? 'btn border border-red-200 bg-white text-red-700 hover:bg-red-50' : 'btn-primary'}
        >
          {quoteScreenMessages.orderActions[to]}
        </button>
      ))}
    </div>
  );
}
