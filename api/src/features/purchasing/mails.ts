import type { MailAttachment } from '../../platform/db/schema.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { personalSignature } from '../settings/signature.ts';
import { formatWeek } from './contract/delivery-week.ts';
import type { PurchaseDocument } from './contract/purchasing.ts';
import { positionFacts } from './purchase-pdf.ts';

/**
 * The Bestellung to the supplier's order address, with its PDF, in the name of the office member who sends
 * it; answers go to the company's address (Einstellungen → Firma). The positions are in the text too, so
 * the supplier's order entry can read them without opening the PDF.
 */
export function purchaseOrderMail(
  purchase: { number: string; document: PurchaseDocument; replacesNumber: string | null },
  pdf: MailAttachment,
  sender: { name: string; username: string },
  replyTo: string,
): OutgoingMail {
  const { document } = purchase;
  const positions = document.positions.flatMap((position, index) => [
    `Pos. ${index + 1}: ${position.name} – Menge ${position.quantity}`,
    ...positionFacts(position).map((fact) => `  ${fact}`),
    '',
  ]);
  return {
    topic: 'purchase-order',
    recipient: document.supplier.orderEmail,
    replyTo,
    sentBy: sender.username,
    subject: `Bestellung ${purchase.number}${document.supplier.customerNumber ? ` – Kd.-Nr. ${document.supplier.customerNumber}` : ''}`,
    textBody: [
      'Guten Tag,',
      '',
      ...(purchase.replacesNumber
        ? [`diese Bestellung ersetzt unsere Bestellung ${purchase.replacesNumber}; jene ist damit storniert.`, '']
        : []),
      `anbei unsere Bestellung ${purchase.number} zu unserem Auftrag ${document.orderNumber}, gewünschte Lieferung ${formatWeek(document.wishedWeek)}. Bitte senden Sie uns Ihre Auftragsbestätigung mit Liefertermin und Preisen.`,
      '',
      ...positions,
      `Lieferanschrift: ${document.deliveryAddress.join(', ')}`,
      '',
      personalSignature(sender.name),
    ].join('\n'),
    attachments: [pdf],
  };
}
