import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { leadHistory, orderHistory, orders, outbox, quotes, savedConfigurations } from '../../platform/db/schema.ts';
import { startMailSender } from '../../platform/mail/sender.ts';
import { createMailTransport } from '../../platform/mail/transport.ts';
import { quoteMessages } from './contract/quotes.ts';
import { startTestSmtpServer } from '../../../testing/smtp-server.ts';
import { createAdminTestApi } from '../../../testing/test-admin.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { berlinDay } from '../../shared/dates.ts';

const NOTIFY = 'team@example.de';
const test = adminTestApiForFile({ NOTIFY_EMAIL: NOTIFY });

const year = berlinDay(new Date()).slice(0, 4);
const accept = (token: string, id: number) => asCustomer(test, token, 'POST', `/api/customer/quotes/${id}/accept`, { termsAccepted: true });

describe('GET /api/customer/quotes', () => {
  it("lists the caller's sent quotes, not drafts, not other customers', without the back office's links", async () => {
    const mine = await sentQuote(test);
    const draft = await sentQuote(test, { send: false });
    await sentQuote(test);
    const { status, body } = await asCustomer(test, mine.token, 'GET', '/api/customer/quotes');
    expect(status).toBe(200);
    expect(body.map((quote: { id: number }) => quote.id)).toEqual([mine.quoteId]);
    // A consumer's quote: 2 × 595,00 + 236,81 = 1.426,81 € gross, USt. 227,81 € contained (ADR 076).
    expect(body[0]).toMatchObject({
      number: mine.number,
      status: 'sent',
      priceBasis: 'gross',
      totals: { net: 119_900, vat: 22_781, gross: 142_681 },
    });
    expect(body[0]).not.toHaveProperty('leadId');
    expect(body[0]).not.toHaveProperty('userId');
    expect((await asCustomer(test, draft.token, 'GET', '/api/customer/quotes')).body).toEqual([]);
  });

  it("answers 404 for another customer's quote and for a draft: read (PDF), accept, change request", async () => {
    const owner = await sentQuote(test);
    const draft = await sentQuote(test, { send: false });
    const stranger = await createTestUser(test.db);
    const notFound = { error: quoteMessages.quoteNotFound };
    for (const [token, id] of [
      [stranger.token, owner.quoteId],
      [draft.token, draft.quoteId],
    ] as const) {
      expect(await asCustomer(test, token, 'GET', `/api/customer/quotes/${id}/pdf`)).toEqual({ status: 404, body: notFound });
      expect(await accept(token, id)).toEqual({ status: 404, body: notFound });
      expect(await asCustomer(test, token, 'POST', `/api/customer/quotes/${id}/change-request`, { message: 'Anders' })).toEqual({
        status: 404,
        body: notFound,
      });
    }
    expect(await test.db.select().from(orders).where(eq(orders.quoteId, owner.quoteId))).toEqual([]);
  });

  it('downloads its own PDF', async () => {
    const { token, quoteId, number } = await sentQuote(test);
    const response = await test.request(`/api/customer/quotes/${quoteId}/pdf`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdfText(Buffer.from(await response.arrayBuffer()))).toContain(`Angebot ${number}`);
  });
});

