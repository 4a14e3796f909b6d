import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { options, products, users } from '../../platform/db/schema.ts';
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
 * The price rule (ADR 035, ADR 076) end to end: one quote's three figures (Nettobetrag, USt., Gesamtbetrag)
 * are the same in the editor's answer, the PDF, the customer's view, the mails over SMTP and the order; a
 * business customer's quote is net-first, a consumer's gross-first (as every quote issued before the rule).
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

/** The account a business customer has: its company makes every quote drafted for it a business one. */
const makeBusiness = (userId: number) => test.db.update(users).set({ company: 'Muster Bau GmbH' }).where(eq(users.id, userId));

/** A customer's configuration request drafted into a quote with LINES, as the editor saves it. */
async function savedQuote(customerKind: 'business' | 'consumer') {
  const customer = await customerWithLead(test);
  if (customerKind === 'business') await makeBusiness(customer.user.id);
  const created = await test.call('POST', '/api/admin/quotes', { leadId: customer.lead.id });
  expect(created.status).toBe(201);
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
  it("shows a business customer's net quote with the same Nettobetrag, USt. and Gesamtbetrag in the editor, PDF, customer view, mails and order", async () => {
    const { quote, token, user } = await savedQuote('business');
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

  it("adds a consumer's gross lines to the total, labelled brutto with the VAT it contains, as quotes issued before the rule", async () => {
    const { quote, token, user } = await savedQuote('consumer');
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

/** The demo window at 200,00 € with the configuration's profile at + 25,00 €, every other choice at no charge. */
async function windowAt200Plus25() {
  await test.db.update(products).set({ basePrice: 20_000, priceGrid: null }).where(eq(products.name, 'Kunststofffenster'));
  await test.db
    .update(options)
    .set({ priceModifier: 0, priceModifierType: 'fixed' })
    .where(inArray(options.name, ['Weiß', 'Einteilig', 'ohne', 'links']));
  await test.db.update(options).set({ priceModifier: 2_500, priceModifierType: 'fixed' }).where(eq(options.name, 'Ideal 4000'));
}

const move = (orderId: number, status: string) => test.call('PUT', `/api/admin/orders/${orderId}/status`, { status });

describe('a draft from a configured request (issue 46)', () => {
  it("gives a consumer the catalogue's gross prices: 200,00 € + 25,00 € = 225,00 € on the lead, the quote, the order and the invoice", async () => {
    await windowAt200Plus25();
    const { lead, token } = await customerWithLead(test);
    // What the configurator and the cart showed, as the lead stored it.
    expect(lead.configuration![0]).toMatchObject({ unitPrice: 22_500, totalPrice: 22_500 });
    const { body: quote } = await test.call('POST', '/api/admin/quotes', { leadId: lead.id });
    // round(22500 × 19 / 119) = 35,92 € contained; not 189,08 € + 35,93 € = 225,01 €.
    const totals = { net: 18_908, vat: 3_592, gross: 22_500 };
    expect(quote).toMatchObject({ priceBasis: 'gross', totals });
    expect(quote.lines[0].unitPrice).toBe(22_500);
    expect(await pdfOfQuote(quote.id)).toContain('225,00\u00a0€');

    expect((await test.call('POST', `/api/admin/quotes/${quote.id}/send`)).status).toBe(200);
    const accepted = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quote.id}/accept`, { termsAccepted: true });
    const orderId = accepted.body.order.id as number;
    expect((await test.call('GET', `/api/admin/orders/${orderId}`)).body).toMatchObject({ priceBasis: 'gross', totals, total: 22_500 });
    for (const status of ['confirmed', 'in_production', 'completed']) expect((await move(orderId, status)).status).toBe(200);
    const invoice = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'final' });
    expect(invoice.status).toBe(201);
    expect(invoice.body).toMatchObject({ gross: 22_500, amountDue: 22_500, document: { totals } });
    const pdf = await test.request(`/api/admin/invoices/${invoice.body.id}/pdf`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/ *\n */g, ' ');
    // The invoice prints the quote's gross line and the VAT it contains, § 14 (4) UStG's net and tax once.
    expect(invoice.body.document.lines[0]).toMatchObject({ net: 18_908, gross: { unitPrice: 22_500, discount: 0, amount: 22_500 } });
    expect(text).toContain('Gesamtbetrag inkl. 19 % USt. 225,00\u00a0€ enthaltene 19 % USt. 35,92\u00a0€ Nettobetrag 189,08\u00a0€');
    expect(text).not.toContain('zzgl.');
  });

  it('gives a business customer net lines, rounded per unit, with VAT once on the net sum', async () => {
    await windowAt200Plus25();
    const { lead, user } = await customerWithLead(test);
    await makeBusiness(user.id);
    const { body: quote } = await test.call('POST', '/api/admin/quotes', { leadId: lead.id });
    // 225,00 € has no net price whose 19 % give it back: round(22500 × 100 / 119) = 189,08 €, + 35,93 €.
    expect(quote).toMatchObject({ priceBasis: 'net', totals: { net: 18_908, vat: 3_593, gross: 22_501 } });
    expect(quote.lines[0].unitPrice).toBe(18_908);
  });

  it('turns a draft with its customer: a company typed makes the gross lines net, taken away makes them gross again', async () => {
    const { lead } = await customerWithLead(test);
    const { body: draft } = await test.call('POST', '/api/admin/quotes', { leadId: lead.id });
    const lines = [{ kind: 'service', title: 'Montage', description: '', quantity: 2, unitPrice: 14_280, discount: 1_190 }];
    const save = (company: string) =>
      test.call('PUT', `/api/admin/quotes/${draft.id}`, {
        lines,
        validUntil: draft.validUntil,
        customer: { name: 'Erika Muster', company, phone: '', address: null, installationAddress: null },
      });
    expect((await save('Muster Bau GmbH')).status).toBe(200);
    const business = await test.call('GET', `/api/admin/quotes/${draft.id}`);
    // The lines were typed gross (the draft was a consumer's): 142,80 € → 120,00 € net, 11,90 € → 10,00 €.
    expect(business.body).toMatchObject({ priceBasis: 'net', lines: [{ unitPrice: 12_000, discount: 1_000 }] });
    expect(business.body.totals).toEqual({ net: 23_000, vat: 4_370, gross: 27_370 });
    lines[0] = { ...lines[0]!, unitPrice: 12_000, discount: 1_000 };
    expect((await save('')).status).toBe(200);
    const consumer = await test.call('GET', `/api/admin/quotes/${draft.id}`);
    expect(consumer.body).toMatchObject({ priceBasis: 'gross', lines: [{ unitPrice: 14_280, discount: 1_190 }] });
    expect(consumer.body.totals).toEqual({ net: 23_000, vat: 4_370, gross: 27_370 });
  });
});
