import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { eq, and } from 'drizzle-orm';
import type { Database } from '../../api/src/platform/db/client.ts';
import { reviews } from '../../api/src/platform/db/schema.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { acceptedOrder, call } from './support/orders.ts';
import { waitForMail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';
import { berlinDay } from '../../api/src/shared/dates.ts';

/**
 * Verified reviews end to end (issue 38, ADR 060): a paid final invoice mails the link, the customer writes
 * a 1-star review at 390 px by keyboard, /bewertungen shows it with figures that agree with the database
 * after a change and a deletion, no page marks up an AggregateRating, and the office answers once.
 */

/** A customer's order made through the API, completed, with deposit and final invoice paid in full. */
async function paidOrder(request: APIRequestContext, db: Database, uid: string) {
  const office = await createAccount(db, 'admin');
  const as = (method: 'POST' | 'PUT', path: string, data?: unknown) => call(request, office.token, method, path, data);
  const oneWindow = [{ kind: 'product', title: 'Kunststofffenster', description: '', quantity: 1, unitPrice: 50_000, discount: 0 }];
  const { customer, orderId, orderNumber } = await acceptedOrder(request, db, uid, office.token, oneWindow);
  const pay = (invoice: { id: number; amountDue: number }) =>
    as('POST', `/api/admin/invoices/${invoice.id}/payments`, { amount: invoice.amountDue, date: berlinDay(new Date()) });
  await as('PUT', `/api/admin/orders/${orderId}/status`, { status: 'confirmed' });
  await pay(await as('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' }));
  await as('PUT', `/api/admin/orders/${orderId}/status`, { status: 'in_production' });
  await as('PUT', `/api/admin/orders/${orderId}/status`, { status: 'completed' });
  await pay(await as('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'final' }));
  return { office, customer, orderId, orderNumber };
}

/** The published reviews' figures as the database has them. */
async function figuresInDb(db: Database) {
  const rows = await db.select({ stars: reviews.stars }).from(reviews).where(eq(reviews.status, 'published'));
  const stars = rows.map((row) => row.stars!);
  const distribution = [1, 2, 3, 4, 5].map((value) => stars.filter((star) => star === value).length);
  const average = stars.length
    ? (Math.round((stars.reduce((sum, star) => sum + star, 0) / stars.length) * 10) / 10).toFixed(1).replace('.', ',')
    : '–';
  return { count: stars.length, distribution, average };
}

async function expectFiguresOnPage(page: Page, db: Database) {
  await page.goto('/bewertungen');
  const figures = await figuresInDb(db);
  const summary = page.locator('[data-reviews]');
  await expect(summary.locator('[data-slot="average"]')).toHaveText(figures.average);
  await expect(summary.locator('[data-slot="count"]')).toHaveText(
    `${figures.count} verifizierte ${figures.count === 1 ? 'Bewertung' : 'Bewertungen'}`,
  );
  await expect(summary.locator('[data-slot="distribution"] li')).toHaveText(
    [5, 4, 3, 2, 1].map((value) => `${value} ${value === 1 ? 'Stern' : 'Sterne'}: ${figures.distribution[value - 1]}`),
  );
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (violation) => violation.id,
  );

test('a paid order’s invitation to the published review, its change and deletion, and the office’s one answer', async ({
  page,
  db,
  uid,
  browser,
}) => {
  test.setTimeout(120_000);
  const { office, customer, orderId, orderNumber } = await paidOrder(page.request, db, uid);
  const mail = await waitForMail(process.env.E2E_OUTBOX_DIR!, customer.user.email, '/bewertung/');
  const link = /\/bewertung\/[A-Za-z0-9_-]{43}/.exec(mail)![0];

  // The customer writes a 1-star review on a phone, by keyboard only.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await islandsHydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: '1 Stern', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: '1 Stern', exact: true })).toBeChecked();
  await page.getByRole('textbox', { name: 'Ihre Erfahrung' }).focus();
  await page.keyboard.type(`Termin zweimal verschoben (${uid}).`);
  await page.getByRole('button', { name: 'Bewertung abschicken' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bewertung!' })).toBeVisible();
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.orderId, orderId)));
  expect(row).toMatchObject({ status: 'published', stars: 1 });

  // Published whatever the stars, with figures that agree with the database.
  await expectFiguresOnPage(page, db);
  await expect(page.getByText(`Termin zweimal verschoben (${uid}).`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('bewertungen-390.png'), fullPage: true });

  // A change and a deletion through the link show at the next view.
  await page.goto(link);
  await islandsHydrated(page);
  await page.getByRole('radio', { name: '4 Sterne', exact: true }).check();
  await page.getByRole('button', { name: 'Änderung speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank' })).toBeVisible();
  await expectFiguresOnPage(page, db);
  await expect(page.locator('[data-slot="list"]')).toContainText(`Termin zweimal verschoben (${uid}).`);
  await page.goto(link);
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Bewertung löschen' }).click();
  await expect.poll(async () => (await db.select().from(reviews).where(eq(reviews.orderId, orderId)))[0]!.stars).toBeNull();
  await expectFiguresOnPage(page, db);
  await expect(page.locator('[data-slot="list"]')).not.toContainText(`(${uid})`);

  // No page marks the reviews up as an AggregateRating.
  for (const path of ['/', '/bewertungen', '/shop', '/about', '/contact', link]) {
    const html = await (await page.request.get(path)).text();
    const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]!),
    );
    expect(JSON.stringify(blocks), path).not.toContain('AggregateRating');
  }

  // Written again, then answered once by the office on "Bewertungen".
  await call(page.request, customer.token, 'POST', `/api/reviews/by-link/${link.split('/').at(-1)}`, {
    stars: 2,
    text: `Zweiter Versuch (${uid}).`,
  });
  const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await storeSessionInBrowser(admin, office.token, office.stored);
  await admin.goto('/admin/reviews?status=published');
  await islandsHydrated(admin);
  const answer = admin.getByRole('button', { name: `Öffentlich antworten: Bewertung zu ${orderNumber}` }).filter({ visible: true });
  await answer.press('Enter');
  const dialog = admin.getByRole('alertdialog', { name: 'Öffentlich antworten' });
  await dialog.getByRole('textbox', { name: 'Antwort' }).fill('Das tut uns leid; wir melden uns.');
  await dialog.getByRole('button', { name: 'Antwort veröffentlichen' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('button', { name: `Öffentlich antworten: Bewertung zu ${orderNumber}` })).toHaveCount(0);
  await expect(admin.getByText('Das tut uns leid; wir melden uns.').filter({ visible: true })).toBeVisible();
  const again = await page.request.post(`/api/admin/reviews/${row!.id}/reply`, {
    headers: { Authorization: `Bearer ${office.token}` },
    data: { text: 'Noch eine Antwort' },
  });
  expect(again.status()).toBe(409);
  await page.goto('/bewertungen');
  await expect(page.locator('[data-slot="list"]')).toContainText('Antwort von uns: Das tut uns leid; wir melden uns.');
});
