import { lt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testDatabaseForEachTest } from '../../../testing/fixtures.ts';
import { isKnownLoginAddress, rememberLoginAddress } from '../../features/accounts/known-login-addresses.ts';
import { createSession } from '../../features/accounts/session.ts';
import { pendingEmailStatement } from '../../features/accounts/email-change.ts';
import { createResetToken } from '../../features/accounts/password-reset.ts';
import {
  catalogueChanges,
  contactMessages,
  emailChanges,
  idempotencyKeys,
  inboundMails,
  knownLoginAddresses,
  leads,
  orderHistory,
  orders,
  outbox,
  passwordResetTokens,
  quotes,
  rateLimits,
  sessions,
  users,
} from '../db/schema.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { quoteValues } from '../../../testing/test-quotes.ts';
import { applyRetention, businessRecordsBefore, startRetention } from './retention.ts';
import { retentionJobs } from '../../retention-jobs.ts';

const test = testDatabaseForEachTest();

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2029-06-01T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

function lead(reference: string, createdAt: Date) {
  return {
    reference,
    vorname: 'A',
    nachname: 'B',
    email: 'a@example.de',
    projektart: 'neubau' as const,
    produkte: ['fenster' as const],
    dimensions: [],
    utmParams: {},
    privacyConsentAt: createdAt,
    privacyConsentVersion: '1',
    createdAt,
  };
}

