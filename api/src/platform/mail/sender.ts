import type { Database } from '../db/client.ts';
import { CLAIM_MS, claimDueMails, mailReference, markFailed, markSent, releaseClaims, type OutboxRow } from './outbox.ts';
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
  /**
   * The sender: fixed (MAIL_FROM), or asked before each round that has mail, so a change of the company's
   * name or address applies to the next mail without a restart (ADR 050).
   */
  from: string | (() => Promise<string>);
  /** How often to look for retries and for mails other processes enqueued. */
  intervalMs?: number;
  /** Mails claimed per round. */
  batchSize?: number;
  /** Rest between full rounds, so a burst of requests is answered before its mails go out. */
  pauseMs?: number;
  /** How long a claim holds a mail; mails are started only in its first quarter. */
  claimMs?: number;
  log?: (line: string) => void;
}

/**
 * The background loop that delivers the outbox. It runs beside request handling and never inside it:
 * a lead is answered as soon as it is committed, whatever the mail server does. Mails are claimed in
 * rounds, sent as many at once as the transport has connections and marked one by one as the server
 * accepts them, and a busy outbox is worked off with short rests in between.
 */
export function startMailSender({
  db,
  transport,
  from,
  intervalMs = 5_000,
  batchSize = 50,
  pauseMs = 50,
  claimMs = CLAIM_MS,
  log = console.error,
}: MailSenderOptions): MailSender {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /**
   * Sends one mail and marks it sent as soon as the server has accepted it, not at the end of the round:
   * a process that dies mid-round would otherwise send every accepted but unmarked mail again once its
   * claim runs out. The moment between acceptance and mark remains; a repeat from there carries the same
   * Message-ID, so the receiver can recognise it.
   */
  async function send(mail: OutboxRow, sender: string): Promise<void> {
    try {
      await transport.send({
        from: sender,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        attachments: (mail.attachments ?? []).map(({ filename, contentType, contentBase64 }) => ({
          filename,
          contentType,
          content: Buffer.from(contentBase64, 'base64'),
        })),
        reference: mailReference(mail),
        messageId: outboxMessageId(mail, senderDomain(sender)),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`[mail] Versuch ${mail.attempts} für Mail ${mail.id} (${mail.topic}) fehlgeschlagen: ${message}`);
      await markFailed(db, mail, message);
      return;
    }
    try {
      await markSent(db, [mail.id]);
    } catch (error) {
      // Sent, but still claimed: it goes out again after the claim, with the same Message-ID.
      log(`[mail] Mail ${mail.id} gesendet, aber nicht als gesendet vermerkt: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** One round; true when more mails may be due (a full round, or mails given back untried). */
  async function sendRound(): Promise<boolean> {
    // Before claiming: when the sender cannot be read, no mail waits out a claim.
    const sender = typeof from === 'string' ? from : await from();
    const claimedAt = Date.now();
    const mails = await claimDueMails(db, batchSize, new Date(claimedAt), claimMs);
    // A mail started later than this could still be in flight when the claim runs out.
    const startBy = claimedAt + claimMs / 4;
    const untried: number[] = [];
    let next = 0;
    // As many workers as the transport has connections, each taking the next mail in order.
    async function work(): Promise<void> {
      while (next < mails.length) {
        const mail = mails[next++]!;
        if (stopped || Date.now() > startBy) untried.push(mail.id);
        else await send(mail, sender);
      }
    }
    await Promise.all(Array.from({ length: Math.min(transport.concurrency, mails.length) }, work));
    await releaseClaims(db, untried);
    return mails.length === batchSize || untried.length > 0;
  }

  async function sendDueMails() {
    while (!stopped && (await sendRound())) {
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

/** The domain of the sender's address: "Fensterwerk Nord <info@example.de>" gives "example.de". */
export function senderDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * One Message-ID per outbox row, the same on every attempt (RFC 5322 section 3.6.4: unique per message,
 * and a repeat is the same message), so a receiver can drop a mail it got before. A mail about a record
 * carries it ("….quote-5@"): the answer's In-Reply-To names it long after the sent row is gone (ADR 083).
 */
function outboxMessageId(mail: Pick<OutboxRow, 'id' | 'createdAt' | 'record'>, domain: string): string {
  const record = mail.record ? `.${mail.record.replace(':', '-')}` : '';
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}${record}@${domain}>`;
}
