import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../platform/db/schema.ts';
import type { MailSender } from '../../platform/mail/sender.ts';
import { formatCents } from '../../shared/format.ts';
import { priceColumnLabels, totalsRows, totalsText } from './contract/price-labels.ts';
import { type DocumentTotals, type PriceBasis } from '../documents/contract/totals.ts';
import { mailText, startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../testing/smtp-server.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { startTestMailSender } from '../../../testing/test-mail-sender.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { asCustomer, customerWithLead } from '../../../testing/test-quotes.ts';

/**
 * The price rule (ADR 035) end to end: one quote's three figures (Nettobetrag, USt., Gesamtbetrag) are the
 * same in the editor's answer, the PDF, the customer's view, the mails over SMTP and the order; a quote
 * issued with gross lines before the rule keeps its figures and says so.
 */

const NOTIFY = 'team@example.de';
let test: AdminTestApi;
let smtp: TestSmtpServer;
let sender: MailSender;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  test = await createAdminTestApi({ NOTIFY_EMAIL: NOTIFY });
  sender = startTestMailSender(test.db, smtp.url);
});
afterAll(async () => {
  await sender.stop();
  await smtp.close();
  test.cleanup();
});

/** 2 windows at 673,90 € net each with 50,00 € off, and Montage at 120,00 € net. */
const LINES = [
  { kind: 'product', title: 'Kunststofffenster', description: 'Größe: 100 × 120 cm', quantity: 2, unitPrice: 67_390, discount: 5_000 },
  { kind: 'service', title: 'Montage', description: 'je Fenster', quantity: 1, unitPrice: 12_000, discount: 0 },
];

/** A mail's part of the given type (the quote mail is multipart: text and PDF), transfer encoding undone. */
function mailPart(mail: ReceivedMail, type: 'text/plain' | 'application/pdf'): string {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(mail.data)?.[1];
  if (!boundary) return mailText(mail);
  const part = mail.data.split(`--${boundary}`).find((candidate) => new RegExp(`Content-Type:\\s*${type}`, 'i').test(candidate));
  if (!part) throw new Error(`Kein Teil ${type}`);
  return mailText({ ...mail, data: part.replace(/^\r?\n/, '') });
}

