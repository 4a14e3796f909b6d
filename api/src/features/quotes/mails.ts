import type { MailAttachment } from '../../platform/db/schema.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { recordAddress } from '../../shared/record-addresses.ts';
import { formatCents } from '../../shared/format.ts';
import { totalsText } from './contract/price-labels.ts';
import { acceptanceLines, addressLine, depositDueLine } from './contract/acceptance.ts';
import { VAT_RATE_PERCENT, type PriceBasis } from '../documents/contract/totals.ts';
import { type AcceptanceRecord } from '../orders/contract/orders.ts';
import { type PostalAddress } from '../documents/contract/lines.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { customerSignature, personalSignature } from '../settings/signature.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { germanDay } from '../../shared/dates.ts';
import { greeting } from '../../shared/mail-greeting.ts';

/** The mails around quotes (issue 14); an order's own are orders/mails.ts. */

export interface QuoteForMail {
  id: number;
  number: string;
  customerName: string;
  /** The document's three figures and how its lines are meant: the mail prints them as the PDF does (ADR 035). */
  net: number;
  vat: number;
  gross: number;
  priceBasis: PriceBasis;
  validUntil: string;
  /** Linked to an account: the customer can accept on /dashboard. */
  userId: number | null;
}

/**
 * Stands for the order number in a mail written in the same batch that counts it: the batch puts the
 * number in (quotes/accept-quote.ts).
 */
export const ORDER_NUMBER_SLOT = '{{Bestellnummer}}';
/** The new order's id, for the office's link to it; filled like the number. */
export const ORDER_ID_SLOT = '{{Auftrags-ID}}';

/** Where "Mein Konto" opens at this quote ("Ihre Angebote", issue 20); the login keeps the anchor. */
const accountQuotePath = (quoteId: number) => `/dashboard#angebot-${quoteId}`;

const totalsOf = (quote: QuoteForMail) => totalsText(quote, quote.priceBasis);

/** `link`: the quote's personal link (/angebot/{token}), for every customer, with an account or without. */
export function quoteSentMail(
  quote: QuoteForMail,
  recipient: string,
  siteUrl: string,
  pdf: MailAttachment,
  link: string,
  sender: StaffActor,
): OutgoingMail {
  const howToAccept = [
    `Über Ihren persönlichen Link sehen Sie das Angebot online, nehmen es an oder wünschen Änderungen – ohne Anmeldung: ${link}`,
    `Der Link gilt bis zum ${germanDay(quote.validUntil)}; bitte geben Sie ihn nicht weiter.`,
    ...(quote.userId ? [`Sie finden das Angebot auch in Ihrem Kundenkonto: ${new URL(accountQuotePath(quote.id), siteUrl).href}`] : []),
  ].join('\n');
  return {
    topic: 'quote-sent',
    recipient,
    subject: `Ihr Angebot ${quote.number} von ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `vielen Dank für Ihre Anfrage. Im Anhang finden Sie unser Angebot ${quote.number} über ${formatCents(quote.gross)} (inkl. ${VAT_RATE_PERCENT} % USt.). Es gilt bis zum ${germanDay(quote.validUntil)}.`,
      '',
      ...totalsOf(quote),
      '',
      howToAccept,
      '',
      personalSignature(sender.name),
    ].join('\n'),
    attachments: [pdf],
    sentBy: sender.username,
  };
}

/** What the customer agreed to and gave on acceptance (quotes/accept-quote.ts), repeated in both mails. */
export interface AgreedForMail {
  acceptance: AcceptanceRecord;
  installationAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  phone: string;
}

function agreedLines({ acceptance, installationAddress, billingAddress, phone }: AgreedForMail): string[] {
  return [
    ...acceptanceLines(acceptance),
    `Montageadresse: ${installationAddress ? addressLine(installationAddress) : 'wird mit Ihnen abgestimmt'}`,
    ...(billingAddress ? [`Rechnungsanschrift: ${addressLine(billingAddress)}`] : []),
    ...(phone ? [`Telefon: ${phone}`] : []),
  ];
}

/** Under the funding condition (ADR 080): what the customer sends, and what the office waits for. */
const FUNDING_CUSTOMER_HINT =
  'Bitte senden Sie uns die Förderzusage des BAFA, sobald Sie sie haben: Erst mit ihr wird der Vertrag wirksam und die Anzahlung fällig.';
const FUNDING_OFFICE_HINT =
  'Förderbedingung: Die Anzahlungsrechnung erst, wenn die Förderzusage vorliegt (am Auftrag „Förderzusage liegt vor“ eintragen). Keine Bescheinigung nach § 35c EStG.';

export function quoteAcceptedCustomerMail(quote: QuoteForMail, recipient: string, agreed: AgreedForMail): OutgoingMail {
  const number = agreed.acceptance.quoteNumber;
  return {
    topic: 'quote-accepted-customer',
    recipient,
    subject: `Ihre Bestellung ${ORDER_NUMBER_SLOT} bei ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `vielen Dank für Ihren Auftrag. Sie haben unser Angebot ${number} angenommen; Ihre Bestellung hat die Nummer ${ORDER_NUMBER_SLOT}.`,
      '',
      ...totalsOf(quote),
      depositDueLine(agreed.acceptance, quote.gross),
      '',
      'Was Sie vereinbart haben:',
      ...agreedLines(agreed).map((line) => `- ${line}`),
      '',
      ...(agreed.acceptance.fundingCondition ? [FUNDING_CUSTOMER_HINT, ''] : []),
      quote.userId
        ? 'Wir melden uns in Kürze, um die Einzelheiten und den Termin mit Ihnen abzustimmen. Den Stand Ihrer Bestellung sehen Sie jederzeit in Ihrem Kundenkonto.'
        : 'Wir melden uns in Kürze, um die Einzelheiten und den Termin mit Ihnen abzustimmen.',
      '',
      customerSignature(),
    ].join('\n'),
  };
}

export function quoteAcceptedOperatorMail(quote: QuoteForMail, recipient: string, agreed: AgreedForMail, siteUrl: string): OutgoingMail {
  const number = agreed.acceptance.quoteNumber;
  return {
    topic: 'quote-accepted-operator',
    recipient,
    subject: `Angebot ${number} angenommen: Bestellung ${ORDER_NUMBER_SLOT}`,
    textBody: [
      `${quote.customerName} hat das Angebot ${number} angenommen.`,
      '',
      `Bestellung: ${ORDER_NUMBER_SLOT}`,
      ...totalsOf(quote),
      '',
      ...agreedLines(agreed),
      '',
      ...(agreed.acceptance.fundingCondition ? [FUNDING_OFFICE_HINT, ''] : []),
      // Built around the slot rather than through URL, which would escape its braces.
      `Die Bestellung im Backoffice öffnen: ${new URL(siteUrl).origin}${recordAddress.order(ORDER_ID_SLOT)}`,
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
