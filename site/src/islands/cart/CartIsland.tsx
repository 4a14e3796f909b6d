import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cartMessages } from '#features/cart/contract/cart.ts';
import { formatCents } from '#shared/format.ts';
import { $cart, $cartStatus, cartTotal, loadCart, removeFromCart, setCartQuantity, type CartLine } from '../../stores/cart.ts';
import { showToast } from '../../stores/toast.ts';
import { PriceNotes } from '../ui/PriceNotes.tsx';
import { LinkRow } from '../ui/LinkRow.tsx';
import { useConfirm } from '../ui/use-confirm.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { CartRequestForm } from './CartRequestForm.tsx';

/** /warenkorb: the configured windows and products, their total, and the one form that requests a quote for all of them. */
export default function CartIsland() {
  const lines = useStore($cart);
  const status = useStore($cartStatus);
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const onRequest = lines.filter((line) => line.unitPrice === null).length;

  async function run(change: () => Promise<string | null>) {
    setBusy(true);
    const failed = await change();
    setBusy(false);
    if (failed) showToast({ title: cartMessages.title, description: failed, variant: 'destructive' });
  }

  async function remove(line: CartLine) {
    const message = `„${line.menge} × ${line.productName}“ wird aus Ihrem Warenkorb entfernt.`;
    if (await confirm({ title: 'Position entfernen?', message, confirmLabel: 'Entfernen' })) await run(() => removeFromCart(line.key));
  }

  if (!hydrated || status === 'loading') {
    return (
      <p role="status" className="card text-slate-600">
        {cartMessages.loading}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div role="alert" className="card grid justify-items-start gap-3">
        <p className="text-red-700">{cartMessages.loadFailed}</p>
        <button type="button" className="btn-outline" onClick={() => void loadCart()}>
          Erneut versuchen
        </button>
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="card grid justify-items-start gap-3">
        <p className="text-slate-700">{cartMessages.empty}</p>
        <LinkRow
          links={[
            { href: '/shop', label: 'Zum Shop' },
            { href: '/konfigurator', label: 'Zum Konfigurator' },
          ]}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <ul className="card divide-y divide-slate-200 py-0" aria-label="Positionen">
        {lines.map((line) => (
          <CartLineItem
            key={line.key}
            line={line}
            busy={busy}
            onQuantity={(menge) => void run(() => setCartQuantity(line.key, menge))}
            onRemove={() => void remove(line)}
          />
        ))}
      </ul>
      <aside className="card lg:self-start" aria-labelledby="warenkorb-summe">
        <h2 id="warenkorb-summe" className="text-lg font-bold text-brand-900">
          Summe
        </h2>
        <p className="mt-3 flex items-center justify-between text-lg font-bold">
          <span>Gesamt</span>
          <span data-testid="cart-total">{formatCents(cartTotal(lines))}</span>
        </p>
        <PriceNotes onRequest={onRequest} />
        <CartRequestForm busy={busy} />
      </aside>
      {dialog}
    </div>
  );
}
