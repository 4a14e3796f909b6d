import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteStatusLabels } from '../../shared/labels.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { createTestUser } from '../../../testing/test-users.ts';

/**
 * GET /api/admin/quotes without a lead: "Angebote", on a database of its own so totals are exact. Three
 * drafts from funnel leads and one sent quote from a customer's configuration, created in this order.
 */
let test: AdminTestApi;
let drafts: { id: number; number: string; leadId: number; reference: string }[];
let sent: Awaited<ReturnType<typeof sentQuote>>;

const ids = (body: { quotes: { id: number }[] }) => body.quotes.map((quote) => quote.id);

beforeAll(async () => {
  test = await createAdminTestApi();
  const leads = await insertLeads(test.db, [
    leadValues({ vorname: 'Jürgen', nachname: 'Müller', email: 'juergen@example.de' }),
    leadValues({ vorname: 'Anna', nachname: 'Straße', email: 'anna@example.de' }),
    leadValues({ vorname: 'Zacharias', nachname: 'Quer', email: 'zq@example.de' }),
  ]);
  drafts = [];
  for (const lead of leads) {
    const { status, body } = await test.call('POST', '/api/admin/quotes', { leadId: lead.id });
    expect(status).toBe(201);
    drafts.push({ id: body.id, number: body.number, leadId: lead.id, reference: lead.reference });
  }
  sent = await sentQuote(test);
});
afterAll(() => test.cleanup());

describe('GET /api/admin/quotes (the list)', () => {
  it('answers the newest first with the fields of a row, and the paging', async () => {
    const { status, body } = await test.call('GET', '/api/admin/quotes');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(ids(body)).toEqual([sent.quoteId, drafts[2]!.id, drafts[1]!.id, drafts[0]!.id]);
    const [row] = body.quotes;
    expect(row).toMatchObject({
      id: sent.quoteId,
      number: sent.number,
      customer: { name: 'Erika Muster', email: sent.user.email },
      status: 'sent',
      priceBasis: 'gross',
      totals: { net: 119_900, gross: 142_681 },
      leadId: sent.lead.id,
      leadReference: sent.lead.reference,
      orderId: null,
      acceptedAt: null,
    });
    expect(row.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(row.createdAt).getTime()).not.toBeNaN();
    expect(new Date(row.sentAt).getTime()).not.toBeNaN();
    // A row carries no lines: the list stays light however long the quotes are.
    expect(row).not.toHaveProperty('lines');
    expect(body.quotes[1].sentAt).toBeNull();
  });

  it('pages with page and pageSize and refuses sizes above 100', async () => {
    const second = await test.call('GET', '/api/admin/quotes?page=2&pageSize=3');
    expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(ids(second.body)).toEqual([drafts[0]!.id]);
    const beyond = await test.call('GET', '/api/admin/quotes?page=3&pageSize=3');
    expect(beyond.body).toMatchObject({ total: 4, quotes: [] });
    expect((await test.call('GET', '/api/admin/quotes?pageSize=101')).status).toBe(400);
    expect((await test.call('GET', '/api/admin/quotes?page=0')).status).toBe(400);
  });

  it('filters by status, every status the labels know', async () => {
    const sentOnly = await test.call('GET', '/api/admin/quotes?status=sent');
    expect(ids(sentOnly.body)).toEqual([sent.quoteId]);
    expect(sentOnly.body.total).toBe(1);
    expect((await test.call('GET', '/api/admin/quotes?status=draft')).body.total).toBe(3);
    for (const status of Object.keys(quoteStatusLabels)) {
      expect((await test.call('GET', `/api/admin/quotes?status=${status}`)).status, status).toBe(200);
    }
    expect((await test.call('GET', '/api/admin/quotes?status=accepted')).body).toMatchObject({ total: 0, quotes: [] });
    expect((await test.call('GET', '/api/admin/quotes?status=unbekannt')).status).toBe(400);
  });

  it('searches the number, the name, the e-mail and the lead reference without regard to case', async () => {
    const search = async (q: string) => ids((await test.call('GET', `/api/admin/quotes?q=${encodeURIComponent(q)}`)).body);
    expect(await search(drafts[1]!.number)).toEqual([drafts[1]!.id]);
    expect(await search(drafts[1]!.number.toLowerCase())).toEqual([drafts[1]!.id]);
    expect(await search('zachar')).toEqual([drafts[2]!.id]);
    expect(await search('MÜLLER')).toEqual([drafts[0]!.id]);
    expect(await search('jürgen müller')).toEqual([drafts[0]!.id]);
    expect(await search('STRASSE')).toEqual([drafts[1]!.id]);
    expect(await search('ZQ@EXAMPLE')).toEqual([drafts[2]!.id]);
    expect(await search(sent.user.email)).toEqual([sent.quoteId]);
    expect(await search(drafts[0]!.reference.toLowerCase())).toEqual([drafts[0]!.id]);
    // LIKE's wildcards are searched for as themselves.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // Search and status together.
    expect(ids((await test.call('GET', '/api/admin/quotes?q=muster&status=draft')).body)).toEqual([]);
    expect(ids((await test.call('GET', '/api/admin/quotes?q=muster&status=sent')).body)).toEqual([sent.quoteId]);
  });

  it('knows the order an accepted quote became', async () => {
    const accepted = await sentQuote(test);
    const answer = await asCustomer(test, accepted.token, 'POST', `/api/customer/quotes/${accepted.quoteId}/accept`, {
      termsAccepted: true,
    });
    expect(answer.status).toBe(201);
    const { body } = await test.call('GET', '/api/admin/quotes?status=accepted');
    expect(body.quotes).toEqual([
      expect.objectContaining({ id: accepted.quoteId, status: 'accepted', orderId: answer.body.order.id, acceptedAt: expect.any(String) }),
    ]);
  });

  it('is for admins only: 401 without a session, 403 for a customer', async () => {
    expect((await test.request('/api/admin/quotes')).status).toBe(401);
    const customer = await createTestUser(test.db);
    expect((await asCustomer(test, customer.token, 'GET', '/api/admin/quotes')).status).toBe(403);
  });
});

describe("GET /api/admin/quotes?leadId= (a lead's quotes)", () => {
  it('answers as before: the whole quotes of that lead, oldest first, without paging, whatever else is asked', async () => {
    const second = await test.call('POST', '/api/admin/quotes', { leadId: drafts[0]!.leadId });
    const first = await test.call('GET', `/api/admin/quotes/${drafts[0]!.id}`);
    const answer = await test.call('GET', `/api/admin/quotes?leadId=${drafts[0]!.leadId}&status=sent&pageSize=1&q=nichts`);
    expect(answer).toEqual({ status: 200, body: { quotes: [first.body, second.body] } });
    expect(answer.body.quotes[0].lines).toHaveLength(1);
    expect(await test.call('GET', '/api/admin/quotes?leadId=999999')).toEqual({ status: 200, body: { quotes: [] } });
    expect((await test.call('GET', '/api/admin/quotes?leadId=abc')).status).toBe(400);
  });
});
