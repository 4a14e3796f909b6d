import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { contactMessages, leads, outbox, quotes } from '../../platform/db/schema.ts';
import { accountMessages } from './contract/account-messages.ts';
import type { CustomerRecordsJson } from './contract/customer-records.ts';
import { createTestConfiguration } from '../../../testing/test-configurations.ts';
import { sendableCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { createTestUser } from '../../../testing/test-users.ts';

const test = adminTestApiForFile();

let counter = 0;
const unique = () => `${process.pid.toString(36)}${(counter += 1).toString(36)}`;
const as = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A funnel request under `email`, through the real route, as someone without an account sends it. */
async function funnelRequest(email: string): Promise<string> {
  const response = await test.request('/api/funnel/submit', {
    method: 'POST',
    json: { projektart: 'sanierung', produkt_fenster: true, vorname: 'Eva', nachname: 'Nord', email, datenschutz: true },
  });
  expect(response.status).toBe(201);
  const [lead] = await test.db.select().from(leads).where(eq(leads.email, email)).orderBy(desc(leads.id)).limit(1);
  return lead!.reference;
}

async function contactMessage(email: string): Promise<string> {
  const response = await test.request('/api/contact', {
    method: 'POST',
    json: { salutation: 'frau', name: 'Eva Nord', email, subject: 'dachfenster', message: 'Bitte um Rückruf', privacy: true },
  });
  expect(response.status).toBe(201);
  const [message] = await test.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  return message!.reference;
}

/** Registers through the real route and logs in with the chosen password. */
async function register(email: string) {
  const username = `kunde-${unique()}`;
  const registered = await test.request('/api/register', {
    method: 'POST',
    json: { firstName: 'Eva', lastName: 'Nord', email, username, password: 'geheim123' },
  });
  expect(registered.status).toBe(202);
  const login = await test.request('/api/admin/login', { method: 'POST', json: { username, password: 'geheim123' } });
  expect(login.status).toBe(200);
  return (await login.json()).token as string;
}

/** The token of the newest confirmation link mailed to `recipient` (`topic`: registration or change). */
async function linkToken(recipient: string, topic = 'email-confirmation'): Promise<string> {
  const mails = await test.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.topic, topic)));
  expect(mails.length).toBeGreaterThan(0);
  return /\/customer\/email-bestaetigen\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.textBody)![1]!;
}

const records = async (token: string) => {
  const response = await test.request('/api/customer/requests', { headers: as(token) });
  expect(response.status).toBe(200);
  return (await response.json()) as CustomerRecordsJson;
};
const confirm = (token: string, linkTokenValue: string) =>
  test.request('/api/customer/email/confirm', { method: 'POST', headers: as(token), json: { token: linkTokenValue } });
const references = (found: CustomerRecordsJson) => ({
  requests: found.requests.map((request) => request.reference),
  messages: found.messages.map((message) => message.reference),
});

