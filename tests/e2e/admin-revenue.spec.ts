import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { leads, users } from '../../api/src/platform/db/schema.ts';
import { accountMessages } from '#features/accounts/contract/accounts.ts';
import { analyticsMessages } from '#features/analytics/contract/analytics-messages.ts';
import { currentAnalyticsYear } from '#features/analytics/contract/analytics.ts';
import type { RevenueJson, RevenueRow } from '#features/analytics/contract/revenue.ts';
import { formatCents, formatCount, formatDays, formatPercent } from '#shared/format.ts';
import { createAccount, signedInAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { paidOrder } from './support/orders.ts';
import { axeViolations, overflowing } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

/** Auswertungen → "Anfrage bis Umsatz" (issue 39) and the owner's weekly report switch (ADR 069). */

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

/** A row's cells as the screen shows them, in the table's column order. */
const cellsOf = (key: string, row: RevenueRow) => [
  key,
  row.visitors === null ? '–' : formatCount(row.visitors),
  formatCount(row.requests),
  formatCount(row.quotesSent),
  formatCount(row.orders),
  formatCents(row.orderValue),
  formatCents(row.paidRevenue),
  formatDays(row.medianDaysToOrder),
  formatDays(row.medianDaysToPayment),
  formatPercent(row.answeredWithin24hRate),
];

/** The API's row of `key` for the year and grouping, as the screen loads it. */
async function apiRow(page: Page, token: string, by: string, key: string) {
  const response = await page.request.get(`/api/admin/analytics/revenue?year=${currentAnalyticsYear()}&by=${by}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const row = ((await response.json()) as RevenueJson).rows.find((candidate) => candidate.key === key);
  expect(row, `the API has a row for ${key}`).toBeDefined();
  return row!;
}

/** The table's row whose first cell is `key`. */
const tableRow = (table: Locator, key: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: key, exact: true }) });

test.describe('Anfrage bis Umsatz', () => {
  test('the owner switches Herkunft, Einstiegsseite and Monat and finds the seeded request with the API’s figures; a year without requests says so', async ({
    page,
    db,
    uid,
  }) => {
    test.setTimeout(90_000);
    const owner = await createAccount(db, 'admin');
    const { leadId, paid } = await paidOrder(page.request, db, uid, owner.token);
    // The office's answer to "Wie kam der Kunde zu uns?" and a landing page of this test alone, so its rows hold only this request.
    const origin = `Messe ${uid}`;
    const landing = `/e2e-${uid}`;
    const answered = await page.request.put(`/api/admin/leads/${leadId}/origin`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { origin },
    });
    expect(answered.status()).toBe(200);
    await db.update(leads).set({ landingPath: landing }).where(eq(leads.id, leadId));

    const bySource = await apiRow(page, owner.token, 'source', origin);
    // One request, its quote sent, its order, deposit and final invoice paid: the order's gross value.
    expect(bySource).toMatchObject({ visitors: null, requests: 1, quotesSent: 1, orders: 1, orderValue: paid, paidRevenue: paid });

    await storeSessionInBrowser(page, owner.token, owner.stored);
    await page.goto('/admin/analytics');
    await islandsHydrated(page);
    const views = page.getByRole('group', { name: 'Ansicht' });
    await views.getByRole('button', { name: 'Anfrage bis Umsatz', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/analytics\?ansicht=umsatz$/);
    const year = currentAnalyticsYear();
    const section = page.getByRole('region', { name: `Anfrage bis Umsatz ${year}` });
    const switcher = section.getByRole('group', { name: 'Gruppieren nach' });
    await expect(switcher.getByRole('button', { name: 'Herkunft', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const table = section.getByRole('table', { name: `Anfrage bis Umsatz ${year} nach Herkunft` });
    await expect(tableRow(table, origin).getByRole('cell')).toHaveText(cellsOf(origin, bySource));
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: Einstiegsseite, the seeded landing page with the same request.
    const byLanding = await apiRow(page, owner.token, 'landing', landing);
    expect(byLanding).toMatchObject({ requests: 1, orders: 1, paidRevenue: paid });
    await switcher.getByRole('button', { name: 'Einstiegsseite', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/ansicht=umsatz&nach=landing$/);
    await expect(switcher.getByRole('button', { name: 'Einstiegsseite', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const landingTable = section.getByRole('table', { name: `Anfrage bis Umsatz ${year} nach Einstiegsseite` });
    await expect(tableRow(landingTable, landing).getByRole('cell')).toHaveText(cellsOf(landing, byLanding));

    // Monat: the rows are months by their German names, this month among them.
    await switcher.getByRole('button', { name: 'Monat', exact: true }).click();
    await expect(page).toHaveURL(/nach=month$/);
    const month = new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'Europe/Berlin' }).format(new Date());
    const monthTable = section.getByRole('table', { name: `Anfrage bis Umsatz ${year} nach Monat` });
    await expect(tableRow(monthTable, month)).toHaveCount(1);
    // The grouping is in the address: a reload shows the same view.
    await page.reload();
    await islandsHydrated(page);
    await expect(switcher.getByRole('button', { name: 'Monat', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(tableRow(monthTable, month)).toHaveCount(1);

    // On a phone the rows are cards; nothing sticks out.
    await page.setViewportSize({ width: 390, height: 844 });
    await switcher.getByRole('button', { name: 'Herkunft', exact: true }).click();
    const cards = section.getByRole('list', { name: `Anfrage bis Umsatz ${year} nach Herkunft` });
    const card = cards.getByRole('listitem').filter({ has: page.getByText(origin, { exact: true }) });
    await expect(card.getByRole('definition')).toHaveText(cellsOf(origin, bySource));
    expect(await overflowing(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // A year before any request: the empty state, not an empty table.
    await page.getByLabel('Jahr').selectOption('2025');
    await expect(page.getByRole('region', { name: 'Anfrage bis Umsatz 2025' })).toContainText(analyticsMessages.revenueEmpty(2025));
    await expect(page.getByRole('region', { name: 'Anfrage bis Umsatz 2025' }).getByRole('listitem')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('weekly report', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the owner turns the Monday report off and on in the profile by keyboard; the choice is stored', async ({ page, db }) => {
    const owner = await signedInAccount(page, db, 'admin');
    await page.goto('/admin/profile');
    await islandsHydrated(page);
    const report = page.getByRole('region', { name: 'Wochenbericht' });
    const toggle = report.getByRole('switch', { name: 'Wochenbericht per E-Mail erhalten' });
    await expect(toggle).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);

    const stored = async () => (await db.select({ weeklyReport: users.weeklyReport }).from(users).where(eq(users.id, owner.user.id)))[0];
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toast(page)).toContainText(accountMessages.weeklyReportOff);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    expect(await stored()).toEqual({ weeklyReport: false });

    await page.reload();
    await islandsHydrated(page);
    await expect(toggle).not.toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toast(page)).toContainText(accountMessages.weeklyReportOn);
    await expect(toggle).toBeChecked();
    expect(await stored()).toEqual({ weeklyReport: true });
  });
});
