import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { mailFileName } from './mail-files.ts';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** Ties a file in the outbox folder to its row. */
  reference: string;
  /** The Message-ID header, "<…@domain>"; the same on every attempt of a mail (see sender.ts). */
  messageId: string;
}

export interface MailTransport {
  /** Where mails go, for the start-up log. */
  description: string;
  /** How many mails it sends at once. */
  concurrency: number;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file into the outbox folder. */
export function createMailTransport({ smtpUrl, outboxDir }: { smtpUrl?: string | undefined; outboxDir: string }): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : folderTransport(resolve(outboxDir));
}

/**
 * A few connections, each kept open for up to 100 mails (a limit many providers set): opening a
 * connection per mail costs a handshake and capped the outbox at about 10 mails a second.
 */
const SMTP_CONNECTIONS = 5;
const MAILS_PER_CONNECTION = 100;

/**
 * Much shorter than nodemailer's defaults (2 min to connect, 10 min of silence), so a send ends long
 * before its claim on the mail runs out (outbox.ts, CLAIM_MS).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer is loaded and its transporter made with the first mail, not with the server: a process that
 * sends nothing (a worker between leads, the test mail's check) does not carry it (ADR 044).
 */
function lazyTransporter<T extends Transporter>(make: (mailer: typeof nodemailer) => T) {
  let transporter: Promise<T> | undefined;
  return {
    get: () => (transporter ??= import('nodemailer').then(({ default: mailer }) => make(mailer))),
    close: () => void transporter?.then((made) => made.close()),
  };
}

function smtpTransport(url: string): MailTransport {
  const transporter = lazyTransporter((mailer) =>
    mailer.createTransport({
      url,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      maxMessages: MAILS_PER_CONNECTION,
      ...SMTP_TIMEOUTS,
    }),
  );
  return {
    description: `SMTP ${new URL(url).host}`,
    concurrency: SMTP_CONNECTIONS,
    async send(message) {
      await (await transporter.get()).sendMail(message);
    },
    close: transporter.close,
  };
}

function folderTransport(folder: string): MailTransport {
  // nodemailer composes the same MIME message as over SMTP, but hands it back instead of sending it.
  const composer = lazyTransporter((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    description: `Ordner ${folder}`,
    concurrency: 1,
    async send(message) {
      const info = await (await composer.get()).sendMail(message);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, mailFileName(message.reference)), info.message as Buffer);
    },
    close: composer.close,
  };
}
