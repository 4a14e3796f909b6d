import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The mails the server wrote to its outbox folder, decoded from quoted-printable for reading. */
export function readOutbox(folder: string): { file: string; text: string }[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => ({ file, text: decodeQuotedPrintable(readFileSync(join(folder, file), 'utf8')) }));
}

function decodeQuotedPrintable(text: string): string {
  const softBreaksRemoved = text.replace(/=\r?\n/g, '');
  const bytes = softBreaksRemoved.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Waits until a mail to `recipient` that mentions `mention` is in the folder and returns its text. */
export async function waitForMail(folder: string, recipient: string, mention: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        // The To header itself: "Reply-To: <the customer>" of the office's copy would match a mere substring.
        found = readOutbox(folder).find(
          (mail) => mail.text.split(/\r?\n/).includes(`To: ${recipient}`) && mail.text.includes(mention),
        )?.text;
        return found !== undefined;
      },
      { timeout: 10_000, message: `Mail an ${recipient} über ${mention} im Postausgang` },
    )
    .toBe(true);
  return found!;
}
