import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Database } from '../../api/src/platform/db/client.ts';
import { appointments, orders } from '../../api/src/platform/db/schema.ts';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { signedInAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { waitForMail } from './support/outbox.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';
import { berlinClock, addDays } from '../../api/src/shared/dates.ts';

/** Appointments (issue 23): Aufmaß slots offered in a reply and picked through the link, a Montage on an order. */

const outbox = () => process.env.E2E_OUTBOX_DIR!;
const noSidewaysScrolling = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

const tomorrow = () => addDays(berlinClock(new Date()).day, 1);

/** An order with its Montage at Gartenweg 3, 22301 Hamburg, written straight into the database, open in the office. */
async function orderPageAtGartenweg(page: Page, db: Database, values: Omit<typeof orders.$inferInsert, 'installationAddress'>) {
  const [order] = await db
    .insert(orders)
    .values({ ...values, installationAddress: { street: 'Gartenweg 3', postcode: '22301', city: 'Hamburg' } })
    .returning();
  await signedInAccount(page, db, 'admin');
  await page.goto(`/admin/orders/${order!.id}`);
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: `Auftrag ${order!.orderNumber}` })).toBeVisible();
  return order!;
}

test.describe('appointments', () => {
  test('the office offers three Aufmaß slots, the customer picks one at 390 px, and it shows under Termine', async ({ page, db, uid }) => {
    test.setTimeout(90_000);
    const email = `termin-${uid}@example.de`;
    const [lead] = await insertLeads(db, [leadValues({ vorname: 'Tami', nachname: `Termin${uid}`, email, plz: '20095' })]);
    await signedInAccount(page, db, 'admin');

    await page.goto(`/admin/leads/${lead!.id}`);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Antworten', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Antworten' });
    await dialog.getByLabel('Vorlage').selectOption({ label: 'Aufmaß-Termin vorschlagen' });
    await expect(dialog.getByRole('checkbox', { name: 'Termine anbieten' })).toBeChecked();
    const day = tomorrow();
    for (const [index, from, to] of [
      [1, '08:00', '09:00'],
      [2, '10:00', '11:30'],
      [3, '14:00', '15:00'],
    ] as const) {
      await dialog.getByLabel(`Termin ${index}: Datum`).fill(day);
      await dialog.getByLabel(`Termin ${index}: von`).fill(from);
      await dialog.getByLabel(`Termin ${index}: bis`).fill(to);
    }
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await expect(dialog).toBeHidden();

    const mail = await waitForMail(outbox(), email, '/termin/');
    const path = mail.match(/\/termin\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(path, 'the reply carries the link').toBeTruthy();

    // The customer, on a phone, without an account.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path!);
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Aufmaß-Termin' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('radio')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
    await noSidewaysScrolling(page);
    // By keyboard: the second slot with the arrow keys, then the button.
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    await page.getByRole('button', { name: 'Termin buchen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Ihr Aufmaß-Termin ist gebucht' })).toBeVisible();
    await expect(page.getByText(/10:00–11:30 Uhr/)).toBeVisible();
    const booked = await db.select().from(appointments).where(eq(appointments.leadId, lead!.id));
    expect(booked).toHaveLength(1);
    await waitForMail(outbox(), email, 'termin.ics');

    // The office's calendar, at 390 px: the day view of tomorrow.
    await page.goto('/admin/appointments');
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Termine' })).toBeVisible();
    await page.getByRole('button', { name: 'Tag', exact: true }).click();
    await page.getByRole('button', { name: 'Nächster Tag' }).click();
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: `Tami Termin${uid}` })
      .last();
    await expect(entry).toContainText('10:00–11:30 Uhr');
    await expect(entry).toContainText('Aufmaß');
    await expect(entry.getByRole('link', { name: `Anfrage ${lead!.reference}` })).toBeVisible();
    await noSidewaysScrolling(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Woche', exact: true }).click();
    await page.getByRole('button', { name: 'Heute' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Woche vom / })).toBeVisible();
    await noSidewaysScrolling(page);
  });

  test('a Montage appointment is entered on an order, changed and cancelled', async ({ page, db, uid }) => {
    test.setTimeout(60_000);
    const email = `montage-${uid}@example.de`;
    const order = await orderPageAtGartenweg(page, db, {
      orderNumber: `B-M${uid}`.slice(0, 20),
      totalPrice: 10_000,
      customerName: `Mona Montage${uid}`,
      customerEmail: email,
    });
    const section = page.getByRole('region', { name: 'Termine' });
    await section.getByRole('button', { name: 'Montage-Termin eintragen' }).click();
    // Two weeks ahead: the Aufmaß slots the test beside it offers tomorrow stay free (one calendar, ADR 046).
    await section.getByLabel('Datum').fill(addDays(tomorrow(), 14));
    await section.getByLabel('Von').fill('07:30');
    await section.getByLabel('Bis').fill('15:00');
    await section.getByLabel('Notiz für den Kunden').fill('Bitte Zufahrt freihalten, danke.');
    // Two fitters unless chosen otherwise; this job takes three.
    await expect(section.getByLabel('Monteure')).toHaveValue('2');
    await section.getByLabel('Monteure').selectOption('3');
    await section.getByRole('button', { name: 'Termin eintragen' }).click();
    await expect(section.getByText('07:30–15:00 Uhr')).toBeVisible();
    await expect(section.getByText('3 Monteure')).toBeVisible();
    await expect(section.getByText('Gartenweg 3, 22301 Hamburg')).toBeVisible();
    await waitForMail(outbox(), email, 'termin.ics');

    await section.getByRole('button', { name: 'Ändern' }).click();
    await expect(section.getByLabel('Monteure')).toHaveValue('3');
    await section.getByLabel('Von').fill('08:00');
    await section.getByLabel('Monteure').selectOption('1');
    await section.getByRole('button', { name: 'Änderung speichern' }).click();
    await expect(section.getByText('08:00–15:00 Uhr')).toBeVisible();
    await expect(section.getByText('1 Monteur', { exact: true })).toBeVisible();

    await section.getByRole('button', { name: 'Absagen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Termin absagen?' });
    await confirm.getByRole('button', { name: 'Termin absagen' }).click();
    await expect(section.getByText('Abgesagt')).toBeVisible();
    const [row] = await db.select().from(appointments).where(eq(appointments.orderId, order.id));
    expect(row).toMatchObject({ status: 'cancelled', sequence: 2 });
    await waitForMail(outbox(), email, 'termin-abgesagt.ics');
  });
});

