import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../platform/db/schema.ts';
import { staffRoles, type StaffRole } from '../accounts/contract/permissions.ts';
import type { SearchGroupJson, SearchGroupKind, SearchResultJson } from './contract/search.ts';
import { searchMessages } from './contract/search-messages.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { createTestUser } from '../../../testing/test-users.ts';

let test: AdminTestApi;
let phoneLeadId: number;
let quote: { quoteId: number; number: string };
let sleepers: number[];

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  test = await createAdminTestApi();
  const [phoneLead] = await insertLeads(test.db, [
    leadValues({ vorname: 'Jörg', nachname: 'Rufnummer', email: 'joerg@beispiel.de', telefon: '+49 40 98765-43', plz: '22111' }),
  ]);
  phoneLeadId = phoneLead!.id;
  // Seven leads of one family, a day apart: the group lists the newest five and counts all seven.
  const family = await insertLeads(
    test.db,
    Array.from({ length: 7 }, (_, day) =>
      leadValues({ vorname: `Kind ${day}`, nachname: 'Siebenschläfer', telefon: '', createdAt: new Date(Date.now() - (7 - day) * DAY) }),
    ),
  );
  sleepers = family.map((lead) => lead.id).reverse();
  quote = await sentQuote(test, { send: false });
  const contact = await test.request('/api/contact', {
    method: 'POST',
    json: {
      salutation: 'frau',
      name: 'Anna Nachricht',
      email: 'Anna.Nachricht@Beispiel.de',
      subject: 'beratung',
      message: 'Hallo',
      privacy: true,
    },
  });
  expect(contact.status).toBe(201);
});
afterAll(() => test.cleanup());

