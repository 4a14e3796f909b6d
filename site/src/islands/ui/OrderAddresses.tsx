import { postalAddressLines } from '#features/quotes/contract/quote-customer.ts';
import type { OrderAddressesJson } from '#features/orders/contract/orders.ts';

/**
 * An order's billing and installation address and phone (issue 20), as the back office's order details and
 * the customer's order view show them. Orders from before addresses were kept show dashes.
 */
export function OrderAddresses({ addresses, className = '' }: { addresses: OrderAddressesJson; className?: string }) {
  const billing = [addresses.company, ...postalAddressLines(addresses.billingAddress)].filter(Boolean);
  const installation = postalAddressLines(addresses.installationAddress);
  const rows: [string, string][] = [
    ['Rechnungsanschrift', billing.join(', ') || '–'],
    ['Montageadresse', installation.length > 0 ? installation.join(', ') : addresses.billingAddress ? 'wie Rechnungsanschrift' : '–'],
    ['Telefon', addresses.phone || '–'],
  ];
  return (
    <dl className={`grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr] ${className}`} aria-label="Anschriften">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
