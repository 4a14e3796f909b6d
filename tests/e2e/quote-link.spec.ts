import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Database } from '../../api/src/platform/db/client.ts';
import { orders, quotes } from '../../api/src/platform/db/schema.ts';
import { formatCents } from '../../api/src/shared/format.ts';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { createAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { waitForMail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

/** The personal quote link (issue 20): a customer without an account opens the mailed link and accepts. */

const outbox = () => process.env.E2E_OUTBOX_DIR!;
const violationsOf = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );

const windowOptions = [
  { id: 1, key: 'fenstertyp', category: 'Fenstertyp', name: 'Zweiteilig', price: 6705 },
  { id: 2, key: 'farbe_und_dekore', category: 'Farbe und Dekore', name: 'Weiß', price: 0, colorCode: '#FFFFFF' },
];

/**
 * A configured funnel request (no account), quoted and sent by the operator through the API; the window
 * line keeps its drawing as a draft from a configured lead does. Returns the link read from the mail.
 */
async function mailedQuoteLink(request: APIRequestContext, db: Database, email: string) {
  const [lead] = await insertLeads(db, [
    leadValues({
      email,
      configuration: [
        {
          productId: 1,
          productName: 'Kunststofffenster',
          options: windowOptions,
          breite: 120,
          hoehe: 140,
          menge: 2,
          unitPrice: 45_000,
          totalPrice: 90_000,
        },
      ],
    }),
  ]);
  const admin = await createAccount(db, 'admin');
  const headers = { Authorization: `Bearer ${admin.token}` };
  const created = await request.post('/api/admin/quotes', { headers, data: { leadId: lead!.id } });
  expect(created.status()).toBe(201);
  const { id, number, validUntil } = (await created.json()) as { id: number; number: string; validUntil: string };
  const lines = [
    { kind: 'product', title: 'Kunststofffenster', description: 'Größe: 120 × 140 cm', quantity: 2, unitPrice: 45_000, discount: 0 },
    { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 19_900, discount: 0 },
  ];
  expect((await request.put(`/api/admin/quotes/${id}`, { headers, data: { lines, validUntil, note: '' } })).status()).toBe(200);
  const [draft] = await db.select().from(quotes).where(eq(quotes.id, id));
  const drawing = {
    breite: 120,
    hoehe: 140,
    options: windowOptions.map(({ key, category, name, colorCode }) => ({ key, category, name, colorCode })),
  };
  await db
    .update(quotes)
    .set({
      lines: draft!.lines.map((line, index) => (index === 0 ? { ...line, drawing } : line)),
      // A quote goes out only with a postal address (the editor's "Kunde und Anschrift").
      customerAddress: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' },
    })
    .where(eq(quotes.id, id));
  expect((await request.post(`/api/admin/quotes/${id}/send`, { headers })).status()).toBe(200);
  const mail = await waitForMail(outbox(), email, number);
  const path = mail.match(/\/angebot\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(path, 'the mail carries the personal link').toBeTruthy();
  const [sent] = await db.select().from(quotes).where(eq(quotes.id, id));
  return { id, number, path: path!, gross: sent!.gross };
}

test.describe('quote link', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the customer without an account opens the mailed link at 390 px, sees drawing and totals, and accepts', async ({
    page,
    db,
    uid,
  }) => {
    test.setTimeout(60_000);
    const email = `link-${uid}@example.de`;
    const { id, number, path, gross } = await mailedQuoteLink(page.request, db, email);

    await page.goto(path);
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: `Ihr Angebot ${number}` })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const lines = page.getByRole('list', { name: `Positionen von Angebot ${number}` });
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await expect(
      lines
        .getByRole('listitem')
        .first()
        .getByRole('img', { name: /^Zweiteiliges Fenster, 1200 × 1400 mm/ }),
    ).toBeVisible();
    await expect(lines.getByRole('listitem').nth(1).getByTestId('window-drawing')).toHaveCount(0);
    await expect(page.getByTestId('quote-gross')).toHaveText(formatCents(gross));
    await expect(page.getByRole('link', { name: 'Angebot als PDF herunterladen' })).toHaveAttribute(
      'href',
      `/api/quotes/${path.slice(9)}/pdf`,
    );
    expect(await violationsOf(page)).toEqual([]);
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // What is agreed stands above the button that names the payment obligation.
    const agreement = page.getByTestId('agreement');
    await expect(agreement).toContainText(`Angebot ${number} (Version 1)`);
    await expect(agreement).toContainText('Fassung vom 01.11.2026');
    await expect(agreement).toContainText('Anzahlung von 30 %');
    await expect(agreement).toContainText('kein Widerrufsrecht');
    const button = page.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' });

    await page.getByLabel('Straße und Hausnummer').fill('Gartenweg 3');
    await page.getByLabel('PLZ').fill('2230');
    await page.getByLabel('Ort').fill('Hamburg');
    await page.getByLabel('Telefon (für die Terminabsprache)').fill('040 987654');
    await button.click();
    await expect(page.getByText('Bitte geben Sie eine fünfstellige Postleitzahl an.')).toBeVisible();
    await expect(page.getByText('Bitte bestätigen Sie die Bedingungen des Angebots.')).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    await page.getByLabel('PLZ').fill('22301');
    // By keyboard: the terms checkbox with Space, the button with Enter.
    await page.getByRole('checkbox', { name: /Geschäftsbedingungen/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /Geschäftsbedingungen/ })).toBeChecked();
    await button.focus();
    await page.keyboard.press('Enter');

    // The thanks are in view and focused, not far above where the button was (issue 33, item 5).
    const thanks = page.getByRole('heading', { name: 'Vielen Dank für Ihren Auftrag' });
    await expect(thanks).toBeFocused();
    const top = await thanks.evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top, 'the heading’s top within the 844 px high screen').toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(844);
    const record = page.getByTestId('acceptance-record');
    await expect(record).toContainText('über den persönlichen Angebotslink');
    await expect(record).toContainText(`Angebot ${number}, Version 1`);
    const [order] = await db.select().from(orders).where(eq(orders.quoteId, id));
    expect(order).toMatchObject({
      userId: null,
      customerPhone: '040 987654',
      installationAddress: { street: 'Gartenweg 3', postcode: '22301', city: 'Hamburg' },
      acceptance: expect.objectContaining({ via: 'link', quoteNumber: number, termsVersion: '2026-11-01' }),
    });
    expect(await waitForMail(outbox(), email, order!.orderNumber)).toContain('Gartenweg 3, 22301 Hamburg');

    // The link is done: opened again, it says so and offers no button.
    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { name: `Angebot ${number} angenommen` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' })).toHaveCount(0);
    expect(await violationsOf(page)).toEqual([]);
  });

  test('a link that opens no quote says so', async ({ page }) => {
    await page.goto(`/angebot/${'x'.repeat(43)}`);
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { name: 'Link nicht gefunden' })).toBeVisible();
  });
});
