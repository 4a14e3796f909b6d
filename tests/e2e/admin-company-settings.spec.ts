import { companyMessages as m } from '../../api/src/features/settings/contract/company-messages.ts';
import { createAccount } from './support/accounts.ts';
import { openServerDatabase } from './support/database.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations } from './support/screen-checks.ts';
import { startServer } from './support/server.ts';
import { expect, test } from './support/test.ts';

const OLD_PHONE = '040 1234567-0';
const NEW_PHONE = '040 9876543-2';
/** The rebuild runs `astro build` once; on a busy machine that can take a while. */
const REBUILD_MS = 180_000;

test.describe('Einstellungen → Firma', () => {
  test('a changed phone number reaches the footer and the Impressum after the rebuild; the old pages are served meanwhile', async ({
    page,
  }) => {
    test.setTimeout(REBUILD_MS + 60_000);
    // A server of its own, with its rebuilds in its own data folder: the change is site-wide and must
    // not reach the shared server's pages.
    const server = await startServer();
    const db = await openServerDatabase(server.databaseUrl);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      const admin = await createAccount(db, 'admin');
      await page.goto(`${server.url}/`);
      await page.evaluate(
        ([token, user]) => {
          localStorage.setItem('adminToken', token!);
          localStorage.setItem('userData', user!);
        },
        [admin.token, JSON.stringify(admin.stored)],
      );
      await page.goto(`${server.url}/admin/settings?tab=firma`);
      await islandsHydrated(page);
      const form = page.getByRole('form', { name: 'Firmendaten' });
      // All settings tabs wrap at 390 px: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await expect(form.getByRole('textbox', { name: 'Telefon (Anzeige)', exact: true })).toHaveValue(OLD_PHONE);

      // German messages next to the fields: a mistyped IBAN, a rating without its source.
      await form.getByRole('textbox', { name: 'IBAN', exact: true }).fill('DE89 3704 0044 0532 0130 01');
      await form.getByRole('textbox', { name: 'Bewertung (von 5)', exact: true }).fill('4,9');
      await form.getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect(form.getByText(m.iban, { exact: true })).toBeVisible();
      await expect(form.getByText(m.ratingSource, { exact: true })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveAttribute('aria-invalid', 'true');

      await form.getByRole('textbox', { name: 'IBAN', exact: true }).fill('DE89 3704 0044 0532 0130 00');
      await form.getByRole('textbox', { name: 'Quelle der Bewertung', exact: true }).fill('Google-Bewertungen');
      await form.getByRole('textbox', { name: 'Telefon (international)', exact: true }).fill('+49 40 9876543-2');
      await form.getByRole('textbox', { name: 'Telefon (Anzeige)', exact: true }).fill(NEW_PHONE);
      expect(await axeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect(page.getByText('Firmendaten gespeichert', { exact: true })).toBeVisible();

      // While the rebuild runs, the old pages answer.
      const building = page.getByText(m.siteBuilding, { exact: true });
      await expect(building).toBeVisible();
      // The tab asks every 2 s, so the last answers may already come from the new pages: each answer is
      // a whole page, the old one or the new one, and the first (right after saving) is the old one.
      const duringRebuild: { status: number; phone: 'old' | 'new' | 'none' }[] = [];
      const deadline = Date.now() + REBUILD_MS;
      while ((await building.isVisible()) && Date.now() < deadline) {
        const answer = await page.request.get(`${server.url}/`);
        const html = await answer.text();
        const phone = html.includes(OLD_PHONE) ? 'old' : html.includes(NEW_PHONE) ? 'new' : 'none';
        duringRebuild.push({ status: answer.status(), phone });
        await page.waitForTimeout(500);
      }
      expect(duringRebuild.length).toBeGreaterThan(0);
      expect(duringRebuild[0]).toEqual({ status: 200, phone: 'old' });
      expect(duringRebuild.filter((answer) => answer.status !== 200 || answer.phone === 'none')).toEqual([]);
      await expect(page.getByText(/^Die Website ist aktuell/)).toBeVisible({ timeout: 5_000 });
      await expect(page.getByText(m.siteFailed, { exact: true })).toHaveCount(0);

      await page.goto(`${server.url}/`);
      await islandsHydrated(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: NEW_PHONE, exact: true })).toHaveAttribute('href', 'tel:+494098765432');
      await expect(footer).not.toContainText(OLD_PHONE);
      const badges = page.getByRole('region', { name: 'Unsere Versprechen' });
      await expect(badges).toContainText('4,9/5 Kundenbewertung');
      await expect(badges).toContainText('(Google-Bewertungen)');

      await page.goto(`${server.url}/impressum`);
      await islandsHydrated(page);
      await expect(page.getByRole('main').getByRole('link', { name: NEW_PHONE, exact: true })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(OLD_PHONE);
    } finally {
      db.$client.close();
      await server.stop();
    }
  });
});
