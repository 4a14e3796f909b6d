import { createAccount, login } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { expect, test } from './support/test.ts';

test('a Katalog account signs in at /login, lands in the catalogue and is refused the lead inbox', async ({ page, db }) => {
  const katalog = await createAccount(db, 'katalog');
  await login(page, katalog.user.username, 'geheim123');

  await expect(page).toHaveURL(/\/admin\/product-lines$/);
  const sidebar = page.getByRole('navigation', { name: 'Backoffice' }).first();
  await expect(sidebar.getByRole('link', { name: 'Produktlinien' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Produkte' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /^Anfragen/ })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Auswertungen' })).toHaveCount(0);

  await page.goto('/admin/dashboard');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  await expect(page.getByText('Ihre Rolle (Katalog) darf diesen Bereich des Backoffice nicht öffnen.')).toBeVisible();
});
