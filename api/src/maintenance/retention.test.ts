import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session.ts';
import { pendingEmailStatement } from '../auth/email-change.ts';
import { createResetToken } from '../auth/password-reset.ts';
import {
  catalogueChanges,
  contactMessages,
  emailChanges,
  idempotencyKeys,
  leads,
  outbox,
  passwordResetTokens,
  rateLimits,
  sessions,
  users,
} from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createTestUser } from '../testing/test-users.ts';
import { applyRetention } from './retention.ts';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

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

    expect(await applyRetention(test.db, now)).toEqual({
      pageViews: 0,
      funnelEvents: 0,
      visitSalts: 0,
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
    });
    expect((await test.db.select().from(catalogueChanges)).map((row) => row.label)).toEqual(['neun Jahre']);
    expect((await test.db.select().from(leads)).map((row) => row.reference)).toEqual(['A-NEU222']);
    expect((await test.db.select().from(outbox)).map((row) => row.textBody)).toEqual(['frisch', 'offen']);
    expect((await test.db.select().from(rateLimits)).map((row) => row.key)).toEqual(['neu']);
    expect(await test.db.select().from(passwordResetTokens)).toEqual([]);
    expect(await test.db.select().from(sessions)).toEqual([]);
    expect((await test.db.select().from(emailChanges)).map((row) => row.email)).toEqual(['offen@example.de']);
    expect((await test.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['funnel:neu']);
  });
});
