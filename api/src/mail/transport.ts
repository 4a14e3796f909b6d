import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Ties a file in the outbox folder to its row; also the Message-ID's local part. */
  reference: string;
}

export interface MailTransport {
  /** Where mails go, for the start-up log. */
  description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file into the outbox folder. */
export function createMailTransport({ smtpUrl, outboxDir }: { smtpUrl?: string | undefined; outboxDir: string }): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : folderTransport(resolve(outboxDir));
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

function folderTransport(folder: string): MailTransport {
  // nodemailer composes the same MIME message as over SMTP, but hands it back instead of sending it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `Ordner ${folder}`,
    async send(message) {
      const info = await composer.sendMail(message);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${message.reference}.eml`), info.message as Buffer);
    },
    close: () => composer.close(),
  };
}
