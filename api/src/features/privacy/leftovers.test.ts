import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, orders, reviews, users } from '../../platform/db/schema.ts';
import { newLinkToken } from '../../platform/http/link-tokens.ts';
import { mailSender } from '../settings/mail-sender-address.ts';
import { startMailSender, type MailSender } from '../../platform/mail/sender.ts';
import { createMailTransport } from '../../platform/mail/transport.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { createTestConfiguration } from '../../../testing/test-configurations.ts';
import { createTestUser } from '../../../testing/test-users.ts';

/**
 * An erasure (Art. 17 DSGVO) read back from the disk, not through SQL: after it, no byte of the database
 * file, its write-ahead log and shared memory, or any mail file in the outbox folder carries the
 * person's address or name (ADR 029). Everything is made through the real routes and the real mail
 * sender writing into the outbox folder.
 */

const NOTIFY = 'team@example.de';
const probe = Math.random().toString(36).slice(2, 8);
const ADDRESS = `erasure-probe-${probe}@example.org`;
/** One word, so that a MIME encoder has no space to write as "_" or break the line at. */
const SURNAME = `Loeschprobe${probe}`;
const NAME = `Frieda ${SURNAME}`;
/** What she writes in her review of the order (issue 38). */
const REVIEW_TEXT = `Bewertungsprobe${probe}: sauber montiert`;

let test: AdminTestApi;
let mailer: MailSender;
let report: string;

const outboxFolder = () => test.config.OUTBOX_DIR;
const databaseFiles = () => {
  const path = test.url.replace(/^file:/, '');
  return [path, `${path}-wal`, `${path}-shm`];
};

/** Where on disk a text still occurs, in any case, also where quoted-printable broke it over two lines. */
function occurrences(needle: string): string[] {
  const files = [...databaseFiles(), ...readdirSync(outboxFolder()).map((name) => join(outboxFolder(), name))];
  return files.filter((file) => {
    if (!existsSync(file)) return false;
    const bytes = readFileSync(file).toString('latin1').toLowerCase();
    return bytes.includes(needle.toLowerCase()) || bytes.replace(/=\r?\n/g, '').includes(needle.toLowerCase());
  });
}

