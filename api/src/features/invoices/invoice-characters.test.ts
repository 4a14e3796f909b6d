import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { orders } from '../../platform/db/schema.ts';
import { ciiFacts, embeddedFiles, notWellFormed } from '../../../testing/e-invoice-xml.ts';
import { pdfPageContents, pdfText } from '../../../testing/pdf-text.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { saveCompany } from '../settings/current-company.ts';
import { testCompany } from '../../../testing/test-company.ts';

const test = adminTestApiForFile();

const download = async (path: string) =>
  Buffer.from(await (await test.request(path, { headers: { Authorization: `Bearer ${test.adminToken}` } })).arrayBuffer());

/** A confirmed order whose customer name and company are written straight into the row, as data stored before a check. */
async function confirmedOrder(customerName: string, customerCompany: string) {
  const quote = await sentQuote(test);
  const { body } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  const orderId = body.order.id as number;
  await test.db.update(orders).set({ customerName, customerCompany }).where(eq(orders.id, orderId));
  const moved = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'confirmed' });
  if (moved.status !== 200) throw new Error(`Status: ${moved.status}`);
  return orderId;
}

describe('text an e-invoice cannot carry', () => {
  it('is replaced by U+FFFD, so the XRechnung and the Factur-X XML stay well-formed', async () => {
    await saveCompany(test.db, { ...testCompany, legalName: 'Fensterwerk\uFFFF Nord GmbH' }, test.adminName);
    const orderId = await confirmedOrder('Anna\uFFFF Nord\u0001', 'Muster\uFFFE Bau GmbH');
    const issued = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
    expect(issued.status).toBe(201);
    const id = issued.body.id as number;

    const xrechnung = (await download(`/api/admin/invoices/${id}/xrechnung.xml`)).toString('utf8');
    expect(notWellFormed(xrechnung)).toEqual([]);
    const embedded = (await embeddedFiles(await download(`/api/admin/invoices/${id}/pdf`))).get('factur-x.xml')!;
    expect(notWellFormed(embedded)).toEqual([]);
    for (const xml of [xrechnung, embedded]) {
      const facts = ciiFacts(xml);
      expect(facts.buyer.name).toBe('Muster\uFFFD Bau GmbH');
      expect(facts.seller.name).toBe('Fensterwerk\uFFFD Nord GmbH');
      expect(xml).toContain('Anna\uFFFD Nord\uFFFD');
    }
    await saveCompany(test.db, testCompany, test.adminName);
  });
});

describe('names in other scripts on the invoice PDF', () => {
  it('prints Arabic and Hebrew shaped and right to left, an emoji as a visible mark, and no glyph missing', async () => {
    const orderId = await confirmedOrder('مُحَمَّد Ahmad 😀', 'שלום כהן GmbH');
    const issued = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
    expect(issued.status).toBe(201);
    const pdf = await download(`/api/admin/invoices/${issued.body.id}/pdf`);
    // Glyph 0 is .notdef, the empty box of a character the font lacks.
    for (const content of pdfPageContents(pdf))
      for (const [, codes] of content.matchAll(/<([0-9a-f]*)>/gi)) expect(codes!.match(/.{4}/g) ?? []).not.toContain('0000');
    // The glyphs as they stand from left to right (pdfkit writes a glyph moved by kerning or as a mark in
    // an operator of its own, so the operators are joined): the Arabic name in its joined forms turned
    // around (its last letter first) before the Latin one, the emoji a mark; of "שלום כהן" the second
    // word first, each word's letters from right to left.
    const seen = pdfText(pdf).replace(/\n/g, '');
    expect(seen).toContain('\u062F\u0651\u064E\u0645\u064E\u062D\u064F\u0645 Ahmad \uFFFD');
    expect(seen).toContain('\u05DF\u05D4\u05DB \u05DD\u05D5\u05DC\u05E9 GmbH');
    // The e-invoice names the same buyer, the emoji as written.
    const embedded = ciiFacts((await embeddedFiles(pdf)).get('factur-x.xml')!);
    expect(embedded.buyer.name).toBe('שלום כהן GmbH');
  });
});
