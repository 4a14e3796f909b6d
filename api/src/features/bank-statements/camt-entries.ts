import { createHash } from 'node:crypto';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';
import { child, children, parseXml, textAt, XmlRefused, type XmlElement } from './xml-tree.ts';

/** One booking of a statement as the import needs it; amounts in cents, credits positive, debits negative. */
export interface StatementEntry {
  bankReference: string;
  bookingDate: string;
  valueDate: string | null;
  amount: number;
  counterparty: string;
  remittance: string;
  endToEndId: string | null;
  /** Why the entry pays no invoice (a debit, a return, a fee, not yet booked), or null for a credit. */
  ignoredBecause: string | null;
}

/** The versions German banks deliver (DFÜ-Abkommen Anlage 3): camt.053.001.02 up to .08. */
const CAMT_053 = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.0[2-8]$/;
const DAY = /^\d{4}-\d{2}-\d{2}/;
const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;
/** ISO bank transaction sub-families of returns and reversals, and of charges. */
const RETURN_CODES = new Set(['RRTN', 'RPCR', 'ARET', 'AREV', 'RCDD', 'UPDD']);
const FEE_CODES = new Set(['CHRG', 'FEES', 'COMM', 'INTR']);
/** German business transaction codes (GVC, in BkTxCd/Prtry as "NTRF+159+…"): returns, closing, fees. */
const RETURN_GVC = new Set(['159', '108', '109', '111', '195']);
const FEE_GVC = new Set(['805', '808', '809', '814']);

/** The statement's entries; anything that is not a CAMT.053 document is refused with a German message. */
export function camtEntries(xml: string): StatementEntry[] {
  let document: XmlElement;
  try {
    document = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlRefused) throw new XmlRefused(m.notCamt);
    throw error;
  }
  const namespace = Object.entries(document.attributes).find(([name]) => name === 'xmlns' || name.startsWith('xmlns:'))?.[1] ?? '';
  const statements = child(document, 'BkToCstmrStmt');
  if (document.name !== 'Document' || !CAMT_053.test(namespace) || !statements) throw new XmlRefused(m.notCamt);
  return children(statements, 'Stmt').flatMap((statement) => children(statement, 'Ntry').map(entryOf));
}

function entryOf(entry: XmlElement): StatementEntry {
  const amountElement = child(entry, 'Amt');
  const amount = AMOUNT.exec(amountElement?.text.trim() ?? '');
  const bookingDate = (textAt(entry, 'BookgDt', 'Dt') || textAt(entry, 'BookgDt', 'DtTm')).slice(0, 10);
  if (!amount || !DAY.test(bookingDate)) throw new XmlRefused(m.notCamt);
  const credit = textAt(entry, 'CdtDbtInd') === 'CRDT';
  const cents = Number(amount[1]) * 100 + Number((amount[2] ?? '').padEnd(2, '0'));
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
  const valueDate = (textAt(entry, 'ValDt', 'Dt') || textAt(entry, 'ValDt', 'DtTm')).slice(0, 10) || null;
  return {
    bankReference: textAt(entry, 'AcctSvcrRef') || digest([bookingDate, valueDate, signed, counterparty, remittance, endToEnd]),
    bookingDate,
    valueDate,
    amount: signed,
    counterparty,
    remittance,
    endToEndId: endToEnd,
    ignoredBecause: ignoredBecause(entry, credit, amountElement?.attributes.Ccy ?? ''),
  };
}

function ignoredBecause(entry: XmlElement, credit: boolean, currency: string): string | null {
  const status = textAt(entry, 'Sts', 'Cd') || textAt(entry, 'Sts');
  if (status !== 'BOOK') return m.ignoredNotBooked;
  if (!credit) return m.ignoredDebit;
  if (currency !== 'EUR') return m.ignoredCurrency;
  const family = child(entry, 'BkTxCd', 'Domn', 'Fmly');
  const gvc = textAt(entry, 'BkTxCd', 'Prtry', 'Cd').split('+')[1] ?? '';
  if (textAt(entry, 'RvslInd') === 'true' || RETURN_CODES.has(textAt(family, 'SubFmlyCd')) || RETURN_GVC.has(gvc)) return m.ignoredReturn;
  if (FEE_CODES.has(textAt(family, 'Cd')) || FEE_CODES.has(textAt(family, 'SubFmlyCd')) || FEE_GVC.has(gvc)) return m.ignoredFee;
  return null;
}

/** A stand-in for a missing bank reference: the same booking gives the same digest in every upload. */
function digest(parts: unknown[]) {
  return `sha256:${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32)}`;
}
