/**
 * The GiroCode (EPC QR code, EPC069-12 version 002): the text a banking app reads to fill in a SEPA
 * credit transfer. Browser-safe and pure; the QR symbol itself is drawn by `girocode-image.ts`.
 */

export interface GiroCodeTransfer {
  /** The account holder exactly as the bank knows it: banks compare it with the IBAN (Verification of Payee). */
  holder: string;
  iban: string;
  /** Optional in version 002 within the EEA. */
  bic: string;
  /** Cents, 1 … 99 999 999 999 (EPC069-12: EUR 0.01 … 999 999 999.99). */
  amount: number;
  /** The unstructured remittance information: the invoice number. */
  remittance: string;
}

const MAX_NAME = 70;
const MAX_REMITTANCE = 140;
const MAX_AMOUNT = 99_999_999_999;

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** "EUR428.04": a dot as the decimal separator, no thousands separator. */
const amountField = (cents: number) => `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The payload, or null when the transfer cannot be asked for: no holder or IBAN, nothing to pay. The
 * lines: service tag, version, character set 1 (UTF-8), SEPA credit transfer, BIC, name, IBAN, amount,
 * purpose (none), structured reference (none), the remittance text. Line breaks are LF.
 */
export function giroCodePayload(transfer: GiroCodeTransfer): string | null {
  const holder = transfer.holder.trim().slice(0, MAX_NAME);
  const iban = compact(transfer.iban);
  if (!holder || !iban || !Number.isInteger(transfer.amount) || transfer.amount < 1 || transfer.amount > MAX_AMOUNT) return null;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    compact(transfer.bic),
    holder,
    iban,
    amountField(transfer.amount),
    '',
    '',
    transfer.remittance.trim().slice(0, MAX_REMITTANCE),
  ].join('\n');
}
