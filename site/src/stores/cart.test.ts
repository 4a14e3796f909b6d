import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, type TestApi } from '../../../api/testing/test-api.ts';
import { createTestUser } from '../../../api/testing/test-users.ts';
import { customerCarts, products } from '../../../api/src/platform/db/schema.ts';
import { $cart, $cartStatus, loadCart } from './cart.ts';
import { $session } from './session.ts';

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.cleanup());
afterEach(() => {
  vi.unstubAllGlobals();
  $session.set(null);
});

/** The tab's sessionStorage, as a browser keeps it across the pages of one tab. */
function tabStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The browser's fetch, answered by the real API on its database file. */
const apiFetch: Fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  return test.request(url.pathname + url.search, { ...init, headers: Object.fromEntries(new Headers(init?.headers)) });
};

/** A customer who put two windows into the cart as a visitor, in this tab, and has just logged in. */
async function loggedInWithTabCart() {
  const [window] = await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
  const { user, token } = await createTestUser(test.db);
  const storage = tabStorage();
  storage.setItem('warenkorb', JSON.stringify([{ productId: window!.id, optionIds: [], breite: 120, hoehe: 140, menge: 2, unitPrice: 1 }]));
  vi.stubGlobal('sessionStorage', storage);
  $session.set({ user: { role: 'customer' }, token });
  const accountLines = async () => (await test.db.select().from(customerCarts).where(eq(customerCarts.userId, user.id)))[0]?.lines;
  return { storage, accountLines };
}

describe('loadCart', () => {
  it("adds the tab's lines to the account's cart once, however many parts of the page ask at the same time", async () => {
    const { storage, accountLines } = await loggedInWithTabCart();
    // The first merge's answer is held back, as a slow network would, until the test lets it go.
    let firstMergeStored!: () => void;
    const mergeStored = new Promise<void>((resolve) => (firstMergeStored = resolve));
    let releaseAnswer!: () => void;
    const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve));
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const answer = await apiFetch(input, init);
      if (init?.method === 'POST' || init?.method === 'PUT') {
        firstMergeStored();
        await answerReleased;
      }
      return answer;
    });

    // The header reads the cart once the session is known; the cart island asks again while the first
    // merge is still on its way back.
    const header = loadCart();
    await mergeStored;
    const island = loadCart();
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseAnswer();
    await Promise.all([header, island]);

    expect(await accountLines()).toHaveLength(1);
    expect($cart.get()).toHaveLength(1);
    expect($cart.get()[0]!.menge).toBe(2);
    expect(storage.getItem('warenkorb')).toBeNull();
  });

  it('adds them once when the page that sent the merge was left before its answer came, and the next page sends it again', async () => {
    const { storage, accountLines } = await loggedInWithTabCart();
    // The login page sends the merge and goes on to /dashboard: the server stores it, the answer is lost.
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const answer = await apiFetch(input, init);
      if (init?.method === 'POST' || init?.method === 'PUT') throw new TypeError('Failed to fetch');
      return answer;
    });
    await loadCart();
    expect($cartStatus.get()).toBe('failed');
    expect(await accountLines()).toHaveLength(1);
    expect(storage.getItem('warenkorb')).not.toBeNull();

    // The next page of the same tab reads the cart again.
    vi.stubGlobal('fetch', apiFetch);
    await loadCart();
    expect(await accountLines()).toHaveLength(1);
    expect($cart.get()).toHaveLength(1);
    expect(storage.getItem('warenkorb')).toBeNull();
  });
});
