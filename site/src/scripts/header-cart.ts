import { $session } from '../stores/session.ts';
import { cartCountOf, readTab } from '../stores/tab-cart.ts';
import type * as CartStore from '../stores/cart.ts';

/**
 * The header's cart link with its count, on every page; plain script, as content pages ship no React.
 * A page with islands shares the cart store with them (the shop and the configurator add to it, /warenkorb
 * changes it), so there the header loads the store and reads the cart once per page and again when the
 * session changes (a login merges the tab's cart). A content page has no island: a visitor's count is the
 * tab's, read here without the store and its API client; only a logged-in customer's cart, which is the
 * server's, loads the store (ADR 087).
 */
const pageHasIslands = document.querySelector('astro-island') !== null;
let store: Promise<typeof CartStore> | undefined;

function showCount(count: number) {
  for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.hidden = count === 0;
    badge.textContent = String(count);
  }
  for (const link of document.querySelectorAll<HTMLElement>('[data-cart-link]')) {
    link.setAttribute('aria-label', count === 0 ? 'Warenkorb' : `Warenkorb, ${count} Stück`);
  }
}

$session.subscribe((session) => {
  if (!session && !pageHasIslands && !store) {
    showCount(cartCountOf(readTab(sessionStorage).lines));
    return;
  }
  store ??= import('../stores/cart.ts').then((cart) => {
    cart.$cartCount.subscribe(showCount);
    return cart;
  });
  void store.then((cart) => cart.loadCart());
});
