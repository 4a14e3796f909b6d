import { camtStatement } from '../../api/testing/camt-statement.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { openInvoice } from './support/orders.ts';
import { axeViolations, overflowing } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';
import { berlinDay } from '../../api/src/shared/dates.ts';

const euros = (cents: number) =>
  `${(cents / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/, '.')} €`;

test.describe('Zahlungseingänge', () => {
  test('the office uploads a CAMT.053 file by keyboard, sees the matched and the suggested credit, confirms the suggestion; at 1280 and 390 px, with axe', async ({
    page,
    db,
    uid,
  }) => {
    test.setTimeout(60_000);
    const buero = await createAccount(db, 'buero');
    // Amounts of this test alone: other specs' open invoices must not be suggested instead.
    const seed = parseInt(uid.replace(/\D/g, '').slice(0, 4) || '7', 10);
    const named = await openInvoice(db, `Hauke Hansen${uid}`, 200_000 + seed);
    const unnamed = await openInvoice(db, `Pia Petersen${uid}`, 300_000 + seed);
    const today = berlinDay(new Date());
    const statement = camtStatement(8, [
      { amount: named.open, day: today, reference: `${uid}-1`, party: `Hauke Hansen${uid}`, remittance: [`Rechnung ${named.number}`] },
      {
        amount: unnamed.open,
        day: today,
        reference: `${uid}-2`,
        party: `PIA PETERSEN${uid.toUpperCase()}`,
        remittance: ['Fenster Anzahlung'],
      },
    ]);
    await storeSessionInBrowser(page, buero.token, buero.stored);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/bank-statements');
    await islandsHydrated(page);

    const upload = page.getByRole('form', { name: 'Kontoauszug einlesen' });
    const file = upload.getByLabel('Kontoauszug (CAMT.053, XML oder ZIP)');
    // The file chooser is the system's; the field is reached and left by keyboard.
    await file.focus();
    await file.setInputFiles({
      name: `auszug-${uid}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(statement),
    });
    await page.keyboard.press('Tab');
    await expect(upload.getByRole('button', { name: 'Kontoauszug einlesen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Notification' })).toContainText('2 Buchungen: 1 zugeordnet, 1 mit Vorschlag');

    const imported = page.getByRole('region', { name: new RegExp(`^auszug-${uid}\\.xml`) });
    const table = imported.getByRole('table', { name: `Buchungen aus auszug-${uid}.xml` });
    await expect(table.getByRole('row', { name: new RegExp(named.number) })).toContainText('Automatisch zugeordnet');
    await expect(table.getByRole('row', { name: /Vorschlag/ })).toContainText(euros(unnamed.open));
    expect(await axeViolations(page)).toEqual([]);

    // The suggestion, by keyboard, after the confirmation dialog.
    const suggestion = table.getByRole('button', { name: new RegExp(`^Bestätigen: ${unnamed.number}`) });
    await suggestion.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Die Gutschrift über ${euros(unnamed.open)} wird als Zahlung auf ${unnamed.number} erfasst.`);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Bestätigen' }).press('Enter');
    await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Zahlung erfasst.');
    await expect(table.getByRole('row', { name: new RegExp(unnamed.number) })).toContainText(
      // The person who settled it, by name (issue 47).
      `Von Hand zugeordnet${unnamed.number} (Erika Muster)`,
    );
    await expect(table.getByRole('button', { name: /^Bestätigen/ })).toHaveCount(0);

    // The same import on a phone: cards, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(imported.getByRole('list').getByRole('listitem').first()).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a statement of 30 bookings shows them 25 a page, with a pager of its own', async ({ page, db, uid }) => {
    const buero = await createAccount(db, 'buero');
    const today = berlinDay(new Date());
    const statement = camtStatement(
      2,
      Array.from({ length: 30 }, (_, at) => ({
        amount: 100 + at,
        credit: false,
        day: today,
        reference: `${uid}-seite-${at}`,
        party: 'Baustoffhandel Nord',
        remittance: [`Material ${at + 1}`],
      })),
    );
    await storeSessionInBrowser(page, buero.token, buero.stored);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/bank-statements');
    await islandsHydrated(page);
    const upload = page.getByRole('form', { name: 'Kontoauszug einlesen' });
    await upload.getByLabel('Kontoauszug (CAMT.053, XML oder ZIP)').setInputFiles({
      name: `seiten-${uid}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(statement),
    });
    await upload.getByRole('button', { name: 'Kontoauszug einlesen' }).click();
    await expect(page.getByRole('region', { name: 'Notification' })).toContainText('30 Buchungen: 0 zugeordnet');

    const imported = page.getByRole('region', { name: new RegExp(`^seiten-${uid}\\.xml`) });
    await expect(imported).toContainText('30 Buchungen');
    const table = imported.getByRole('table', { name: `Buchungen aus seiten-${uid}.xml` });
    await expect(table.getByRole('row', { name: /Material/ })).toHaveCount(25);
    const pager = imported.getByRole('navigation', { name: `Seiten der Buchungen aus seiten-${uid}.xml` });
    await expect(pager).toContainText('Seite 1 von 2 · 30 Einträge');
    await pager.getByRole('button', { name: 'Weiter' }).click();
    await expect(pager).toContainText('Seite 2 von 2');
    await expect(table.getByRole('row', { name: /Material/ })).toHaveCount(5);
    await expect(table).toContainText('Material 30');
    expect(await axeViolations(page)).toEqual([]);
  });
});
