import type { AcceptanceRecord } from '../../orders/contract/orders.ts';
import type { DocumentTotals, PriceBasis } from '../../documents/contract/totals.ts';
import type { PostalAddress, QuoteLine } from '../../documents/contract/lines.ts';
import { germanDay } from '../../../shared/dates.ts';

/**
 * The personal quote link, /angebot/{token} (issue 20): what GET /api/quotes/{token} answers and the
 * texts of the page and of the routes' refusals. Zod-free; the request schemas are in quote-link-schemas.ts.
 */

/**
 * Where a link stands: 'open' (can be accepted), or why it no longer can. A superseded quote points to
 * the newer version, whose own link is mailed with it.
 */
export type QuoteLinkState = 'open' | 'accepted' | 'expired' | 'changes_requested' | 'superseded';

/** The quote as its link shows it: what the customer needs to decide, nothing of the back office. */
interface QuoteLinkQuoteJson {
  /** Printed number: "AN-2026-0007" or "AN-2026-0007-2". */
  number: string;
  version: number;
  customer: { name: string; company: string; phone: string };
  customerAddress: PostalAddress | null;
  installationAddress: PostalAddress | null;
  lines: QuoteLine[];
  priceBasis: PriceBasis;
  totals: DocumentTotals;
  /** The deposit's share (percent) an acceptance agrees to: the one the quote was sent with (ADR 066, 073). */
  depositPercent: number;
  /** The last Berlin day it can be accepted on (YYYY-MM-DD). */
  validUntil: string;
  sentAt: string | null;
  note: string;
  /** The BEG EM funding condition is part of the quote (ADR 063). */
  fundingCondition: boolean;
}

export type QuoteLinkJson =
  | { state: 'open'; quote: QuoteLinkQuoteJson }
  | { state: 'accepted'; number: string; orderNumber: string | null; acceptance: AcceptanceRecord | null }
  | { state: 'expired'; number: string; validUntil: string }
  | { state: 'changes_requested'; number: string }
  | { state: 'superseded'; number: string; newerNumber: string | null };

/** POST /api/quotes/{token}/accept: the order it became and the record kept with it. */
export interface QuoteLinkAcceptedJson {
  orderNumber: string;
  acceptance: AcceptanceRecord;
}

export const quoteLinkMessages = {
  notFound: 'Diesen Angebotslink gibt es nicht. Bitte prüfen Sie, ob Sie den Link aus unserer E-Mail vollständig übernommen haben.',
  superseded: 'Es gibt eine neuere Version dieses Angebots. Sie haben sie per E-Mail erhalten; bitte nutzen Sie den Link darin.',
  notOpen: 'Dieses Angebot kann über diesen Link nicht mehr angenommen werden.',
  street: 'Bitte geben Sie Straße und Hausnummer an (höchstens 100 Zeichen).',
  postcode: 'Bitte geben Sie eine fünfstellige Postleitzahl an.',
  city: 'Bitte geben Sie den Ort an (höchstens 100 Zeichen).',
  phone:
    'Bitte geben Sie eine Telefonnummer an, unter der wir Sie für den Termin erreichen (6 bis 30 Zeichen, Ziffern, Leerzeichen, + / - ( )).',
  // The page
  loadFailed: 'Das Angebot konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  acceptFailed: 'Das Angebot konnte nicht angenommen werden.',
  /** Under the heading "Vielen Dank für Ihren Auftrag" (OrderThanksHeading), so it does not thank a second time. */
  accepted: (orderNumber: string) => `Ihre Bestellung hat die Nummer ${orderNumber}. Die Bestätigung mit allen Angaben kommt per E-Mail.`,
  acceptedState: (number: string, orderNumber: string | null) =>
    `Sie haben das Angebot ${number} angenommen${orderNumber ? ` (Bestellung ${orderNumber})` : ''}. Dieser Link ist damit erledigt.`,
  expiredState: (number: string, day: string) =>
    `Das Angebot ${number} war bis zum ${germanDay(day)} gültig und kann nicht mehr angenommen werden. Schreiben Sie uns unten, wenn Sie ein neues Angebot möchten.`,
  changesRequestedState: (number: string) =>
    `Zum Angebot ${number} haben Sie Änderungen gewünscht. Wir senden Ihnen ein angepasstes Angebot mit einem neuen Link.`,
  supersededState: (number: string, newer: string | null) =>
    `Es gibt eine neuere Version dieses Angebots${newer ? ` (${newer})` : ''}. Angebot ${number} gilt nicht mehr; den Link zur neuen Version haben Sie per E-Mail erhalten.`,
  changeFailed: 'Ihr Änderungswunsch konnte nicht gesendet werden.',
  changeSent: 'Danke! Wir melden uns mit einem angepassten Angebot bei Ihnen.',
} as const;
