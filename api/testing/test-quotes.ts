import { eq } from 'drizzle-orm';
import { leads, users } from '../src/platform/db/schema.ts';
import type { AdminTestApi } from './test-admin.ts';
import { createTestConfiguration } from './test-configurations.ts';
import { createTestUser } from './test-users.ts';
import { berlinDay } from '../src/shared/dates.ts';
import { priceInBasis } from '../src/features/documents/contract/totals.ts';

/** The postal address test accounts have: a quote can be sent only with one (DIN 5008 address window). */
const TEST_ADDRESS = { street: 'Musterstraße', house_number: '12', postal_code: '20095', city: 'Hamburg' } as const;

/** The quote editor's customer fields for a quote that can be sent (PUT /api/admin/quotes/{id}, `customer`). */
export const sendableCustomer = (name = 'Erika Muster') => ({
  name,
  company: '',
  phone: '',
  address: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' },
  installationAddress: null,
});

/**
 * A customer with a postal address and a saved configuration who asked for a quote from the customer
 * area (the real route), and the lead that request became.
 */
export async function customerWithLead(test: AdminTestApi) {
  const created = await createTestUser(test.db);
  const [user] = await test.db
    .update(users)
    .set({
      street: TEST_ADDRESS.street,
      houseNumber: TEST_ADDRESS.house_number,
      postalCode: TEST_ADDRESS.postal_code,
      city: TEST_ADDRESS.city,
    })
    .where(eq(users.id, created.user.id))
    .returning();
  const customer = { ...created, user: user! };
  const configuration = await createTestConfiguration(test.db, customer.user.id);
  const response = await test.request(`/api/customer/configurations/${configuration.id}/quote-request`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}` },
    json: { projektart: 'sanierung', privacy: true },
  });
  if (response.status !== 201) throw new Error(`Angebotsanfrage: ${response.status} ${await response.text()}`);
  const [lead] = await test.db.select().from(leads).where(eq(leads.configurationId, configuration.id));
  return { ...customer, configuration, lead: lead! };
}

/**
 * A customer's quote with priced lines, drafted by the admin and, unless `send` is false, sent; with
 * `fundingCondition`, under the BEG EM funding condition (ADR 063). The prices are given net and typed in the
 * draft's basis (ADR 076): a consumer's draft gets them with their VAT, 2 × 595,00 € + 236,81 € =
 * 1.426,81 € gross, the same three figures as 1.199,00 € net + 227,81 € VAT.
 */
export async function sentQuote(test: AdminTestApi, { send = true, unitPrice = 50_000, fundingCondition = false } = {}) {
  const customer = await customerWithLead(test);
  const created = await test.call('POST', '/api/admin/quotes', { leadId: customer.lead.id });
  if (created.status !== 201) throw new Error(`Angebot: ${created.status} ${JSON.stringify(created.body)}`);
  const { id, validUntil, priceBasis } = created.body;
  const typed = (net: number) => priceInBasis(net, 'net', priceBasis);
  const lines = [
    {
      kind: 'product',
      title: 'Kunststofffenster',
      description: 'Größe: 100 × 120 cm',
      quantity: 2,
      unitPrice: typed(unitPrice),
      discount: 0,
    },
    { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: typed(19_900), discount: 0 },
  ];
  const saved = await test.call('PUT', `/api/admin/quotes/${id}`, {
    lines,
    validUntil,
    note: '',
    ...(fundingCondition && { fundingCondition }),
  });
  if (saved.status !== 200) throw new Error(`Speichern: ${saved.status} ${JSON.stringify(saved.body)}`);
  if (send) {
    const sent = await test.call('POST', `/api/admin/quotes/${id}/send`);
    if (sent.status !== 200) throw new Error(`Senden: ${sent.status} ${JSON.stringify(sent.body)}`);
  }
  return { ...customer, quoteId: id as number, number: created.body.number as string };
}

/** A request as the customer (Bearer token); status and parsed JSON. */
export async function asCustomer(
  test: AdminTestApi,
  token: string,
  method: string,
  path: string,
  json?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const response = await test.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(json === undefined ? {} : { json }),
  });
  const text = await response.text();
  const isJson = response.headers.get('Content-Type')?.includes('json');
  return { status: response.status, body: text && isJson ? JSON.parse(text) : text };
}

/** A quote row written straight to the database (no lines, 100,00 € net), for tests of what reads quotes. */
export const quoteValues = (row: {
  number: string;
  leadId: number | null;
  leadReference: string;
  validUntil: string;
  createdAt: Date;
}) => ({
  ...row,
  customerName: 'Erika Muster',
  customerEmail: 'erika@example.de',
  lines: [],
  gross: 119_00,
  vat: 19_00,
  net: 100_00,
  createdBy: 'admin',
});

/** The office books a payment of `amount` cents on the invoice, dated today. */
export const payInvoice = (test: AdminTestApi, invoiceId: number, amount: number) =>
  test.call('POST', `/api/admin/invoices/${invoiceId}/payments`, { amount, date: berlinDay(new Date()) });

/**
 * The customer accepts the sent quote in their account; the office confirms the order, has its deposit
 * invoice paid in full, completes the order and issues the final invoice (left unpaid).
 */
export async function completedOrder(test: AdminTestApi, customerToken: string, quoteId: number) {
  const accepted = await asCustomer(test, customerToken, 'POST', `/api/customer/quotes/${quoteId}/accept`, { termsAccepted: true });
  const orderId = accepted.body.order.id as number;
  const move = (status: string) => test.call('PUT', `/api/admin/orders/${orderId}/status`, { status });
  await move('confirmed');
  const deposit = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
  const paid = await payInvoice(test, deposit.body.id, deposit.body.amountDue);
  if (paid.status !== 201) throw new Error(`Anzahlung: ${paid.status} ${JSON.stringify(paid.body)}`);
  await move('in_production');
  await move('completed');
  const final = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'final' });
  if (final.status !== 201) throw new Error(`Schlussrechnung: ${final.status} ${JSON.stringify(final.body)}`);
  type Invoice = { id: number; amountDue: number };
  return { orderId, deposit: deposit.body as Invoice, final: final.body as Invoice };
}
