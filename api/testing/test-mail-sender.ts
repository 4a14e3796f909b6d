import type { Database } from '../src/platform/db/client.ts';
import { outbox } from '../src/platform/db/schema.ts';
import { startMailSender, type MailSender } from '../src/platform/mail/sender.ts';
import { createMailTransport } from '../src/platform/mail/transport.ts';

/**
 * The real outbox sender, delivering to a test SMTP server. Its interval is long enough that it only sends
 * when a test drains it, and it logs nothing, so a test sees exactly the mails it waits for.
 */
export function startTestMailSender(db: Database, smtpUrl: string): MailSender {
  return startMailSender({
    db,
    transport: createMailTransport({ smtpUrl, outboxDir: 'nicht-benutzt' }),
    from: 'Fensterwerk Nord <info@example.de>',
    intervalMs: 60_000,
    log: () => {},
  });
}

/** Sends every mail waiting in the outbox, as one run of the mail process would, and stops again. */
export async function deliverOutbox(db: Database, smtpUrl: string): Promise<void> {
  const sender = startTestMailSender(db, smtpUrl);
  await sender.drain();
  await sender.stop();
}

/** `count` plain mails waiting in the outbox, to `<recipientPrefix>-0@example.de` and on. */
export async function queueTestMails(db: Database, count: number, recipientPrefix: string): Promise<void> {
  await db.insert(outbox).values(
    Array.from({ length: count }, (_, index) => ({
      topic: 'test',
      recipient: `${recipientPrefix}-${index}@example.de`,
      subject: 'Betreff',
      textBody: 'Text',
    })),
  );
}
