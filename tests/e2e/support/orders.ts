import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../api/src/platform/db/client.ts';
import { leads, users } from '../../../api/src/platform/db/schema.ts';
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

/**
 * An accepted and confirmed order, made through the API as the other specs do: the customer's quote
 * request, the office's quote (two windows and Montage, 1.426,81 €), sent, accepted by the customer, confirmed.
 */
export async function confirmedOrder(page: Page, db: Database, uid: string, adminToken: string) {
  const customer = await createAccount(db);
  await db
    .update(users)
    .set({ street: 'Musterstraße', houseNumber: '12', postalCode: '20095', city: 'Hamburg' })
    .where(eq(users.id, customer.user.id));
  const configuration = await createTestConfiguration(db, customer.user.id, { name: `Fenster ${uid}` });
  await call(page.request, customer.token, 'POST', `/api/customer/configurations/${configuration.id}/quote-request`, {
    projektart: 'sanierung',
    nachricht: '',
    privacy: true,
  });
  const [lead] = await db.select().from(leads).where(eq(leads.email, customer.user.email));
  const quote = await call(page.request, adminToken, 'POST', '/api/admin/quotes', { leadId: lead!.id });
  await call(page.request, adminToken, 'PUT', `/api/admin/quotes/${quote.id}`, {
    lines: [
      { kind: 'product', title: 'Kunststofffenster', description: '', quantity: 2, unitPrice: 50_000, discount: 0 },
      { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 19_900, discount: 0 },
    ],
    validUntil: quote.validUntil,
    note: '',
  });
  await call(page.request, adminToken, 'POST', `/api/admin/quotes/${quote.id}/send`);
  const accepted = await call(page.request, customer.token, 'POST', `/api/customer/quotes/${quote.id}/accept`, { termsAccepted: true });
  const orderId = accepted.order.id as number;
  await call(page.request, adminToken, 'PUT', `/api/admin/orders/${orderId}/status`, { status: 'confirmed' });
  return { customer, orderId, orderNumber: accepted.order.order_number as string };
}
