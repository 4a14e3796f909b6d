import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leads, outbox, users, type UserRole } from '../../platform/db/schema.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { mailHeader, mailText, startTestSmtpServer, type TestSmtpServer } from '../../../testing/smtp-server.ts';
import { deliverOutbox } from '../../../testing/test-mail-sender.ts';
import { assignmentMessages } from './contract/assignment.ts';

const OFFICE = 'buero-adresse@example.de';

let test: AdminTestApi;
let smtp: TestSmtpServer;
let adminId: number;
beforeAll(async () => {
  test = await createAdminTestApi({ NOTIFY_EMAIL: OFFICE });
  smtp = await startTestSmtpServer();
  adminId = (await test.db.select().from(users).where(eq(users.username, test.adminName)))[0]!.id;
});
afterAll(async () => {
  await smtp.close();
  test.cleanup();
});
afterEach(async () => {
  // Each test starts without a default person and with only the mails it causes.
  await test.call('PUT', '/api/admin/settings/assignment', { defaultAssigneeId: null });
  await deliverOutbox(test.db, smtp.url);
  smtp.received.length = 0;
});

/** A person in the office with a name of their own (and an address to find their mails by). */
async function staff(role: UserRole, firstName: string, lastName: string) {
  const { user, token } = await createTestUser(test.db, { role });
  await test.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return { id: user.id, email: user.email, username: user.username, token, name: `${firstName} ${lastName}` };
}

async function deactivate(id: number) {
  await test.db.update(users).set({ active: false }).where(eq(users.id, id));
}

async function newLeadId() {
  const [lead] = await insertLeads(test.db, [leadValues()]);
  return lead!.id;
}

/** A lead through the funnel, the path every request takes (leads/store-lead.ts); its stored row. */
async function submittedLead(email: string) {
  const response = await test.request('/api/funnel/submit', {
    method: 'POST',
    json: { projektart: 'neubau', produkt_dachfenster: true, datenschutz: true, vorname: 'Nina', nachname: 'Neu', email },
  });
  expect(response.status).toBe(201);
  const [lead] = await test.db.select().from(leads).where(eq(leads.email, email));
  return lead!;
}

const notificationsOf = (reference: string) =>
  smtp.received.filter((mail) => mailHeader(mail, 'Subject')?.startsWith(`Neue Angebotsanfrage ${reference}`));

