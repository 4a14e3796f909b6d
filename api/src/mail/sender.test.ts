import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { claimDueMails, enqueueMail, MAX_ATTEMPTS, retryDelayMs } from './outbox.ts';
import { startMailSender } from './sender.ts';
import type { MailMessage, MailTransport } from './transport.ts';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

function recordingTransport(failures = 0) {
  const sent: MailMessage[] = [];
  let failuresLeft = failures;
  const transport: MailTransport = {
    description: 'Test',
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
    expect(sent.map((message) => message.to)).toEqual(['a@example.de', 'b@example.de']);
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

    await test.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1) }).where(eq(outbox.id, failed!.id));
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
    expect(await claimDueMails(test.db, 10, new Date(now.getTime() + 61_000))).toHaveLength(1);
  });

  it('works a long outbox off in rounds', async () => {
    await test.db.batch([enqueueMail(test.db, mail('r1@example.de')), enqueueMail(test.db, mail('r2@example.de')), enqueueMail(test.db, mail('r3@example.de'))]);
    const { sent, transport } = recordingTransport();
    const sender = startMailSender({ db: test.db, transport, from: 'info@example.de', intervalMs: 60_000, batchSize: 2, pauseMs: 1 });
    await sender.drain();
    expect(sent.map((message) => message.to)).toEqual(['r1@example.de', 'r2@example.de', 'r3@example.de']);
    expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
    await sender.stop();
  });
});
