import { map } from 'nanostores';
import type { ShopOptionStepKey } from '#features/shop/contract/shop.ts';

/**
 * The shop wizard's state, kept in sessionStorage: a visitor sent to the login page in the middle of it
 * comes back to the same configuration.
 */
export interface ShopWizard {
  step: number;
  productId: number | null;
  /** Step key → chosen option id. */
  selections: Partial<Record<ShopOptionStepKey, number>>;
  width: string;
  height: string;
}

const emptyWizard = (): ShopWizard => ({ step: 0, productId: null, selections: {}, width: '', height: '' });

export const SHOP_WIZARD_KEY = 'shop_wizard';
export const $shopWizard = map<ShopWizard>(emptyWizard());

/** Picking a product starts its configuration afresh at step 1. */
export function pickShopProduct(productId: number): void {
  $shopWizard.set({ ...emptyWizard(), productId, step: 1 });
}

export function selectShopOption(key: ShopOptionStepKey, optionId: number): void {
  const wizard = $shopWizard.get();
  $shopWizard.set({ ...wizard, selections: { ...wizard.selections, [key]: optionId } });
}

export function setShopStep(step: number): void {
  $shopWizard.set({ ...$shopWizard.get(), step });
}

export function setShopSize(field: 'width' | 'height', value: string): void {
  $shopWizard.set({ ...$shopWizard.get(), [field]: value });
}

export function resetShopWizard(): void {
  $shopWizard.set(emptyWizard());
}
