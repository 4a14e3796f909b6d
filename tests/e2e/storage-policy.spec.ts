import type { Page } from '@playwright/test';
import { createAccount, login } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { islandsHydrated } from './support/hydration.ts';

type Kind = 'cookie' | 'localStorage' | 'sessionStorage';

/**
 * The names the privacy policy gives, per kind: the `code` entries of the list that follows
 * the paragraph introducing each kind.
 */
async function namedInPolicy(page: Page): Promise<Record<Kind, string[]>> {
  await page.goto('/datenschutz');
  return page.evaluate(() => {
    const listAfter = (text: string) => {
      const intro = [...document.querySelectorAll('p')].find((paragraph) => paragraph.textContent!.includes(text));
      const list = intro?.nextElementSibling;
      return list?.tagName === 'UL' ? [...list.querySelectorAll('code')].map((code) => code.textContent!) : [];
    };
    return {
      cookie: listAfter('technisch notwendige Cookies'),
      localStorage: listAfter('(Local Storage)'),
      sessionStorage: listAfter('(Session Storage)'),
    };
  });
}

async function written(page: Page): Promise<Record<Kind, string[]>> {
  const storage = await page.evaluate(() => ({ localStorage: Object.keys(localStorage), sessionStorage: Object.keys(sessionStorage) }));
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  return { cookie: cookies, ...storage };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the privacy policy names every cookie and storage entry the site writes, in the right place', async ({ page, db }) => {
      const policy = await namedInPolicy(page);
      expect(policy.cookie.length).toBeGreaterThan(0);
      expect(policy.localStorage.length).toBeGreaterThan(0);
      expect(policy.sessionStorage.length).toBeGreaterThan(0);

      // Everything that writes: campaign parameters, funnel, configurator, contact form, shop, login, a toast.
      await page.goto('/?utm_source=test&utm_campaign=herbst');
      await islandsHydrated(page);
      await page.goto('/funnel');
      await islandsHydrated(page);
      await page.getByRole('button', { name: /Neubau/ }).click();
      await page.goto('/konfigurator');
      await islandsHydrated(page);
      await page.getByRole('group', { name: 'Kategorie' }).getByRole('button', { name: 'Fenster' }).click();
      await page.goto('/contact');
      await islandsHydrated(page);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Erika Muster');
      await page.goto('/shop');
      await islandsHydrated(page);
      await page.getByRole('button', { name: /^Kunststofffenster/ }).click();
      const customer = await createAccount(db);
      await login(page, customer.user.username, 'geheim123');
      await expect(page).toHaveURL(/\/dashboard$/);
      const admin = await createAccount(db, 'admin');
      // Leave the dashboard first: its island, finding its session gone, would send the page to /login
      // itself and abort the navigation below.
      await page.goto('/impressum');
      await page.evaluate(() => localStorage.clear());
      await login(page, admin.user.username, 'geheim123');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      const found = await written(page);
      expect(found.localStorage.length + found.sessionStorage.length).toBeGreaterThan(3);
      for (const kind of ['cookie', 'localStorage', 'sessionStorage'] as const) {
        for (const name of found[kind]) expect(policy[kind], `${kind} „${name}“ steht nicht in der Datenschutzerklärung`).toContain(name);
      }
    });
  });
}