async function call(method: string, path: string, token: string, json?: unknown) {
  const response = await test.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(json === undefined ? {} : { json }),
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

beforeAll(async () => {
  test = await createAdminTestApi({ NOTIFY_EMAIL: NOTIFY });
  mailer = startMailSender({
    db: test.db,
    transport: createMailTransport({ outboxDir: outboxFolder() }),
    from: () => mailSender(test.db, test.config.MAIL_FROM),
    log: () => {},
  });
  // A customer account with a saved configuration, asking for a quote from the customer area.
  const customer = await createTestUser(test.db);
  await test.db
    .update(users)
    // Her postal address goes into the quote's address window (a quote is sent only with one).
    .set({
      email: ADDRESS,
      firstName: 'Frieda',
      lastName: SURNAME,
      phone: '040 5550123',
      street: 'Lindenallee',
      houseNumber: '4',
      postalCode: '20095',
      city: 'Hamburg',
    })
    .where(eq(users.id, customer.user.id));
  const configuration = await createTestConfiguration(test.db, customer.user.id, { name: 'Küche' });
  await call('POST', `/api/customer/configurations/${configuration.id}/quote-request`, customer.token, {
    projektart: 'sanierung',
    privacy: true,
  });
  const [lead] = await test.db.select().from(leads).where(eq(leads.configurationId, configuration.id));
  // The operator's quote, sent; the customer accepts it (an order with its history, a mail to the operator
  // that names her); the operator confirms the order (a second history entry, a mail to her).
  const quote = await (await call('POST', '/api/admin/quotes', test.adminToken, { leadId: lead!.id })).json();
  // Gross, as the office types a consumer's price (ADR 076).
  const line = { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 53_550, discount: 0 };
  await call('PUT', `/api/admin/quotes/${quote.id}`, test.adminToken, { lines: [line], validUntil: quote.validUntil, note: '' });
  await call('POST', `/api/admin/quotes/${quote.id}/send`, test.adminToken);
  await call('POST', `/api/customer/quotes/${quote.id}/accept`, customer.token, { termsAccepted: true });
  const [order] = await test.db.select().from(orders).where(eq(orders.quoteId, quote.id));
  await call('PUT', `/api/admin/orders/${order!.id}/status`, test.adminToken, { status: 'confirmed', reason: '' });
  // Her review of the order through its personal link, with her short name shown.
  const link = newLinkToken();
  const day = 24 * 60 * 60 * 1000;
  await test.db.insert(reviews).values({
    orderId: order!.id,
    orderNumber: order!.orderNumber,
    tokenHash: link.tokenHash,
    linkExpiresAt: new Date(Date.now() + 60 * day),
    invitedAt: new Date(),
    invitedBy: 'test',
    authorName: `Frieda ${SURNAME.charAt(0)}.`,
    city: 'Hamburg',
    product: 'Montage',
    installedMonth: '2026-05',
  });
  await call('POST', `/api/reviews/by-link/${link.token}`, '', { stars: 4, text: `${REVIEW_TEXT}, ${NAME}`, showName: true });
  // The same person through the public forms, the address in other cases.
  await call('POST', '/api/funnel/submit', '', {
    projektart: 'neubau',
    produkt_fenster: true,
    vorname: 'Frieda',
    nachname: SURNAME,
    email: ADDRESS.toUpperCase(),
    telefon: '040 5550123',
    datenschutz: true,
  });
  await call('POST', '/api/contact', '', {
    salutation: 'frau',
    name: NAME,
    email: ADDRESS,
    phone: '040 5550123',
    subject: 'beratung',
    message: `Hier schreibt ${NAME}, bitte um Rückruf.`,
    privacy: true,
  });
  await call('POST', '/api/newsletter', '', { email: ADDRESS });
  // Someone else, who keeps everything.
  await call('POST', '/api/contact', '', {
    salutation: 'herr',
    name: 'Otto Anders',
    email: 'otto@example.de',
    subject: 'fenster',
    message: 'Hallo',
    privacy: true,
  });
  await mailer.drain();
  report = await (await call('GET', `/api/admin/privacy?email=${encodeURIComponent(ADDRESS)}`, test.adminToken)).text();
});
afterAll(async () => {
  await mailer.stop();
  test.cleanup();
});

describe('an erasure leaves nothing of the person on disk', () => {
  it('finds the person on disk before (the test can see them)', () => {
    expect(readdirSync(outboxFolder()).length).toBeGreaterThanOrEqual(10);
    expect(occurrences(ADDRESS).length).toBeGreaterThan(0);
    expect(occurrences(SURNAME).length).toBeGreaterThan(0);
  });

  it('lists the mails and the order history in the German access report before', () => {
    expect(report).toMatch(
      /\nAuftragsverlauf \(2\)\n-+\n\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, Auftrag B-\d{4}-\d{4}: Angebot AN-\d{4}-\d{4} angenommen\n/,
    );
    expect(report).toMatch(/Auftrag B-\d{4}-\d{4}: Status: In Bearbeitung → Bestätigt/);
    const mails = /\nE-Mails, die wir gesendet haben \((\d+)\)\n/.exec(report);
    expect(Number(mails?.[1])).toBeGreaterThanOrEqual(8);
    expect(report).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}: Angebot AN-\d{4}-\d{4} angenommen: Bestellung B-/);
    expect(report).toContain('An:                uns (interne Benachrichtigung)');
    expect(report).toContain('Kopien dieser E-Mails liegen außerdem als Dateien');
    expect(report).toMatch(/Gesamtbetrag \(inkl\. MwSt\.\): +535,50\u00a0€/);
    expect(report).not.toContain('Otto');
    expect(report).toMatch(/\nBewertungen \(1\)\n-+\nBewertung zu Auftrag B-\d{4}-\d{4}\n/);
    expect(report).toContain(REVIEW_TEXT);
  });

  it('erases it: no byte of the database, its -wal and -shm, or the outbox folder names the address or the name', async () => {
    const ottosFiles = readdirSync(outboxFolder()).filter((name) =>
      readFileSync(join(outboxFolder(), name), 'utf8').includes('otto@example.de'),
    );
    expect(ottosFiles.length).toBeGreaterThan(0);

    const response = await test.request(`/api/admin/privacy?email=${encodeURIComponent(ADDRESS)}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(response.status).toBe(200);
    expect({
      address: occurrences(ADDRESS),
      name: occurrences(SURNAME),
      phone: occurrences('040 5550123'),
      review: occurrences(REVIEW_TEXT),
    }).toEqual({ address: [], name: [], phone: [], review: [] });
    const body = await response.json();
    expect(body.anonymised).toEqual({ quotes: 1, orders: 1, invoices: 0, reviews: 1 });
    // The stars stay, anonymous, and still count in the average; no text, no name, no city, no link.
    const published = await (await test.request('/api/reviews')).json();
    expect(published.summary).toMatchObject({ average: 4, count: 1 });
    expect(published.items).toEqual([expect.objectContaining({ stars: 4, text: '', author: 'Kunde' })]);
    const [kept] = await test.db.select().from(reviews);
    expect(kept).toMatchObject({ text: '', authorName: '', city: '', showName: false, tokenHash: null });
    expect(body.counts.mailFiles).toBeGreaterThanOrEqual(8);
    // Otto's mails and message stay.
    expect(readdirSync(outboxFolder())).toEqual(expect.arrayContaining(ottosFiles));
    const otto = await test.db.$client.execute("select count(*) as n from contact_messages where email = 'otto@example.de'");
    expect(otto.rows[0]!.n).toBe(1);
    // The kept order shows the anonymised name in its history.
    const history = await test.db.$client.execute('select by from order_history');
    expect(history.rows.map((row) => row.by)).toEqual(['gelöscht', test.adminName]);
  });
});