function pdfOf(mail: ReceivedMail): Buffer {
  const part = mail.data.split(/--[^\r\n]+/).find((candidate) => /Content-Type:\s*application\/pdf/i.test(candidate))!;
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('');
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

/** Every label and amount of the totals block, as the PDF, the views and the mails print them. */
function expectTotalsIn(text: string, totals: DocumentTotals, basis: PriceBasis) {
  for (const row of totalsRows(totals, basis)) {
    expect(text).toContain(row.label);
    expect(text).toContain(formatCents(row.amount));
  }
}

/** A customer's configuration request drafted into a quote with LINES, as the editor saves it. */
async function savedQuote(basis: PriceBasis) {
  const customer = await customerWithLead(test);
  const created = await test.call('POST', '/api/admin/quotes', { leadId: customer.lead.id });
  expect(created.status).toBe(201);
  // A draft from before the rule: the migration marked it 'gross'.
  if (basis === 'gross') await test.db.update(quotes).set({ priceBasis: 'gross' }).where(eq(quotes.id, created.body.id));
  const saved = await test.call('PUT', `/api/admin/quotes/${created.body.id}`, { lines: LINES, validUntil: created.body.validUntil });
  expect(saved.status).toBe(200);
  return { ...customer, quote: saved.body };
}

async function pdfOfQuote(id: number): Promise<string> {
  const response = await test.request(`/api/admin/quotes/${id}/pdf`, { headers: { Authorization: `Bearer ${test.adminToken}` } });
  expect(response.status).toBe(200);
  return pdfText(Buffer.from(await response.arrayBuffer()));
}

describe('the price rule', () => {
  it('shows one net quote with the same Nettobetrag, USt. and Gesamtbetrag in the editor, PDF, customer view, mails and order', async () => {
    const { quote, token, user } = await savedQuote('net');
    // 2 × 673,90 − 50,00 + 120,00 = 1.417,80 € net; USt. round(141780 × 19 / 100) = 269,38 €; 1.687,18 € gross.
    const totals = { net: 141_780, vat: 26_938, gross: 168_718 };
    expect(quote.priceBasis).toBe('net');
    expect(quote.totals).toEqual(totals);

    const pdf = await pdfOfQuote(quote.id);
    expectTotalsIn(pdf, totals, 'net');
    expect(pdf).toContain('netto');
    expect(pdf).toContain('673,90\u00a0€');
    expect(pdf).toContain('1.297,80\u00a0€'); // the window line: 2 × 673,90 − 50,00, net
    expect(pdf).not.toContain('brutto');

    expect((await test.call('POST', `/api/admin/quotes/${quote.id}/send`)).status).toBe(200);
    await sender.drain();
    const quoteMail = smtp.received.find((mail) => mail.to.includes(user.email) && mail.data.includes('application/pdf'))!;
    const quoteMailText = mailPart(quoteMail, 'text/plain');
    for (const line of totalsText(totals, 'net')) expect(quoteMailText).toContain(line);
    expect(quoteMailText).toContain('über 1.687,18\u00a0€ (inkl. 19 % USt.)');
    expectTotalsIn(pdfText(pdfOf(quoteMail)), totals, 'net');

    const view = await asCustomer(test, token, 'GET', '/api/customer/quotes');
    expect(view.body).toEqual([expect.objectContaining({ id: quote.id, priceBasis: 'net', totals })]);
    expect(priceColumnLabels(view.body[0].priceBasis).unitPrice).toBe('Einzelpreis netto');

    const accepted = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quote.id}/accept`, { termsAccepted: true });
    expect(accepted.status).toBe(201);
    expect(accepted.body.order.total).toBe(totals.gross);
    await sender.drain();
    const acceptedMails = smtp.received.filter((mail) => mail.data.includes(accepted.body.order.order_number));
    expect(acceptedMails.flatMap((mail) => mail.to).sort()).toEqual([NOTIFY, user.email].sort());
    for (const mail of acceptedMails) for (const line of totalsText(totals, 'net')) expect(mailText(mail)).toContain(line);
    // The down payment is 30 % of the gross total.
    expect(mailText(acceptedMails.find((mail) => mail.to.includes(user.email))!)).toContain(
      'Anzahlung bei Auftragserteilung (30 %): 506,15\u00a0€',
    );

    const order = await test.call('GET', `/api/admin/orders/${accepted.body.order.id}`);
    expect(order.body).toMatchObject({ priceBasis: 'net', totals, total: totals.gross });
  });

  it('keeps a quote issued with gross lines before the rule as it was, labelled brutto with the VAT it contains', async () => {
    const { quote, token, user } = await savedQuote('gross');
    // The same lines read as gross: 1.417,80 € gross, containing round(141780 × 19 / 119) = 226,37 € VAT.
    const totals = { net: 119_143, vat: 22_637, gross: 141_780 };
    expect(quote.priceBasis).toBe('gross');
    expect(quote.totals).toEqual(totals);

    const pdf = await pdfOfQuote(quote.id);
    expectTotalsIn(pdf, totals, 'gross');
    expect(pdf).toContain('enthaltene USt. 19 %');
    expect(pdf).toContain('brutto');
    expect(pdf).not.toContain('zzgl.');

    expect((await test.call('POST', `/api/admin/quotes/${quote.id}/send`)).status).toBe(200);
    await sender.drain();
    const quoteMail = smtp.received.find((mail) => mail.to.includes(user.email) && mail.data.includes('application/pdf'))!;
    for (const line of totalsText(totals, 'gross')) expect(mailPart(quoteMail, 'text/plain')).toContain(line);

    const view = await asCustomer(test, token, 'GET', '/api/customer/quotes');
    expect(view.body).toEqual([expect.objectContaining({ priceBasis: 'gross', totals })]);
    const accepted = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quote.id}/accept`, { termsAccepted: true });
    expect(accepted.status).toBe(201);
    const order = await test.call('GET', `/api/admin/orders/${accepted.body.order.id}`);
    expect(order.body).toMatchObject({ priceBasis: 'gross', totals, total: totals.gross });
  });
});

describe('a draft from a configured request', () => {
  it("turns the catalogue's gross unit price into a net one, rounded per unit", async () => {
    const { lead } = await customerWithLead(test);
    const { body } = await test.call('POST', '/api/admin/quotes', { leadId: lead.id });
    const gross = lead.configuration![0]!.unitPrice!;
    expect(body.priceBasis).toBe('net');
    expect(body.lines[0].unitPrice).toBe(Math.round((gross * 100) / 119));
    // Net unit price × 1.19, rounded once: within a cent of the catalogue's price.
    expect(Math.abs(body.totals.gross - gross)).toBeLessThanOrEqual(1);
  });
});
