import type { MailAttachment } from '../../platform/db/schema.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { formatCents } from '../../shared/format.ts';
import { personalSignature } from '../settings/signature.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { dunningLevelLabels, type DunningFigures, type DunningLevel } from './contract/dunning.ts';
import { invoiceKindLabels, type InvoiceDocument, type InvoiceKind } from './contract/invoices.ts';
import { dueNow } from './contract/invoice-amounts.ts';
import { germanDay } from '../../shared/dates.ts';
import { greeting } from '../../shared/mail-greeting.ts';

interface InvoiceForMail {
  number: string;
  kind: InvoiceKind;
  issueDate: string;
  dueDate: string;
  customerName: string;
  business: boolean;
  amountDue: number;
  document: unknown;
}

/** Where the customer reads and downloads the invoice without an account, and what is attached. */
interface Delivery {
  recipient: string;
  link: string;
  attachments: MailAttachment[];
  sender: StaffActor;
}

function bankLines(invoice: InvoiceForMail): string[] {
  const { bank } = (invoice.document as InvoiceDocument).seller;
  return [`Kontoinhaber: ${bank.holder}`, `IBAN: ${bank.iban}`, `BIC: ${bank.bic} (${bank.bankName})`];
}

const giroCodeLine =
  'Einfacher geht es mit dem GiroCode im Anhang und auf der Rechnung: Mit Ihrer Banking-App scannen, und die Überweisung ist ausgefüllt.';

const attachedFiles = (invoice: InvoiceForMail) =>
  invoice.business
    ? 'Im Anhang finden Sie die Rechnung als PDF (mit eingebetteter E-Rechnung im Format Factur-X) und als XRechnung (XML).'
    : 'Im Anhang finden Sie die Rechnung als PDF.';

/** The first mail of an invoice or a cancellation invoice: the document, the link, and how to pay. */
export function invoiceMail(invoice: InvoiceForMail, { recipient, link, attachments, sender }: Delivery): OutgoingMail {
  const label = invoiceKindLabels[invoice.kind];
  const document = invoice.document as InvoiceDocument;
  const body =
    invoice.kind === 'cancellation'
      ? [
          `mit der ${label} ${invoice.number} vom ${germanDay(invoice.issueDate)} heben wir unsere Rechnung ${document.cancels?.number ?? ''} vom ${germanDay(document.cancels?.issueDate ?? invoice.issueDate)} auf. Sie müssen dazu nichts überweisen; was Sie auf die aufgehobene Rechnung schon gezahlt haben, verrechnen oder erstatten wir.`,
        ]
      : [
          `anbei erhalten Sie unsere ${label} ${invoice.number} vom ${germanDay(invoice.issueDate)}.`,
          '',
          // Issued with a retention, the defects are open: it is asked for once they are fixed (ADR 061).
          `Bitte überweisen Sie ${formatCents(dueNow(invoice.amountDue, document, true))} bis zum ${germanDay(invoice.dueDate)} unter Angabe der Rechnungsnummer ${invoice.number}:`,
          '',
          ...bankLines(invoice),
          '',
          giroCodeLine,
        ];
  return {
    topic: 'invoice-issued',
    recipient,
    subject: `${label} ${invoice.number}`,
    textBody: [
      greeting(),
      '',
      ...body,
      '',
      attachedFiles(invoice),
      `Ansehen und herunterladen können Sie sie auch hier, ohne Anmeldung: ${link}`,
      '',
      'Fragen beantworten wir gern; antworten Sie einfach auf diese E-Mail.',
      '',
      personalSignature(sender.name),
    ].join('\n'),
    attachments,
    sentBy: sender.username,
  };
}

/**
 * A dunning letter's mail (Zahlungserinnerung, 1. or 2. Mahnung): sent only when the office confirms it
 * in "Fällige Mahnungen". The letter (PDF) says the figures; the mail says the total and where to pay.
 */
export function dunningMail(
  invoice: InvoiceForMail,
  level: DunningLevel,
  figures: DunningFigures,
  { recipient, link, attachments, sender }: Delivery,
): OutgoingMail {
  const label = dunningLevelLabels[level];
  const invoiceName = `${invoiceKindLabels[invoice.kind]} ${invoice.number}`;
  const lead =
    level === 'reminder'
      ? [
          `zu unserer ${invoiceName} vom ${germanDay(invoice.issueDate)} ist noch ${formatCents(figures.open)} offen; sie war am ${germanDay(invoice.dueDate)} fällig.`,
          'Sicher ist das nur übersehen worden. Bitte überweisen Sie den Betrag in den nächsten Tagen unter Angabe der Rechnungsnummer:',
        ]
      : [
          `zu unserer ${invoiceName} vom ${germanDay(invoice.issueDate)}, fällig am ${germanDay(invoice.dueDate)}, ist noch ${formatCents(figures.open)} offen. Im Anhang finden Sie unsere ${label} mit den Verzugszinsen und Gebühren.`,
          `Bitte überweisen Sie den Gesamtbetrag von ${formatCents(figures.total)} innerhalb von 10 Tagen unter Angabe der Rechnungsnummer:`,
        ];
  return {
    topic: 'invoice-reminder',
    recipient,
    subject: `${label}: ${invoiceName}`,
    textBody: [
      greeting(),
      '',
      ...lead,
      '',
      ...bankLines(invoice),
      '',
      'Der GiroCode im Anhang füllt die Überweisung in Ihrer Banking-App aus.',
      `Die Rechnung liegt noch einmal bei; Sie finden sie auch hier, ohne Anmeldung: ${link}`,
      '',
      'Haben Sie inzwischen bezahlt, betrachten Sie diese E-Mail bitte als gegenstandslos. Fragen beantworten wir gern; antworten Sie einfach auf diese E-Mail.',
      '',
      personalSignature(sender.name),
    ].join('\n'),
    attachments,
    sentBy: sender.username,
  };
}
