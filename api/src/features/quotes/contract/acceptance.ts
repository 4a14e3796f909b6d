import { formatCents } from '../../../shared/format.ts';
import { TERMS_VERSION } from './quotes.ts';
import { VAT_RATE_PERCENT } from '../../documents/contract/totals.ts';
import { type AcceptanceRecord } from '../../orders/contract/orders.ts';
import { type PostalAddress } from '../../documents/contract/lines.ts';
import { formatDateTime, germanDay } from '../../../shared/dates.ts';
import { FUNDING_CONDITION_TITLE } from './funding-condition.ts';

/**
 * Accepting a quote online (issue 20), for the personal link and the customer account alike: the button
 * that names the payment obligation (§ 312j Abs. 3 BGB), what the customer agrees to, and how the
 * record of it reads wherever it is shown (page, order details, confirmation mail). Zod-free.
 */

/** § 312j Abs. 3 BGB: the button says that accepting costs money. */
export const ACCEPT_BUTTON_LABEL = 'Angebot zahlungspflichtig annehmen';

/**
 * The withdrawal situation as the AGB (§ 9 Abs. 3) state it, said before the contract is made: the
 * elements are made to the customer's measurements and choices, so § 312g Abs. 2 Nr. 1 BGB excludes the
 * right of withdrawal.
 */
export const WITHDRAWAL_NOTICE =
  'Die Fenster, Türen und Dachfenster dieses Angebots werden nach Ihren Maßen und Vorgaben eigens für Sie gefertigt (Maßanfertigung). ' +
  'Für solche Waren besteht nach § 312g Abs. 2 Nr. 1 BGB kein Widerrufsrecht (§ 9 Abs. 3 unserer AGB).';

/**
 * The funding condition in one sentence, where the acceptance is shown (issue 47, ADR 080): the contract is
 * made now but takes effect only with the Förderzusage (aufschiebende Bedingung, § 158 Abs. 1 BGB), so
 * nothing is owed before it. The full text (FUNDING_CONDITION) stands in the PDF, on the page and in the record.
 */
export const FUNDING_CONDITION_POINT =
  'Der Vertrag steht unter der aufschiebenden Bedingung der Förderzusage (§ 158 Abs. 1 BGB): Er wird erst wirksam, wenn das BAFA ' +
  'Ihnen den Zuschuss aus der BEG EM zusagt. Wird die Förderung nicht zugesagt, entstehen Ihnen keine Kosten.';

/**
 * What the customer agrees to, in the order the page lists it directly above the button; the deposit's
 * share is the one the quote was sent with, the one the acceptance records (ADR 066, 073). Under the funding
 * condition the condition comes first and the deposit is due with the Förderzusage (ADR 080).
 */
export function agreementPoints({
  numberLabel,
  version,
  gross,
  depositPercent,
  fundingCondition = false,
}: {
  numberLabel: string;
  version: number;
  gross: number;
  depositPercent: number;
  fundingCondition?: boolean;
}): string[] {
  const amount = formatCents(Math.round((gross * depositPercent) / 100));
  return [
    `Angebot ${numberLabel} (Version ${version}) über ${formatCents(gross)} (inkl. ${VAT_RATE_PERCENT} % USt.) mit den oben aufgeführten Positionen.`,
    ...(fundingCondition ? [FUNDING_CONDITION_POINT] : []),
    `Es gelten unsere Allgemeinen Geschäftsbedingungen in der Fassung vom ${germanDay(TERMS_VERSION)}.`,
    fundingCondition
      ? `Mit der Förderzusage ist eine Anzahlung von ${depositPercent} % fällig (${amount}), der Restbetrag mit der Abnahme.`
      : `Mit der Annahme ist eine Anzahlung von ${depositPercent} % fällig (${amount}), der Restbetrag mit der Abnahme.`,
    WITHDRAWAL_NOTICE,
  ];
}

/** The checkbox before the button: the customer confirms the AGB and the notice on withdrawal. */
export const TERMS_CONFIRM_LABEL =
  'Ich habe die Allgemeinen Geschäftsbedingungen und den Hinweis zum Widerrufsrecht gelesen und bin einverstanden.';

/**
 * The record as lines of text: in the order details of both sides and in the confirmation mail. A record
 * with the funding condition says it, with the text that was accepted, and when the deposit is due.
 */
export function acceptanceLines(record: AcceptanceRecord): string[] {
  const conditional = Boolean(record.fundingCondition);
  return [
    `Angenommen am ${formatDateTime(new Date(record.at))} Uhr ${record.via === 'link' ? 'über den persönlichen Angebotslink' : 'im Kundenkonto'}`,
    `Angebot ${record.quoteNumber}, Version ${record.quoteVersion}`,
    ...(conditional ? [`${FUNDING_CONDITION_TITLE}: ${record.fundingCondition}`] : []),
    `AGB in der Fassung vom ${germanDay(record.termsVersion)}`,
    conditional
      ? `Anzahlung ${record.downPaymentPercent} %, fällig mit der Förderzusage`
      : `Anzahlung ${record.downPaymentPercent} % bei Auftragserteilung`,
    `Widerrufsrecht: ${record.withdrawalNotice}`,
  ];
}

/** The deposit line of the confirmation mail: its share and amount, and when it is due. */
export const depositDueLine = (record: AcceptanceRecord, gross: number) =>
  `Anzahlung ${record.fundingCondition ? 'mit der Förderzusage' : 'bei Auftragserteilung'} (${record.downPaymentPercent} %): ${formatCents(Math.round((gross * record.downPaymentPercent) / 100))}`;

/** "Musterstraße 1, 20095 Hamburg" */
export function addressLine(address: PostalAddress): string {
  return `${address.street}, ${address.postcode} ${address.city}`;
}
