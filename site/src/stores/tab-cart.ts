import type { CartLineJson } from '#features/cart/contract/cart.ts';

/**
 * The visitor's cart as this tab keeps it in sessionStorage (ADR 053), without the cart's store and API
 * client: the header of a content page counts it from here (ADR 087), the cart store reads and writes it.
 */
export const CART_STORAGE_KEY = 'warenkorb';

/** The tab's cart: its lines and the tab's id, which lets the server add them to the account only once. */
export interface TabCart {
  id: string;
  lines: CartLineJson[];
}

/** 32 hex digits; getRandomValues, as randomUUID exists only on https and localhost. */
function newTabId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function readTab(storage: Pick<Storage, 'getItem'>): TabCart {
  try {
    const saved: unknown = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '[]');
    // A tab from before the id was kept holds the bare lines.
    if (Array.isArray(saved)) return { id: newTabId(), lines: saved as CartLineJson[] };
    const cart = saved as Partial<TabCart> | null;
    if (typeof cart?.id === 'string' && Array.isArray(cart.lines)) return { id: cart.id, lines: cart.lines };
  } catch {
    // Unreadable: an empty cart, as if nothing had been stored.
  }
  return { id: newTabId(), lines: [] };
}

/** How many windows, doors … (quantities added up): the header's badge. */
export const cartCountOf = (lines: readonly Pick<CartLineJson, 'menge'>[]) => lines.reduce((count, line) => count + line.menge, 0);
