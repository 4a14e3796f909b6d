import { eq } from 'drizzle-orm';
import { orders, quotes } from '../../api/src/platform/db/schema.ts';
import { formatCents } from '../../api/src/shared/format.ts';
import { islandsHydrated } from './support/hydration.ts';
import { readOutbox, waitForMail } from './support/outbox.ts';
import { mailedQuoteLink } from './support/quotes.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

/** The personal quote link (issue 20): a customer without an account opens the mailed link and accepts. */

const outbox = () => process.env.E2E_OUTBOX_DIR!;
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
    expect(await axeViolations(page)).toEqual([]);
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // What is agreed stands above the button that names the payment obligation.
    const agreement = page.getByTestId('agreement');
    await expect(agreement).toContainText(`Angebot ${number} (Version 1)`);
    await expect(agreement).toContainText('Fassung vom 06.12.2026');
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
    expect(await axeViolations(page)).toEqual([]);
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
    // Thanked once: the heading, not the sentence under it again (issue 47).
    await expect(page.getByText(/Vielen Dank für Ihren Auftrag/)).toHaveCount(1);
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
      acceptance: expect.objectContaining({ via: 'link', quoteNumber: number, termsVersion: '2026-12-06' }),
    });
    expect(await waitForMail(outbox(), email, order!.orderNumber)).toContain('Gartenweg 3, 22301 Hamburg');

    // The link is done: opened again, it says so and offers no button.
    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { name: `Angebot ${number} angenommen` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the customer asks for a change on the link: an empty message is refused at its field, a message reaches the office', async ({
    page,
    db,
    uid,
  }) => {
    const { id, number, path } = await mailedQuoteLink(page.request, db, `aenderung-${uid}@example.de`);
    await page.goto(path);
    await islandsHydrated(page);
    const form = page.getByRole('form', { name: 'Änderung wünschen' });
    const send = form.getByRole('button', { name: 'Änderungswunsch senden' });
    await send.click();
    await expect(form.getByText('Bitte schreiben Sie, was wir ändern sollen (höchstens 2000 Zeichen).')).toBeVisible();

    const wish = `Bitte das zweite Fenster mit Dreifachverglasung (${uid}).`;
    await form.getByLabel('Ihre Nachricht').fill(wish);
    await send.click();
    await expect(page.getByText('Danke! Wir melden uns mit einem angepassten Angebot bei Ihnen.')).toBeVisible();
    await expect
      .poll(async () => (await db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, id)))[0]?.status)
      .toBe('changes_requested');
    await expect.poll(() => readOutbox(outbox()).some((mail) => mail.text.includes(wish) && mail.text.includes(number))).toBe(true);
  });

  test('a link that opens no quote says so', async ({ page }) => {
    await page.goto(`/angebot/${'x'.repeat(43)}`);
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { name: 'Link nicht gefunden' })).toBeVisible();
  });
});
