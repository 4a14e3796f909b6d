import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../../platform/db/schema.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { readQrCodes, readQrOnFirstPage } from '../../../testing/qr-reader.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { enterTestCompany, testCompany } from '../../../testing/test-company.ts';
import { giroCodePayload } from './contract/girocode.ts';

let test: AdminTestApi;
beforeAll(async () => {
  test = await createAdminTestApi();
  // The holder as the bank knows it, with an umlaut: the code says UTF-8 (character set 1).
  await enterTestCompany(test.db, { ...testCompany, bankAccountHolder: 'Fensterwerk Nord Müller GmbH', bic: 'COBADEFFXXX' });
});
afterAll(() => test.cleanup());

async function depositInvoice({ labour = false } = {}) {
  const quote = await sentQuote(test);
  const { body } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  if (labour) {
    // The Montage as labour: the deposit invoice then carries the § 35a paragraph too.
    const [row] = await test.db.select().from(orders).where(eq(orders.id, body.order.id));
    const lines = row!.lines.map((line) => ({ ...line, labour: line.title === 'Montage' }));
    await test.db.update(orders).set({ lines }).where(eq(orders.id, body.order.id));
  }
  await test.call('PUT', `/api/admin/orders/${body.order.id}/status`, { status: 'confirmed' });
  const { body: invoice } = await test.call('POST', `/api/admin/orders/${body.order.id}/invoices`, { kind: 'deposit' });
  return { invoice, email: quote.user.email as string };
}

/** EPC069-12 version 002, field by field, as a banking app reads them. */
const expectedFields = (number: string, amount: string) => [
  'BCD',
  '002',
  '1',
  'SCT',
  'COBADEFFXXX',
  'Fensterwerk Nord Müller GmbH',
  'DE89370400440532013000',
  amount,
  '',
  '',
  number,
];

describe('the GiroCode', () => {
  it('is printed on the invoice PDF: the first page, rendered and scanned, gives every field', async () => {
    const { invoice } = await depositInvoice();
    const pdf = await test.request(`/api/admin/invoices/${invoice.id}/pdf`, { headers: { Authorization: `Bearer ${test.adminToken}` } });
    const codes = readQrOnFirstPage(Buffer.from(await pdf.arrayBuffer()));
    expect(codes).toHaveLength(1);
    expect(codes[0]!.split('\n')).toEqual(expectedFields(invoice.number, 'EUR428.04'));
  });

  it('stands on the one page of a one-position deposit invoice with the § 35a paragraph (issue 47)', async () => {
    const { invoice } = await depositInvoice({ labour: true });
    expect(invoice.document.labour).not.toBeNull();
    const pdf = await test.request(`/api/admin/invoices/${invoice.id}/pdf`, { headers: { Authorization: `Bearer ${test.adminToken}` } });
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const folder = mkdtempSync(join(tmpdir(), 'girocode-page-'));
    try {
      writeFileSync(join(folder, 'invoice.pdf'), bytes);
      const text = execFileSync('pdftotext', ['-layout', join(folder, 'invoice.pdf'), '-'], { encoding: 'utf8' });
      // pdftotext ends every page with a form feed: one page, and the code's line on it.
      expect(text.split('\f').length - 1).toBe(1);
      expect(text).toContain('Arbeitskosten (§ 35a EStG)');
      expect(text).toContain('GiroCode (rechts): Scannen Sie den Code');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(readQrOnFirstPage(bytes)[0]!.split('\n')).toEqual(expectedFields(invoice.number, 'EUR428.04'));
  });

  it('is attached to the invoice mail as a PNG, and shown on the link page for what is still open', async () => {
    const { invoice, email } = await depositInvoice();
    const [mail] = (
      await test.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, email), eq(outbox.topic, 'invoice-issued')))
    ).filter((row) => row.subject.includes(invoice.number));
    const png = mail!.attachments!.find((file) => file.filename === `GiroCode-${invoice.number}.png`)!;
    expect(png.contentType).toBe('image/png');
    expect(readQrCodes(Buffer.from(png.contentBase64, 'base64'))[0]!.split('\n')).toEqual(expectedFields(invoice.number, 'EUR428.04'));
    expect(mail!.textBody).toContain('GiroCode');

    await test.call('POST', `/api/admin/invoices/${invoice.id}/payments`, { amount: 10_000, date: invoice.issueDate });
    const token = /\/rechnung\/([A-Za-z0-9_-]{43})\b/.exec(mail!.textBody)![1]!;
    const page = await (await test.request(`/api/invoices/${token}`)).json();
    expect(page.balance).toBe(32_804);
    expect(page.giroCodeSvg).toMatch(/^<svg[^>]*>/);
    expect(page.giroCodeSvg).not.toMatch(/<script|style=|href=/);
  });

  it('asks for nothing without a holder, an IBAN or an amount', () => {
    const transfer = {
      holder: 'Fensterwerk Nord GmbH',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: '',
      amount: 123_456_78,
      remittance: 'RE-2026-0001',
    };
    expect(giroCodePayload(transfer)).toBe(
      'BCD\n002\n1\nSCT\n\nFensterwerk Nord GmbH\nDE89370400440532013000\nEUR123456.78\n\n\nRE-2026-0001',
    );
    expect(giroCodePayload({ ...transfer, holder: ' ' })).toBeNull();
    expect(giroCodePayload({ ...transfer, iban: '' })).toBeNull();
    expect(giroCodePayload({ ...transfer, amount: 0 })).toBeNull();
  });
});
