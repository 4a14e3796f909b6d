import sharp from 'sharp';
import { readQrCodes } from '../../api/testing/qr-reader.ts';
import { createAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { call, confirmedOrder } from './support/orders.ts';
import { waitForMail } from './support/outbox.ts';
import { axeViolations, overflowing } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

test.describe('invoice link: GiroCode', () => {
  test('the customer opens the invoice link on a 390 px phone and the GiroCode reads as the transfer of the balance', async ({
    page,
    db,
    uid,
  }) => {
    const owner = await createAccount(db, 'admin');
    const { customer, orderId } = await confirmedOrder(page, db, uid, owner.token);
    const issued = await call(page.request, owner.token, 'POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
    const mail = await waitForMail(process.env.E2E_OUTBOX_DIR!, customer.user.email, issued.number);
    const link = /https?:\/\/\S+?(\/rechnung\/[\w-]+)/.exec(mail)![1]!;

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link);
    await islandsHydrated(page);
    const code = page.getByRole('img', { name: 'GiroCode für die Überweisung von 428,04 €' });
    await expect(code).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // A banking app reads pixels: the inline SVG rendered to a PNG and decoded by zbarimg (EPC069-12, ADR 057).
    const svg = await code.locator('svg').evaluate((node) => node.outerHTML);
    const png = await sharp(Buffer.from(svg), { density: 300 }).flatten({ background: '#ffffff' }).png().toBuffer();
    const [payload] = readQrCodes(png);
    const lines = payload!.split('\n');
    expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(lines[7]).toBe('EUR428.04');
    expect(lines[10]).toBe(issued.number);
  });
});
