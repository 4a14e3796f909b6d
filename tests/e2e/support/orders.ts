import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../api/src/platform/db/client.ts';
import { findInvoice } from '../../../api/src/features/invoices/invoice-json.ts';
import { issueInvoice } from '../../../api/src/features/invoices/issue-invoice.ts';
import { leads, orders, users } from '../../../api/src/platform/db/schema.ts';
import { berlinDay } from '../../../api/src/shared/dates.ts';
import { priceInBasis } from '../../../api/src/features/documents/contract/totals.ts';
import { createTestConfiguration } from '../../../api/testing/test-configurations.ts';
import { createAccount } from './accounts.ts';

/** A call with a session token; fails the test on an unexpected answer. */
export async function call(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data?: unknown) {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Two windows and Montage, priced net: 1.199,00 €, 1.426,81 € with VAT. */
const twoWindowsAndMontage = [
  { kind: 'product', title: 'Kunststofffenster', description: '', quantity: 2, unitPrice: 50_000, discount: 0 },
  { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 19_900, discount: 0 },
];

/**
 * An accepted order, made through the API as the other specs do: a customer with an address asks for a
 * quote on a configuration, `staffToken`'s account quotes `lines` and sends it, the customer accepts.
 */
export async function acceptedOrder(
  request: APIRequestContext,
  db: Database,
  uid: string,
  staffToken: string,
  lines = twoWindowsAndMontage,
) {
  const customer = await createAccount(db);
  await db
    .update(users)
    .set({ street: 'Musterstraße', houseNumber: '12', postalCode: '20095', city: 'Hamburg' })
    .where(eq(users.id, customer.user.id));
  const configuration = await createTestConfiguration(db, customer.user.id, { name: `Fenster ${uid}` });
  await call(request, customer.token, 'POST', `/api/customer/configurations/${configuration.id}/quote-request`, {
    projektart: 'sanierung',
    nachricht: '',
    privacy: true,
  });
  const [lead] = await db.select().from(leads).where(eq(leads.email, customer.user.email));
  const quote = await call(request, staffToken, 'POST', '/api/admin/quotes', { leadId: lead!.id });
  // The office types the prices in the draft's basis: a consumer's are gross (ADR 076), the totals the same.
  const typed = lines.map((line) => ({ ...line, unitPrice: priceInBasis(line.unitPrice, 'net', quote.priceBasis) }));
  await call(request, staffToken, 'PUT', `/api/admin/quotes/${quote.id}`, { lines: typed, validUntil: quote.validUntil, note: '' });
  // The server may hold the placeholder company it read before global setup entered the test company (5 s).
  const send = () => request.post(`/api/admin/quotes/${quote.id}/send`, { headers: { Authorization: `Bearer ${staffToken}` } });
  await expect.poll(async () => (await send()).status(), { timeout: 10_000 }).toBe(200);
  const accepted = await call(request, customer.token, 'POST', `/api/customer/quotes/${quote.id}/accept`, { termsAccepted: true });
  return { customer, leadId: lead!.id, orderId: accepted.order.id as number, orderNumber: accepted.order.order_number as string };
}

/** An accepted order (two windows and Montage, 1.426,81 €) that the office has confirmed. */
export async function confirmedOrder(page: Page, db: Database, uid: string, adminToken: string) {
  const order = await acceptedOrder(page.request, db, uid, adminToken);
  await call(page.request, adminToken, 'PUT', `/api/admin/orders/${order.orderId}/status`, { status: 'confirmed' });
  return order;
}

/**
 * An accepted order taken to its end through the API as the office does: confirmed, the deposit invoice
 * paid, in production, completed, the final invoice paid in full today. `paid`: both payments in cents.
 */
export async function paidOrder(request: APIRequestContext, db: Database, uid: string, adminToken: string) {
  const order = await acceptedOrder(request, db, uid, adminToken);
  const move = (status: string) => call(request, adminToken, 'PUT', `/api/admin/orders/${order.orderId}/status`, { status });
  const issueAndPay = async (kind: 'deposit' | 'final') => {
    const invoice = await call(request, adminToken, 'POST', `/api/admin/orders/${order.orderId}/invoices`, { kind });
    await call(request, adminToken, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      amount: invoice.amountDue,
      date: berlinDay(new Date()),
    });
    return invoice.amountDue as number;
  };
  await move('confirmed');
  const deposit = await issueAndPay('deposit');
  await move('in_production');
  await move('completed');
  return { ...order, paid: deposit + (await issueAndPay('final')) };
}

/**
 * An issued deposit invoice (30 %) of a confirmed order for `customerName` over `net` cents plus 19 %,
 * written straight into the server's database as the order screen would issue it; `issuedOn` for a late one.
 */
export async function openInvoice(db: Database, customerName: string, net: number, issuedOn = new Date()) {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `B-E2E-${randomUUID()}`,
      totalPrice: Math.round(net * 1.19),
      net,
      vat: Math.round(net * 0.19),
      status: 'confirmed',
      lines: [{ kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: net, discount: 0 }],
      customerName,
      customerEmail: `${customerName.replace(/\W/g, '').toLowerCase()}-${randomUUID().slice(0, 8)}@example.de`,
      billingAddress: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' },
    })
    .returning();
  const id = await issueInvoice(db, order!.id, 'deposit', { username: 'e2e', name: 'Berta Büro' }, issuedOn);
  const invoice = (await findInvoice(db, id))!;
  return { id, number: invoice.number, open: invoice.amountDue, email: order!.customerEmail! };
}
