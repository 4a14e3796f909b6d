import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { personalSignature } from '../settings/signature.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { orderStatusLabel } from './contract/order-labels.ts';
import type { OrderStatus } from './contract/orders.ts';
import { greeting } from '../../shared/mail-greeting.ts';

/** The mails about an order after its acceptance (issue 23). */

export interface OrderForMail {
  orderNumber: string;
  customerName: string;
}

/** An order's new status, sent when the office chooses to; with the cancellation's reason and the office's note. */
export function orderStatusMail(
  order: OrderForMail,
  recipient: string,
  { status, reason, note }: { status: OrderStatus; reason: string; note: string },
  sender: StaffActor,
): OutgoingMail {
  return {
    topic: 'order-status',
    recipient,
    subject: `Ihre Bestellung ${order.orderNumber}: ${orderStatusLabel(status)}`,
    textBody: [
      greeting(),
      '',
      `der Status Ihrer Bestellung ${order.orderNumber} ist jetzt: ${orderStatusLabel(status)}.`,
      ...(reason ? ['', `Grund: ${reason}`] : []),
      ...(note ? ['', note] : []),
      '',
      'Fragen beantworten wir gern; antworten Sie einfach auf diese E-Mail.',
      '',
      personalSignature(sender.name),
    ].join('\n'),
    sentBy: sender.username,
  };
}
