import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../testing/smtp-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { queueTestMails, startTestMailSender } from '../../../testing/test-mail-sender.ts';

let test: TestDatabase;
let smtp: TestSmtpServer;
beforeEach(async () => {
  test = await createTestDatabase();
  smtp = await startTestSmtpServer();
});
afterEach(async () => {
  await smtp.close();
  test.cleanup();
});

const sender = () => startTestMailSender(test.db, smtp.url);

/** What a restarted process finds once the dead one's claims have run out (CLAIM_MS, shortened here). */
async function claimsRunOut() {
  await test.db
    .update(outbox)
    .set({ lockedUntil: new Date(0) })
    .where(eq(outbox.status, 'pending'));
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

const sentRows = async () => (await test.db.select().from(outbox).where(eq(outbox.status, 'sent'))).length;
const recipients = () => smtp.received.map((mail) => mail.to[0]!);
const repeated = (list: string[]) => list.filter((item, index) => list.indexOf(item) !== index);
const messageIdOf = (data: string) => /^Message-ID: (.+)$/im.exec(data)?.[1]?.trim();

describe('the outbox after a crash', () => {
  it('sends each mail once when the sending process is killed (kill -9) in the middle of a round', async () => {
    await queueTestMails(test.db, 20, 'absturz');
    // The server accepts 7 mails, then hangs: the round is still in flight when the process dies.
    smtp.holdAfter(7);
    const child = spawn(process.execPath, ['api/testing/outbox-sender-process.ts', test.url, smtp.url], { stdio: 'inherit' });
    const exited = once(child, 'exit');
    expect(await until(() => smtp.received.length >= 7, 8_000)).toBe(true);
    // Time to mark what was accepted, far more than it needs; a sender marking only at the end of its
    // round never gets there.
    await until(async () => (await sentRows()) >= 7, 1_500);
    child.kill('SIGKILL');
    await exited;

    await claimsRunOut();
    smtp.release();
    const restarted = sender();
    await restarted.drain();
    await restarted.stop();

    expect(repeated(recipients())).toEqual([]);
    expect(smtp.received).toHaveLength(20);
    expect(await sentRows()).toBe(20);
  });

  it('sends a mail that was delivered but could not be marked again with the same Message-ID', async () => {
    await queueTestMails(test.db, 1, 'absturz');
    const [row] = await test.db.select().from(outbox);
    // The database refuses the mark once (as a locked or full disk would).
    await test.db.run(
      sql.raw(`create trigger refuse_mark before update of status on outbox when new.status = 'sent'
        begin select raise(abort, 'Datenbank gesperrt'); end`),
    );
    const first = sender();
    await first.drain();
    await first.stop();
    await test.db.run(sql.raw('drop trigger refuse_mark'));
    await claimsRunOut();
    const second = sender();
    await second.drain();
    await second.stop();

    expect(smtp.received).toHaveLength(2);
    const ids = smtp.received.map((mail) => messageIdOf(mail.data));
    expect(ids[0]).toBe(`<outbox-${row!.id}-${row!.createdAt.getTime()}@example.de>`);
    expect(ids[1]).toBe(ids[0]);
    expect(await sentRows()).toBe(1);
  });
});
