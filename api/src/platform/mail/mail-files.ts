import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The .eml files the folder transport (transport.ts) writes when no SMTP server is configured. They are
 * copies of mails, so an access request lists them and an erasure deletes them (Art. 15/17 DSGVO, ADR 029).
 * Their text is MIME-encoded (quoted-printable with soft line breaks, base64, encoded words in headers),
 * so a file is searched in its decoded form: a raw search would miss an address broken over two lines.
 */

export interface MailFile {
  /** The file's name: the mail's reference (outbox.ts, mailReference) and ".eml". */
  name: string;
  /** Addresses in the To header, in lower case. */
  to: string[];
  subject: string;
  date: Date | null;
  /** Headers and text parts, decoded and in lower case, for searching. */
  searchText: string;
}

export const mailFileName = (reference: string) => `${reference}.eml`;

/** Every mail file in the folder, oldest name first; none when the folder does not exist. */
export async function readMailFiles(folder: string): Promise<MailFile[]> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(names.map(async (name) => ({ name, ...decodeMail(await readFile(join(folder, name), 'utf8')) })));
}

export async function deleteMailFiles(folder: string, files: MailFile[]): Promise<number> {
  await Promise.all(files.map((file) => rm(join(folder, file.name), { force: true })));
  return files.length;
}

/** Decodes a MIME message as nodemailer writes it: headers, then the text of every text part. */
export function decodeMail(raw: string): Omit<MailFile, 'name'> {
  const { headers, body } = splitMessage(raw);
  const date = headers.get('date');
  return {
    to: (headers.get('to') ?? '').toLowerCase().match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [],
    subject: headers.get('subject') ?? '',
    date: date ? new Date(date) : null,
    searchText: [...headers.values(), ...textParts(headers, body)].join('\n').toLowerCase(),
  };
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end < 0 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  // A header continues on lines that start with white space (RFC 5322 folding).
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: end < 0 ? '' : text.slice(end + 2) };
}

function textParts(headers: Map<string, string>, body: string): string[] {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => {
        const inner = splitMessage(part.replace(/^\n/, ''));
        return [...inner.headers.values(), ...textParts(inner.headers, inner.body)];
      });
  }
  if (!/^text\//i.test(type)) return [];
  return [decodeBody(body, headers.get('content-transfer-encoding') ?? '')];
}

function decodeBody(body: string, encoding: string): string {
  if (/^base64$/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  if (/^quoted-printable$/i.test(encoding)) return quotedPrintable(body.replace(/=\n/g, ''));
  return body;
}

const quotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words ("=?UTF-8?Q?M=C3=BCller?="); white space between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')),
    );
}