describe('retention', () => {
  it('deletes enquiries after three years, sent mails after seven days, stale counters, sessions, links and answers kept for retries', async () => {
    const { user } = await createTestUser(test.db);
    await test.db.insert(leads).values([lead('A-ALT111', ago(3 * 365 + 1)), lead('A-NEU222', ago(3 * 365 - 1))]);
    await test.db.insert(contactMessages).values({
      reference: 'K-ALT111',
      salutation: 'frau',
      email: 'a@example.de',
      subject: 'fenster',
      message: 'alt',
      privacyConsentAt: ago(1200),
      privacyConsentVersion: '1',
      createdAt: ago(1200),
    });
    await test.db.insert(outbox).values([
      { topic: 't', recipient: 'r', subject: 's', textBody: 'alt', status: 'sent', sentAt: ago(8) },
      { topic: 't', recipient: 'r', subject: 's', textBody: 'frisch', status: 'sent', sentAt: ago(6) },
      { topic: 't', recipient: 'r', subject: 's', textBody: 'offen', status: 'pending' },
    ]);
    await test.db.insert(rateLimits).values([
      { key: 'alt', windowStart: ago(2).getTime(), count: 3 },
      { key: 'neu', windowStart: now.getTime(), count: 1 },
    ]);
    await test.db.insert(idempotencyKeys).values([
      { key: 'funnel:alt', status: 201, body: '{}', createdAt: ago(1.1) },
      { key: 'funnel:neu', status: 201, body: '{}', createdAt: ago(0.9) },
    ]);
    await createSession(test.db, user, ago(31));
    await rememberLoginAddress(test.db, user.id, '192.0.2.1', ago(181));
    await rememberLoginAddress(test.db, user.id, '192.0.2.2', ago(179));
    await createResetToken(test.db, user.id, ago(3));
    const [other] = await test.db
      .insert(users)
      .values({ username: 'ohne-sitzung', email: 'ohne-sitzung@example.de', passwordHash: 'x' })
      .returning();
    await pendingEmailStatement(test.db, user.id, 'abgelaufen@example.de', ago(2)).statement;
    await pendingEmailStatement(test.db, other!.id, 'offen@example.de', now).statement;

    const change = { by: 'admin', entity: 'product' as const, entityId: 1, action: 'updated' as const, label: 'Fenster', changes: {} };
    await test.db.insert(catalogueChanges).values([
      { ...change, label: 'elf Jahre', at: ago(11 * 365) },
      { ...change, label: 'neun Jahre', at: ago(9 * 365) },
    ]);

    expect(await applyRetention(test.db, retentionJobs, now)).toEqual({
      pageViews: 0,
      funnelEvents: 0,
      visitSalts: 0,
      visitAllowances: 0,
      rateCounters: 1,
      idempotencyKeys: 1,
      expiredSessions: 2,
      resetLinks: 1,
      sentMails: 1,
      leads: 1,
      contactMessages: 1,
      newsletterLeftovers: 0,
      emailChangeLinks: 1,
      catalogueChanges: 1,
      orders: 0,
      quotes: 0,
      knownLoginAddresses: 1,
      inboundMails: 0,
    });
    expect(await isKnownLoginAddress(test.db, user.id, '192.0.2.2', now)).toBe(true);
    expect(await test.db.select().from(knownLoginAddresses)).toHaveLength(1);
    expect((await test.db.select().from(catalogueChanges)).map((row) => row.label)).toEqual(['neun Jahre']);
    expect((await test.db.select().from(leads)).map((row) => row.reference)).toEqual(['A-NEU222']);
    expect((await test.db.select().from(outbox)).map((row) => row.textBody)).toEqual(['frisch', 'offen']);
    expect((await test.db.select().from(rateLimits)).map((row) => row.key)).toEqual(['neu']);
    expect(await test.db.select().from(passwordResetTokens)).toEqual([]);
    expect(await test.db.select().from(sessions)).toEqual([]);
    expect((await test.db.select().from(emailChanges)).map((row) => row.email)).toEqual(['offen@example.de']);
    expect((await test.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['funnel:neu']);
  });

  it('keeps quotes and orders ten years from the end of their year, also when their lead goes after three', async () => {
    const { user } = await createTestUser(test.db);
    const [oldLead] = await test.db
      .insert(leads)
      .values(lead('A-ALT333', ago(4 * 365)))
      .returning();
    const quote = (number: string, createdAt: Date, leadId: number | null = null) =>
      quoteValues({ number, leadId, leadReference: 'A-ALT333', validUntil: '2020-01-31', createdAt });
    // now is 2029-06-01: what was made in 2019 is kept until the end of 2029, what was made in 2018 goes.
    const nineYears = new Date('2019-01-02T12:00:00Z');
    const elevenYears = new Date('2018-12-30T12:00:00Z');
    expect(businessRecordsBefore(now).toISOString()).toBe('2018-12-31T23:00:00.000Z');
    const [kept, gone, ofLead] = await test.db
      .insert(quotes)
      .values([quote('AN-2019-0001', nineYears), quote('AN-2018-0001', elevenYears), quote('AN-2025-0001', ago(4 * 365), oldLead!.id)])
      .returning();
    const [keptOrder, goneOrder] = await test.db
      .insert(orders)
      .values([
        { userId: user.id, orderNumber: 'B-2019-0001', totalPrice: 119_00, quoteId: kept!.id, createdAt: nineYears },
        { userId: user.id, orderNumber: 'B-2018-0001', totalPrice: 119_00, quoteId: gone!.id, createdAt: elevenYears },
      ])
      .returning();
    await test.db.insert(orderHistory).values([
      { orderId: keptOrder!.id, by: 'admin', status: 'pending', text: 'neun Jahre' },
      { orderId: goneOrder!.id, by: 'admin', status: 'pending', text: 'elf Jahre' },
    ]);
    // Answers read from the mailbox go with their record (ADR 083): with the old lead, with the quote and
    // order of 2018; the one on the quote whose lead went stays with it.
    const answer = (messageId: string, on: { leadId?: number; quoteId?: number; orderId?: number }) => ({
      messageId,
      fromAddress: 'a@example.de',
      match: 'contact' as const,
      receivedAt: ago(4 * 365),
      ...on,
    });
    await test.db
      .insert(inboundMails)
      .values([
        answer('<lead@x>', { leadId: oldLead!.id }),
        answer('<gone@x>', { quoteId: gone!.id, orderId: goneOrder!.id }),
        answer('<kept@x>', { leadId: oldLead!.id, quoteId: ofLead!.id }),
      ]);

    const result = await applyRetention(test.db, retentionJobs, now);

    expect(result).toMatchObject({ leads: 1, orders: 1, quotes: 1, inboundMails: 2 });
    expect((await test.db.select().from(inboundMails)).map((row) => [row.messageId, row.quoteId])).toEqual([['<kept@x>', ofLead!.id]]);
    expect((await test.db.select().from(orders)).map((row) => row.orderNumber)).toEqual(['B-2019-0001']);
    expect((await test.db.select().from(orderHistory)).map((row) => row.text)).toEqual(['neun Jahre']);
    const left = await test.db.select().from(quotes);
    expect(left.map((row) => [row.number, row.leadId])).toEqual([
      ['AN-2019-0001', null],
      ['AN-2025-0001', null],
    ]);
    expect(left[1]).toMatchObject({ id: ofLead!.id, customerName: 'Erika Muster', leadReference: 'A-ALT333' });
  });

  it("runs the features' jobs it is handed: the rollup before the deletions, the upkeep after them in order, stopping at a failure", async () => {
    const calls: string[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = startRetention(test.db, '/uploads', {
      rollUp: async (db) => {
        calls.push(`rollUp ${db === test.db}`);
        return null;
      },
      forgottenLoginAddresses: (at) => {
        calls.push(`logins ${at instanceof Date}`);
        return lt(knownLoginAddresses.lastLoginAt, at);
      },
      afterwards: [
        async (db, uploadDir) => {
          calls.push(`first ${db === test.db} ${uploadDir}`);
        },
        async () => {
          calls.push('second');
          throw new Error('Ordner nicht lesbar');
        },
        async () => {
          calls.push('third');
        },
      ],
    });
    try {
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('[wartung] Aufbewahrungsfristen nicht angewendet:', expect.any(Error)));
      expect(calls).toEqual(['rollUp true', 'logins true', 'first true /uploads', 'second']);
    } finally {
      stop();
      logged.mockRestore();
    }
  });
});
