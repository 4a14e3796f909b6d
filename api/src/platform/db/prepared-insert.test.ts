import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseForFile } from '../../../testing/fixtures.ts';
import { preparedInsert } from './prepared-insert.ts';
import { outbox } from './schema.ts';

const test = testDatabaseForFile();

describe('prepared insert', () => {
  it('writes rows that read back exactly as drizzle writes them: dates, nulls and numbers', async () => {
    const insert = preparedInsert(test.db, outbox);
    const when = new Date('2026-11-21T10:00:00.123Z');
    await test.db.$client.execute(
      insert({
        topic: 'probe',
        recipient: 'a@example.de',
        subject: 'Betreff',
        textBody: 'Text',
        replyTo: null,
        record: null,
        sentBy: null,
        attachments: null,
        status: 'pending',
        attempts: 2,
        nextAttemptAt: when,
        lockedUntil: null,
        lastError: null,
        createdAt: when,
        sentAt: null,
      }),
    );
    const [row] = await test.db.select().from(outbox).where(eq(outbox.topic, 'probe'));
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: when, createdAt: when, lockedUntil: null, sentAt: null, lastError: null });
  });

  it('writes several rows in one statement', async () => {
    const insert = preparedInsert(test.db, outbox, 2);
    const row = (topic: string) => ({
      topic,
      recipient: 'b@example.de',
      subject: 'S',
      textBody: 'T',
      replyTo: null,
      record: null,
      sentBy: null,
      attachments: null,
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: new Date(),
      lockedUntil: null,
      lastError: null,
      createdAt: new Date(),
      sentAt: null,
    });
    await test.db.$client.execute(insert(row('paar-1'), row('paar-2')));
    const topics = (await test.db.select({ topic: outbox.topic }).from(outbox)).map((entry) => entry.topic);
    expect(topics).toEqual(expect.arrayContaining(['paar-1', 'paar-2']));
    expect(() => insert(row('allein'))).toThrow(/2 Zeilen erwartet/);
  });

  it('refuses a row with a missing value instead of writing a wrong default', () => {
    const insert = preparedInsert(test.db, outbox);
    expect(() => insert({ topic: 'x' } as never)).toThrow(/Wert für „recipient“ fehlt/);
  });
});
