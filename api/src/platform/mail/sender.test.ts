import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testDatabaseForEachTest } from '../../../testing/fixtures.ts';
import { outbox } from '../db/schema.ts';
import { CLAIM_MS, claimDueMails, enqueueMail, MAX_ATTEMPTS, retryDelayMs } from './outbox.ts';
import { startMailSender } from './sender.ts';
import type { MailMessage, MailTransport } from './transport.ts';

const test = testDatabaseForEachTest();

function recordingTransport(failures = 0) {
  const sent: MailMessage[] = [];
  let failuresLeft = failures;
  const transport: MailTransport = {
    description: 'Test',
    concurrency: 1,
    async send(message) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('Verbindung abgelehnt');
      }
      sent.push(message);
    },
    close() {},
  };
  return { sent, transport };
}

const mail = (recipient: string) => ({ topic: 'test', recipient, subject: 'Betreff', textBody: 'Text' });
const rows = () => test.db.select().from(outbox).orderBy(outbox.id);

describe('mail sender', () => {
  it('sends every due mail once and marks it sent', async () => {
    await test.db.batch([enqueueMail(test.db, mail('a@example.de')), enqueueMail(test.db, mail('b@example.de'))]);
    const { sent, transport } = recordingTransport();
    const sender = startMailSender({ db: test.db, transport, from: 'info@example.de', intervalMs: 60_000 });
    await sender.drain();
    await sender.drain();
    expect(sent.map((message) => message.to).sort()).toEqual(['a@example.de', 'b@example.de']);
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    await sender.stop();
  });

  it('keeps a failed mail for a later attempt, with the error, and sends it when it is due', async () => {
    await enqueueMail(test.db, mail('c@example.de'));
    const { sent, transport } = recordingTransport(1);
    const log = vi.fn();
    const sender = startMailSender({ db: test.db, transport, from: 'info@example.de', intervalMs: 60_000, log });
    await sender.drain();
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Verbindung abgelehnt', lockedUntil: null });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Versuch 1 für Mail'));

    await test.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(outbox.id, failed!.id));
    await sender.drain();
    expect(sent).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    await sender.stop();
  });

  it('gives up after the last attempt and keeps the mail as failed', async () => {
    await enqueueMail(test.db, mail('d@example.de'));
    await test.db.update(outbox).set({ attempts: MAX_ATTEMPTS - 1 });
    const { transport } = recordingTransport(1);
    const sender = startMailSender({ db: test.db, transport, from: 'info@example.de', intervalMs: 60_000, log: () => {} });
    await sender.drain();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await sender.stop();
  });

  it('waits longer after each failure', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays[0]).toBe(30_000);
  });

  it('lets only one sender claim a mail until its claim runs out', async () => {
    await enqueueMail(test.db, mail('e@example.de'));
    const now = new Date();
    expect(await claimDueMails(test.db, 10, now)).toHaveLength(1);
    expect(await claimDueMails(test.db, 10, now)).toHaveLength(0);
    expect(await claimDueMails(test.db, 10, new Date(now.getTime() + CLAIM_MS + 1))).toHaveLength(1);
  });

  it('works a long outbox off in rounds, each taking the newest mail and the one waiting longest', async () => {
    await test.db.insert(outbox).values([1, 2, 3, 4, 5].map((n) => mail(`r${n}@example.de`)));
    const { sent, transport } = recordingTransport();
    const sender = startMailSender({ db: test.db, transport, from: 'info@example.de', intervalMs: 60_000, batchSize: 2, pauseMs: 1 });
    await sender.drain();
    expect(sent.map((message) => message.to)).toEqual([
      'r5@example.de',
      'r1@example.de',
      'r4@example.de',
      'r2@example.de',
      'r3@example.de',
    ]);
    expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
    await sender.stop();
  });

  it('takes a due retry after the mails that were due before it', async () => {
    const now = Date.now();
    await test.db.insert(outbox).values([1, 2, 3, 4, 5, 6].map((n) => mail(`q${n}@example.de`)));
    // q1 failed earlier and is due again now; q2 … q6 have been due for a minute.
    await test.db.update(outbox).set({ nextAttemptAt: new Date(now - 60_000) });
    await test.db
      .update(outbox)
      .set({ attempts: 1, nextAttemptAt: new Date(now - 1_000) })
      .where(eq(outbox.recipient, 'q1@example.de'));
    const first = await claimDueMails(test.db, 2, new Date(now));
    const second = await claimDueMails(test.db, 2, new Date(now));
    expect(first.map((row) => row.recipient)).toEqual(['q6@example.de', 'q2@example.de']);
    expect(second.map((row) => row.recipient)).toEqual(['q5@example.de', 'q3@example.de']);
  });

  it('gives mails back untouched when it stops in the middle of a round', async () => {
    await test.db.insert(outbox).values([1, 2, 3].map((n) => mail(`s${n}@example.de`)));
    // The transport stops the sender while it sends the first mail (it runs only after `sender` exists).
    const transport: MailTransport = {
      description: 'Test',
      concurrency: 1,
      async send() {
        void sender.stop();
      },
      close() {},
    };
    const sender = startMailSender({ db: test.db, transport, from: 'info@example.de', intervalMs: 60_000 });
    await sender.drain();
    expect((await rows()).map((row) => [row.status, row.attempts, row.lockedUntil])).toEqual([
      ['pending', 0, null],
      ['pending', 0, null],
      ['sent', 1, null],
    ]);
  });
});
