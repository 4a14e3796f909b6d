import AxeBuilder from '@axe-core/playwright';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { signedInAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { expect, test } from './support/test.ts';

/**
 * The back office's one search in the top bar (GlobalSearch), on a phone-sized screen: "/" focuses it,
 * hits come grouped as the text is typed, the keys choose one, Enter opens it.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the search field finds a lead by phone and a message by e-mail, by keyboard, on 390 px', async ({ page, db, uid }) => {
  const digits = String(Date.now()).slice(-7);
  await insertLeads(db, [
    leadValues({ vorname: 'Zora', nachname: `Suchtest${uid}`, telefon: `+49 40 ${digits.slice(0, 3)}-${digits.slice(3)}` }),
  ]);
  await signedInAccount(page, db, 'admin');
  const email = `suche-${uid}@example.de`;
  const sent = await page.request.post('/api/contact', {
    data: { salutation: 'frau', name: `Nora Nachricht${uid}`, email, subject: 'beratung', message: 'Hallo', privacy: true },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/admin/dashboard');
  await islandsHydrated(page);
  const search = page.getByRole('combobox', { name: 'Suche' });
  await expect(search).toHaveAttribute('placeholder', 'Suchen … (/)');

  // "/" while typing in a field is a character; elsewhere it goes to the search.
  const inboxSearch = page.getByRole('searchbox', { name: 'Suche' });
  await inboxSearch.fill('a');
  await inboxSearch.press('/');
  await expect(inboxSearch).toHaveValue('a/');
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();

  // The lead's number written the national way.
  await page.keyboard.type(`040 ${digits}`);
  const list = page.getByRole('listbox', { name: 'Suche' });
  const leads = list.getByRole('group', { name: /Anfragen/ });
  await expect(leads.getByRole('option', { name: new RegExp(`Zora Suchtest${uid}`) })).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const active = await search.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  // Nothing wider than the screen, the open list included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const violations = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');

  await search.fill('qqxxzz');
  await expect(page.getByRole('status').filter({ hasText: 'Keine Treffer für „qqxxzz“' })).toBeVisible();

  // A message by its address, opened with Enter: the inbox's messages tab shows just that one.
  await search.fill(email.toUpperCase());
  await expect(list.getByRole('group', { name: /Nachrichten/ }).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=nachrichten&q=K-/);
  const messages = page.getByRole('list', { name: 'Nachrichten' }).getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages).toContainText(`Nora Nachricht${uid}`);
  await expect(search).toHaveValue('');
});
