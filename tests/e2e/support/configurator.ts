import { expect, type Page } from '@playwright/test';
import { islandsHydrated } from './hydration.ts';

/** The specs' window in the configurator: a Kunststofffenster, Ideal 4000 in white, one part opening left, double glazing. */
export async function configureWindow(page: Page, { width = '120', height = '140', quantity = '1' } = {}) {
  await islandsHydrated(page);
  await page.getByRole('group', { name: 'Kategorie' }).getByRole('button', { name: 'Fenster' }).click();
  await page.getByRole('button', { name: /^Kunststofffenster/ }).click();
  await page.getByLabel('Profil').selectOption({ label: 'Ideal 4000 (ohne Aufpreis)' });
  await page.getByRole('group', { name: 'Farbe und Dekore' }).getByRole('button', { name: /^Weiß/ }).click();
  await page.getByLabel('Fenstertyp').selectOption({ label: 'Einteilig (ohne Aufpreis)' });
  await page.getByLabel('Öffnungsart').selectOption({ label: 'links (+ 49,00 €)' });
  await page.getByLabel('Verglasung').selectOption({ label: '2-fach-Isolierverglasung (ohne Aufpreis)' });
  await page.getByLabel('Breite (cm)').fill(width);
  await page.getByLabel('Höhe (cm)').fill(height);
  await page.getByRole('spinbutton', { name: 'Menge', exact: true }).fill(quantity);
}

/**
 * The funnel after configurator, shop or cart handed it their windows: a Sanierung, the windows' kind
 * already chosen, on to the step that lists the lines taken over.
 */
export async function renovateHandedOverWindows(page: Page) {
  await expect(page).toHaveURL(/\/funnel(\?schritt=1)?$/);
  // A click before the funnel's island took over the page would be lost (slow machines showed it).
  await islandsHydrated(page);
  await page.getByRole('button', { name: /^Sanierung/ }).click();
  await expect(page.getByRole('button', { name: /^Fenster/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
}
