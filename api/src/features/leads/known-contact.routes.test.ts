import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnownContactJson } from './contract/known-contact.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';

let test: AdminTestApi;
const ids: Record<string, number> = {};
let messageReference: string;
let customer: Awaited<ReturnType<typeof sentQuote>>;
let orderId: number;
let funnelLeadDate: Date;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  test = await createAdminTestApi();
  const [lead, funnelLead, samePhone, longerNumber, otherPerson, shortPhone, shortPhoneToo] = await insertLeads(test.db, [
    leadValues({ source: 'konfigurator', email: 'Petra.Bekannt@example.de', telefon: '0171 2345678' }),
    // Last month, through the funnel, the address typed in other case and no phone.
    leadValues({ source: 'funnel', email: 'petra.bekannt@EXAMPLE.de', telefon: '', createdAt: daysAgo(30) }),
    // Another address, the same number written the international way.
    leadValues({ email: 'p.b@firma.de', telefon: '+49 (0)171 234 56-78', createdAt: daysAgo(10) }),
    // Ends in the same digits, but is another number.
    leadValues({ email: 'fremd@example.de', telefon: '089 1712345678' }),
    leadValues({ email: 'niemand@example.de', telefon: '040 999999' }),
    // Five digits say too little: two such leads are not the same person.
    leadValues({ email: 'kurz-1@example.de', telefon: '123-45' }),
    leadValues({ email: 'kurz-2@example.de', telefon: '12345' }),
  ]);
  funnelLeadDate = funnelLead!.createdAt;
  Object.assign(ids, {
    lead: lead!.id,
    funnelLead: funnelLead!.id,
    samePhone: samePhone!.id,
    longerNumber: longerNumber!.id,
    otherPerson: otherPerson!.id,
    shortPhone: shortPhone!.id,
    shortPhoneToo: shortPhoneToo!.id,
  });
  for (const email of ['petra.bekannt@example.de', 'jemand.anders@example.de']) {
    const sent = await test.request('/api/contact', {
      method: 'POST',
      json: { salutation: 'frau', name: 'Petra Bekannt', email, subject: 'beratung', message: 'Hallo', privacy: true },
    });
    expect(sent.status).toBe(201);
  }
  const { body } = await test.call('GET', '/api/admin/messages?q=petra.bekannt');
  messageReference = body.messages[0].reference;

  // A customer whose quote was accepted: lead, quote and order of one address.
  customer = await sentQuote(test);
  const accepted = await asCustomer(test, customer.token, 'POST', `/api/customer/quotes/${customer.quoteId}/accept`, {
    termsAccepted: true,
  });
  expect(accepted.status).toBe(201);
  orderId = accepted.body.order.id;
  const [laterLead] = await insertLeads(test.db, [leadValues({ email: customer.user.email.toUpperCase(), telefon: '' })]);
  ids.customerLaterLead = laterLead!.id;
});
afterAll(() => test.cleanup());

async function known(leadId: number): Promise<KnownContactJson> {
  const { status, body } = await test.call('GET', `/api/admin/leads/${leadId}/known`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as KnownContactJson;
}

describe('GET /api/admin/leads/:id/known', () => {
  it('finds the funnel lead and the message of the same address and the lead with the same phone, not unrelated ones', async () => {
    const answer = await known(ids.lead!);
    expect(answer.known).toBe(true);
    expect(answer.leads.map((lead) => lead.id)).toEqual([ids.samePhone, ids.funnelLead]);
    expect(answer.leads[1]).toMatchObject({
      href: `/admin/leads/${ids.funnelLead}`,
      status: 'offen',
      statusLabel: 'Offen',
      date: funnelLeadDate.toISOString(),
    });
    expect(answer.messages).toHaveLength(1);
    expect(answer.messages[0]).toMatchObject({ number: messageReference });
    expect(answer.messages[0]!.href).toContain(`q=${messageReference}`);
    expect(answer).toMatchObject({ quotes: [], orders: [] });
  });

  it('works from the other side: the phone lead knows the first lead, not the number that only ends the same', async () => {
    const answer = await known(ids.samePhone!);
    expect(answer.leads.map((lead) => lead.id)).toEqual([ids.lead]);
    expect(answer.messages).toEqual([]);
  });

  it('is not known for a new address, nor for a phone number of five digits', async () => {
    expect(await known(ids.otherPerson!)).toEqual({ known: false, leads: [], messages: [], quotes: [], orders: [] });
    expect((await known(ids.longerNumber!)).known).toBe(false);
    expect((await known(ids.shortPhone!)).known).toBe(false);
  });

  it("lists a customer's earlier quote and order for a later lead, but not a lead's own quote and order", async () => {
    const later = await known(ids.customerLaterLead!);
    expect(later.leads.map((lead) => lead.id)).toEqual([customer.lead.id]);
    expect(later.quotes).toEqual([
      expect.objectContaining({ id: customer.quoteId, number: customer.number, href: `/admin/quote?id=${customer.quoteId}` }),
    ]);
    expect(later.orders).toEqual([expect.objectContaining({ id: orderId, status: 'pending', href: `/admin/orders/${orderId}` })]);

    const first = await known(customer.lead.id);
    expect(first.leads.map((lead) => lead.id)).toEqual([ids.customerLaterLead]);
    expect(first).toMatchObject({ quotes: [], orders: [] });
  });

  it('answers 404 for a lead that does not exist', async () => {
    expect((await test.call('GET', '/api/admin/leads/999999/known')).status).toBe(404);
  });
});
