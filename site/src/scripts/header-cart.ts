import { $cartCount, loadCart } from '../stores/cart.ts';
import { $session } from '../stores/session.ts';

/**
 * The header's cart link with its count, on every page; plain script, as content pages ship no React.
 * It reads the cart once per page and again when the session changes (a login merges the tab's cart).
 */
$session.subscribe(() => void loadCart());

$cartCount.subscribe((count) => {
  for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.hidden = count === 0;
    badge.textContent = String(count);
  }
  for (const link of document.querySelectorAll<HTMLElement>('[data-cart-link]')) {
    link.setAttribute('aria-label', count === 0 ? 'Warenkorb' : `Warenkorb, ${count} Stück`);
  }
});
