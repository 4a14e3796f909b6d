import { formatCents } from '../../../shared/format.ts';
/**
 * Quotes (Angebote), issue 14: the contract shared by the API routes, the back office's screens and the
 * customer's dashboard. Money is integer cents; lines, VAT and totals are the documents feature's
 * (documents/contract), the order a quote becomes is the orders feature's (orders/contract). Zod-free: the
 * request schemas are in quote-schemas.ts. Dates are Berlin calendar days (YYYY-MM-DD) or ISO timestamps.
 */

import type { AssigneeJson } from '../../assignment/contract/assignment.ts';
import { lineUnits, type PostalAddress, type QuoteLine } from '../../documents/contract/lines.ts';
import type { DocumentTotals, PriceBasis } from '../../documents/contract/totals.ts';
import type { CustomerOrderJson } from '../../orders/contract/orders.ts';

/**
 * The version of the AGB (/agb) a customer accepts a quote under: the date of the AGB text (its `updated`
 * in site/src/content/legal/agb.md). Kept in every acceptance record; change both together.
 */
export const TERMS_VERSION = '2026-12-06';
export const QUOTE_VALIDITY_DAYS = 30;
/** A quote binds the company to its prices; a year is as far as material prices can be promised. */
export const QUOTE_MAX_VALIDITY_DAYS = 365;
export const QUOTE_LINE_LIMIT = 50;

/** 'superseded': a newer version of the same quote was sent; its link shows the newer one. */
import type { QuoteStatus } from '../../../shared/record-statuses.ts';
export { quoteStatuses, type QuoteStatus } from '../../../shared/record-statuses.ts';

export const quoteMessages = {
  title: 'Bitte geben Sie eine Bezeichnung an (höchstens 200 Zeichen).',
  description: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein.',
  quantity: 'Die Menge muss eine ganze Zahl von 1 bis 999 sein.',
  unitPrice: 'Der Einzelpreis muss ein Betrag von 0,00 € bis 9.999.999,99 € sein.',
  discount: 'Der Rabatt darf nicht negativ sein und nicht höher als der Positionspreis.',
  unit: `Bitte wählen Sie als Einheit ${lineUnits.join(', ')}.`,
  labour: 'Bitte geben Sie an, ob die Position eine Arbeitsleistung ist.',
  lines: `Ein Angebot braucht mindestens eine und höchstens ${QUOTE_LINE_LIMIT} Positionen.`,
  validUntil:
    'Bitte geben Sie ein Gültigkeitsdatum im Format JJJJ-MM-TT an, das nicht in der Vergangenheit und höchstens ein Jahr in der Zukunft liegt.',
  note: 'Die Anmerkung darf höchstens 2000 Zeichen lang sein.',
  fundingCondition: 'Bitte geben Sie an, ob das Angebot unter der Förderbedingung steht (ja oder nein).',
  leadId: 'Bitte geben Sie die Nummer einer Anfrage an.',
  leadNotFound: 'Diese Anfrage gibt es nicht.',
  quoteNotFound: 'Dieses Angebot gibt es nicht.',
  notEditable: 'Ein versendetes oder angenommenes Angebot kann nicht mehr geändert werden.',
  noRecipient: 'Diese Anfrage hat keine E-Mail-Adresse; das Angebot kann nicht versendet werden.',
  sentTitle: 'Angebot versendet',
  alreadyAccepted: 'Dieses Angebot wurde bereits angenommen.',
  expired: 'Dieses Angebot ist nicht mehr gültig. Bitte fordern Sie ein neues Angebot an.',
  notSent: 'Dieses Angebot kann noch nicht angenommen werden.',
  changesAlreadyRequested: 'Zu diesem Angebot haben Sie bereits Änderungen gewünscht; Sie erhalten von uns ein neues Angebot.',
  termsRequired: 'Bitte bestätigen Sie die Bedingungen des Angebots.',
  acceptedTitle: 'Angebot angenommen',
  changeMessage: 'Bitte schreiben Sie, was wir ändern sollen (höchstens 2000 Zeichen).',
  changeRequestedTitle: 'Änderungswunsch gesendet',
  status: 'Bitte wählen Sie einen gültigen Status.',
  terms: `Mit der Annahme bestätigen Sie die Allgemeinen Geschäftsbedingungen: Mit Auftragserteilung ist die bei der Annahme genannte Anzahlung fällig, der Restbetrag mit der Abnahme. Die Elemente werden nach Maß für Sie gefertigt; für sie besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 1 BGB).`,
} as const;

/**
 * The quote's conditions as its PDF prints them: the deposit share it is made with, in percent and euros (ADR 073);
 * under the funding condition due with the Förderzusage, when the contract takes effect (ADR 080).
 */
export const quoteTerms = (gross: number, depositPercent: number, fundingCondition = false) =>
  `Mit der Annahme bestätigen Sie die Allgemeinen Geschäftsbedingungen: ${fundingCondition ? 'Mit der Förderzusage' : 'Mit Auftragserteilung'} ist eine Anzahlung von ${depositPercent} % fällig (${formatCents(Math.round((gross * depositPercent) / 100))}), der Restbetrag mit der Abnahme. Die Elemente werden nach Maß für Sie gefertigt; für sie besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 1 BGB).`;

/** Who the quote is addressed to: the address window's lines and the installation address if it differs. */
export interface QuoteCustomerJson {
  name: string;
  email: string | null;
  company: string;
  phone: string;
  /** May be incomplete in a draft (a funnel lead brings only its PLZ); complete once sent. */
  address: PostalAddress | null;
  installationAddress: PostalAddress | null;
}

export interface QuoteJson {
  id: number;
  /** "AN-2026-0001": gap-free per year, given when the draft is created; kept by every version. */
  number: string;
  /** 1 for the first; printed with the number from 2 on (quoteNumberLabel). */
  version: number;
  /** The newer version that replaced this one once sent. */
  supersededBy: number | null;
  /** null once the lead is gone (retention after three years, erasure): the quote stays ten years. */
  leadId: number | null;
  leadReference: string;
  userId: number | null;
  configurationId: number | null;
  status: QuoteStatus;
  customer: QuoteCustomerJson;
  lines: QuoteLine[];
  /** How the lines' prices are meant; decides the labels (netto/brutto) and how the totals were computed. */
  priceBasis: PriceBasis;
  totals: DocumentTotals;
  validUntil: string;
  note: string;
  /** The contract takes effect only with the funding approval (contract/funding-condition.ts). */
  fundingCondition: boolean;
  createdAt: string;
  sentAt: string | null;
  acceptedAt: string | null;
  orderId: number | null;
  /** The person in the office who looks after it (issue 21). */
  assignee: AssigneeJson | null;
}

/** A row of GET /api/admin/quotes ("Angebote"): the quote without its lines and note. */
export type QuoteListItemJson = Omit<QuoteJson, 'lines' | 'note' | 'fundingCondition'>;

export interface QuotesPageJson {
  quotes: QuoteListItemJson[];
  total: number;
  page: number;
  pageSize: number;
}

/** A quote as its customer sees it (GET /api/customer/quotes): without the back office's links. */
export type CustomerQuoteJson = Omit<QuoteJson, 'leadId' | 'userId' | 'assignee'> & {
  /** The deposit's share (percent) an acceptance agrees to: the one the quote was sent with (ADR 066, 073). */
  depositPercent: number;
};

/** POST /api/customer/quotes/{id}/accept: the accepted quote and the order it became. */
export interface AcceptedQuoteJson {
  quote: CustomerQuoteJson;
  order: CustomerOrderJson;
}
