import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { useLoad } from '../../ui/use-load.ts';
import { loadOrders } from './api.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { useAddressQuery } from '../use-address-query.ts';
import { OrderDetailsDialog } from './OrderDetailsDialog.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { OrderList } from './OrderList.tsx';

/**
 * /admin/orders, "Aufträge" (issue 14): filtered and paged on the server like the inbox; the open order's
 * details are in the address too (?order=…), so a link from a quote opens them.
 */
export default function OrdersScreen() {
  const { search, update } = useAddressQuery();
  const query = new URLSearchParams(search);
  query.delete('order');
  const { data, setData, state, reload } = useLoad((signal) => loadOrders(query, signal), query.toString());
  const open = Number(search.get('order')) || null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenTitle title="Aufträge" />
      <section className="card grid grid-cols-1 gap-5" aria-label="Aufträge">
        <OrderFilters search={search} onChange={update} />
        <LoadState
          state={state}
          error={quoteScreenMessages.ordersLoadFailed}
          empty={data && data.orders.length === 0 ? quoteScreenMessages.ordersEmpty : null}
          onRetry={reload}
        >
          {data && <OrderList orders={data.orders} onDetails={(order) => update({ order: String(order.id) })} />}
        </LoadState>
        <Pagination result={data} onChange={update} />
      </section>
      <OrderDetailsDialog
        orderId={open}
        onClose={() => update({ order: null })}
        onChanged={(changed) =>
          setData(
            (current) =>
              current && {
                ...current,
                orders: current.orders.map((row) => (row.id === changed.id ? { ...row, status: changed.status } : row)),
              },
          )
        }
      />
    </div>
  );
}
