import type { Page } from '@playwright/test';
import { accountUser } from '../../../api/src/features/accounts/users.ts';
import type { Database } from '../../../api/src/platform/db/client.ts';
import type { UserRole } from '../../../api/src/platform/db/schema.ts';
import { createTestUser } from '../../../api/testing/test-users.ts';
import { islandsHydrated } from './hydration.ts';

/** A fresh account in the test server's database, with a session token like a login would give. */
export async function createAccount(db: Database, role: UserRole = 'customer') {
  const account = await createTestUser(db, { role, password: 'geheim123' });
  return { ...account, stored: accountUser(account.user) };
}

/**
 * The first owner of a fresh server gives their name at the first sign-in; for a spec about something
 * else that step is done through the API, as the back office's name screen would.
 */
export async function nameFirstOwner(baseUrl: string) {
  const headers = { 'Content-Type': 'application/json', Origin: baseUrl };
  const signedIn = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'admin', password: 'admin-passwort' }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const named = await fetch(`${baseUrl}/api/admin/profile/name`, {
    method: 'PUT',
    headers: { ...headers, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ firstName: 'Olaf', lastName: 'Owner' }),
  });
  if (!named.ok) throw new Error(`Name des Inhabers nicht gespeichert: ${named.status}`);
}

/** Logs in through the real login screen. */
export async function login(page: Page, username: string, password: string, path = '/login') {
  await page.goto(path);
  // Typing before the login island hydrated would be lost when React takes over the form.
  await islandsHydrated(page);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(username);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** A fresh account (as createAccount) already signed in in the page's browser. */
export async function signedInAccount(page: Page, db: Database, role?: UserRole) {
  const account = await createAccount(db, role);
  await storeSessionInBrowser(page, account.token, account.stored);
  return account;
}

/**
 * Leaves the browser as a login does (adminToken and userData). The storage belongs to the site's origin,
 * so the browser first opens its smallest page there, robots.txt: loading the home page with its islands
 * for this cost each of about a hundred tests most of a CPU second and showed nothing. `site`: the site's
 * address where the page has no base URL (the benches).
 */
export async function storeSessionInBrowser(page: Page, token: string, user: object, site = '') {
  await page.goto(`${site.replace(/\/$/, '')}/robots.txt`);
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('adminToken', storedToken!);
      localStorage.setItem('userData', storedUser!);
    },
    [token, JSON.stringify(user)],
  );
}