async function search(q: string): Promise<SearchResultJson> {
  const { status, body } = await test.call('GET', `/api/admin/search?${new URLSearchParams({ q })}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as SearchResultJson;
}

const groupOf = (result: SearchResultJson, kind: SearchGroupJson['kind']) => result.groups.find((group) => group.kind === kind);

describe('GET /api/admin/search', () => {
  it('finds a lead by its phone number written differently', async () => {
    for (const written of ['040 987 6543', '0049 (40) 98765 43', '98765']) {
      const leads = groupOf(await search(written), 'leads');
      expect(
        leads?.items.map((item) => item.id),
        written,
      ).toEqual([phoneLeadId]);
      expect(leads?.items[0]).toMatchObject({ title: 'Jörg Rufnummer', href: `/admin/leads/${phoneLeadId}` });
    }
  });

  it('finds a quote by its number, with the quote screen as its address', async () => {
    const quotes = groupOf(await search(quote.number.toLowerCase()), 'quotes');
    expect(quotes).toMatchObject({ label: 'Angebote', total: 1 });
    expect(quotes?.items[0]).toMatchObject({ id: quote.quoteId, href: `/admin/quote?id=${quote.quoteId}` });
    expect(quotes?.items[0]?.detail).toContain(quote.number);
  });

  it('finds a contact message by its e-mail address in any case, linked to the filtered inbox tab', async () => {
    const result = await search('anna.nachricht@BEISPIEL');
    expect(result.groups.map((group) => group.kind)).toEqual(['messages']);
    const [message] = result.groups[0]!.items;
    expect(message?.title).toBe('Frau Anna Nachricht');
    const address = new URL(message!.href, 'http://localhost');
    expect(address.pathname).toBe('/admin/dashboard');
    expect(address.searchParams.get('tab')).toBe('nachrichten');
    expect(message!.detail).toContain(address.searchParams.get('q'));
  });

  it('groups the hits with their labels and totals, newest five first, umlauts folded', async () => {
    const result = await search('  SIEBENSCHLÄFER ');
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0]).toMatchObject({ kind: 'leads', label: 'Anfragen', total: 7 });
    expect(result.groups[0]!.items.map((item) => item.id)).toEqual(sleepers.slice(0, 5));

    // The customer who asked for the quote: an account, a lead, a quote, one name.
    const everything = await search('Erika');
    expect(everything.groups.map((group) => [group.kind, group.label])).toEqual([
      ['leads', 'Anfragen'],
      ['customers', 'Kunden'],
      ['quotes', 'Angebote'],
    ]);
    const customers = groupOf(everything, 'customers')!;
    expect(customers.items[0]!.href).toMatch(/^\/admin\/orders\?q=nutzer-.*%40example\.de$/);
    for (const group of everything.groups) expect(group.items.length).toBe(Math.min(group.total, 5));
  });

  it('finds nothing for other terms', async () => {
    expect(await search('Zyxwvu')).toEqual({ groups: [] });
    // Too few digits to compare phone numbers: the lead whose number holds "54" does not come back.
    expect(await search('5-4')).toEqual({ groups: [] });
  });

  it('answers a query of one character with a German message', async () => {
    const { status, body } = await test.call('GET', '/api/admin/search?q=%20a%20');
    expect(status).toBe(400);
    expect(body.issues).toEqual({ q: [searchMessages.queryTooShort] });
    const long = await test.call('GET', `/api/admin/search?q=${'x'.repeat(101)}`);
    expect(long.body.issues).toEqual({ q: [searchMessages.queryTooLong] });
    expect((await test.call('GET', '/api/admin/search')).status).toBe(400);
  });
});

describe('GET /api/admin/search for each staff role', () => {
  let shared: AdminTestApi;
  let email: string;
  /** Per group: the API route the hit's screen reads, as the hit's role calls it. */
  let opens: Record<SearchGroupKind, string>;

  beforeAll(async () => {
    shared = await createAdminTestApi();
    // One person in every group: the lead and the account behind a quote that became an order, and a message.
    const { quoteId, user, token, lead } = await sentQuote(shared);
    email = user.email;
    expect((await asCustomer(shared, token, 'POST', `/api/customer/quotes/${quoteId}/accept`, { termsAccepted: true })).status).toBe(201);
    const [order] = await shared.db.select().from(orders).where(eq(orders.quoteId, quoteId));
    const message = { salutation: 'frau', name: 'Erika Muster', email, subject: 'beratung', message: 'Hallo', privacy: true };
    expect((await shared.request('/api/contact', { method: 'POST', json: message })).status).toBe(201);
    const byAddress = new URLSearchParams({ q: email });
    opens = {
      leads: `/api/admin/leads/${lead.id}`,
      messages: `/api/admin/messages?${byAddress}`,
      customers: `/api/admin/orders?${byAddress}`,
      quotes: `/api/admin/quotes/${quoteId}`,
      orders: `/api/admin/orders/${order!.id}`,
    };
  });
  afterAll(() => shared.cleanup());

  const expectedGroups: Record<StaffRole, SearchGroupKind[] | 403> = {
    admin: ['leads', 'messages', 'customers', 'quotes', 'orders'],
    vertrieb: ['leads', 'messages', 'quotes'],
    buero: ['leads', 'orders'],
    katalog: 403,
  };

  it.each(staffRoles)('shows %s only the groups of hits it may open', async (role) => {
    const { token } = await createTestUser(shared.db, { role });
    const as = async (path: string) => asCustomer(shared, token, 'GET', path);
    const answer = await as(`/api/admin/search?${new URLSearchParams({ q: email })}`);
    const expected = expectedGroups[role];
    if (expected === 403) return expect(answer.status).toBe(403);
    expect(answer.status).toBe(200);
    const shown = (answer.body as SearchResultJson).groups.map((group) => group.kind);
    expect(shown).toEqual(expected);
    // Every group shown opens for the role; every group left out would have been refused (customers
    // need their own permission besides the orders screen, which Vertrieb has without the screen).
    for (const kind of Object.keys(opens) as SearchGroupKind[]) {
      const status = (await as(opens[kind])).status;
      if (shown.includes(kind)) expect(status, `${role} opens ${kind}`).toBe(200);
      else if (kind !== 'customers') expect(status, `${role} may not open ${kind}`).toBe(403);
    }
  });
});
