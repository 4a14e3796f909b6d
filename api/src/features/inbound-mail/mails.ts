import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import type { MailRecord } from './match-mail.ts';
import type { InboundMessage } from './parse-mail.ts';

/** Where the answer shows in the back office: its lead, else its quote or order. */
function recordPath(record: MailRecord): string {
  if (record.leadId !== null) return `/admin/leads/${record.leadId}`;
  if (record.orderId !== null) return `/admin/orders/${record.orderId}`;
  return `/admin/quotes/${record.quoteId}`;
}

/** The assignee's notice of a customer's answer (issue 50), with the new part of its text. */
export function newAnswerMail(mail: InboundMessage, record: MailRecord, recipient: string, siteUrl: string): OutgoingMail {
  const sender = mail.fromName ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromAddress;
  return {
    topic: 'inbound-answer',
    recipient,
    subject: `Neue Antwort von ${sender}: ${mail.subject || '(ohne Betreff)'}`,
    replyTo: mail.fromAddress,
    textBody: [
      `Neue Antwort von ${sender}`,
      '',
      mail.text.slice(0, 4000),
      '',
      mail.attachments.length > 0 ? `Anhänge: ${mail.attachments.map((file) => file.filename).join(', ')}` : '',
      `Öffnen: ${new URL(recordPath(record), siteUrl).href}`,
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
  };
}

/** The owner's daily notice that the mailbox cannot be read (issue 50: once a day, not per attempt). */
export function mailboxUnreachableMail(recipient: string, mailbox: string, error: string, since: Date): OutgoingMail {
  return {
    topic: 'inbound-unreachable',
    recipient,
    subject: 'Postfach nicht erreichbar: Antworten von Kunden kommen nicht an',
    textBody: [
      `Das Postfach ${mailbox} ist seit ${since.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })} nicht erreichbar.`,
      '',
      `Letzter Fehler: ${error}`,
      '',
      'Der Server versucht es weiter. Einstellungen → E-Mail zeigt den Stand und prüft die Verbindung.',
    ].join('\n'),
  };
}
