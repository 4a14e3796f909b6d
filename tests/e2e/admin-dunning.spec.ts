import type { Page } from '@playwright/test';
import { createAccount, signedInAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { openInvoice } from './support/orders.ts';
import { waitForMail } from './support/outbox.ts';
import { axeViolations, overflowing } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });
const DAY = 86_400_000;

test.describe('Mahnwesen', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px the office sees a due Zahlungserinnerung with its figures and sends it by keyboard after the confirmation; axe`, async ({
      page,
      db,
      uid,
    }) => {
      const buero = await createAccount(db, 'buero');
      const late = await openInvoice(db, `Lars Lange${width}${uid}`, 100_000, new Date(Date.now() - 60 * DAY));
      await storeSessionInBrowser(page, buero.token, buero.stored);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/dunning');
      await islandsHydrated(page);

      const row = page.getByRole('listitem').filter({ hasText: late.number });
      await expect(row).toContainText(`Zahlungserinnerung · ${late.number} · Lars Lange${width}${uid}`);
      await expect(row).toContainText('Offen: 357,00 €');
      expect(await overflowing(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      await row.getByRole('button', { name: 'Zahlungserinnerung senden' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: `Zahlungserinnerung zu ${late.number}` });
      await expect(dialog).toContainText(`geht als Brief (PDF) mit der Rechnung und dem GiroCode an ${late.email}`);
      await expect(dialog).toContainText('Gesamt: 357,00 €');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Zahlungserinnerung senden' }).press('Enter');
      await expect(toast(page)).toContainText('Zahlungserinnerung wird versendet.');
      // Sent once: the next level is not due yet, so the invoice leaves the list.
      await expect(row).toHaveCount(0);
      await waitForMail(process.env.E2E_OUTBOX_DIR!, late.email, late.number);
    });
  }
});

test.describe('Einstellungen → Rechnungen', () => {
  test('the owner adds a Basiszinssatz and saves with Enter; bad input gets its German message at the field; at 1280 and 390 px, axe', async ({
    page,
    db,
  }) => {
    await signedInAccount(page, db, 'admin');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/settings?tab=rechnungen');
    await islandsHydrated(page);
    const term = page.getByLabel('Zahlungsziel (Tage)');
    const termBefore = await term.inputValue();
    // A quote binds with the share it was sent with (ADR 073): the field says a new one counts from now on.
    await expect(page.getByLabel('Anzahlung (% des Auftragswerts)')).toHaveAccessibleDescription(
      'Gilt für Angebote, die ab jetzt versendet werden. Bereits versendete Angebote behalten ihren Anteil.',
    );

    // A payment term beyond a year: the server's German message, at the field.
    await term.fill('400');
    await term.press('Enter');
    await expect(term).toHaveAccessibleDescription('Bitte geben Sie ein Zahlungsziel von 0 bis 365 Tagen an.');
    await term.fill(termBefore);

    // A new Basiszinssatz, typed and saved with Enter without leaving the field; a day far ahead, so no
    // other spec's interest changes. A word instead of a number is refused first.
    await page.getByRole('button', { name: 'Basiszinssatz hinzufügen' }).click();
    await page.getByLabel('Gilt ab').last().fill('2099-01-01');
    const percent = page.getByLabel('Basiszinssatz (%)').last();
    await percent.fill('viel');
    await percent.press('Enter');
    await expect(percent).toHaveAccessibleDescription('Bitte geben Sie den Basiszinssatz in Prozent an (zwischen −10 und 20).');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowing(page)).toEqual([]);
    await percent.fill('1,5');
    await percent.press('Enter');
    await expect(toast(page)).toContainText('Die Rechnungseinstellungen sind gespeichert.');

    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByLabel('Gilt ab').last()).toHaveValue('2099-01-01');
    await expect(page.getByLabel('Basiszinssatz (%)').last()).toHaveValue('1,50');
    await expect(page.getByLabel('Zahlungsziel (Tage)')).toHaveValue(termBefore);
    expect(await overflowing(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
