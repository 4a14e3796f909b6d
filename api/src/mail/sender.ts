import type { Database } from '../db/client.ts';
import { claimNextMail, markFailed, markSent } from './outbox.ts';
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
  log?: (line: string) => void;
}

/**
 * The background loop that delivers the outbox. It runs beside request handling and never inside it:
 * a lead is answered as soon as it is committed, whatever the mail server does.
 */
export function startMailSender({ db, transport, from, intervalMs = 5_000, log = console.error }: MailSenderOptions): MailSender {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function sendDueMails() {
    for (let mail = await claimNextMail(db); mail && !stopped; mail = await claimNextMail(db)) {
      try {
        await transport.send({
          from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          reference: `${mail.createdAt.getTime()}-${mail.id}-${mail.topic}`,
        });
        await markSent(db, mail.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`[mail] Versuch ${mail.attempts} für Mail ${mail.id} (${mail.topic}) fehlgeschlagen: ${message}`);
        await markFailed(db, mail, message);
      }
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
