import { createHash } from 'node:crypto';
import type { AddressObject, ParsedMail } from 'mailparser';

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A received mail as far as it could be read. */
export interface InboundMessage {
  messageId: string;
  fromAddress: string;
  fromName: string;
  subject: string;
  text: string;
  quoted: string;
  /** In-Reply-To and References: the Message-IDs it answers. */
  answers: string[];
  /** An auto-reply, a bounce (DSN) or a mailing list: never a new lead (RFC 3834, RFC 3464, RFC 2369). */
  automatic: boolean;
  sentAt: Date | null;
  attachments: ParsedAttachment[];
  /** What could not be read; the rest is kept. */
  problem: string | null;
}

/**
 * Where the quoted history starts: "> " lines, "Am … schrieb …:", "On … wrote:", Outlook's
 * "-----Ursprüngliche Nachricht-----" or its "Von: … Gesendet: …" block.
 */
const QUOTE_START = [
  /^>/,
  /^Am .+ schrieb .+:\s*$/,
  /^On .+ wrote:\s*$/,
  /^-{2,}\s*(Ursprüngliche Nachricht|Original Message)\s*-{2,}/i,
  /^(Von|From):\s.+$/,
];

function splitQuoted(text: string): { text: string; quoted: string } {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((line) => QUOTE_START.some((pattern) => pattern.test(line.trim())));
  if (start <= 0) return start === 0 ? { text: '', quoted: text.trim() } : { text: text.trim(), quoted: '' };
  return { text: lines.slice(0, start).join('\n').trim(), quoted: lines.slice(start).join('\n').trim() };
}

const firstAddress = (address: AddressObject | AddressObject[] | undefined) => [address ?? []].flat()[0]?.value[0];

function headerText(mail: ParsedMail, name: string): string {
  const value = mail.headers.get(name);
  return typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
}

function isAutomatic(mail: ParsedMail, raw: Buffer): boolean {
  const autoSubmitted = headerText(mail, 'auto-submitted').toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (/^(bulk|junk|list|auto_reply)/.test(headerText(mail, 'precedence').toLowerCase())) return true;
  if (mail.headers.has('list-id') || mail.headers.has('list-unsubscribe')) return true;
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond')) return true;
  const contentType = mail.headers.get('content-type');
  const params =
    typeof contentType === 'object' && contentType && 'params' in contentType ? (contentType.params as Record<string, string>) : {};
  if (
    /report-type\s*=\s*"?delivery-status/i.test(raw.subarray(0, 20_000).toString('latin1')) ||
    params['report-type'] === 'delivery-status'
  )
    return true;
  const from = firstAddress(mail.from)?.address?.toLowerCase() ?? '';
  return /^(mailer-daemon|postmaster)@/.test(from);
}

const answersOf = (mail: ParsedMail) =>
  [mail.inReplyTo ?? [], mail.references ?? []]
    .flat()
    .flatMap((id) => id.split(/\s+/))
    .filter(Boolean);

/** The raw header block's value of a header, for mails the parser gave up on. */
function rawHeader(raw: Buffer, name: string): string {
  const head =
    raw
      .subarray(0, 64 * 1024)
      .toString('latin1')
      .split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

/** A mail without a Message-ID gets one from its content: the same mail read again gets the same one. */
const contentId = (raw: Buffer) => `<${createHash('sha256').update(raw).digest('hex')}@inbound.invalid>`;

/**
 * Reads a mail with mailparser. A broken MIME structure is read as far as it goes (the parser is lenient);
 * should it give up altogether, the headers are taken from the raw text and the problem is kept with it.
 */
export async function parseInboundMail(raw: Buffer): Promise<InboundMessage> {
  // mailparser (with html-to-text, iconv-lite and nodemailer's parts, about 10 MB resident) loads with
  // the first mail read, not at the server's start (ADR 086).
  const { simpleParser } = await import('mailparser');
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, { skipHtmlToText: false, skipTextToHtml: true, skipImageLinks: true });
  } catch (error) {
    const from = /<?([^\s<>]+@[^\s<>]+)>?\s*$/.exec(rawHeader(raw, 'From'))?.[1] ?? '';
    return {
      messageId: rawHeader(raw, 'Message-ID') || contentId(raw),
      fromAddress: from.toLowerCase(),
      fromName: '',
      subject: rawHeader(raw, 'Subject'),
      text: '',
      quoted: '',
      answers: [rawHeader(raw, 'In-Reply-To'), rawHeader(raw, 'References')].flatMap((value) => value.split(/\s+/)).filter(Boolean),
      automatic: /auto-(replied|generated)/i.test(rawHeader(raw, 'Auto-Submitted')),
      sentAt: null,
      attachments: [],
      problem: `Nicht lesbar: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const sender = firstAddress(mail.from);
  const body = mail.text ?? (typeof mail.html === 'string' ? mail.html.replace(/<[^>]+>/g, ' ') : '');
  const { text, quoted } = splitQuoted(body);
  return {
    messageId: mail.messageId ?? contentId(raw),
    fromAddress: (sender?.address ?? '').toLowerCase(),
    fromName: sender?.name ?? '',
    subject: mail.subject ?? '',
    text,
    quoted,
    answers: answersOf(mail),
    automatic: isAutomatic(mail, raw),
    sentAt: mail.date ?? null,
    attachments: mail.attachments
      .filter((attachment) => attachment.contentDisposition === 'attachment' || attachment.filename || !attachment.related)
      .map((attachment, index) => ({
        filename: attachment.filename ?? `anhang-${index + 1}`,
        contentType: attachment.contentType || 'application/octet-stream',
        content: attachment.content,
      })),
    problem: null,
  };
}
