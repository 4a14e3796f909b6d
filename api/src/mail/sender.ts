import type { Database } from '../db/client.ts';
import { claimDueMails, markFailed, markSent } from './outbox.ts';
import type { MailTransport } from './transport.ts';

export interface MailSender {
  /** Something was enqueued: send it soon, without waiting for the next round. */
  wake(): void;
  /** Sends everything due now; resolves when the outbox has nothing due. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  /** How often to look for retries and for mails other processes enqueued. */
  intervalMs?: number;
  /** Mails claimed per round. */
  batchSize?: number;
  /** Rest between full rounds, so a burst of requests is answered before its mails go out. */
  pauseMs?: number;
  log?: (line: string) => void;
}

/**
 * The background loop that delivers the outbox. It runs beside request handling and never inside it:
 * a lead is answered as soon as it is committed, whatever the mail server does. Mails are claimed and
 * marked in rounds, and a busy outbox is worked off with short rests in between.
 */
export function startMailSender({
  db,
  transport,
  from,
  intervalMs = 5_000,
  batchSize = 25,
  pauseMs = 50,
  log = console.error,
}: MailSenderOptions): MailSender {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function sendRound(): Promise<number> {
    const mails = await claimDueMails(db, batchSize);
    const sent: number[] = [];
    for (const mail of mails) {
      if (stopped) break;
      try {
        await transport.send({
          from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          reference: `${mail.createdAt.getTime()}-${mail.id}-${mail.topic}`,
        });
        sent.push(mail.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`[mail] Versuch ${mail.attempts} für Mail ${mail.id} (${mail.topic}) fehlgeschlagen: ${message}`);
        await markFailed(db, mail, message);
      }
    }
    await markSent(db, sent);
    return mails.length;
  }

  async function sendDueMails() {
    while (!stopped && (await sendRound()) === batchSize) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sendDueMails();
        } catch (error) {
          log(`[mail] Postausgang nicht lesbar: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void drain(), intervalMs);
  timer.unref();

  return {
    wake: () => void drain(),
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