test.describe('the order’s page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  /** The Montage's first day, in days from today. */
  const AHEAD = 30;

  test('shows positions, customer, appointments, invoices and history; a Montage over three days shows under Termine on each day and in the list', async ({
    page,
    db,
    uid,
  }) => {
    test.setTimeout(60_000);
    const email = `seite-${uid}@example.de`;
    const order = await orderPageAtGartenweg(page, db, {
      orderNumber: `B-S${uid}`.slice(0, 20),
      totalPrice: 142_681,
      customerName: `Sina Seite${uid}`,
      customerEmail: email,
      lines: [
        {
          kind: 'product',
          title: 'Einflügeliges Kunststofffenster mit Dreh-Kipp-Beschlag',
          description: 'Größe: 120 × 140 cm, Weiß',
          quantity: 2,
          unitPrice: 50_000,
          discount: 0,
        },
        { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 19_900, discount: 0 },
      ],
    });
    for (const part of ['Kunde', 'Positionen', 'Termine', 'Rechnungen zum Auftrag', 'Verlauf'])
      await expect(page.getByRole('region', { name: part, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: `Positionen von Auftrag ${order.orderNumber}` })).toContainText(
      'Einflügeliges Kunststofffenster mit Dreh-Kipp-Beschlag',
    );
    await expect(page.getByRole('group', { name: 'Status ändern' }).getByRole('button', { name: 'Bestätigen' })).toBeVisible();
    await noSidewaysScrolling(page);
    expect(await axeViolations(page)).toEqual([]);

    // A Montage of three full days, entered by keyboard.
    const section = page.getByRole('region', { name: 'Termine', exact: true });
    await section.getByRole('button', { name: 'Montage-Termin eintragen' }).focus();
    await page.keyboard.press('Enter');
    // A month ahead: the Aufmaß slots the other tests offer tomorrow stay free (one calendar, ADR 046).
    const first = addDays(tomorrow(), AHEAD - 1);
    await section.getByLabel('Datum', { exact: true }).fill(first);
    await section.getByLabel('Letzter Tag (bei mehreren Tagen)').fill(addDays(first, 2));
    await expect(section.getByLabel('Von', { exact: true })).toHaveValue('07:30');
    await expect(section.getByLabel('Bis', { exact: true })).toHaveValue('16:00');
    await section.getByRole('button', { name: 'Termin eintragen' }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText(/^.{2,3}, \d\d\.\d\d\., 07:30 – .{2,3}, \d\d\.\d\d\., 16:00 Uhr$/)).toBeVisible();
    await noSidewaysScrolling(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('order-page-390.png'), fullPage: true });

    // Termine: on each of its days in the day view, and in the list of coming appointments.
    await page.goto('/admin/appointments');
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Tag', exact: true }).click();
    for (let day = 1; day < AHEAD; day += 1) await page.getByRole('button', { name: 'Nächster Tag' }).click();
    await expect(page.getByText(`Sina Seite${uid}`)).toHaveCount(0);
    for (let day = 0; day < 3; day += 1) {
      await page.getByRole('button', { name: 'Nächster Tag' }).click();
      await expect(page.getByText(`Sina Seite${uid}`)).toHaveCount(1);
    }
    await page.getByRole('button', { name: 'Nächster Tag' }).click();
    await expect(page.getByText(`Sina Seite${uid}`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Liste', exact: true }).click();
    const coming = page.getByRole('list', { name: 'Kommende Termine' });
    const entry = coming.getByRole('listitem').filter({ hasText: `Sina Seite${uid}` });
    await expect(entry).toContainText('Montage');
    await noSidewaysScrolling(page);
    expect(await axeViolations(page)).toEqual([]);
    await entry.getByRole('link', { name: `Auftrag ${order.orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Auftrag ${order.orderNumber}` })).toBeVisible();
  });
});
