import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Seite nicht gefunden');
  await expect(page.getByText('Die angeforderte Seite konnte nicht gefunden werden.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('an unknown article says "Artikel nicht gefunden" with a link back, status 404', async ({ page }) => {
  const response = await page.goto('/blog/kein-solcher-artikel');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikel nicht gefunden');
  await page.getByRole('link', { name: 'Zurück zum Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('an unknown API path answers JSON, not the page', async ({ request }) => {
  const response = await request.get('/api/gibt-es-nicht');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Die angeforderte Ressource wurde nicht gefunden.' });
});
