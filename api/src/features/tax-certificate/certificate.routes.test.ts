import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { orders } from '../../platform/db/schema.ts';
import { berlinDay } from '../../shared/dates.ts';
import { formatCents } from '../../shared/format.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { taxCertificateMessages as m, TAX_CERTIFICATE_TITLE } from './contract/tax-certificate.ts';

const test = adminTestApiForFile();

const values = { kind: 'window', u: 90, ug: 50, g: 52, rw: 38, rc: 'RC2' } as const;

/**
 * A customer's accepted, completed order with its final invoice (Montage as labour, the windows with their
 * declared values), through the real routes; `company` makes it a business customer's.
 */
async function completedOrder({ company = '', deposit = false } = {}) {
  const quote = await sentQuote(test);
  const { body } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  const orderId = body.order.id as number;
  const [row] = await test.db.select().from(orders).where(eq(orders.id, orderId));
  await test.db
    .update(orders)
    .set({
      customerCompany: company,
      lines: row!.lines.map((line) => (line.title === 'Montage' ? { ...line, labour: true } : { ...line, values })),
    })
    .where(eq(orders.id, orderId));
  for (const status of ['confirmed', 'in_production', 'completed']) {
    expect((await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
    if (deposit && status === 'confirmed')
      await pay((await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' })).body);
  }
  const invoice = (await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'final' })).body;
  return { ...quote, orderId, invoice };
}

const pay = (invoice: { id: number; amountDue: number }) =>
  test.call('POST', `/api/admin/invoices/${invoice.id}/payments`, { amount: invoice.amountDue, date: berlinDay(new Date()) });
const details = (orderId: number, body: unknown = { buildingYear: 1978, ownerOccupied: true }) =>
  test.call('PUT', `/api/admin/orders/${orderId}/tax-certificate`, body);
const download = (path: string, token = test.adminToken) => test.request(path, { headers: { Authorization: `Bearer ${token}` } });

describe('the § 35c EStG certificate', () => {
  it('states the figures of the paid final invoice, the object, the period and the values, for the office and in Mein Konto', async () => {
    const { orderId, invoice, token } = await completedOrder();
    expect((await details(orderId)).status).toBe(200);
    expect((await test.call('GET', `/api/admin/orders/${orderId}`)).body.taxCertificate).toEqual({
      buildingYear: 1978,
      ownerOccupied: true,
    });
    expect((await pay(invoice)).status).toBe(201);

    const response = await download(`/api/admin/orders/${orderId}/tax-certificate`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer())).replace(/ *\n */g, ' ');
    const { labour, totals } = invoice.document;
    expect(labour.gross).toBeGreaterThan(0);
    expect(text).toContain(TAX_CERTIFICATE_TITLE);
    expect(text).toContain(`Arbeitskosten ${formatCents(labour.gross)}`);
    expect(text).toContain(`Materialkosten ${formatCents(totals.gross - labour.gross)}`);
    expect(text).toContain(`Summe der Aufwendungen ${formatCents(totals.gross)}`);
    expect(text).toContain('Musterstraße 12, 20095 Hamburg');
    expect(text).toContain('Jahr der Fertigstellung des Gebäudes 1978');
    expect(text).toContain('Uw 0,90 W/(m²K) · Ug 0,50 W/(m²K) · g 0,52 · Rw 38 dB · RC2');
    expect(text).toContain(invoice.number);

    const own = await download(`/api/customer/orders/${orderId}/tax-certificate`, token);
    expect(own.status).toBe(200);
    const stranger = await completedOrder();
    expect((await download(`/api/customer/orders/${orderId}/tax-certificate`, stranger.token)).status).toBe(404);
  });

  it('states the measure’s whole labour when a deposit invoice declared part of it (ADR 076)', async () => {
    const { orderId, invoice } = await completedOrder({ deposit: true });
    // The final invoice declares the Montage's 236,81 € less the deposit's 71,04 €; the measure's labour is all of it.
    expect(invoice.document.labour.gross).toBe(16_577);
    expect(invoice.document.labourSplit.order.gross).toBe(23_681);
    await details(orderId);
    expect((await pay(invoice)).status).toBe(201);
    const text = pdfText(Buffer.from(await (await download(`/api/admin/orders/${orderId}/tax-certificate`)).arrayBuffer())).replace(
      / *\n */g,
      ' ',
    );
    expect(text).toContain(`Arbeitskosten ${formatCents(23_681)}`);
    expect(text).toContain(`Materialkosten ${formatCents(invoice.document.totals.gross - 23_681)}`);
  });

  it('is refused (409, German) before the final invoice is paid, without the office’s details and for a business customer', async () => {
    const { orderId, invoice } = await completedOrder();
    const refused = async (id: number) => {
      const response = await download(`/api/admin/orders/${id}/tax-certificate`);
      return { status: response.status, body: await response.json() };
    };
    expect(await refused(orderId)).toEqual({ status: 409, body: { error: m.notPaid } });
    await pay(invoice);
    expect(await refused(orderId)).toEqual({ status: 409, body: { error: m.detailsMissing } });
    await details(orderId, { buildingYear: 1978, ownerOccupied: false });
    expect(await refused(orderId)).toEqual({ status: 409, body: { error: m.notOwnerOccupied } });

    const business = await completedOrder({ company: 'Muster Bau GmbH' });
    await details(business.orderId);
    await pay(business.invoice);
    expect(await refused(business.orderId)).toEqual({ status: 409, body: { error: m.business } });
  });

  it('refuses a building not older than ten years and a year that is none (400)', async () => {
    const { orderId } = await completedOrder();
    const year = new Date().getFullYear();
    expect((await details(orderId, { buildingYear: year - 10, ownerOccupied: true })).body).toEqual({ error: m.tooYoung });
    expect((await details(orderId, { buildingYear: 'alt', ownerOccupied: 'ja' })).body.issues).toEqual({
      buildingYear: [m.buildingYear],
      ownerOccupied: [m.ownerOccupied],
    });
    expect((await details(orderId, { buildingYear: year - 11, ownerOccupied: true })).status).toBe(200);
  });
});