describe('POST /api/customer/quotes/{id}/accept', () => {
  it('creates the pending order B-YYYY-NNNN, orders the configuration, records and mails it', async () => {
    const { token, quoteId, number, configuration, lead, user } = await sentQuote(test);
    const { status, body } = await accept(token, quoteId);
    expect(status).toBe(201);
    expect(body.quote).toMatchObject({ id: quoteId, status: 'accepted', acceptedAt: expect.any(String), orderId: body.order.id });
    expect(body.order).toMatchObject({
      order_number: expect.stringMatching(new RegExp(`^B-${year}-\\d{4}$`)),
      total: 142_681,
      status: 'pending',
    });
    const orderNumber = body.order.order_number as string;

    const listed = await asCustomer(test, token, 'GET', '/api/customer/orders');
    // The list adds the order's Abnahme (none yet, issue 37) to what the acceptance answered.
    expect(listed.body).toEqual([{ ...body.order, workAcceptance: null }]);
    const [stored] = await test.db.select().from(orders).where(eq(orders.id, body.order.id));
    expect(stored).toMatchObject({
      userId: user.id,
      quoteId,
      priceBasis: 'gross',
      vat: 22_781,
      net: 119_900,
      customerName: 'Erika Muster',
      customerEmail: user.email,
    });
    expect(stored!.lines).toHaveLength(2);
    const [after] = await test.db.select().from(savedConfigurations).where(eq(savedConfigurations.id, configuration.id));
    expect(after!.status).toBe('ordered');
    expect(await test.db.select().from(orderHistory).where(eq(orderHistory.orderId, stored!.id))).toEqual([
      expect.objectContaining({ status: 'pending', text: `Angebot ${number} angenommen` }),
    ]);
    const history = await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(history.map((entry) => entry.text)).toContain(`Angebot ${number} angenommen: Bestellung ${orderNumber}`);
    const mails = (await test.db.select().from(outbox)).filter(
      (mail) => mail.topic.startsWith('quote-accepted') && mail.textBody.includes(number),
    );
    expect(mails.map((mail) => [mail.topic, mail.recipient]).sort()).toEqual([
      ['quote-accepted-customer', user.email],
      ['quote-accepted-operator', NOTIFY],
    ]);
    for (const mail of mails) {
      expect(mail.subject).toContain(orderNumber);
      expect(mail.textBody).toContain(orderNumber);
    }
    // The office's copy opens the new order in the back office.
    const operatorMail = mails.find((mail) => mail.topic === 'quote-accepted-operator')!;
    expect(operatorMail.textBody).toMatch(
      new RegExp(`Die Bestellung im Backoffice öffnen: https?://[^/]+/admin/orders/${stored!.id}$`, 'm'),
    );
  });

  it('creates one order when the customer accepts twice at once, and refuses a later acceptance', async () => {
    const { token, quoteId } = await sentQuote(test);
    const answers = await Promise.all([accept(token, quoteId), accept(token, quoteId), accept(token, quoteId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ error: quoteMessages.alreadyAccepted });
    expect(await test.db.select().from(orders).where(eq(orders.quoteId, quoteId))).toHaveLength(1);
    expect(await accept(token, quoteId)).toEqual({ status: 409, body: { error: quoteMessages.alreadyAccepted } });
    const mails = (await test.db.select().from(outbox)).filter((mail) => mail.topic === 'quote-accepted-operator');
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(mails.length);
  });

  it('refuses an expired quote (valid until yesterday in Berlin) and accepts on its last day', async () => {
    const expired = await sentQuote(test);
    const yesterday = berlinDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
    await test.db.update(quotes).set({ validUntil: yesterday }).where(eq(quotes.id, expired.quoteId));
    expect(await accept(expired.token, expired.quoteId)).toEqual({ status: 409, body: { error: quoteMessages.expired } });
    expect(await test.db.select().from(orders).where(eq(orders.quoteId, expired.quoteId))).toEqual([]);

    const lastDay = await sentQuote(test);
    await test.db
      .update(quotes)
      .set({ validUntil: berlinDay(new Date()) })
      .where(eq(quotes.id, lastDay.quoteId));
    expect((await accept(lastDay.token, lastDay.quoteId)).status).toBe(201);
  });

  it('requires the terms to be confirmed', async () => {
    const { token, quoteId } = await sentQuote(test);
    const refused = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/accept`, { termsAccepted: false });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(quoteMessages.termsRequired);
  });

  it('numbers simultaneous orders of different quotes consecutively', async () => {
    const quotesToAccept = await Promise.all(Array.from({ length: 5 }, () => sentQuote(test)));
    const answers = await Promise.all(quotesToAccept.map((quote) => accept(quote.token, quote.quoteId)));
    const numbers = answers.map((answer) => Number((answer.body.order.order_number as string).slice(-4))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 5 }, (_, index) => numbers[0]! + index));
  });
});

describe('POST /api/customer/quotes/{id}/change-request', () => {
  it('puts the message into the lead history and the operator mailbox; the quote can no longer be accepted', async () => {
    const { token, quoteId, number, lead } = await sentQuote(test);
    const { status, body } = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/change-request`, {
      message: 'Bitte zusätzlich einen Rollladen anbieten.',
    });
    expect(status).toBe(200);
    expect(body.quote.status).toBe('changes_requested');
    const history = await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(history.map((entry) => entry.text)).toContain(
      `Änderungswunsch zu Angebot ${number}: Bitte zusätzlich einen Rollladen anbieten.`,
    );
    const [mail] = (await test.db.select().from(outbox)).filter(
      (row) => row.topic === 'quote-change-request' && row.subject.includes(number),
    );
    expect(mail).toMatchObject({ recipient: NOTIFY, textBody: expect.stringContaining('Rollladen') });
    expect(await accept(token, quoteId)).toEqual({ status: 409, body: { error: quoteMessages.changesAlreadyRequested } });
    const again = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/change-request`, { message: 'Noch etwas' });
    expect(again).toEqual({ status: 409, body: { error: quoteMessages.changesAlreadyRequested } });
    const empty = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/change-request`, { message: '  ' });
    expect(empty.status).toBe(400);
  });

  it('tells the loser of a race between acceptance and change request what the winner did', async () => {
    for (let round = 0; round < 4; round++) {
      const { token, quoteId } = await sentQuote(test);
      const changeRequest = asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/change-request`, { message: 'Doch anders' });
      const [changed, accepted] = await Promise.all([changeRequest, accept(token, quoteId)]);
      const [quote] = await test.db.select().from(quotes).where(eq(quotes.id, quoteId));
      if (quote!.status === 'accepted') {
        expect(accepted.status).toBe(201);
        expect(changed).toEqual({ status: 409, body: { error: quoteMessages.alreadyAccepted } });
      } else {
        expect(changed.status).toBe(200);
        expect(accepted).toEqual({ status: 409, body: { error: quoteMessages.changesAlreadyRequested } });
      }
    }
  });
});

describe('the mails over SMTP', () => {
  it('deliver the quote with its PDF attached, and the acceptance to the customer and the operator', async () => {
    const smtp = await startTestSmtpServer();
    const fresh = await createAdminTestApi({ NOTIFY_EMAIL: NOTIFY });
    const sender = startMailSender({
      db: fresh.db,
      transport: createMailTransport({ smtpUrl: smtp.url, outboxDir: 'nicht-benutzt' }),
      from: 'Fensterwerk Nord <info@example.de>',
      intervalMs: 60_000,
      log: () => {},
    });
    try {
      const { token, quoteId, number, user } = await sentQuote(fresh);
      await sender.drain();
      const quoteMail = smtp.received.find((mail) => mail.to.includes(user.email) && mail.data.includes('application/pdf'));
      expect(quoteMail, 'Angebotsmail mit PDF').toBeDefined();
      expect(quoteMail!.data).toContain(`filename=Angebot-${number}.pdf`);
      const attachment = quoteMail!.data.split(/Content-Disposition: attachment[^\n]*\n(?:[^\n]+\n)*?\r?\n/)[1]!.split('\n----')[0]!;
      const pdf = Buffer.from(attachment.replace(/\s+/g, ''), 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toContain(`Angebot ${number}`);

      expect((await asCustomer(fresh, token, 'POST', `/api/customer/quotes/${quoteId}/accept`, { termsAccepted: true })).status).toBe(201);
      await sender.drain();
      const recipients = smtp.received.filter((mail) => mail.data.includes(`B-${year}-0001`)).flatMap((mail) => mail.to);
      expect(recipients.sort()).toEqual([NOTIFY, user.email].sort());
    } finally {
      await sender.stop();
      await smtp.close();
      fresh.cleanup();
    }
  });
});
