import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseForEachTest } from '../../../testing/fixtures.ts';
import { outbox } from '../db/schema.ts';
import { confirmationMailStatements, CONFIRMATIONS_PER_RECIPIENT_AND_DAY, countConfirmationMail } from './confirmation-cap.ts';

const test = testDatabaseForEachTest();

const mail = (recipient: string) => ({ topic: 'lead-confirmation', recipient, subject: 'Ihre Anfrage', textBody: 'Guten Tag,' });
const enqueue = (recipient: string, at: string) =>
  test.db.$client.batch(confirmationMailStatements(mail(recipient), new Date(at)), 'write');
const queued = async (recipient: string) => (await test.db.select().from(outbox).where(eq(outbox.recipient, recipient))).length;

describe('confirmation mails per recipient and day', () => {
  it('enqueues a few per Berlin day and the next ones from Berlin midnight on', async () => {
    // 23:59 and 00:01 in Berlin (UTC+1 in November): two days.
    for (let index = 0; index < 5; index += 1) await enqueue('nacht@example.de', '2026-11-24T22:59:00Z');
    expect(await queued('nacht@example.de')).toBe(CONFIRMATIONS_PER_RECIPIENT_AND_DAY);
    await enqueue('nacht@example.de', '2026-11-24T23:01:00Z');
    expect(await queued('nacht@example.de')).toBe(CONFIRMATIONS_PER_RECIPIENT_AND_DAY + 1);
  });

  it('counts an address however it is spelt, and each address on its own', async () => {
    for (const spelling of ['Gross@Example.de', 'gross@example.de ', 'GROSS@EXAMPLE.DE', 'gross@example.de']) {
      await enqueue(spelling, '2026-11-24T10:00:00Z');
    }
    expect((await test.db.select().from(outbox)).length).toBe(CONFIRMATIONS_PER_RECIPIENT_AND_DAY);
    await enqueue('klein@example.de', '2026-11-24T10:00:00Z');
    expect(await queued('klein@example.de')).toBe(1);
  });

  it('shares the count with a path that decides by it before it writes', async () => {
    await enqueue('geteilt@example.de', '2026-11-24T10:00:00Z');
    const answers = [];
    for (let index = 0; index < 3; index += 1)
      answers.push(await countConfirmationMail(test.db, 'geteilt@example.de', new Date('2026-11-24T11:00:00Z')));
    expect(answers).toEqual([true, true, false]);
  });

  it('reads nothing back in the batch of the record that causes the mail: the cap is decided in SQL', () => {
    // A statement returning rows costs about twice one that does not, on every quote request.
    const statements = confirmationMailStatements(mail('still@example.de'));
    expect(statements.filter((statement) => /\breturning\b/i.test(typeof statement === 'string' ? statement : statement.sql))).toEqual([]);
  });
});
