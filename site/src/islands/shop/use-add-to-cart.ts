import { useState } from 'react';
import { fieldErrors, firstErrors } from '#shared/validation.ts';
import type { ShopProduct } from '../../lib/catalogue.ts';
import { addToCart, cartAddedToast } from '../../stores/cart.ts';
import { resetShopWizard, type ShopWizard } from '../../stores/shop.ts';
import { showToast } from '../../stores/toast.ts';
import { shopMessages } from '#features/shop/contract/shop.ts';
import type { ChosenOption } from './selection.ts';
import { cartLineOfShop } from './cart-line.ts';

/** The size check (zod) is its own chunk, fetched once the size step shows (ADR 015). */
export const loadSizeSchema = () => import('#features/shop/contract/shop-schemas.ts');

/**
 * "In den Warenkorb": checks the size and puts the window into the cart, for visitors too (ADR 053); a toast
 * says so and leads to the cart, and the wizard starts over for the next window.
 */
export function useAddToCart() {
  const [saving, setSaving] = useState(false);
  const [sizeErrors, setSizeErrors] = useState<Record<string, string>>({});

  async function add(product: ShopProduct, chosen: ChosenOption[], unitPrice: number, wizard: ShopWizard) {
    const { shopSizeSchema } = await loadSizeSchema();
    const size = shopSizeSchema.safeParse({ width: Number(wizard.width) || undefined, height: Number(wizard.height) || undefined });
    if (!size.success) {
      setSizeErrors(firstErrors(fieldErrors(size.error)));
      return;
    }
    setSizeErrors({});
    setSaving(true);
    const failed = await addToCart([cartLineOfShop(product, chosen, size.data, unitPrice)]);
    setSaving(false);
    if (failed) {
      showToast({ title: shopMessages.failedTitle, description: failed, variant: 'destructive' });
      return;
    }
    showToast(cartAddedToast(`1 × ${product.name}`));
    resetShopWizard();
  }

  return { add, saving, sizeErrors };
}
