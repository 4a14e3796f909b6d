import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { orders } from '../../api/src/platform/db/schema.ts';
import { camtStatement } from '../../api/testing/camt-statement.ts';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { berlinDay } from '../../api/src/shared/dates.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { acceptedOrder, openInvoice } from './support/orders.ts';
import { expect, test } from './support/test.ts';

/**
 * Document numbers and short words stay whole, and record pages fit a phone (issue 47, item 11):
 * "RE-2026-|0001" in Zahlungseingänge and "unbekann|t" in Auswertungen at 1280 px, "AN-2026-|0001" and
 * "B-|2026-0001" at 390 px, the roles table and an order's positions wider than the phone.
 */

/** Every document number (AN-…, B-…, RE-…) or "unbekannt" in `main` that the browser laid out over two lines. */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const pattern = /\b(?:[A-Z]{1,3}-\d{4}-\d{4,}|unbekannt)\b/g;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('.sr-only') || parent.getClientRects().length === 0) continue;
      for (const match of node.textContent!.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) found.push(`${match[0]} (${parent.tagName.toLowerCase()}.${parent.className})`);
      }
    }
    return found;
  });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function open(page: Page, path: string) {
  await page.goto(path);
  await islandsHydrated(page);
  await expect(page.getByRole('status').filter({ hasText: /wird geladen|Wird geladen/ })).toHaveCount(0, { timeout: 10_000 });
}

test('at 390 px an order, the quotes, the invoices and the roles table fit the phone, their numbers whole', async ({ page, db, uid }) => {
  test.setTimeout(60_000);
  const admin = await createAccount(db, 'admin');
  const order = await acceptedOrder(page.request, db, uid, admin.token, [
    {
      kind: 'product',
      title: 'Kunststofffenster',
      description: '120 × 140 cm, Dreh-Kipp links',
      quantity: 2,
      unitPrice: 50_000,
      discount: 2_500,
    },
    { kind: 'service', title: 'Altfensterentsorgung je Fenster', description: '', quantity: 2, unitPrice: 4_500, discount: 0 },
    { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 19_900, discount: 0 },
  ]);
  await openInvoice(db, `Hanna Hansen${uid}`, 100_000);
  await storeSessionInBrowser(page, admin.token, admin.stored);
  await page.setViewportSize({ width: 390, height: 844 });

  const [{ quoteId } = { quoteId: null }] = await db.select({ quoteId: orders.quoteId }).from(orders).where(eq(orders.id, order.orderId));
  const paths = [
    `/admin/orders/${order.orderId}`,
    `/admin/quote?id=${quoteId}`,
    `/admin/leads/${order.leadId}`,
    '/admin/dashboard',
    '/admin/quotes',
    '/admin/orders',
    '/admin/invoices',
    '/admin/settings?tab=team',
  ];
  for (const path of paths) {
    await open(page, path);
    expect.soft(await pageWidth(page), `${path}: document width`).toBeLessThanOrEqual(390);
    expect.soft(await brokenWords(page), `${path}: numbers broken over two lines`).toEqual([]);
  }
  await open(page, `/admin/orders/${order.orderId}`);
  await expect(page.getByText(order.orderNumber).first()).toBeVisible();
});

test('at 1280 px Zahlungseingänge and Auswertungen keep numbers and "unbekannt" on one line', async ({ page, db, uid }) => {
  test.setTimeout(60_000);
  const admin = await createAccount(db, 'admin');
  const seed = parseInt(uid.replace(/\D/g, '').slice(0, 4) || '7', 10);
  const invoice = await openInvoice(db, `Jens Jansen${uid}`, 400_000 + seed);
  const statement = camtStatement(8, [
    {
      amount: invoice.open,
      day: berlinDay(new Date()),
      reference: `${uid}-1`,
      party: `Jens Jansen${uid}`,
      remittance: [`Rechnung ${invoice.number}`],
    },
  ]);
  await storeSessionInBrowser(page, admin.token, admin.stored);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/admin/bank-statements');
  await page.getByLabel('Kontoauszug (CAMT.053, XML oder ZIP)').setInputFiles({
    name: `auszug-${uid}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(statement),
  });
  await page.getByRole('button', { name: 'Kontoauszug einlesen' }).click();
  const table = page.getByRole('table', { name: `Buchungen aus auszug-${uid}.xml` });
  await expect(table).toContainText(invoice.number);
  expect.soft(await brokenWords(page), 'Zahlungseingänge').toEqual([]);

  // A request of this year without a known origin: Auswertungen lists it as "unbekannt".
  await insertLeads(db, [leadValues({ vorname: 'Uwe', nachname: `Unbekannt${uid}`, origin: null })]);
  await open(page, '/admin/analytics');
  await page.getByRole('button', { name: 'Anfrage bis Umsatz' }).click();
  await expect(page.getByRole('heading', { name: /^Anfrage bis Umsatz/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Anfrage bis Umsatz/ })).toContainText('unbekannt');
  expect.soft(await brokenWords(page), 'Auswertungen').toEqual([]);
});
