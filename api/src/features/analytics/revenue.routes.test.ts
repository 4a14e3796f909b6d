import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { invoices, leads, orders, quotes, users } from '../../platform/db/schema.ts';
import { createTestConfiguration } from '../../../testing/test-configurations.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { completedOrder, payInvoice } from '../../../testing/test-quotes.ts';
import type { RevenueJson } from './contract/revenue.ts';
import type { AnalyticsJson } from './contract/analytics.ts';
import { berlinDay } from '../../shared/dates.ts';

const test = adminTestApiForFile();

const year = Number(berlinDay(new Date()).slice(0, 4));
const browser = (address: string) => ({
  'X-Forwarded-For': address,
  'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0 ${address}`,
});
const visit = (address: string, path: string, referrer = '') =>
  test.request('/api/visits', { method: 'POST', json: { path, referrer }, headers: browser(address) });
const submit = (address: string, email: string, headers = browser(address)) =>
  test.request('/api/funnel/submit', {
    method: 'POST',
    headers,
    json: {
      projektart: 'sanierung',
      produkt_fenster: true,
      dimensions: [{ typ: 'fenster', breite: 120, hoehe: 140, menge: 2 }],
      plz: '20095',
      vorname: 'Erika',
      nachname: 'Muster',
      email,
      telefon: '0401234',
      datenschutz: true,
      website: '',
    },
  });

/**
 * The request's customer has an account, so the test accepts the quote as the customer does on /dashboard;
 * the lead itself came through the funnel after a counted visit.
 */
async function customerAccountFor(leadId: number) {
  const created = await createTestUser(test.db);
  await test.db
    .update(users)
    .set({ street: 'Musterstraße', houseNumber: '12', postalCode: '20095', city: 'Hamburg' })
    .where(eq(users.id, created.user.id));
  const configuration = await createTestConfiguration(test.db, created.user.id);
  await test.db.update(leads).set({ configurationId: configuration.id }).where(eq(leads.id, leadId));
  return created.token;
}

describe('from visit to paid order', () => {
  it('credits the campaign of the visit with the paid amount of its order, through quote, order, deposit and final invoice', async () => {
    expect((await visit('198.51.100.7', '/?utm_source=herbst', 'https://www.example-blog.de/fenster-tipps')).status).toBe(204);
    await visit('198.51.100.7', '/funnel');
    expect((await submit('198.51.100.7', 'herbst@example.de')).status).toBe(201);
    const [lead] = await test.db.select().from(leads).where(eq(leads.email, 'herbst@example.de'));
    const token = await customerAccountFor(lead!.id);

    const created = await test.call('POST', '/api/admin/quotes', { leadId: lead!.id });
    const lines = [{ kind: 'product', title: 'Kunststofffenster', description: '', quantity: 2, unitPrice: 50_000, discount: 0 }];
    await test.call('PUT', `/api/admin/quotes/${created.body.id}`, { lines, validUntil: created.body.validUntil, note: '' });
    expect((await test.call('POST', `/api/admin/quotes/${created.body.id}/send`)).status).toBe(200);
    const { orderId, deposit, final } = await completedOrder(test, token, created.body.id);
    expect((await payInvoice(test, final.id, final.amountDue)).status).toBe(201);
    const paid = deposit.amountDue + final.amountDue;

    const revenue = await test.call('GET', `/api/admin/analytics/revenue?year=${year}&by=source`);
    expect(revenue.status).toBe(200);
    const herbst = (revenue.body as RevenueJson).rows.find((row) => row.key === 'herbst');
    expect(herbst).toMatchObject({ visitors: 1, requests: 1, quotesSent: 1, orders: 1, paidRevenue: paid, answeredWithin24hRate: 100 });
    // Deposit and final invoice together are the order's gross value.
    expect(herbst!.orderValue).toBe(paid);

    // The lead keeps its landing page and referrer; the origin travelled to the quote, the order and both invoices.
    const [settled] = await test.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(settled).toMatchObject({ origin: 'herbst', landingPath: '/', referrerHost: 'example-blog.de', visit: 'counted' });
    const [quote] = await test.db.select({ origin: quotes.origin }).from(quotes).where(eq(quotes.id, created.body.id));
    const [order] = await test.db.select({ origin: orders.origin }).from(orders).where(eq(orders.id, orderId));
    const issued = await test.db.select({ origin: invoices.origin }).from(invoices).where(eq(invoices.orderId, orderId));
    expect([quote!.origin, order!.origin, ...issued.map((invoice) => invoice.origin)]).toEqual(['herbst', 'herbst', 'herbst', 'herbst']);

    const byLanding = (await test.call('GET', `/api/admin/analytics/revenue?year=${year}&by=landing`)).body as RevenueJson;
    expect(byLanding.rows.find((row) => row.key === '/')).toMatchObject({ requests: 1, paidRevenue: paid });
  });

  it('keeps the conversion rate at or below 100 % when requests come without a counted visit, and shows those beside it', async () => {
    const before = (await test.call('GET', `/api/admin/analytics?year=${year}`)).body as AnalyticsJson;
    // Three requests from clients whose visits were never counted (an API client, a blocked beacon), one
    // visitor who sends two requests.
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect((await submit(address, `${address}@example.de`)).status).toBe(201);
    await visit('203.0.113.9', '/');
    await submit('203.0.113.9', 'twice@example.de');
    await submit('203.0.113.9', 'twice-again@example.de');

    const after = (await test.call('GET', `/api/admin/analytics?year=${year}`)).body as AnalyticsJson;
    expect(after.averageConversionRate!).toBeLessThanOrEqual(100);
    for (const month of after.monthlyData) if (month.conversionRate !== null) expect(month.conversionRate).toBeLessThanOrEqual(100);
    expect(after.totalVisitors - before.totalVisitors).toBe(1);
    expect(after.totalVisitorsWithRequest - before.totalVisitorsWithRequest).toBe(1);
    expect(after.totalVisitorsWithRequest).toBeLessThanOrEqual(after.totalVisitors);
    expect(after.totalLeads - before.totalLeads).toBe(5);
  });

  it('takes the office\'s answer to "Wie kam der Kunde zu uns?" for a lead and its documents', async () => {
    expect((await submit('192.0.2.44', 'phone@example.de')).status).toBe(201);
    const [lead] = await test.db.select().from(leads).where(eq(leads.email, 'phone@example.de'));
    const answered = await test.call('PUT', `/api/admin/leads/${lead!.id}/origin`, { origin: 'Empfehlung' });
    expect(answered).toMatchObject({ status: 200, body: { id: lead!.id, origin: 'Empfehlung' } });
    const rows = ((await test.call('GET', `/api/admin/analytics/revenue?year=${year}&by=source`)).body as RevenueJson).rows;
    expect(rows.find((row) => row.key === 'Empfehlung')).toMatchObject({ requests: 1 });
    expect((await test.call('PUT', `/api/admin/leads/${lead!.id}/origin`, { origin: '  ' })).status).toBe(400);
  });
});
