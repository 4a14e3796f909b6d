import type { InvoiceDocument } from '../invoices/contract/invoices.ts';
import { bookingColumns } from './booking-columns.ts';
import type { Booking, InvoiceRow } from './bookings.ts';
import { amount, extfFile, text, type ExtfField, type ExtfHeader } from './extf-format.ts';

type FileHeader = Omit<ExtfHeader, 'category' | 'formatName' | 'formatVersion'>;

/** A booking as a record of the Buchungsstapel: the fields up to the Beleglink, the rest stays empty. */
function bookingRecord(booking: Booking): ExtfField[] {
  return [
    amount(booking.cents), // Umsatz
    text(booking.side, 1), // Soll/Haben-Kennzeichen, of the Konto
    text('EUR', 3), // WKZ Umsatz
    null, // Kurs
    null, // Basis-Umsatz
    text('', 3), // WKZ Basis-Umsatz
    Number(booking.account), // Konto
    Number(booking.contraAccount), // Gegenkonto (ohne BU-Schlüssel)
    text(booking.taxKey, 4), // BU-Schlüssel: only for an account that is not an automatic one
    `${booking.day.slice(8, 10)}${booking.day.slice(5, 7)}`, // Belegdatum TTMM; the year is the header's
    text(booking.document, 36), // Belegfeld 1: the document's number
    text('', 12), // Belegfeld 2
    null, // Skonto
    text(booking.text, 60), // Buchungstext
    null, // Postensperre
    text('', 9), // Diverse Adressnummer
    null, // Geschäftspartnerbank
    null, // Sachverhalt
    null, // Zinssperre
    text(booking.link, 210), // Beleglink: the document's file in the export
  ];
}

/** EXTF_Buchungsstapel: Formatkategorie 21, Formatversion 13. */
export const bookingBatch = (header: FileHeader, bookings: Booking[]) =>
  extfFile({ ...header, category: 21, formatName: 'Buchungsstapel', formatVersion: 13 }, bookingColumns, bookings.map(bookingRecord));

/**
 * The columns of Debitoren/Kreditoren (Formatkategorie 16, Formatversion 5) up to the address, in
 * DATEV's order; the file ends there, DATEV takes the later columns (bank, dunning, …) as empty.
 */
const debtorColumns = [
  'Konto',
  'Name (Adressattyp Unternehmen)',
  'Unternehmensgegenstand',
  'Name (Adressattyp natürl. Person)',
  'Vorname (Adressattyp natürl. Person)',
  'Name (Adressattyp keine Angabe)',
  'Adressattyp',
  'Kurzbezeichnung',
  'EU-Land',
  'EU-UStID',
  'Anrede',
  'Titel/Akad. Grad',
  'Adelstitel',
  'Namensvorsatz',
  'Adressart',
  'Straße',
  'Postfach',
  'Postleitzahl',
  'Ort',
  'Land',
] as const;

/** "Anna Maria Schmidt" → Schmidt, Anna Maria: DATEV keeps first and last names apart. */
function splitName(name: string) {
  const parts = name.trim().split(/\s+/);
  const last = parts.pop() ?? '';
  return { first: parts.join(' '), last };
}

function debtorRecord({ account, invoice }: { account: string; invoice: InvoiceRow }): ExtfField[] {
  const buyer = (invoice.document as InvoiceDocument).buyer;
  const company = buyer.company.trim();
  const person = splitName(buyer.name);
  return [
    Number(account),
    text(company, 50),
    text('', 50),
    text(company ? '' : person.last, 30),
    text(company ? '' : person.first, 30),
    text('', 50),
    company ? 2 : 1, // Adressattyp: 1 natürliche Person, 2 Unternehmen
    text(company || buyer.name, 15),
    text('', 2),
    text('', 13),
    text('', 30),
    text('', 25),
    text('', 15),
    text('', 14),
    text(buyer.address ? 'STR' : '', 3),
    text(buyer.address?.street ?? '', 36),
    text('', 10),
    text(buyer.address?.postcode ?? '', 10),
    text(buyer.address?.city ?? '', 30),
    text(buyer.address ? 'DE' : '', 2),
  ];
}

/** EXTF_Debitoren: the personal accounts booked in the period, with name and address. */
export const debtorFile = (header: FileHeader, debtors: { account: string; invoice: InvoiceRow }[]) =>
  extfFile({ ...header, category: 16, formatName: 'Debitoren/Kreditoren', formatVersion: 5 }, debtorColumns, debtors.map(debtorRecord));
