import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { orders, outbox } from '../../platform/db/schema.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { asCustomer, sendableCustomer } from '../../../testing/test-quotes.ts';

const test = adminTestApiForFile();

let counter = 0;
const unique = () => `${process.pid.toString(36)}c${(counter += 1).toString(36)}`;

async function newestMailBody(recipient: string, topic: string): Promise<string> {
  const mails = await test.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.topic, topic)));
  expect(mails.length, `a ${topic} mail to ${recipient}`).toBeGreaterThan(0);
  return mails.at(-1)!.textBody;
}

/**
 * The chain without an account: a funnel request, the quote sent by the office, accepted through its link,
 * the order confirmed with a note for the customer and its deposit invoice issued.
 */
async function acceptedByLinkWithInvoice(email: string) {
  const [lead] = await insertLeads(test.db, [leadValues({ email })]);
  const created = await test.call('POST', '/api/admin/quotes', { leadId: lead!.id });
  expect(created.status).toBe(201);
  const lines = [{ kind: 'product', title: 'Kunststofffenster', description: '', quantity: 2, unitPrice: 50_000, discount: 0 }];
  const saved = await test.call('PUT', `/api/admin/quotes/${created.body.id}`, {
    lines,
    validUntil: created.body.validUntil,
    note: '',
    customer: sendableCustomer(),
  });
  expect(saved.status).toBe(200);
  expect((await test.call('POST', `/api/admin/quotes/${created.body.id}/send`)).status).toBe(200);
  const token = /\/angebot\/([A-Za-z0-9_-]+)/.exec(await newestMailBody(email, 'quote-sent'))![1]!;
  const accepted = await test.request(`/api/quotes/${token}/accept`, {
    method: 'POST',
    json: {
      termsAccepted: true,
      installationAddress: { street: 'Gartenweg 3', postcode: '22301', city: 'Hamburg' },
      samePostalAddress: true,
      phone: '040 987654',
    },
  });
  expect(accepted.status).toBe(201);
  const { orderNumber } = (await accepted.json()) as { orderNumber: string };
  const [order] = await test.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  const orderId = order!.id;
  const note = 'Die Fertigung dauert etwa sechs Wochen.';
  expect((await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'confirmed', note })).status).toBe(200);
  const invoice = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
  expect(invoice.status).toBe(201);
  return { orderId, note, invoiceId: invoice.body.id as number, invoiceNumber: invoice.body.number as string };
}

/** Registers with `email` through the real route and signs in. */
async function register(email: string): Promise<string> {
  const username = `kunde-${unique()}`;
  const registered = await test.request('/api/register', {
    method: 'POST',
    json: { firstName: 'Erika', lastName: 'Muster', email, username, password: 'geheim123' },
  });
  expect(registered.status).toBe(202);
  const login = await test.request('/api/admin/login', { method: 'POST', json: { username, password: 'geheim123' } });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function confirmAddress(token: string, email: string) {
  const linkToken = /\/customer\/email-bestaetigen\?token=([A-Za-z0-9_-]+)/.exec(await newestMailBody(email, 'email-confirmation'))![1]!;
  expect((await asCustomer(test, token, 'POST', '/api/customer/email/confirm', { token: linkToken })).status).toBe(200);
}

describe('Mein Konto after an acceptance by link', () => {
  it('shows the order with its note and the invoice once the same address is confirmed, and not before', async () => {
    const email = `link-konto-${unique()}@example.de`;
    const chain = await acceptedByLinkWithInvoice(email);
    const token = await register(email);

    // An address anyone could have typed finds nothing yet.
    expect((await asCustomer(test, token, 'GET', '/api/customer/orders')).body).toEqual([]);
    expect((await asCustomer(test, token, 'GET', '/api/customer/invoices')).body).toEqual([]);
    expect((await asCustomer(test, token, 'GET', `/api/customer/invoices/${chain.invoiceId}/pdf`)).status).toBe(404);

    await confirmAddress(token, email);
    // Invoices first: whichever list the page asks for first, the whole chain belongs to the account.
    const invoices = await asCustomer(test, token, 'GET', '/api/customer/invoices');
    expect(invoices.body).toEqual([expect.objectContaining({ id: chain.invoiceId, number: chain.invoiceNumber })]);
    const orders = await asCustomer(test, token, 'GET', '/api/customer/orders');
    expect(orders.body).toEqual([
      expect.objectContaining({ id: chain.orderId, updates: [expect.objectContaining({ status: 'confirmed', note: chain.note })] }),
    ]);
    expect((await asCustomer(test, token, 'GET', `/api/customer/invoices/${chain.invoiceId}/pdf`)).status).toBe(200);
  });

  it('gives another confirmed address nothing of it', async () => {
    const email = `link-fremd-${unique()}@example.de`;
    const chain = await acceptedByLinkWithInvoice(email);
    const otherEmail = `anderer-${unique()}@example.de`;
    const other = await register(otherEmail);
    await confirmAddress(other, otherEmail);
    expect((await asCustomer(test, other, 'GET', '/api/customer/orders')).body).toEqual([]);
    expect((await asCustomer(test, other, 'GET', '/api/customer/invoices')).body).toEqual([]);
    expect((await asCustomer(test, other, 'GET', `/api/customer/invoices/${chain.invoiceId}/pdf`)).status).toBe(404);
  });
});
