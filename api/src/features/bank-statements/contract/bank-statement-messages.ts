import { formatCount } from '../../../shared/format.ts';

/** The German messages of the bank statement import (answers of the API and the screen's texts, ADR 058). */
export const bankStatementMessages = {
  fileMissing: 'Bitte wählen Sie eine Kontoauszugsdatei (CAMT.053 als XML oder ZIP) aus.',
  fileTooLarge: 'Die Datei ist zu groß (höchstens 10 MB).',
  multipartRequired: 'Bitte laden Sie die Datei als Formular-Upload (multipart/form-data, Feld „file“) hoch.',
  notCamt:
    'Das ist kein Kontoauszug im Format CAMT.053 (camt.053.001.02 bis .08). Bitte exportieren Sie den Auszug im Online-Banking als CAMT.053-Datei.',
  invalidBookingDay: 'Der Kontoauszug enthält eine Buchung ohne gültigen Buchungstag. Bitte exportieren Sie den Auszug erneut.',
  bookedInFuture: (day: string) =>
    `Der Kontoauszug enthält eine Buchung vom ${day}, also aus der Zukunft. Bitte prüfen Sie die Datei und exportieren Sie den Auszug erneut.`,
  tooManyEntries: (limit: number) =>
    `Die Datei enthält mehr als ${formatCount(limit)} Buchungen. Bitte lesen Sie höchstens ${formatCount(limit)} Buchungen auf einmal ein, z. B. die Auszüge eines Monats.`,
  brokenZip: 'Das ZIP-Archiv ist beschädigt oder enthält unzulässige Dateinamen.',
  zipTooLarge: 'Das ZIP-Archiv ist entpackt zu groß (höchstens 100 Dateien und 10 MB je Datei).',
  noStatements: 'Das ZIP-Archiv enthält keinen Kontoauszug (keine XML-Datei).',
  entryNotFound: 'Diese Buchung gibt es nicht.',
  importNotFound: 'Diesen Kontoauszug gibt es nicht.',
  notAssignable: 'Diese Buchung ist schon zugeordnet oder ist keine Gutschrift.',
  invoiceNumber: 'Bitte geben Sie die Rechnungsnummer an, z. B. RE-2026-0001.',
  invoiceNotFound: 'Eine offene Rechnung mit dieser Nummer gibt es nicht.',
  notSuggested: 'Diese Rechnung wurde für die Buchung nicht vorgeschlagen; bitte ordnen Sie sie von Hand zu.',
  invoiceNotOpen: 'Auf diese Rechnung ist nichts mehr offen.',
  bookedBeforeIssue: 'Die Gutschrift ist vor dem Rechnungsdatum gebucht und kann diese Rechnung nicht bezahlen.',
  ignoredNotBooked: 'Nicht gebucht (vorgemerkt)',
  ignoredZero: 'Betrag 0,00 €',
  ignoredDebit: 'Belastung',
  ignoredCurrency: 'Nicht in Euro',
  ignoredReturn: 'Rückbuchung',
  ignoredFee: 'Entgelt oder Abschluss',
  noInvoiceFound: 'Keine offene Rechnung gefunden',
  invoiceAlreadyPaid: (number: string) => `${number} ist bereits bezahlt`,
  statementOf: (day: string) => `Kontoauszug vom ${day}`,
} as const;

const bookings = (count: number) => (count === 1 ? '1 Buchung' : `${count} Buchungen`);

/** The texts of "Zahlungseingänge". */
export const bankStatementScreenTexts = {
  title: 'Zahlungseingänge',
  upload: 'Kontoauszug einlesen',
  fileLabel: 'Kontoauszug (CAMT.053, XML oder ZIP)',
  uploaded: 'Kontoauszug eingelesen',
  summary: (counts: { entries: number; matched: number; suggested: number; unmatched: number; ignored: number; duplicates: number }) =>
    `${bookings(counts.entries)}: ${counts.matched} zugeordnet, ${counts.suggested} mit Vorschlag, ${counts.unmatched} offen, ${counts.ignored} ignoriert, ${counts.duplicates} schon bekannt.`,
  /** An import's entries that an earlier statement had already brought in. */
  alreadyKnown: (count: number) => (count === 1 ? '1 Buchung war schon bekannt' : `${formatCount(count)} Buchungen waren schon bekannt`),
  empty: 'Noch kein Kontoauszug eingelesen.',
  importsFailed: 'Die Zahlungseingänge konnten nicht geladen werden.',
  entriesFailed: 'Die Buchungen konnten nicht geladen werden.',
  imported: (at: string, by: string) => `Eingelesen am ${at} von ${by}`,
  entryCount: (count: number) => (count === 1 ? '1 Buchung' : `${formatCount(count)} Buchungen`),
  openCount: (count: number) => `${formatCount(count)} offen`,
  confirm: 'Bestätigen',
  assign: 'Zuordnen',
  confirmSuggestion: (amount: string, number: string) => `Die Gutschrift über ${amount} wird als Zahlung auf ${number} erfasst.`,
  confirmAssign: (amount: string, number: string) => `Die Gutschrift über ${amount} wird von Hand als Zahlung auf ${number} erfasst.`,
  recorded: 'Zahlung erfasst.',
  partPayment: 'Teilzahlung',
  overpayment: (surplus: string) => `Überzahlung: ${surplus} zu viel`,
} as const;
