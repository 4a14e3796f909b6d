import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../platform/db/schema.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';

// Issue 21, item 4: whatever someone in the office does is recorded under their username, shown with
// their name, and a mail they send is signed with their name and records them as its sender.

let test: AdminTestApi;
beforeAll(async () => {
  test = await createAdminTestApi();
  await test.db.update(users).set({ firstName: 'Anna', lastName: 'Berger' }).where(eq(users.username, test.adminName));
});
afterAll(() => test.cleanup());

const newestMail = async (topic: string) =>
  (await test.db.select().from(outbox).where(eq(outbox.topic, topic)).orderBy(desc(outbox.id)).limit(1))[0]!;

describe('accountability in the back office', () => {
  it('a reply is signed with the writer’s name, records its sender, and the timeline names the person', async () => {
    const [lead] = await insertLeads(test.db, [leadValues()]);
    const sent = await test.call('POST', `/api/admin/leads/${lead!.id}/reply`, { subject: 'Rückfrage', text: 'Welche Farbe?' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ by: test.adminName, byName: 'Anna Berger' });

    const mail = await newestMail('lead-reply');
    expect(mail.sentBy).toBe(test.adminName);
    expect(mail.textBody).toContain('Mit freundlichen Grüßen\nAnna Berger\n');
    expect(mail.textBody).not.toContain('Ihr Team von');

    const detail = await test.call('GET', `/api/admin/leads/${lead!.id}`);
    const reply = detail.body.history.find((entry: { kind: string }) => entry.kind === 'reply');
    expect(reply).toMatchObject({ by: test.adminName, byName: 'Anna Berger' });
    // The arrival is the site's own entry: no person behind it.
    expect(detail.body.history[0]).toMatchObject({ kind: 'created' });
    expect(detail.body.history[0].byName ?? null).toBeNull();
  });

  it('a sent quote and an order’s status mail name their sender; the order’s history names the person', async () => {
    const quote = await sentQuote(test);
    const quoteMail = await newestMail('quote-sent');
    expect(quoteMail.sentBy).toBe(test.adminName);
    expect(quoteMail.textBody).toContain('Anna Berger');

    const accepted = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
    const orderId = accepted.body.order.id as number;
    expect((await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'confirmed', notifyCustomer: true })).status).toBe(200);
    const statusMail = await newestMail('order-status');
    expect(statusMail.sentBy).toBe(test.adminName);
    expect(statusMail.textBody).toContain('Mit freundlichen Grüßen\nAnna Berger\n');

    const order = await test.call('GET', `/api/admin/orders/${orderId}`);
    expect(order.body.history.at(-1)).toMatchObject({ by: test.adminName, byName: 'Anna Berger', status: 'confirmed' });
  });

  it('the catalogue’s change log names the person', async () => {
    const created = await test.call('POST', '/api/admin/product-lines', { name: 'Verantwortungslinie' });
    expect(created.status).toBe(201);
    const log = await test.call('GET', '/api/admin/change-log?q=Verantwortungslinie');
    expect(log.body.entries[0]).toMatchObject({ by: test.adminName, byName: 'Anna Berger' });
  });

  it('an invitation says who invited, and records them as the sender', async () => {
    const invited = await test.call('POST', '/api/admin/team/invitations', { email: 'neu.im.team@example.de', role: 'vertrieb' });
    expect(invited.status).toBe(201);
    const mail = await newestMail('team-invitation');
    expect(mail.sentBy).toBe(test.adminName);
    expect(mail.textBody).toContain('Anna Berger hat Sie in das Team');
  });

  it('the site’s own mails have no sender from the office', async () => {
    const submitted = await test.request('/api/funnel/submit', {
      method: 'POST',
      json: {
        projektart: 'neubau',
        produkt_dachfenster: true,
        datenschutz: true,
        vorname: 'Kim',
        nachname: 'Selbst',
        email: 'selbst@example.de',
      },
    });
    expect(submitted.status).toBe(201);
    const own = await test.db
      .select({ sentBy: outbox.sentBy, textBody: outbox.textBody })
      .from(outbox)
      .where(eq(outbox.recipient, 'selbst@example.de'));
    expect(own.length).toBeGreaterThan(0);
    for (const mail of own) {
      expect(mail.sentBy).toBeNull();
      expect(mail.textBody).toContain('Ihr Team von');
    }
  });
});
