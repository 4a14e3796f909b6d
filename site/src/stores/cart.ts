import { atom, computed } from 'nanostores';
import { CART_LINE_LIMIT, cartMessages, type CartLineJson } from '#features/cart/contract/cart.ts';
import { quotedGross } from '#features/catalogue/contract/price.ts';
import { accountApi } from '../lib/account-api.ts';
import { answerOf, ApiError, messageOf } from '../lib/api.ts';
import { $session } from './session.ts';
import { CART_STORAGE_KEY, cartCountOf, readTab, type TabCart } from './tab-cart.ts';

/**
 * The cart (ADR 053) that the shop, the configurator, the header and /warenkorb share. A visitor's cart is
 * kept in the tab's sessionStorage (a service the visitor asked for, § 25 Abs. 2 Nr. 2 TDDDG); once logged
 * in, it is the account's (PUT /api/customer/cart), and the tab's lines join it at the first look.
 */
export interface CartLine extends CartLineJson {
  key: number;
}

type CartStatus = 'loading' | 'ready' | 'failed';

export const $cart = atom<CartLine[]>([]);
export const $cartStatus = atom<CartStatus>('loading');
/** The header's badge: how many windows, doors … (quantities added up). */
export const $cartCount = computed($cart, cartCountOf);

/** The cart's price as the quote built from it will ask it, to the cent (quotedGross, ADR 053). */
export function cartTotal(lines: readonly Pick<CartLineJson, 'menge' | 'unitPrice'>[]): number {
  return quotedGross(lines.map((line) => ({ quantity: line.menge, unitPrice: line.unitPrice })));
}

let nextKey = 1;
const keyed = (lines: CartLineJson[]): CartLine[] => lines.map((line) => ({ ...line, key: nextKey++ }));
const unkeyed = (lines: CartLine[]): CartLineJson[] => lines.map(({ key: _key, ...line }) => line);

/** What the server needs of a line; it looks up and prices the rest itself. */
const requestLine = ({ productId, optionIds, breite, hoehe, menge }: CartLineJson) => ({ productId, optionIds, breite, hoehe, menge });

/** Stores the cart where it belongs: the account's on the server, or the tab's. Answers the stored lines. */
async function store(lines: CartLineJson[]): Promise<CartLineJson[]> {
  if (!$session.get()) {
    const tab: TabCart = { id: readTab(sessionStorage).id, lines };
    sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify(tab));
    return lines;
  }
  const answer = await answerOf(accountApi.customer.cart.$put({ json: { lines: lines.map(requestLine) } }));
  return answer.lines;
}

let loading: Promise<void> = Promise.resolve();

/**
 * Reads the cart: the tab's lines for a visitor; for a logged-in customer the account's, with the tab's
 * lines (put in before the login) added and the tab's copy then forgotten. Loads run one after another:
 * the header and an island may both ask at once when the session is read, and two merges side by side
 * would each add the tab's lines to the account's cart.
 */
export function loadCart(): Promise<void> {
  const next = loading.then(readCart);
  loading = next.catch(() => undefined);
  return next;
}

async function readCart(): Promise<void> {
  const tab = readTab(sessionStorage);
  if (!$session.get()) {
    $cart.set(keyed(tab.lines));
    $cartStatus.set('ready');
    return;
  }
  try {
    // The merge is the server's, once per tab id: a page that sent it and was left before the answer
    // came leaves the tab's copy behind, and the next page's merge of it adds nothing again. The id is
    // kept before the merge is sent (a tab from before ids had none).
    if (tab.lines.length > 0) sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify(tab));
    const { lines } = await answerOf(
      tab.lines.length > 0
        ? accountApi.customer.cart.merge.$post({ json: { tabId: tab.id, lines: tab.lines.map(requestLine) } })
        : accountApi.customer.cart.$get(),
    );
    sessionStorage.removeItem(CART_STORAGE_KEY);
    $cart.set(keyed(lines));
    $cartStatus.set('ready');
  } catch (error) {
    // A session the server no longer knows: the tab's cart stands; the account's screens handle the login.
    if (error instanceof ApiError && error.status === 401) $cart.set(keyed(tab.lines));
    $cartStatus.set(error instanceof ApiError && error.status === 401 ? 'ready' : 'failed');
  }
}

/** Replaces the lines and stores them; answers an error message when storing failed (the lines stay as they were). */
async function change(next: CartLine[]): Promise<string | null> {
  const before = $cart.get();
  $cart.set(next);
  try {
    const stored = await store(unkeyed(next));
    // The server priced the lines again: its figures replace the tab's, keys stay.
    $cart.set(next.map((line, index) => ({ ...line, ...stored[index]!, key: line.key })));
    return null;
  } catch (error) {
    $cart.set(before);
    return messageOf(error, cartMessages.saveFailed);
  }
}

/** The shop's window or the configurator's lines go into the cart; answers an error message or null. */
export function addToCart(lines: CartLineJson[]): Promise<string | null> {
  if ($cart.get().length + lines.length > CART_LINE_LIMIT) return Promise.resolve(cartMessages.tooMany);
  return change([...$cart.get(), ...keyed(lines)]);
}

/** The toast of "In den Warenkorb", with the way to the cart. */
export const cartAddedToast = (description: string) => ({
  title: cartMessages.addedTitle,
  description,
  link: { href: '/warenkorb', label: cartMessages.toCart },
});

export function setCartQuantity(key: number, menge: number): Promise<string | null> {
  return change($cart.get().map((line) => (line.key === key ? { ...line, menge } : line)));
}

export function removeFromCart(key: number): Promise<string | null> {
  return change($cart.get().filter((line) => line.key !== key));
}

/** The cart's request was sent with every line (islands/cart/CartRequestForm.tsx): the cart is done. */
export function emptyCart(): Promise<string | null> {
  return change([]);
}
