import { useEffect } from 'react';
import { recordAddress } from '#shared/record-addresses.ts';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { useLoad } from '../../ui/use-load.ts';
import { loadOrders } from './api.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { navigate } from '../router.ts';
import { useAddressQuery } from '../use-address-query.ts';
import { OrderFilters } from './OrderFilters.tsx';
import { OrderList } from './OrderList.tsx';

/**
 * /admin/orders, "Aufträge" (issue 14): filtered and paged on the server like the inbox; each order links
 * to its page, /admin/orders/{id}.
 */
export default function OrdersScreen() {
  const { search, update } = useAddressQuery();
  // The earlier address of an order's details (mails sent before its page existed) leads to its page.
  const legacy = Number(search.get('order'));
  useEffect(() => {
    if (legacy) navigate(recordAddress.order(legacy), { replace: true });
  }, [legacy]);
  const { data, state, reload } = useLoad((signal) => loadOrders(search, signal), search.toString());

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
          {data && <OrderList orders={data.orders} />}
        </LoadState>
        <Pagination result={data} onChange={update} />
      </section>
    </div>
  );
}
