import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { invoiceLinks, orders, outbox } from '../../platform/db/schema.ts';
import { ciiFacts } from '../../../testing/e-invoice-xml.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { invoiceLinkMessages } from './contract/invoice-link.ts';
import { issueInvoice } from './issue-invoice.ts';

const test = adminTestApiForFile();

/** A customer's accepted and confirmed order; `company` makes it a business customer's. */
async function confirmedOrder(company = '') {
  const quote = await sentQuote(test);
  const { body } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  const orderId = body.order.id as number;
  if (company) await test.db.update(orders).set({ customerCompany: company }).where(eq(orders.id, orderId));
  expect((await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'confirmed' })).status).toBe(200);
  return { ...quote, orderId };
}

/** The one mail of `topic` to `recipient` whose subject names `number`. */
async function mailAbout(recipient: string, topic: string, number: string) {
  const mails = (
    await test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.topic, topic)))
  ).filter((mail) => mail.subject.includes(number));
  expect(mails, `${topic} mail about ${number}`).toHaveLength(1);
  const mail = mails[0]!;
  const token = /\/rechnung\/([A-Za-z0-9_-]{43})\b/.exec(mail.textBody)?.[1];
  expect(token, 'the mail carries the personal link').toBeDefined();
  const files = new Map((mail.attachments ?? []).map((file) => [file.filename, Buffer.from(file.contentBase64, 'base64')]));
  return { mail, token: token!, files };
}

const onLink = (token: string, path = '') => test.request(`/api/invoices/${token}${path}`);

describe('issuing an invoice mails it to the customer', () => {
  it('sends a consumer the PDF and a link that opens, downloads and says what is open, without an account', async () => {
    const { orderId, user } = await confirmedOrder();
    const { body: invoice } = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
    const { mail, token, files } = await mailAbout(user.email, 'invoice-issued', invoice.number);
    expect(mail.subject).toBe(`Anzahlungsrechnung ${invoice.number}`);
    expect(mail.textBody).toContain('428,04\u00a0€');
    expect([...files.keys()]).toEqual([`Rechnung-${invoice.number}.pdf`, `GiroCode-${invoice.number}.png`]);
    expect(pdfText(files.get(`Rechnung-${invoice.number}.pdf`)!)).toContain(`Anzahlungsrechnung ${invoice.number}`);
    expect((await test.call('GET', `/api/admin/invoices/${invoice.id}`)).body.events.at(-1)).toMatchObject({
      kind: 'mailed',
      text: `Per E-Mail an ${user.email} gesendet`,
    });

    const page = await onLink(token);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(await page.json()).toMatchObject({ number: invoice.number, kind: 'deposit', status: 'open', balance: 42_804, business: false });
    const pdf = await onLink(token, '/pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(invoice.number);
    expect((await onLink(token, '/xrechnung.xml')).status).toBe(404);
  });

  it('sends a business customer the XRechnung beside the PDF', async () => {
    const { orderId, user } = await confirmedOrder('Muster Bau GmbH');
    const { body: invoice } = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
    const { token, files } = await mailAbout(user.email, 'invoice-issued', invoice.number);
    expect([...files.keys()]).toEqual([
      `Rechnung-${invoice.number}.pdf`,
      `XRechnung-${invoice.number}.xml`,
      `GiroCode-${invoice.number}.png`,
    ]);
    expect(ciiFacts(files.get(`XRechnung-${invoice.number}.xml`)!.toString('utf8'))).toMatchObject({ number: invoice.number });
    const xml = await onLink(token, '/xrechnung.xml');
    expect(xml.status).toBe(200);
    expect(await xml.text()).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
  });

  it('mails the cancellation invoice, and the link says nothing is left to pay', async () => {
    const { orderId, user } = await confirmedOrder();
    const { body: invoice } = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
    const { body: cancellation } = await test.call('POST', `/api/admin/invoices/${invoice.id}/cancel`);
    const { mail, token } = await mailAbout(user.email, 'invoice-issued', cancellation.number);
    expect(mail.subject).toBe(`Stornorechnung ${cancellation.number}`);
    expect(mail.textBody).toContain(`heben wir unsere Rechnung ${invoice.number}`);
    expect(await (await onLink(token)).json()).toMatchObject({
      kind: 'cancellation',
      status: 'cancelled',
      balance: 0,
      cancels: { number: invoice.number },
    });
  });

  it('attaches the invoice and a fresh link to the reminder', async () => {
    const { orderId, user } = await confirmedOrder();
    const actor = { username: 'buero-test', name: 'Berta Büro' };
    const lateId = await issueInvoice(test.db, orderId, 'deposit', actor, new Date(Date.now() - 30 * 86_400_000));
    const reminded = await test.call('POST', `/api/admin/invoices/${lateId}/reminder`);
    expect(reminded.status).toBe(200);
    const { token, files } = await mailAbout(user.email, 'invoice-reminder', reminded.body.number);
    expect([...files.keys()]).toEqual([
      `Zahlungserinnerung-${reminded.body.number}.pdf`,
      `Rechnung-${reminded.body.number}.pdf`,
      `GiroCode-${reminded.body.number}.png`,
    ]);
    expect(await (await onLink(token)).json()).toMatchObject({ number: reminded.body.number, status: 'overdue' });
  });

  it('records that an order without an e-mail address got no mail', async () => {
    const { orderId } = await confirmedOrder();
    await test.db.update(orders).set({ customerEmail: null }).where(eq(orders.id, orderId));
    const { body: invoice } = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
    expect(invoice.events.at(-1)).toMatchObject({ kind: 'mailed', text: expect.stringContaining('keine E-Mail-Adresse') });
    expect(await test.db.select().from(invoiceLinks).where(eq(invoiceLinks.invoiceId, invoice.id))).toEqual([]);
  });
});

describe('the invoice link', () => {
  it('answers 404 for a forged or malformed token, and after the erasure of the person', async () => {
    const notFound = { error: invoiceLinkMessages.notFound };
    for (const token of ['x'.repeat(43), 'abc', 'a'.repeat(44)]) {
      const answer = await onLink(token);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual(notFound);
    }
    const { orderId, user } = await confirmedOrder();
    const { body: invoice } = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
    const { token } = await mailAbout(user.email, 'invoice-issued', invoice.number);
    expect((await onLink(token)).status).toBe(200);
    const erased = await test.request(`/api/admin/privacy?email=${encodeURIComponent(user.email)}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(erased.status).toBe(200);
    expect((await onLink(token)).status).toBe(404);
  });
});
