import type { MailAttachment } from '../../platform/db/schema.ts';
import { company } from '../../shared/company.ts';
import { configurationStatusLabel } from '../../shared/labels.ts';
import { formatCents } from '../../shared/format.ts';
import { DOWN_PAYMENT_PERCENT, type OrderStatus } from './contract/quotes.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { customerSignature } from '../../platform/mail/signature.ts';

/** The mails around quotes and orders (issue 14). */

export interface QuoteForMail {
  id: number;
  number: string;
  customerName: string;
  gross: number;
  validUntil: string;
  /** Linked to an account: the customer can accept on /dashboard. */
  userId: number | null;
}

/**
 * Stands for the order number in a mail written in the same batch that counts it: the batch puts the
 * number in (quotes/accept-quote.ts).
 */
export const ORDER_NUMBER_SLOT = '{{Bestellnummer}}';

/** Where "Mein Konto" opens at this quote ("Ihre Angebote", issue 20); the login keeps the anchor. */
const accountQuotePath = (quoteId: number) => `/dashboard#angebot-${quoteId}`;

const calendarDate = (day: string) => day.split('-').reverse().join('.');
const greeting = (name: string) => `Guten Tag ${name},`;

export function quoteSentMail(quote: QuoteForMail, recipient: string, siteUrl: string, pdf: MailAttachment): OutgoingMail {
  const howToAccept = quote.userId
    ? `Sie können das Angebot in Ihrem Kundenkonto ansehen und mit einem Klick annehmen: ${new URL(accountQuotePath(quote.id), siteUrl).href}`
    : 'Sie möchten das Angebot annehmen oder etwas ändern? Antworten Sie einfach auf diese E-Mail.';
  return {
    topic: 'quote-sent',
    recipient,
    subject: `Ihr Angebot ${quote.number} von ${company.brand}`,
    textBody: [
      greeting(quote.customerName),
      '',
      `vielen Dank für Ihre Anfrage. Im Anhang finden Sie unser Angebot ${quote.number} über ${formatCents(quote.gross)} (inkl. 19 % MwSt.). Es gilt bis zum ${calendarDate(quote.validUntil)}.`,
      '',
      howToAccept,
      '',
      customerSignature,
    ].join('\n'),
    attachments: [pdf],
  };
}

export function quoteAcceptedCustomerMail(quote: QuoteForMail, recipient: string): OutgoingMail {
  return {
    topic: 'quote-accepted-customer',
    recipient,
    subject: `Ihre Bestellung ${ORDER_NUMBER_SLOT} bei ${company.brand}`,
    textBody: [
      greeting(quote.customerName),
      '',
      `vielen Dank für Ihren Auftrag. Sie haben unser Angebot ${quote.number} angenommen; Ihre Bestellung hat die Nummer ${ORDER_NUMBER_SLOT}.`,
      '',
      `Gesamtbetrag: ${formatCents(quote.gross)} (inkl. 19 % MwSt.)`,
      `Anzahlung bei Auftragserteilung (${DOWN_PAYMENT_PERCENT} %): ${formatCents(Math.round((quote.gross * DOWN_PAYMENT_PERCENT) / 100))}`,
      '',
      'Wir melden uns in Kürze, um die Einzelheiten und den Termin mit Ihnen abzustimmen. Den Stand Ihrer Bestellung sehen Sie jederzeit in Ihrem Kundenkonto.',
      '',
      customerSignature,
    ].join('\n'),
  };
}

export function quoteAcceptedOperatorMail(quote: QuoteForMail, recipient: string): OutgoingMail {
  return {
    topic: 'quote-accepted-operator',
    recipient,
    subject: `Angebot ${quote.number} angenommen: Bestellung ${ORDER_NUMBER_SLOT}`,
    textBody: [
      `${quote.customerName} hat das Angebot ${quote.number} angenommen.`,
      '',
      `Bestellung: ${ORDER_NUMBER_SLOT}`,
      `Gesamtbetrag: ${formatCents(quote.gross)} (inkl. 19 % MwSt.)`,
      '',
      'Die Bestellung steht im Back Office unter „Aufträge“.',
    ].join('\n'),
  };
}

export interface OrderForMail {
  orderNumber: string;
  customerName: string;
}

export function orderStatusMail(order: OrderForMail, recipient: string, status: OrderStatus, reason: string): OutgoingMail {
  return {
    topic: 'order-status',
    recipient,
    subject: `Ihre Bestellung ${order.orderNumber}: ${configurationStatusLabel(status)}`,
    textBody: [
      greeting(order.customerName),
      '',
      `der Status Ihrer Bestellung ${order.orderNumber} ist jetzt: ${configurationStatusLabel(status)}.`,
      ...(reason ? ['', `Grund: ${reason}`] : []),
      '',
      'Fragen beantworten wir gern; antworten Sie einfach auf diese E-Mail.',
      '',
      customerSignature,
    ].join('\n'),
  };
}

export function changeRequestedMail(
  quote: Pick<QuoteForMail, 'number' | 'customerName'>,
  leadReference: string,
  message: string,
  recipient: string,
): OutgoingMail {
  return {
    topic: 'quote-change-request',
    recipient,
    subject: `Änderungswunsch zu Angebot ${quote.number}`,
    textBody: [
      `${quote.customerName} wünscht Änderungen am Angebot ${quote.number} (Anfrage ${leadReference}):`,
      '',
      message,
      '',
      'Der Wunsch steht auch im Verlauf der Anfrage im Back Office.',
    ].join('\n'),
  };
}
