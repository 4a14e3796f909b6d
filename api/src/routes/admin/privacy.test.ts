import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, orders, privacyErasures, savedConfigurations, users } from '../../db/schema.ts';
import { emailHash } from '../../leads/erasure.ts';
import type { ErasureJson } from '../../shared/leads-admin.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { createTestUser } from '../../testing/test-users.ts';

let test: TestApi;
let admin: Awaited<ReturnType<typeof createTestUser>>;
const PERSON = 'Petra.Privat@Example.de';
const address = PERSON.toLowerCase();

const asAdmin = (path: string, init: RequestInit = {}) =>
  test.request(path, { ...init, headers: { Authorization: `Bearer ${admin.token}` } });

/** Every row of every table, as text: what an erasure must leave without the address. */
async function everyTableAsText(): Promise<Record<string, string>> {
  const tables = await test.db.$client.execute("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
  const dump: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = await test.db.$client.execute(`select * from "${String(name)}"`);
    dump[String(name)] = JSON.stringify(rows.rows).toLowerCase();
  }
  return dump;
}

beforeAll(async () => {
  test = await createTestApi({ NOTIFY_EMAIL: 'team@example.de' });
  admin = await createTestUser(test.db, { role: 'admin' });
  // What a person leaves behind through the real routes: a quote request, a contact message, a newsletter
  // sign-up (each with its mails in the outbox), and a customer account with a configuration and an order.
  const funnel = await test.request('/api/funnel/submit', {
    method: 'POST',
    json: { projektart: 'neubau', produkt_fenster: true, vorname: 'Petra', nachname: 'Privat', email: PERSON, datenschutz: true },
  });
  expect(funnel.status).toBe(201);
  const contact = await test.request('/api/contact', {
    method: 'POST',
    json: { salutation: 'frau', name: 'Petra Privat', email: address, subject: 'beratung', message: 'Bitte rufen Sie an.', privacy: true },
  });
  expect(contact.status).toBe(201);
  expect((await test.request('/api/newsletter', { method: 'POST', json: { email: PERSON } })).status).toBe(202);
  const customer = await createTestUser(test.db);
  await test.db.update(users).set({ email: PERSON }).where(eq(users.id, customer.user.id));
  await test.db.insert(savedConfigurations).values({
    userId: customer.user.id,
    name: 'Wohnzimmer',
    productName: 'Kunststofffenster',
    basePrice: 14900,
    selectedOptions: {},
    dimensions: { width: 1000, height: 1000, minWidth: 385, maxWidth: 3010, minHeight: 385, maxHeight: 3010 },
    totalPrice: 14900,
  });
  await test.db.insert(orders).values({ userId: customer.user.id, orderNumber: 'B-1001', totalPrice: 14900 });
  const [lead] = await test.db.select().from(leads).where(eq(leads.email, PERSON));
  await test.request(`/api/admin/leads/${lead!.id}/notes`, {
    method: 'POST',
    json: { text: 'Ruft zurück' },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  // Someone else, who must keep everything.
  await test.request('/api/contact', {
    method: 'POST',
    json: { salutation: 'herr', name: 'Otto Anders', email: 'otto@example.de', subject: 'fenster', message: 'Hallo', privacy: true },
  });
});
afterAll(() => test.cleanup());

describe('/api/admin/privacy', () => {
  it('gives everything stored about an address as a JSON download (Art. 15), whatever its case', async () => {
    const response = await asAdmin(`/api/admin/privacy?email=${encodeURIComponent(address)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="auskunft-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = await response.json();
    expect(data.leads).toHaveLength(1);
    expect(data.leads[0]).toMatchObject({ vorname: 'Petra', email: PERSON });
    expect(data.leads[0].history.map((entry: { kind: string }) => entry.kind)).toEqual(['created', 'note']);
    expect(data.contactMessages).toEqual([expect.objectContaining({ name: 'Petra Privat', message: 'Bitte rufen Sie an.' })]);
    expect(data.newsletter).toMatchObject({ email: PERSON, status: 'pending' });
    expect(data.account).toMatchObject({
      email: PERSON,
      configurations: [expect.objectContaining({ name: 'Wohnzimmer' })],
      orders: [expect.objectContaining({ orderNumber: 'B-1001' })],
    });
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/passwordHash|confirmTokenHash|unsubscribeToken/);
  });

  it('refuses a missing or broken address with the German 400', async () => {
    for (const query of ['', '?email=', '?email=kein-mail']) {
      const response = await asAdmin(`/api/admin/privacy${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Bitte prüfen Sie Ihre Eingaben.',
        issues: { email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein'] },
      });
    }
    expect((await asAdmin('/api/admin/privacy?email=kein-mail', { method: 'DELETE' })).status).toBe(400);
  });

  it('erases it from every table (Art. 17), counts what went, and keeps only a record with the hash', async () => {
    const response = await asAdmin(`/api/admin/privacy?email=${encodeURIComponent(PERSON.toUpperCase())}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ErasureJson;
    expect(body).toEqual({
      counts: {
        leads: 1,
        leadHistory: 1,
        contactMessages: 1,
        newsletterSubscriptions: 1,
        accounts: 1,
        configurations: 1,
        orders: 1,
        sessions: 1,
        mails: 4,
      },
      emailHash: emailHash(address),
      adminAccountKept: false,
    });
    const dump = await everyTableAsText();
    const leftovers = Object.entries(dump).filter(([, rows]) => rows.includes(address) || rows.includes('petra privat'));
    expect(leftovers.map(([table]) => table)).toEqual([]);
    // The other person's message and mail are still there.
    expect(dump.contact_messages).toContain('otto@example.de');
    expect(dump.outbox).toContain('otto@example.de');
    const [record] = await test.db.select().from(privacyErasures);
    expect(record).toMatchObject({ emailHash: emailHash(address), counts: body.counts, by: admin.user.username });

    const again = (await (await asAdmin(`/api/admin/privacy?email=${address}`)).json()) as { leads: unknown[]; account: unknown };
    expect(again.leads).toEqual([]);
    expect(again.account).toBeNull();
  });
});
