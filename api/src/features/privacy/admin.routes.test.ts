import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptanceDefects,
  acceptancePhotos,
  inboundMailAttachments,
  inboundMails,
  leads,
  orders,
  outbox,
  privacyErasures,
  quotes,
  savedConfigurations,
  users,
  workAcceptances,
} from '../../platform/db/schema.ts';
import { emailHash } from './erasure.ts';
import type { ErasureJson } from '../leads/contract/leads-admin.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { createTestUser } from '../../../testing/test-users.ts';

let test: TestApi;
let admin: Awaited<ReturnType<typeof createTestUser>>;
const PERSON = 'Petra.Privat@Example.de';
const address = PERSON.toLowerCase();

const asAdmin = (path: string, init: RequestInit = {}) =>
  test.request(path, { ...init, headers: { Authorization: `Bearer ${admin.token}` } });
const adminJson = (method: string, path: string, json?: unknown) =>
  test.request(path, { method, headers: { Authorization: `Bearer ${admin.token}` }, ...(json === undefined ? {} : { json }) });

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
  const [order] = await test.db
    .insert(orders)
    .values({ userId: customer.user.id, orderNumber: 'B-1001', totalPrice: 14900, customerName: 'Petra Privat', customerEmail: PERSON })
    .returning();
  // Its Abnahme at her door, a defect with a photo, and the mail of an earlier "Abnahme verlangen" with its link.
  await test.db.insert(workAcceptances).values({
    orderId: order!.id,
    state: 'accepted',
    kind: 'on_site',
    acceptedOn: '2026-11-20',
    warrantyEndsOn: '2031-11-19',
    place: 'Hamburg, Montageort',
    present: 'Die Kundin, Monteur Meier',
    customerSigner: 'P. Kundin',
    customerSignature: 'kunde-1.png',
    fitterSignature: 'monteur-1.png',
    createdBy: 'Büro',
  });
  const [defect] = await test.db
    .insert(acceptanceDefects)
    .values({ orderId: order!.id, text: 'Kratzer im Rahmen', namedBy: 'office' })
    .returning();
  await test.db.insert(acceptancePhotos).values({ orderId: order!.id, defectId: defect!.id, file: 'mangel-foto-1.jpg' });
  await test.db.insert(outbox).values({
    topic: 'acceptance-request',
    recipient: PERSON,
    subject: 'Bitte um Abnahme Ihres Auftrags B-1001',
    textBody: `Ihr Link: https://fensterwerk.test/abnahme/${'a'.repeat(43)}`,
  });
  const [lead] = await test.db.select().from(leads).where(eq(leads.email, PERSON));
  // Her answer, read from the company's mailbox, with a file (features/inbound-mail).
  const [answer] = await test.db
    .insert(inboundMails)
    .values({
      messageId: '<antwort-1@example.de>',
      fromAddress: address,
      fromName: 'Petra Privat',
      subject: 'Frage zur Montage',
      text: 'Geht es auch im Mai?',
      match: 'contact',
      leadId: lead!.id,
      receivedAt: new Date(),
    })
    .returning();
  await test.db.insert(inboundMailAttachments).values({
    mailId: answer!.id,
    filename: 'grundriss-privatweg.pdf',
    contentType: 'application/pdf',
    kind: 'pdf',
    size: 4,
    content: Buffer.from('%PDF'),
  });
  // A quote the operator sent her: a business record, anonymised rather than deleted.
  const quote = await adminJson('POST', '/api/admin/quotes', { leadId: lead!.id });
  expect(quote.status).toBe(201);
  const { id, validUntil } = (await quote.json()) as { id: number; validUntil: string };
  // Her price as the office types it for a consumer: gross (ADR 076).
  const line = { kind: 'service', title: 'Montage', quantity: 1, unitPrice: 35_700 };
  // Her postal and installation address and phone, as the operator typed them into the quote.
  const addressed = {
    name: 'Petra Privat',
    phone: '0170 5550199',
    address: { street: 'Privatweg 7', postcode: '20095', city: 'Hamburg' },
    installationAddress: { street: 'Gartenhausweg 2', postcode: '21029', city: 'Hamburg' },
  };
  expect((await adminJson('PUT', `/api/admin/quotes/${id}`, { lines: [line], validUntil, customer: addressed })).status).toBe(200);
  expect((await adminJson('POST', `/api/admin/quotes/${id}/send`)).status).toBe(200);
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
  it('gives everything stored about an address as a readable German document (Art. 15), whatever its case', async () => {
    const response = await asAdmin(`/api/admin/privacy?email=${encodeURIComponent(address)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="auskunft-\d{4}-\d{2}-\d{2}\.txt"$/);
    const report = await response.text();
    expect(report).toMatch(/^Auskunft über Ihre gespeicherten Daten \(Art\. 15 DSGVO\)\n=+\n/);
    for (const section of [
      'Anfragen (1)',
      'Nachrichten (1)',
      'Konto',
      'Konfigurationen (1)',
      'Angebote (1)',
      'Aufträge (1)',
      'Newsletter',
    ]) {
      expect(report).toContain(`\n${section}\n${'-'.repeat(section.length)}\n`);
    }
    expect(report).toMatch(/\nE-Mails, die wir gesendet haben \([1-9]\d*\)\n/);
    // German labels and values, Berlin times, euros: no stored keys, no UTC timestamps.
    expect(report).toMatch(/Anfrage A-\w+ vom \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(report).toContain('Projektart:');
    expect(report).toContain('Neubau');
    expect(report).toContain('Bitte rufen Sie an.');
    expect(report).toContain('Thema:');
    expect(report).toContain('Beratung');
    expect(report).toMatch(/Gesamtbetrag \(inkl\. MwSt\.\): +357,00\u00a0€/);
    expect(report).toContain('Wohnzimmer');
    expect(report).toContain('B-1001');
    expect(report).toContain('Ruft zurück');
    expect(report).toContain(`Ihr Angebot AN-`);
    expect(report).toMatch(/Anschrift: +Privatweg 7, 20095 Hamburg/);
    expect(report).toMatch(/Montageadresse: +Gartenhausweg 2, 21029 Hamburg/);
    expect(report).toMatch(/Telefon: +0170 5550199/);
    expect(report).toContain('angemeldet, noch nicht bestätigt');
    expect(report).toContain('\nAbnahmen (1)\n');
    expect(report).toContain('Abnahme zu Auftrag B-1001');
    expect(report).toMatch(/Gewährleistung bis: +19\.11\.2031/);
    expect(report).toContain('Kratzer im Rahmen (offen)');
    expect(report).toContain('mangel-foto-1.jpg');
    expect(report).toContain('/abnahme/[entfernt]');
    expect(report).toContain('\nE-Mails, die Sie uns geschrieben haben (1)\n');
    expect(report).toContain('Geht es auch im Mai?');
    expect(report).toContain('grundriss-privatweg.pdf');
    expect(report).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(report).not.toMatch(/customerName|privacyConsentAt|createdAt|neubau|beratung\b|"/);
    expect(report).not.toMatch(/passwordHash|geheim|token=(?!\[entfernt\])/i);
  });

  it('gives the same data as JSON with format=json (Art. 20), mails and order history included', async () => {
    const response = await asAdmin(`/api/admin/privacy?email=${encodeURIComponent(address)}&format=json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="auskunft-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = await response.json();
    expect(data.leads).toHaveLength(1);
    expect(data.leads[0]).toMatchObject({ vorname: 'Petra', email: PERSON });
    expect(data.leads[0].history.map((entry: { kind: string }) => entry.kind)).toEqual(['created', 'mail', 'note']);
    expect(data.contactMessages).toEqual([expect.objectContaining({ name: 'Petra Privat', message: 'Bitte rufen Sie an.' })]);
    expect(data.newsletter).toMatchObject({ email: PERSON, status: 'pending' });
    expect(data.account).toMatchObject({ email: PERSON, configurations: [expect.objectContaining({ name: 'Wohnzimmer' })] });
    expect(data.orders).toEqual([expect.objectContaining({ orderNumber: 'B-1001', history: [] })]);
    expect(data.quotes).toEqual([
      expect.objectContaining({ number: expect.stringMatching(/^AN-/), customerName: 'Petra Privat', gross: 35_700 }),
    ]);
    expect(data.mails.map((mail: { subject: string }) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Ihr Angebot AN-/)]),
    );
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/passwordHash|confirmTokenHash|unsubscribeToken|token=(?!\[entfernt\])/);
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
        leadHistory: 2,
        contactMessages: 1,
        newsletterSubscriptions: 1,
        accounts: 1,
        configurations: 1,
        sessions: 1,
        mails: 6,
        mailFiles: 0,
        inboundMails: 1,
      },
      anonymised: { quotes: 1, orders: 1, invoices: 0, reviews: 0 },
      emailHash: emailHash(address),
      adminAccountKept: false,
    });
    const dump = await everyTableAsText();
    const leftovers = Object.entries(dump).filter(([, rows]) =>
      [address, 'petra privat', 'privatweg', 'gartenhausweg', '0170 5550199'].some((trace) => rows.includes(trace)),
    );
    expect(leftovers.map(([table]) => table)).toEqual([]);
    // The other person's message and mail are still there.
    expect(dump.contact_messages).toContain('otto@example.de');
    expect(dump.outbox).toContain('otto@example.de');
    const [record] = await test.db.select().from(privacyErasures);
    expect(record).toMatchObject({
      emailHash: emailHash(address),
      counts: { ...body.counts, anonymisedQuotes: 1, anonymisedOrders: 1, unlinkedInvoices: 0, anonymisedReviews: 0 },
      by: admin.user.username,
    });
    // Kept ten years with their numbers and amounts, without the person.
    const [quote] = await test.db.select().from(quotes);
    expect(quote).toMatchObject({
      customerName: 'gelöscht',
      customerEmail: null,
      leadId: null,
      userId: null,
      status: 'sent',
      gross: 35_700,
      customerPhone: '',
      customerAddress: null,
      installationAddress: null,
    });
    expect(quote!.number).toMatch(/^AN-\d{4}-0001$/);
    const [order] = await test.db.select().from(orders);
    expect(order).toMatchObject({
      orderNumber: 'B-1001',
      totalPrice: 14900,
      customerName: 'gelöscht',
      customerEmail: null,
      customerPhone: '',
      billingAddress: null,
      installationAddress: null,
      userId: null,
    });

    const again = (await (await asAdmin(`/api/admin/privacy?email=${address}&format=json`)).json()) as {
      leads: unknown[];
      account: unknown;
    };
    expect(again.leads).toEqual([]);
    expect(again.account).toBeNull();
  });
});
