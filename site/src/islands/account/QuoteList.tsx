import { useEffect } from 'react';
import { customerMessages } from '#features/accounts/contract/customer.ts';
import { ConfigurationQuote, isQuoteAnchor } from './ConfigurationQuote.tsx';
import type { CustomerQuote, Order } from './api.ts';

/**
 * "Ihre Angebote": every quote sent to the customer, newest first, open without a click. The quote mail
 * links to /dashboard#angebot-{id}: once the list is there, that quote is scrolled to and focused.
 */
export function QuoteList({ quotes, orders, onChanged }: { quotes: CustomerQuote[]; orders: Order[] | null; onChanged: () => void }) {
  const orderNumberOf = (quote: CustomerQuote) => orders?.find((order) => order.id === quote.orderId)?.order_number ?? null;
  const count = quotes.length;

  useEffect(() => {
    if (count === 0) return;
    const anchor = window.location.hash.slice(1);
    const target = isQuoteAnchor(anchor) ? document.getElementById(anchor) : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [count]);

  if (count === 0) return <p className="text-slate-600">{customerMessages.noQuotes}</p>;
  return (
    <div className="grid gap-4">
      {quotes.map((quote) => (
        <ConfigurationQuote key={quote.id} quote={quote} orderNumber={orderNumberOf(quote)} onChanged={onChanged} />
      ))}
    </div>
  );
}
