import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { orders, quotes } from '../../api/src/platform/db/schema.ts';
import { FUNDING_CONDITION, FUNDING_CONDITION_TITLE } from '#features/quotes/contract/funding-condition.ts';
import { taxCertificateMessages } from '#features/tax-certificate/contract/tax-certificate.ts';
import { FUNDING_CONDITION_POINT } from '#features/quotes/contract/acceptance.ts';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { createAccount, signedInAccount, storeSessionInBrowser } from './support/accounts.ts';
import { FULL_CHROMIUM } from './support/chromium.ts';
import { islandsHydrated } from './support/hydration.ts';
import { paidOrder } from './support/orders.ts';
import { mailedQuoteLink } from './support/quotes.ts';
import { axeViolations, overflowing } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

/** Funding (issue 41, ADR 063): the page /foerderung, the quote's funding condition and the § 35c EStG certificate. */

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });
/** The demo's windows declare Uw 0,92 with 3-fach glazing (ADR 079), under the BEG EM maximum of 0,95. */
const BADGE = 'förderfähig (BEG EM, Uw ≤ 0,95)';

test.describe('funding', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/foerderung shows its date and sources at 390 px and is linked in the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Förderung', exact: true }).click();
    await expect(page).toHaveURL(/\/foerderung$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Förderung für neue Fenster und Türen/ })).toBeVisible();
    await expect(page.getByText('Stand: 26. November 2026', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Quellen' })).toBeVisible();
    const sources = page.getByRole('article').getByRole('list').last();
    await expect(sources.getByRole('listitem')).toHaveCount(5);
    await expect(sources).toContainText('§ 35c Einkommensteuergesetz (EStG)');
    await expect(sources).toContainText('Bundesförderung für effiziente Gebäude – Einzelmaßnahmen (BEG EM)');
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
  });

  test('the configurator’s badge follows the chosen glazing: 3-fach förderfähig, 2-fach not', async ({ page }) => {
    await page.goto('/konfigurator');
    await islandsHydrated(page);
    await page.getByRole('group', { name: 'Kategorie' }).getByRole('button', { name: 'Fenster' }).click();
    const card = page.getByRole('button', { name: /^Kunststofffenster/ });
    await expect(card).toContainText(BADGE);
    await card.click();
    const line = page.getByRole('region', { name: '3. Ausstattung, Maße und Menge' });
    const glazing = page.getByLabel('Verglasung');
    await glazing.selectOption({ label: '2-fach-Isolierverglasung (ohne Aufpreis)' });
    await expect(line).toContainText('Uw 1,30 W/(m²K) · Ug 1,10 W/(m²K) · g 0,62 · Rw 32 dB');
    await expect(line.getByText(/förderfähig/)).toHaveCount(0);
    // Before a size the percentage says what it depends on (47.10).
    await glazing.selectOption({ label: '3-fach-Wärmeschutzverglasung (+ 12 % des Grundpreises, abhängig von der Größe)' });
    await expect(line).toContainText('Uw 0,92 W/(m²K) · Ug 0,50 W/(m²K) · g 0,52 · Rw 34 dB');
    await expect(line.getByText(BADGE, { exact: true })).toBeVisible();
    await glazing.selectOption({ label: '2-fach-Isolierverglasung (ohne Aufpreis)' });
    await expect(line.getByText(/förderfähig/)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
  });

  test('the shop’s product card shows the badge of a förderfähig window before anything is chosen', async ({ page }) => {
    await page.goto('/shop');
    await islandsHydrated(page);
    const card = page.getByRole('button', { name: /^Kunststofffenster/ });
    await expect(card).toContainText(BADGE);
    await card.click();
    await expect(page.getByRole('complementary', { name: 'Ihre Konfiguration' }).getByText(BADGE, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
  });

  test('the office ticks the funding condition in the quote editor by keyboard; it is saved and the quote link names it', async ({
    page,
    db,
    uid,
  }) => {
    test.setTimeout(60_000);
    await signedInAccount(page, db, 'admin');
    const condition = page.getByRole('checkbox', { name: /^Förderbedingung: Vertrag erst mit der Förderzusage wirksam/ });
    const { id, path, number } = await mailedQuoteLink(page.request, db, `foerderung-${uid}@example.de`, async (quoteId) => {
      await page.goto(`/admin/quote?id=${quoteId}`);
      await islandsHydrated(page);
      await expect(condition).not.toBeChecked();
      await condition.focus();
      await page.keyboard.press('Space');
      await expect(condition).toBeChecked();
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Gespeichert', exact: true })).toBeDisabled();
      const [saved] = await db.select({ fundingCondition: quotes.fundingCondition }).from(quotes).where(eq(quotes.id, quoteId));
      expect(saved).toEqual({ fundingCondition: true });
      await page.reload();
      await islandsHydrated(page);
      await expect(condition).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);
    });
    // Sent, the editor shows it read-only.
    await page.goto(`/admin/quote?id=${id}`);
    await islandsHydrated(page);
    await expect(page.locator('dt:text-is("Förderbedingung") + dd')).toHaveText('Ja, Vertrag erst mit der Förderzusage wirksam');

    await page.goto(path);
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: `Ihr Angebot ${number}` })).toBeVisible();
    const section = page.getByRole('region', { name: FUNDING_CONDITION_TITLE });
    await expect(section).toBeVisible();
    await expect(section).toContainText(FUNDING_CONDITION);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);

    // Above the button the condition stands, and the deposit is due with the Förderzusage (issue 47, ADR 080).
    const agreement = page.getByTestId('agreement');
    await expect(agreement).toContainText(FUNDING_CONDITION_POINT);
    await expect(agreement).toContainText(/Mit der Förderzusage ist eine Anzahlung von \d+ % fällig/);
    await expect(agreement).not.toContainText('Mit der Annahme ist eine Anzahlung');
    await page.getByRole('checkbox', { name: /Geschäftsbedingungen/ }).check();
    await page.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihren Auftrag' })).toBeFocused();
    await expect(page.getByText(quoteScreenMessages.acceptedUnderFundingCondition)).toBeVisible();
    const record = page.getByTestId('acceptance-record');
    await expect(record).toContainText(`${FUNDING_CONDITION_TITLE}: ${FUNDING_CONDITION}`);
    await expect(record).toContainText(/Anzahlung \d+ %, fällig mit der Förderzusage/);

    // The office: the deposit waits until "Förderzusage liegt vor" is recorded on the order page.
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.quoteId, id));
    await page.goto(`/admin/orders/${order!.id}`);
    await islandsHydrated(page);
    const panel = page.getByRole('region', { name: 'Förderzusage', exact: true });
    await expect(panel.getByRole('status')).toContainText('Die Förderzusage liegt noch nicht vor');
    await expect(page.getByRole('region', { name: 'Steuerbescheinigung (§ 35c EStG)' })).toContainText('§ 35c Abs. 3 EStG');
    await panel.getByRole('button', { name: 'Förderzusage liegt vor', exact: true }).click();
    await expect(panel.getByRole('status')).toContainText(/^Förderzusage liegt vor \(vom \d{2}\.\d{2}\.\d{4}\)/);
    await expect(page.getByRole('region', { name: 'Verlauf' })).toContainText('Förderzusage liegt vor');
    const [stored] = await db.select({ fundingApproval: orders.fundingApproval }).from(orders).where(eq(orders.id, order!.id));
    expect(stored!.fundingApproval).toMatchObject({ kind: 'approved' });
    expect(await axeViolations(page)).toEqual([]);
    // The page does not scroll sideways (the positions' table scrolls in its own region) and the panel fits.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = (await panel.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  test('a quote link without the condition does not name it', async ({ page, db, uid }) => {
    test.setTimeout(60_000);
    const { path } = await mailedQuoteLink(page.request, db, `ohne-foerderung-${uid}@example.de`);
    await page.goto(path);
    await islandsHydrated(page);
    await expect(page.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' })).toBeVisible();
    await expect(page.getByText(/Förderbedingung/)).toHaveCount(0);
  });

  // The full Chromium: the headless shell has no PDF viewer, the tab would download the file instead.
  test(
    'the order page takes building year and owner-occupation by keyboard and downloads the § 35c certificate of the paid order as a PDF',
    { tag: FULL_CHROMIUM },
    async ({ page, db, uid }) => {
      test.setTimeout(90_000);
      const office = await createAccount(db, 'admin');
      const { orderId, orderNumber } = await paidOrder(page.request, db, uid, office.token);
      await storeSessionInBrowser(page, office.token, office.stored);
      await page.goto(`/admin/orders/${orderId}`);
      await islandsHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: `Auftrag ${orderNumber}`, exact: true })).toBeVisible();
      const panel = page.getByRole('region', { name: 'Steuerbescheinigung (§ 35c EStG)', exact: true });
      const year = panel.getByRole('textbox', { name: 'Jahr der Fertigstellung des Gebäudes' });
      const lives = panel.getByRole('checkbox', { name: 'Der Kunde bewohnt das Gebäude selbst' });
      await expect(year).toHaveValue('');
      await expect(lives).not.toBeChecked();

      // Without the details the server says what is missing.
      const refused = page.waitForResponse((response) => response.url().endsWith(`/api/admin/orders/${orderId}/tax-certificate`));
      await panel.getByRole('button', { name: 'Bescheinigung § 35c (PDF)', exact: true }).click();
      expect((await refused).status()).toBe(409);
      await expect(toast(page)).toContainText(taxCertificateMessages.detailsMissing);

      // A year that is no four-digit year is named at the field.
      await year.fill('75');
      await year.press('Enter');
      await expect(year).toHaveAccessibleDescription(taxCertificateMessages.buildingYear);

      await year.fill('1975');
      await lives.focus();
      await page.keyboard.press('Space');
      await expect(lives).toBeChecked();
      await year.press('Enter');
      await expect(toast(page)).toContainText('Die Angaben für die Bescheinigung sind gespeichert.');
      const [stored] = await db
        .select({ buildingYear: orders.buildingYear, ownerOccupied: orders.ownerOccupied })
        .from(orders)
        .where(eq(orders.id, orderId));
      expect(stored).toEqual({ buildingYear: 1975, ownerOccupied: true });
      expect(await axeViolations(page)).toEqual([]);
      // The page does not scroll sideways and the panel fits the phone (the positions' table scrolls in its own region).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const box = (await panel.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);

      // The final invoice is paid: the certificate comes as a PDF and opens in a tab of its own.
      const certificate = page.waitForResponse((response) => response.url().endsWith(`/api/admin/orders/${orderId}/tax-certificate`));
      const tab = page.waitForEvent('popup');
      await panel.getByRole('button', { name: 'Bescheinigung § 35c (PDF)', exact: true }).click();
      const answer = await certificate;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      expect((await tab).url()).toMatch(/^blob:/);
      // The browser hands the bytes to the tab; the same request shows they are a PDF.
      const pdf = await page.request.get(`/api/admin/orders/${orderId}/tax-certificate`, {
        headers: { Authorization: `Bearer ${office.token}` },
      });
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // After a reload the panel shows what was saved.
      await page.reload();
      await islandsHydrated(page);
      await expect(year).toHaveValue('1975');
      await expect(lives).toBeChecked();
    },
  );
});
