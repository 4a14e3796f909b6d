import type { Request, Route } from '@playwright/test';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * A back-office screen asks for the session's second-factor state, the sidebar's counts and its own data
 * together, not one after another (issue 47: 0.55–1.1 s until content, three round trips in a row). The
 * API's answers are held until all three were asked for: a screen that waits for one answer before the
 * next question never gets there, and the test times out.
 */
const wanted = {
  session: (url: URL) => url.pathname === '/api/session',
  counts: (url: URL) => url.pathname === '/api/admin/counts',
  data: (url: URL) => url.pathname === '/api/admin/dashboard',
};

test('/admin/dashboard asks for session, counts and its inbox before the first answer arrives', async ({ page, db }) => {
  const account = await createAccount(db, 'admin');
  await storeSessionInBrowser(page, account.token, account.stored);

  const asked = new Set<keyof typeof wanted>();
  const held: Route[] = [];
  let released = false;
  let allAsked: () => void = () => {};
  const everyoneAsked = new Promise<void>((resolve) => (allAsked = resolve));
  await page.route('**/api/**', async (route, request: Request) => {
    const url = new URL(request.url());
    for (const [name, matches] of Object.entries(wanted)) if (matches(url)) asked.add(name as keyof typeof wanted);
    if (released) return route.continue();
    held.push(route);
    if (asked.size === Object.keys(wanted).length) allAsked();
  });

  await page.goto('/admin/dashboard');
  // Ten seconds are ages for three requests on loopback; a screen that waits for answers never asks them all.
  await Promise.race([everyoneAsked, page.waitForTimeout(10_000)]);
  released = true;
  const askedBeforeAnyAnswer = [...asked].sort();
  for (const route of held) await route.continue();
  expect(askedBeforeAnyAnswer).toEqual(['counts', 'data', 'session']);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /wird geladen|Wird geladen/ })).toHaveCount(0);
});
