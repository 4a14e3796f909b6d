import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { confirmedOrder } from '../../../testing/test-acceptance.ts';
import { inboundMails, outbox } from '../../platform/db/schema.ts';
import { parseInboundMail } from './parse-mail.ts';
import { storeInboundMail } from './store-mail.ts';

const test = adminTestApiForFile();

/** The customer's answer to the mail with `inReplyTo`, as a mail program writes it. */
const answer = (from: string, inReplyTo: string, id: string) =>
  Buffer.from(
    [
      `From: Kunde <${from}>`,
      'Subject: Re: Ihr Auftrag',
      `Message-ID: <${id}@kunde.example>`,
      `In-Reply-To: ${inReplyTo}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Wir sind erst ab dem 14. da.',
      '',
    ].join('\r\n'),
  );

describe("answers to an order's mails (ADR 083)", () => {
  it('land on that order: the status mail carries the order in its Message-ID', async () => {
    const { orderId } = await confirmedOrder(test);
    expect((await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'in_production', notifyCustomer: true })).status).toBe(
      200,
    );
    const [sent] = await test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'order-status'), eq(outbox.record, `order:${orderId}`)))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(sent).toBeDefined();
    // What the sender writes as the Message-ID of this row (platform/mail/sender.ts).
    const messageId = `<outbox-${sent!.id}-${sent!.createdAt.getTime()}.order-${orderId}@example.de>`;
    const deps = { db: test.db, notifyEmail: 'buero@example.de', siteUrl: 'http://localhost', wakeMailer: () => {} };
    const parsed = await parseInboundMail(answer('irgendwer@example.org', messageId, `antwort-${orderId}`));
    expect(await storeInboundMail(deps, parsed, { uidValidity: null, uid: null })).not.toBe('ignored');
    const [stored] = await test.db.select().from(inboundMails).where(eq(inboundMails.messageId, parsed.messageId));
    expect(stored).toMatchObject({ orderId });
  });
});
