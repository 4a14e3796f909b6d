import { createHash } from 'node:crypto';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';
import { germanDay } from '../../shared/dates.ts';
import { isCalendarDay } from '../../shared/schema-helpers.ts';
import { child, children, textAt, XmlRefused, type XmlElement } from './xml-tree.ts';

/** One booking of a statement as the import needs it; amounts in cents, credits positive, debits negative. */
export interface StatementEntry {
  bankReference: string;
  bookingDate: string;
  valueDate: string | null;
  amount: number;
  counterparty: string;
  remittance: string;
  endToEndId: string | null;
  /** Why the entry pays no invoice (a debit, a return, a fee, 0,00 €, not yet booked), or null for a credit. */
  ignoredBecause: string | null;
}

/** The versions German banks deliver (DFÜ-Abkommen Anlage 3): camt.053.001.02 up to .08. */
export const CAMT_053 = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.0[2-8]$/;
const DAY = /^\d{4}-\d{2}-\d{2}/;
const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;
/** ISO bank transaction sub-families of returns and reversals, and of charges. */
const RETURN_CODES = new Set(['RRTN', 'RPCR', 'ARET', 'AREV', 'RCDD', 'UPDD']);
const FEE_CODES = new Set(['CHRG', 'FEES', 'COMM', 'INTR']);
/** German business transaction codes (GVC, in BkTxCd/Prtry as "NTRF+159+…"): returns, closing, fees. */
const RETURN_GVC = new Set(['159', '108', '109', '111', '195']);
const FEE_GVC = new Set(['805', '808', '809', '814']);

/** The day of a `Dt` or `DtTm` (ISODate, ISODateTime), or '' when the booking has none or one the calendar lacks. */
function dayAt(entry: XmlElement, name: string) {
  const day = (textAt(entry, name, 'Dt') || textAt(entry, name, 'DtTm')).slice(0, 10);
  return DAY.test(day) && isCalendarDay(day) ? day : '';
}

/**
 * One `Ntry` of a statement. `referenceOf` stands in for a missing bank reference (camt-reader.ts keeps
 * identical bookings of one upload apart). A booking without a day the calendar has, or booked after
 * `today`, refuses the whole file: the payment it would record is one the payment form refuses.
 */
export function entryOf(entry: XmlElement, today: string, referenceOf: (booking: unknown[]) => string): StatementEntry {
  const amountElement = child(entry, 'Amt');
  const amount = AMOUNT.exec(amountElement?.text.trim() ?? '');
  const bookingDate = dayAt(entry, 'BookgDt');
  if (!amount) throw new XmlRefused(m.notCamt);
  if (!bookingDate) throw new XmlRefused(m.invalidBookingDay);
  const credit = textAt(entry, 'CdtDbtInd') === 'CRDT';
  const cents = Number(amount[1]) * 100 + Number((amount[2] ?? '').padEnd(2, '0'));
  const booked = (textAt(entry, 'Sts', 'Cd') || textAt(entry, 'Sts')) === 'BOOK';
  // A pending booking may carry the day the bank expects to book it; it is kept, but pays nothing.
  if (booked && bookingDate > today) throw new XmlRefused(m.bookedInFuture(germanDay(bookingDate)));
  const details = children(child(entry, 'NtryDtls'), 'TxDtls');
  const party = credit ? 'Dbtr' : 'Cdtr';
  const counterparty =
    details.map((detail) => textAt(detail, 'RltdPties', party, 'Nm') || textAt(detail, 'RltdPties', party, 'Pty', 'Nm')).find(Boolean) ??
    '';
  const remittance = details
    .flatMap((detail) => children(child(detail, 'RmtInf'), 'Ustrd').map((line) => line.text.trim()))
    .concat(textAt(entry, 'AddtlNtryInf') && details.length === 0 ? [textAt(entry, 'AddtlNtryInf')] : [])
    .join(' ');
  const endToEnd = details.map((detail) => textAt(detail, 'Refs', 'EndToEndId')).find((id) => id && id !== 'NOTPROVIDED') ?? null;
  const signed = credit ? cents : -cents;
  const valueDate = dayAt(entry, 'ValDt') || null;
  return {
    bankReference: textAt(entry, 'AcctSvcrRef') || referenceOf([bookingDate, valueDate, signed, counterparty, remittance, endToEnd]),
    bookingDate,
    valueDate,
    amount: signed,
    counterparty,
    remittance,
    endToEndId: endToEnd,
    ignoredBecause: ignoredBecause(entry, { booked, credit, cents }, amountElement?.attributes.Ccy ?? ''),
  };
}

function ignoredBecause(
  entry: XmlElement,
  { booked, credit, cents }: { booked: boolean; credit: boolean; cents: number },
  currency: string,
): string | null {
  if (!booked) return m.ignoredNotBooked;
  // 0,00 € moves no money: no payment, nothing for the adviser's export.
  if (cents === 0) return m.ignoredZero;
  if (!credit) return m.ignoredDebit;
  if (currency !== 'EUR') return m.ignoredCurrency;
  const family = child(entry, 'BkTxCd', 'Domn', 'Fmly');
  const gvc = textAt(entry, 'BkTxCd', 'Prtry', 'Cd').split('+')[1] ?? '';
  if (textAt(entry, 'RvslInd') === 'true' || RETURN_CODES.has(textAt(family, 'SubFmlyCd')) || RETURN_GVC.has(gvc)) return m.ignoredReturn;
  if (FEE_CODES.has(textAt(family, 'Cd')) || FEE_CODES.has(textAt(family, 'SubFmlyCd')) || FEE_GVC.has(gvc)) return m.ignoredFee;
  return null;
}

/** A stand-in for a missing bank reference: the same booking gives the same digest in every upload. */
export function digest(parts: unknown[]) {
  return `sha256:${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32)}`;
}
