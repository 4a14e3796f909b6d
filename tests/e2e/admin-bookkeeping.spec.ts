import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { unzipEntries } from '../../api/testing/unzip.ts';
import { signedInAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations, overflowing } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

test.describe('Einstellungen → Buchhaltung', () => {
  test('the owner enters the adviser’s numbers, closes a month after the confirmation and downloads the DATEV ZIP with its EXTF file; at 1280 and 390 px, axe', async ({
    page,
    db,
  }) => {
    test.setTimeout(60_000);
    await signedInAccount(page, db, 'admin');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/settings?tab=buchhaltung');
    await islandsHydrated(page);

    const settings = page.getByRole('form', { name: 'Buchhaltung' });
    const consultant = settings.getByLabel('Beraternummer');
    await consultant.fill('12');
    await settings.getByLabel('Mandantennummer').fill('4711');
    await consultant.press('Enter');
    await expect(consultant).toHaveAccessibleDescription('Die Beraternummer ist eine Zahl von 1001 bis 9999999 (4 bis 7 Ziffern).');
    await consultant.fill('1234567');
    await consultant.press('Enter');
    await expect(toast(page)).toContainText('Die Einstellungen für die Buchhaltung sind gespeichert.');
    await expect(consultant).toHaveAccessibleDescription('');
    expect(await axeViolations(page)).toEqual([]);

    // January 2020: long over, and no other spec books in it.
    const months = page.getByRole('region', { name: 'Monate abschließen' });
    await months.getByLabel('Monat').fill('2020-01');
    await months.getByRole('button', { name: 'Monat abschließen' }).press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Monat abschließen' });
    await expect(dialog).toContainText('Der Monat 01/2020 wird abgeschlossen.');
    await dialog.getByRole('button', { name: 'Monat abschließen' }).press('Enter');
    await expect(toast(page)).toContainText('Der Monat 01/2020 ist abgeschlossen.');
    await expect(months.getByRole('listitem').filter({ hasText: '01/2020' })).toContainText('noch nicht exportiert');

    const datev = page.getByRole('region', { name: 'DATEV-Export' });
    await datev.getByLabel('Von').fill('2020-01-01');
    await datev.getByLabel('Bis').fill('2020-01-31');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      datev.getByRole('button', { name: 'DATEV-Export herunterladen' }).press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe('DATEV_2020-01-01_2020-01-31.zip');
    const entries = unzipEntries(readFileSync((await download.path())!));
    const batch = entries.get('EXTF_Buchungsstapel_2020-01-01_2020-01-31.csv');
    expect(batch?.toString('latin1')).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;/);
    expect(batch?.toString('latin1')).toContain(';1234567;4711;');
    // The closed month now went to the adviser: its line says so, and a second export is marked as a repeat.
    await expect(months.getByRole('listitem').filter({ hasText: '01/2020' })).toContainText('exportiert am');
    await Promise.all([page.waitForEvent('download'), datev.getByRole('button', { name: 'DATEV-Export herunterladen' }).press('Enter')]);
    await expect(datev.getByRole('status')).toContainText('Wiederholung: Dieser abgeschlossene Zeitraum wurde am');

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowing(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
