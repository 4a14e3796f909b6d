import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, type TestApi } from '../../../api/testing/test-api.ts';
import { createTestUser } from '../../../api/testing/test-users.ts';
import { customerCarts, products } from '../../../api/src/platform/db/schema.ts';
import { $cart, loadCart } from './cart.ts';
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

/** The tab's sessionStorage, as a browser keeps it. */
function tabStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('loadCart', () => {
  it("adds the tab's lines to the account's cart once, however many parts of the page ask at the same time", async () => {
    const [window] = await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
    const { user, token } = await createTestUser(test.db);
    const storage = tabStorage();
    storage.setItem(
      'warenkorb',
      JSON.stringify([{ productId: window!.id, optionIds: [], breite: 120, hoehe: 140, menge: 2, unitPrice: 1 }]),
    );
    vi.stubGlobal('sessionStorage', storage);
    // The browser's fetch, answered by the real API on its database file. The first save's answer is held
    // back, as a slow network would, until the test lets it go.
    let firstSaveStored!: () => void;
    const saveStored = new Promise<void>((resolve) => (firstSaveStored = resolve));
    let releaseAnswer!: () => void;
    const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve));
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const answer = await test.request(url.pathname + url.search, { ...init, headers: Object.fromEntries(new Headers(init?.headers)) });
      if (init?.method === 'PUT') {
        firstSaveStored();
        await answerReleased;
      }
      return answer;
    });
    $session.set({ user: { role: 'customer' }, token });

    // The header reads the cart once the session is known; the cart island asks again while the first
    // merge is still on its way back.
    const header = loadCart();
    await saveStored;
    const island = loadCart();
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseAnswer();
    await Promise.all([header, island]);

    const [saved] = await test.db.select().from(customerCarts).where(eq(customerCarts.userId, user.id));
    expect(saved!.lines).toHaveLength(1);
    expect($cart.get()).toHaveLength(1);
    expect($cart.get()[0]!.menge).toBe(2);
    expect(storage.getItem('warenkorb')).toBeNull();
  });
});