describe("a new lead's person and notification", () => {
  // In this order: the office address only while nobody is in Vertrieb.
  it('goes to the office address while nobody is in Vertrieb, and stays unassigned', async () => {
    const lead = await submittedLead('allein@example.de');
    expect(lead.assignedTo).toBeNull();
    await deliverOutbox(test.db, smtp.url);
    expect(notificationsOf(lead.reference).map((mail) => mail.to)).toEqual([[OFFICE]]);
  });

  it('goes to each active Vertrieb person when no default person is set', async () => {
    const [ulla, udo, gone] = [
      await staff('vertrieb', 'Ulla', 'Umsatz'),
      await staff('vertrieb', 'Udo', 'Umsatz'),
      await staff('vertrieb', 'Ida', 'Inaktiv'),
    ];
    await deactivate(gone.id);
    await staff('buero', 'Bernd', 'Büro');
    const lead = await submittedLead('an-alle@example.de');
    expect(lead.assignedTo).toBeNull();
    await deliverOutbox(test.db, smtp.url);
    const mails = notificationsOf(lead.reference);
    const recipients = mails.map((mail) => mail.to[0]).sort();
    // Everyone active in Vertrieb (the earlier tests' people included), nobody else.
    const sales = await test.db.select().from(users).where(eq(users.role, 'vertrieb'));
    expect(recipients).toEqual(
      sales
        .filter((person) => person.active)
        .map((person) => person.email)
        .sort(),
    );
    expect(recipients).toEqual(expect.arrayContaining([ulla.email, udo.email]));
    expect(recipients).not.toContain(gone.email);
    expect(recipients).not.toContain(OFFICE);
    // Reply-To and the link as before.
    expect(mailHeader(mails[0]!, 'Reply-To')).toBe('an-alle@example.de');
    expect(mailText(mails[0]!)).toContain(`Anfrage öffnen: ${test.config.PUBLIC_SITE_URL}/admin/leads/${lead.reference}`);
  });

  it('is assigned to the default person and mailed only to them; a deactivated default falls back to Vertrieb', async () => {
    const dana = await staff('vertrieb', 'Dana', 'Default');
    const saved = await test.call('PUT', '/api/admin/settings/assignment', { defaultAssigneeId: dana.id });
    expect(saved.status).toBe(200);
    expect((await test.call('GET', '/api/admin/settings/assignment')).body).toEqual({ defaultAssigneeId: dana.id });

    const lead = await submittedLead('an-dana@example.de');
    expect(lead.assignedTo).toBe(dana.id);
    await deliverOutbox(test.db, smtp.url);
    expect(notificationsOf(lead.reference).map((mail) => mail.to)).toEqual([[dana.email]]);
    expect((await test.call('GET', `/api/admin/leads/${lead.id}`)).body.assignee).toEqual({ id: dana.id, name: 'Dana Default' });

    await deactivate(dana.id);
    const later = await submittedLead('nach-dana@example.de');
    expect(later.assignedTo).toBeNull();
    await deliverOutbox(test.db, smtp.url);
    expect(notificationsOf(later.reference).map((mail) => mail.to[0])).not.toContain(dana.email);
    expect(notificationsOf(later.reference).length).toBeGreaterThan(0);
  });

  it('refuses a default person who may not work on leads', async () => {
    const kai = await staff('katalog', 'Kai', 'Keinlead');
    const refused = await test.call('PUT', '/api/admin/settings/assignment', { defaultAssigneeId: kai.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(assignmentMessages.defaultAssignee);
    expect((await test.call('GET', '/api/admin/settings/assignment')).body).toEqual({ defaultAssigneeId: null });
  });
});

describe('assigning leads, quotes and orders', () => {
  it('assigns a lead and takes it away again, each with a line in its history by the acting person', async () => {
    const vera = await staff('vertrieb', 'Vera', 'Vertrieb');
    const id = await newLeadId();

    const assigned = await test.call('PUT', `/api/admin/leads/${id}/assignee`, { userId: vera.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toEqual({ id, assignee: { id: vera.id, name: 'Vera Vertrieb' } });
    expect((await test.call('GET', `/api/admin/leads/${id}`)).body.assignee).toEqual({ id: vera.id, name: 'Vera Vertrieb' });

    const removed = await test.call('PUT', `/api/admin/leads/${id}/assignee`, { userId: null });
    expect(removed.body).toEqual({ id, assignee: null });
    const lead = (await test.call('GET', `/api/admin/leads/${id}`)).body;
    expect(lead.assignee).toBeNull();
    const lines = lead.history.filter((entry: { kind: string }) => entry.kind === 'assigned');
    expect(lines.map((entry: { text: string; by: string }) => [entry.text, entry.by])).toEqual([
      ['Zugewiesen an Vera Vertrieb', test.adminName],
      ['Zuweisung aufgehoben', test.adminName],
    ]);
  });

  it('refuses a Katalog person for a lead, a Vertrieb person for an order, and anyone deactivated, in German', async () => {
    const kai = await staff('katalog', 'Kai', 'Katalog');
    const id = await newLeadId();
    const refused = await test.call('PUT', `/api/admin/leads/${id}/assignee`, { userId: kai.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(assignmentMessages.notAllowed('Kai Katalog', 'Anfragen'));

    const gone = await staff('vertrieb', 'Gerd', 'Gegangen');
    await deactivate(gone.id);
    const inactive = await test.call('PUT', `/api/admin/leads/${id}/assignee`, { userId: gone.id });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error).toBe(assignmentMessages.inactive);

    const customer = await createTestUser(test.db);
    expect((await test.call('PUT', `/api/admin/leads/${id}/assignee`, { userId: customer.user.id })).body.error).toBe(
      assignmentMessages.notStaff,
    );
    expect(
      (await test.call('GET', `/api/admin/leads/${id}`)).body.history.some((entry: { kind: string }) => entry.kind === 'assigned'),
    ).toBe(false);

    const quote = await sentQuote(test);
    const { body: accepted } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, {
      termsAccepted: true,
    });
    const vera = await staff('vertrieb', 'Vera', 'Auftraglos');
    const order = await test.call('PUT', `/api/admin/orders/${accepted.order.id}/assignee`, { userId: vera.id });
    expect(order.status).toBe(400);
    expect(order.body.error).toBe(assignmentMessages.notAllowed('Vera Auftraglos', 'Aufträge'));
    const bea = await staff('buero', 'Bea', 'Büro');
    expect((await test.call('PUT', `/api/admin/orders/${accepted.order.id}/assignee`, { userId: bea.id })).body.assignee).toEqual({
      id: bea.id,
      name: 'Bea Büro',
    });
    expect((await test.call('GET', `/api/admin/orders/${accepted.order.id}`)).body.assignee).toEqual({ id: bea.id, name: 'Bea Büro' });
  });

  it('lists with assigned=me only the signed-in person’s leads, quotes and orders, with assigned=none only nobody’s', async () => {
    const other = await staff('vertrieb', 'Olga', 'Other');
    const [mine, theirs, nobodys] = await Promise.all([newLeadId(), newLeadId(), newLeadId()]);
    await test.call('PUT', `/api/admin/leads/${mine}/assignee`, { userId: adminId });
    await test.call('PUT', `/api/admin/leads/${theirs}/assignee`, { userId: other.id });

    const me = (await test.call('GET', '/api/admin/dashboard?assigned=me&pageSize=100')).body.leads;
    expect(me.leads.map((lead: { id: number }) => lead.id)).toEqual([mine]);
    expect(me.leads[0].assignee).toEqual({ id: adminId, name: 'Erika Muster' });
    const none = (await test.call('GET', '/api/admin/dashboard?assigned=none&pageSize=100')).body.leads.leads.map(
      (lead: { id: number }) => lead.id,
    );
    expect(none).toContain(nobodys);
    expect(none).not.toContain(mine);
    expect(none).not.toContain(theirs);
    expect((await test.call('GET', '/api/admin/dashboard?assigned=jemand')).status).toBe(400);

    // The other person sees theirs under "Mir zugewiesen", not the owner's.
    const asOther = await test.request('/api/admin/dashboard?assigned=me', { headers: { Authorization: `Bearer ${other.token}` } });
    expect(((await asOther.json()) as { leads: { leads: { id: number }[] } }).leads.leads.map((lead) => lead.id)).toEqual([theirs]);

    const quote = await sentQuote(test, { send: false });
    const otherQuote = await sentQuote(test, { send: false });
    await test.call('PUT', `/api/admin/quotes/${quote.quoteId}/assignee`, { userId: adminId });
    const quotes = (await test.call('GET', '/api/admin/quotes?assigned=me')).body.quotes;
    expect(quotes.map((row: { id: number }) => row.id)).toEqual([quote.quoteId]);
    expect(quotes[0].assignee).toEqual({ id: adminId, name: 'Erika Muster' });
    expect((await test.call('GET', '/api/admin/quotes?assigned=none')).body.quotes.map((row: { id: number }) => row.id)).toContain(
      otherQuote.quoteId,
    );

    const sent = await sentQuote(test);
    const { body: accepted } = await asCustomer(test, sent.token, 'POST', `/api/customer/quotes/${sent.quoteId}/accept`, {
      termsAccepted: true,
    });
    expect((await test.call('GET', '/api/admin/orders?assigned=me')).body.orders).toEqual([]);
    await test.call('PUT', `/api/admin/orders/${accepted.order.id}/assignee`, { userId: adminId });
    expect((await test.call('GET', '/api/admin/orders?assigned=me')).body.orders.map((row: { id: number }) => row.id)).toEqual([
      accepted.order.id,
    ]);
  });

  it('mails the person a colleague gave a record to, with its link, but nobody when someone takes it themselves', async () => {
    const vera = await staff('vertrieb', 'Vera', 'Verkauf');
    const id = await newLeadId();
    const [lead] = await test.db.select().from(leads).where(eq(leads.id, id));

    await test.call('PUT', `/api/admin/leads/${id}/assignee`, { userId: vera.id });
    // Taking it oneself: a history line, no mail.
    await test.call('PUT', `/api/admin/leads/${id}/assignee`, { userId: adminId });
    const asVera = await test.request(`/api/admin/leads/${id}/assignee`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${vera.token}` },
      json: { userId: vera.id },
    });
    expect(asVera.status).toBe(200);
    await deliverOutbox(test.db, smtp.url);

    const assignmentMails = smtp.received.filter((mail) => mailHeader(mail, 'Subject')?.startsWith('Ihnen zugewiesen'));
    expect(assignmentMails.map((mail) => mail.to)).toEqual([[vera.email]]);
    expect(mailHeader(assignmentMails[0]!, 'Subject')).toBe(`Ihnen zugewiesen: Anfrage ${lead!.reference}`);
    expect(mailText(assignmentMails[0]!)).toContain(`${test.config.PUBLIC_SITE_URL}/admin/leads/${id}`);
    expect(mailText(assignmentMails[0]!)).toContain('Erika Muster hat Ihnen Anfrage');
    const [row] = await test.db.select().from(outbox).where(eq(outbox.topic, 'assignment'));
    expect(row!.sentBy).toBe(test.adminName);
  });
  it('lists the active staff for the pickers, by name', async () => {
    const { body } = await test.call('GET', '/api/admin/staff');
    const names = body.staff.map((person: { name: string }) => person.name);
    expect(names).toContain('Vera Vertrieb');
    expect(names).not.toContain('Gerd Gegangen');
    expect(body.staff.every((person: { role: string }) => ['admin', 'vertrieb', 'buero', 'katalog'].includes(person.role))).toBe(true);
  });
});
