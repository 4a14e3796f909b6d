import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../testing/smtp-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { queueTestMails } from '../../../testing/test-mail-sender.ts';
import { enqueueMail } from './outbox.ts';
import { startMailSender } from './sender.ts';
import { createMailTransport } from './transport.ts';

let test: TestDatabase;
let smtp: TestSmtpServer;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(async () => {
  await smtp.close();
  test.cleanup();
});

function sender({ db = test.db, claimMs, concurrency }: { db?: Database; claimMs?: number; concurrency?: number } = {}) {
  const transport = createMailTransport({ smtpUrl: smtp.url, outboxDir: 'nicht-benutzt' });
  return startMailSender({
    db,
    transport: { ...transport, concurrency: concurrency ?? transport.concurrency },
    from: 'info@example.de',
    intervalMs: 60_000,
    pauseMs: 1,
    ...(claimMs ? { claimMs } : {}),
    log: () => {},
  });
}

const recipients = () => smtp.received.map((mail) => mail.to[0]!);
const duplicates = (list: string[]) => list.filter((item, index) => list.indexOf(item) !== index);

describe('the outbox over SMTP with a backlog', () => {
  it('sends a fresh mail among the first few, and the whole backlog after it once', async () => {
    smtp = await startTestSmtpServer();
    await queueTestMails(test.db, 300, 'stau');
    await enqueueMail(test.db, { topic: 'test', recipient: 'frisch@example.de', subject: 'Betreff', textBody: 'Text' });

    const outboxSender = sender();
    await outboxSender.drain();
    await outboxSender.stop();

    expect(recipients().indexOf('frisch@example.de')).toBeLessThan(5);
    expect(smtp.received).toHaveLength(301);
    expect(duplicates(recipients())).toEqual([]);
  });

  it('sends a backlog over a few reused connections, not one per mail', async () => {
    smtp = await startTestSmtpServer();
    await queueTestMails(test.db, 300, 'stau');

    const outboxSender = sender();
    await outboxSender.drain();
    await outboxSender.stop();

    expect(smtp.received).toHaveLength(300);
    expect(smtp.connections()).toBeLessThanOrEqual(10);
  });

  it('never sends a mail twice when two processes send from the same database', async () => {
    smtp = await startTestSmtpServer();
    await queueTestMails(test.db, 300, 'stau');
    const otherProcessDb = await openDatabase({ url: test.url });
    const first = sender();
    const second = sender({ db: otherProcessDb });

    await Promise.all([first.drain(), second.drain()]);
    await Promise.all([first.stop(), second.stop()]);
    otherProcessDb.$client.close();

    expect(smtp.received).toHaveLength(300);
    expect(duplicates(recipients())).toEqual([]);
    const rows = await test.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('starts no mail so late that its claim could run out mid-send, also with a slow mail server', async () => {
    // 50 mails in a round over 2 connections at 60 ms each take 1.5 s, longer than the 1 s claim. The
    // second process starts once the first one's claim has run out: mails that the first one had still
    // to send would go out twice, unless it gives back what it did not start in the claim's first quarter.
    smtp = await startTestSmtpServer({ delayPerMailMs: 60 });
    await queueTestMails(test.db, 60, 'stau');
    const otherProcessDb = await openDatabase({ url: test.url });
    const first = sender({ claimMs: 1_000, concurrency: 2 });
    const second = sender({ db: otherProcessDb, claimMs: 1_000, concurrency: 2 });

    const secondStartsLate = new Promise((resolve) => setTimeout(resolve, 1_100)).then(() => second.drain());
    await Promise.all([first.drain(), secondStartsLate]);
    await Promise.all([first.stop(), second.stop()]);
    otherProcessDb.$client.close();

    expect(duplicates(recipients())).toEqual([]);
    expect(smtp.received).toHaveLength(60);
  });
});
