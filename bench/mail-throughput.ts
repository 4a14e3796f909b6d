/**
 * The outbox against a real SMTP server on loopback: a backlog of mails is queued at once (a burst of
 * leads), and a second later, while the sender is busy with it, one fresh mail follows, as a new lead's confirmation would.
 * Prints mails per second over the whole run and how long the fresh mail waited.
 *
 * Alone: node bench/mail-throughput.ts [backlog]
 */
import { outbox } from '../api/src/platform/db/schema.ts';
import { enqueueMail } from '../api/src/platform/mail/outbox.ts';
import { startMailSender } from '../api/src/platform/mail/sender.ts';
import { createMailTransport } from '../api/src/platform/mail/transport.ts';
import { startTestSmtpServer } from '../api/testing/smtp-server.ts';
import { createTestDatabase } from '../api/testing/test-database.ts';

export interface MailThroughputResult {
  mails: number;
  seconds: number;
  mailsPerSecond: number;
  /** From enqueueing the fresh mail until the SMTP server accepted it. */
  freshLatencyMs: number;
  /** How many mails the server accepted before the fresh one, counted from its enqueueing. */
  mailsBeforeFresh: number;
  smtpConnections: number;
}

const FRESH_RECIPIENT = 'frisch@example.de';
const INSERT_CHUNK = 500;
/** The fresh mail comes once the sender has been busy for a while, at no particular point of a round. */
const FRESH_AFTER_MS = 1_000;

export async function measureMailThroughput({ backlog = 2_000 } = {}): Promise<MailThroughputResult> {
  const test = await createTestDatabase();
  const smtp = await startTestSmtpServer();
  try {
    for (let start = 0; start < backlog; start += INSERT_CHUNK) {
      const count = Math.min(INSERT_CHUNK, backlog - start);
      await test.db.insert(outbox).values(
        Array.from({ length: count }, (_, index) => ({
          topic: 'bench',
          recipient: `stau-${start + index}@example.de`,
          subject: 'Ihre Anfrage bei Fensterwerk Nord',
          textBody: `Guten Tag,\n\nvielen Dank für Ihre Anfrage Nr. ${start + index}.`,
        })),
      );
    }
    const sender = startMailSender({
      db: test.db,
      transport: createMailTransport({ smtpUrl: smtp.url, outboxDir: 'nicht-benutzt' }),
      from: 'Fensterwerk Nord <info@example.de>',
    });
    const started = performance.now();
    const drained = sender.drain();

    await new Promise((resolve) => setTimeout(resolve, FRESH_AFTER_MS));
    const receivedBeforeFresh = smtp.received.length;
    const freshQueued = performance.now();
    await enqueueMail(test.db, {
      topic: 'bench',
      recipient: FRESH_RECIPIENT,
      subject: 'Ihre Anfrage bei Fensterwerk Nord',
      textBody: 'Guten Tag,\n\nvielen Dank für Ihre Anfrage.',
    });
    sender.wake();
    const fresh = await smtp.waitForRecipient(FRESH_RECIPIENT);
    const freshLatencyMs = performance.now() - freshQueued;
    const mailsBeforeFresh = smtp.received.indexOf(fresh) - receivedBeforeFresh;

    await drained;
    const seconds = (performance.now() - started) / 1000;
    await sender.stop();
    return {
      mails: smtp.received.length,
      seconds: round(seconds, 2),
      mailsPerSecond: round(smtp.received.length / seconds, 0),
      freshLatencyMs: round(freshLatencyMs, 0),
      mailsBeforeFresh,
      smtpConnections: smtp.connections(),
    };
  } finally {
    await smtp.close();
    test.cleanup();
  }
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function printMailThroughput(result: MailThroughputResult) {
  console.table([
    {
      Mails: result.mails,
      Sekunden: result.seconds,
      'Mails/s': result.mailsPerSecond,
      'frische Mail wartete ms': result.freshLatencyMs,
      'Mails vor der frischen': result.mailsBeforeFresh,
      'SMTP-Verbindungen': result.smtpConnections,
    },
  ]);
}

if (import.meta.main) {
  const backlog = Number(process.argv[2] ?? 2_000);
  console.log(`Postausgang: ${backlog} Mails im Stau, eine frische dahinter, SMTP über Loopback`);
  printMailThroughput(await measureMailThroughput({ backlog }));
}
