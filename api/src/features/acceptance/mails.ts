import type { MailAttachment } from '../../platform/db/schema.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { customerSignature, personalSignature } from '../settings/signature.ts';
import { acceptanceScreenMessages as screen } from './contract/acceptance-messages.ts';
import { germanDay } from '../../shared/dates.ts';
import { greeting } from '../../shared/mail-greeting.ts';

interface OrderForMail {
  orderNumber: string;
  customerName: string;
}

/** The text and sender of a mail the office member sends in their own name: greeting, paragraphs, their signature. */
const mailInOwnName = (sender: { name: string; username: string }, paragraphs: string[]) => ({
  textBody: [greeting(), '', ...paragraphs, personalSignature(sender.name)].join('\n'),
  sentBy: sender.username,
});

/** The signed Abnahmeprotokoll, as PDF, to the customer. */
export function protocolMail(
  order: OrderForMail,
  recipient: string,
  pdf: MailAttachment,
  sender: { name: string; username: string },
): OutgoingMail {
  return {
    ...mailInOwnName(sender, [
      `vielen Dank für die Abnahme Ihres Auftrags ${order.orderNumber}. Im Anhang finden Sie das Abnahmeprotokoll mit den Unterschriften als PDF; in Ihrem Kundenkonto finden Sie es ebenfalls.`,
      'Mängel, die im Protokoll stehen, beseitigen wir in der genannten Frist. Ihre Rechte wegen dieser Mängel bleiben vorbehalten.',
      '',
    ]),
    topic: 'acceptance-protocol',
    recipient,
    subject: `Abnahmeprotokoll zu Auftrag ${order.orderNumber}`,
    attachments: [pdf],
  };
}

/**
 * "Abnahme verlangen": the link, the deadline, and for a consumer the notice of § 640 Abs. 2 Satz 2 BGB
 * in text form (the mail is text form, § 126b BGB): without it, letting the deadline pass has no effect.
 */
export function acceptanceRequestMail(
  order: OrderForMail,
  { recipient, link, deadline, consumer }: { recipient: string; link: string; deadline: string; consumer: boolean },
  sender: { name: string; username: string },
): OutgoingMail {
  return {
    ...mailInOwnName(sender, [
      `die Arbeiten zu Ihrem Auftrag ${order.orderNumber} sind fertiggestellt. Wir bitten Sie, sie bis zum ${germanDay(deadline)} abzunehmen (§ 640 Abs. 1 BGB).`,
      `Über diesen persönlichen Link können Sie die Arbeiten abnehmen oder Mängel nennen, gern mit Fotos: ${link}`,
      '',
      ...(consumer ? [screen.consumerNoticeHeading, screen.consumerNotice(germanDay(deadline)), ''] : []),
    ]),
    topic: 'acceptance-request',
    recipient,
    subject: `Bitte um Abnahme: Auftrag ${order.orderNumber}`,
  };
}

/** To the customer: the deadline passed without a defect named, the work counts as accepted. */
export function deemedAcceptanceMail(order: OrderForMail, recipient: string, acceptedOn: string): OutgoingMail {
  return {
    topic: 'acceptance-deemed',
    recipient,
    subject: `Abnahme Ihres Auftrags ${order.orderNumber}`,
    textBody: [
      greeting(),
      '',
      `die Frist zur Abnahme Ihres Auftrags ${order.orderNumber} ist abgelaufen, ohne dass Sie einen Mangel genannt haben. Die Arbeiten gelten damit zum ${germanDay(acceptedOn)} als abgenommen (§ 640 Abs. 2 BGB).`,
      '',
      customerSignature(),
    ].join('\n'),
  };
}