describe('GET /api/customer/requests ("Ihre Anfragen", "Ihre Nachrichten")', () => {
  it('shows the funnel request and message sent before registering only once the registered address is confirmed', async () => {
    const email = `eva-${unique()}@example.de`;
    const request = await funnelRequest(email);
    const message = await contactMessage(email);
    const strangersRequest = await funnelRequest(`fremd-${unique()}@example.de`);

    const token = await register(email);
    expect(await records(token)).toEqual({ emailConfirmed: false, requests: [], messages: [] });
    // The registration's link confirms the address in use: no change of address is pending.
    expect(await (await test.request('/api/customer/email', { headers: as(token) })).json()).toEqual({ pendingEmail: null });

    const confirmed = await confirm(token, await linkToken(email));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ user: { email }, message: accountMessages.addressConfirmed });

    const found = await records(token);
    expect(found.emailConfirmed).toBe(true);
    expect(references(found)).toEqual({ requests: [request], messages: [message] });
    expect(found.requests[0]).toMatchObject({ products: ['fenster'] });
    expect(found.messages[0]).toMatchObject({ subject: 'dachfenster' });
    expect(references(found).requests).not.toContain(strangersRequest);
  });

  it("never shows another person's records to someone who registered with that person's address without confirming it", async () => {
    const victim = `opfer-${unique()}@example.de`;
    await funnelRequest(victim);
    await contactMessage(victim);
    const token = await register(victim);
    // A link that does not come from the victim's mailbox confirms nothing.
    expect((await confirm(token, 'x'.repeat(43))).status).toBe(400);
    expect(await records(token)).toEqual({ emailConfirmed: false, requests: [], messages: [] });
  });

  it('counts an address changed through its confirmation link as confirmed, and the old unconfirmed one finds nothing', async () => {
    const { user, token } = await createTestUser(test.db);
    const oldRequest = await funnelRequest(user.email);
    const newEmail = `neu-${unique()}@example.de`;
    const newRequest = await funnelRequest(newEmail);
    expect(references(await records(token)).requests).toEqual([]);

    const changed = await test.request('/api/customer/profile', {
      method: 'PUT',
      headers: as(token),
      json: { firstName: 'Erika', lastName: 'Muster', email: newEmail },
    });
    expect(changed.status).toBe(200);
    expect((await confirm(token, await linkToken(newEmail, 'email-change-confirmation'))).status).toBe(200);
    expect(references(await records(token)).requests).toEqual([newRequest]);
    expect(references(await records(token)).requests).not.toContain(oldRequest);
  });

  it("shows requests from the account's own configurations without a confirmed address", async () => {
    const { user, token } = await createTestUser(test.db);
    const configuration = await createTestConfiguration(test.db, user.id);
    const asked = await test.request(`/api/customer/configurations/${configuration.id}/quote-request`, {
      method: 'POST',
      headers: as(token),
      json: { projektart: 'neubau', privacy: true },
    });
    expect(asked.status).toBe(201);
    const found = await records(token);
    expect(found.emailConfirmed).toBe(false);
    expect(references(found).requests).toEqual([(await asked.json()).reference]);
  });

  it('mails a confirmation link for the address in use on request, and says so once it is confirmed', async () => {
    const { user, token } = await createTestUser(test.db);
    const request = await funnelRequest(user.email);
    const asked = await test.request('/api/customer/email/confirmation', { method: 'POST', headers: as(token) });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: accountMessages.addressConfirmationSent(user.email) });
    expect((await confirm(token, await linkToken(user.email))).status).toBe(200);
    expect(references(await records(token)).requests).toEqual([request]);

    const again = await test.request('/api/customer/email/confirmation', { method: 'POST', headers: as(token) });
    expect(await again.json()).toEqual({ message: accountMessages.addressAlreadyConfirmed });
  });
});

describe('quotes of a funnel request in "Ihre Angebote"', () => {
  it("become the account's once its address is confirmed, never before", async () => {
    const email = `angebot-${unique()}@example.de`;
    const reference = await funnelRequest(email);
    const [lead] = await test.db.select().from(leads).where(eq(leads.reference, reference));
    const created = await test.call('POST', '/api/admin/quotes', { leadId: lead!.id });
    expect(created.status).toBe(201);
    const saved = await test.call('PUT', `/api/admin/quotes/${created.body.id}`, {
      lines: [{ kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 19_900, discount: 0 }],
      validUntil: created.body.validUntil,
      note: '',
      customer: sendableCustomer(),
    });
    expect(saved.status).toBe(200);
    expect((await test.call('POST', `/api/admin/quotes/${created.body.id}/send`)).status).toBe(200);

    const token = await register(email);
    const listed = async () => (await (await test.request('/api/customer/quotes', { headers: as(token) })).json()) as { id: number }[];
    expect(await listed()).toEqual([]);
    const [unclaimed] = await test.db.select().from(quotes).where(eq(quotes.id, created.body.id));
    expect(unclaimed!.userId).toBeNull();

    expect((await confirm(token, await linkToken(email))).status).toBe(200);
    expect((await listed()).map((quote) => quote.id)).toEqual([created.body.id]);
    const pdf = await test.request(`/api/customer/quotes/${created.body.id}/pdf`, { headers: as(token) });
    expect(pdf.status).toBe(200);
  });
});

describe('the quote mail of an account', () => {
  it('links straight to the quote in "Mein Konto"', async () => {
    const { user, quoteId } = await sentQuote(test);
    const [mail] = await test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, user.email), eq(outbox.topic, 'quote-sent')));
    expect(mail!.textBody).toContain(`/dashboard#angebot-${quoteId}`);
  });
});
