import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { formatCents } from '../../shared/format.ts';
import { personalSignature } from '../../platform/mail/signature.ts';
import type { StaffActor } from '../accounts/admin-name.ts';
import { germanDay, invoiceKindLabels, type InvoiceDocument, type InvoiceKind } from './contract/invoices.ts';

interface InvoiceForMail {
  number: string;
  kind: InvoiceKind;
  issueDate: string;
  dueDate: string;
  customerName: string;
  document: unknown;
}

/** The Zahlungserinnerung: friendly, with what is open and where to pay; sent only when the office confirms. */
export function paymentReminderMail(invoice: InvoiceForMail, open: number, recipient: string, sender: StaffActor): OutgoingMail {
  const { bank } = (invoice.document as InvoiceDocument).seller;
  return {
    topic: 'invoice-reminder',
    recipient,
    subject: `Zahlungserinnerung: ${invoiceKindLabels[invoice.kind]} ${invoice.number}`,
    textBody: [
      `Guten Tag ${invoice.customerName},`,
      '',
      `zu unserer ${invoiceKindLabels[invoice.kind]} ${invoice.number} vom ${germanDay(invoice.issueDate)} ist noch ${formatCents(open)} offen; sie war am ${germanDay(invoice.dueDate)} fällig.`,
      'Sicher ist das nur übersehen worden. Bitte überweisen Sie den Betrag in den nächsten Tagen unter Angabe der Rechnungsnummer:',
      '',
      `Kontoinhaber: ${bank.holder}`,
      `IBAN: ${bank.iban}`,
      `BIC: ${bank.bic} (${bank.bankName})`,
      '',
      'Haben Sie inzwischen bezahlt, betrachten Sie diese E-Mail bitte als gegenstandslos. Fragen beantworten wir gern; antworten Sie einfach auf diese E-Mail.',
      '',
      personalSignature(sender.name),
    ].join('\n'),
    sentBy: sender.username,
  };
}
