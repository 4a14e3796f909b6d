import type { BookkeepingSettings } from './contract/bookkeeping.ts';

/**
 * DATEV's import format "EXTF" (Formatversion 700): a header line, the column line, then the records;
 * `;` between fields, CRLF after each line, text in double quotes with inner quotes doubled, numbers
 * without. Empty fields stay empty. Encoding to Windows-1252 is the caller's (windows-1252.ts).
 */
export type ExtfField = string | number | null;

/** A text field as DATEV writes it: quoted, `"` doubled, cut to DATEV's length. */
export const text = (value: string, maxLength: number) => `"${value.slice(0, maxLength).replaceAll('"', '""')}"`;

/** An amount in cents as DATEV's Umsatz: positive, decimal comma, no thousands separator ("1234,56"). */
export const amount = (cents: number) => {
  const absolute = Math.abs(cents);
  return `${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
};

/** "2026-10-05" → 20261005 */
export const extfDay = (day: string) => day.replaceAll('-', '');

export interface ExtfHeader {
  category: number;
  formatName: string;
  formatVersion: number;
  createdAt: Date;
  exportedBy: string;
  settings: BookkeepingSettings;
  fiscalYearStart: string;
  from: string;
  to: string;
  label: string;
  locked: boolean;
}

/** DATEV's "Erzeugt am": YYYYMMDDHHMMSSFFF in the local (Berlin) time of the server. */
function createdStamp(date: Date) {
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}${pad(date.getMilliseconds(), 3)}`;
}

/** The 31 fields of the header line, each in the position DATEV documents for Formatversion 700. */
function extfHeaderLine(header: ExtfHeader): ExtfField[] {
  const { settings } = header;
  return [
    text('EXTF', 4), // 1 Kennzeichen: data from outside DATEV
    700, // 2 Versionsnummer
    header.category, // 3 Formatkategorie (21 Buchungsstapel, 16 Debitoren/Kreditoren)
    text(header.formatName, 30), // 4 Formatname
    header.formatVersion, // 5 Formatversion
    createdStamp(header.createdAt), // 6 Erzeugt am
    null, // 7 Importiert (DATEV's)
    text('RE', 2), // 8 Herkunft: Rechnungswesen
    text(header.exportedBy, 25), // 9 Exportiert von
    text('', 25), // 10 Importiert von (DATEV's)
    Number(settings.consultantNumber), // 11 Beraternummer
    Number(settings.clientNumber), // 12 Mandantennummer
    extfDay(header.fiscalYearStart), // 13 WJ-Beginn
    settings.accountLength, // 14 Sachkontenlänge
    extfDay(header.from), // 15 Datum vom
    extfDay(header.to), // 16 Datum bis
    text(header.label, 30), // 17 Bezeichnung
    text('', 2), // 18 Diktatkürzel
    1, // 19 Buchungstyp: Finanzbuchführung
    0, // 20 Rechnungslegungszweck: unabhängig
    header.locked ? 1 : 0, // 21 Festschreibung
    text('EUR', 3), // 22 WKZ
    null, // 23 reserviert
    text('', 0), // 24 Derivatskennzeichen
    null, // 25 reserviert
    null, // 26 reserviert
    text(settings.chart.slice(3), 2), // 27 Sachkontenrahmen: "03" or "04"
    null, // 28 ID der Branchenlösung
    null, // 29 reserviert
    text('', 0), // 30 reserviert
    text('', 0), // 31 Anwendungsinformation
  ];
}

const line = (fields: readonly ExtfField[]) => fields.map((field) => (field === null ? '' : String(field))).join(';');

/**
 * The whole file as text: header, the full column line, and every record padded with empty fields to
 * the column line's length, so each line has as many fields as the header names.
 */
export function extfFile(header: ExtfHeader, columns: readonly string[], records: ExtfField[][]): string {
  const padded = records.map((record) => [...record, ...Array<ExtfField>(columns.length - record.length).fill(null)]);
  return [line(extfHeaderLine(header)), columns.join(';'), ...padded.map(line)].map((row) => `${row}\r\n`).join('');
}
