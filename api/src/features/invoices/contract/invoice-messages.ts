import { germanDay } from '../../../shared/dates.ts';

/** The German messages of invoices (answers of the API and the screens' texts). */
export const invoiceMessages = {
  serviceDate: 'Bitte geben Sie das Leistungsdatum als gültiges Datum an (TT.MM.JJJJ).',
  retention: 'Bitte geben Sie den Einbehalt als Betrag von mindestens 0,01 € an.',
  retentionFinalOnly: 'Ein Einbehalt wegen offener Mängel ist nur auf der Schlussrechnung möglich.',
  retentionTooHigh: 'Der Einbehalt darf nicht höher sein als der zu zahlende Betrag.',
  retentionWithoutDefects: 'Ein Einbehalt wegen offener Mängel ist nur möglich, solange ein Mangel der Abnahme offen ist.',
  serviceDateAfterIssue: 'Das Leistungsdatum darf nicht nach dem Rechnungsdatum liegen.',
  sellerTaxIdMissing:
    'Eine Rechnung braucht Ihre Steuernummer oder USt-IdNr. (§ 14 UStG). Bitte tragen Sie sie unter Einstellungen → Firma ein.',
  sellerBankMissing: 'Eine Rechnung braucht Ihre Bankverbindung. Bitte tragen Sie die IBAN unter Einstellungen → Firma ein.',
  invoiceNotFound: 'Diese Rechnung gibt es nicht.',
  orderNotFound: 'Diesen Auftrag gibt es nicht.',
  kind: 'Bitte wählen Sie Anzahlungsrechnung oder Schlussrechnung.',
  depositNotYet: 'Eine Anzahlungsrechnung ist erst möglich, wenn der Auftrag bestätigt ist.',
  depositCancelledOrder: 'Für einen stornierten Auftrag wird keine Rechnung mehr erstellt.',
  depositExists: 'Zu diesem Auftrag gibt es schon eine Anzahlungsrechnung. Stornieren Sie sie zuerst, wenn sie neu erstellt werden soll.',
  finalNotYet: 'Die Schlussrechnung ist erst möglich, wenn der Auftrag abgeschlossen ist.',
  finalExists: 'Zu diesem Auftrag gibt es schon eine Schlussrechnung.',
  noLines: 'Dieser Auftrag hat keine Positionen.',
  depositExceeds: 'Die Anzahlungen sind höher als der Auftragswert; bitte stornieren Sie zuerst die zu hohe Anzahlungsrechnung.',
  immutable:
    'Eine ausgestellte Rechnung kann nicht geändert oder gelöscht werden. Korrigieren Sie sie mit einer Stornorechnung und stellen Sie eine neue aus.',
  alreadyCancelled: 'Diese Rechnung ist bereits storniert.',
  cancellationNotCancellable: 'Eine Stornorechnung kann nicht storniert werden.',
  amount: 'Bitte geben Sie einen Betrag von mindestens 0,01 € an.',
  paymentDate: 'Bitte geben Sie das Zahlungsdatum im Format JJJJ-MM-TT an.',
  paymentInFuture: 'Das Zahlungsdatum darf nicht in der Zukunft liegen.',
  paymentBeforeIssue: 'Das Zahlungsdatum darf nicht vor dem Rechnungsdatum liegen.',
  overpaid: (open: string) => `Der Betrag ist höher als der offene Betrag von ${open}.`,
  notPayable: 'Auf diese Rechnung kann keine Zahlung erfasst werden.',
  notOverdue: 'Eine Zahlungserinnerung ist erst nach dem Fälligkeitstag möglich.',
  noRecipient: 'Zu dieser Rechnung gibt es keine E-Mail-Adresse; bitte erinnern Sie den Kunden auf anderem Weg.',
  notBusiness: 'Eine XRechnung gibt es nur für Rechnungen an Geschäftskunden.',
  status: 'Bitte wählen Sie einen gültigen Status.',
  issued: (label: string, number: string) => `${label} ${number} erstellt.`,
  paymentRecorded: 'Zahlung erfasst.',
  reminderSent: 'Die Zahlungserinnerung wird versendet.',
  cancelled: (number: string) => `Stornorechnung ${number} erstellt.`,
} as const;

/** The texts of the screens (Rechnungen, the order's invoices, Mein Konto). */
export const invoiceScreenTexts = {
  title: 'Rechnungen',
  createDeposit: 'Anzahlungsrechnung erstellen',
  createFinal: 'Schlussrechnung erstellen',
  confirmDeposit: (percent: number) =>
    `Eine Anzahlungsrechnung über ${percent} % des Auftragswerts wird mit der nächsten Rechnungsnummer ausgestellt und dem Kunden per E-Mail geschickt. Sie kann danach nicht mehr geändert, nur storniert werden.`,
  confirmFinal:
    'Die Schlussrechnung über alle Positionen abzüglich der Anzahlungen wird mit der nächsten Rechnungsnummer ausgestellt und dem Kunden per E-Mail geschickt. Sie kann danach nicht mehr geändert, nur storniert werden.',
  retention: 'Einbehalt wegen offener Mängel',
  retentionHint: 'In Euro, höchstens der zu zahlende Betrag. Leer lassen: kein Einbehalt. Fällig nach Beseitigung der Mängel.',
  /** What the server takes for an empty Leistungsdatum (issue-invoice.ts, serviceDayOf): the Abnahme's day first (ADR 061). */
  serviceDateHint: (acceptedOn: string | null) =>
    acceptedOn
      ? `Leer lassen: der Tag der Abnahme, ${germanDay(acceptedOn)}.`
      : 'Leer lassen: der letzte Montagetag des Auftrags (ohne Montage der Tag des Abschlusses).',
  recordPayment: 'Zahlung erfassen',
  cancel: 'Stornieren',
  confirmCancel: (number: string) =>
    `Zur Rechnung ${number} wird eine Stornorechnung mit eigener Nummer und negativen Beträgen ausgestellt und dem Kunden per E-Mail geschickt. Das lässt sich nicht rückgängig machen.`,
  sendReminder: 'Zahlungserinnerung senden',
  confirmReminder: (number: string, email: string) => `Die Zahlungserinnerung zu ${number} geht mit der Rechnung als Anhang an ${email}.`,
  customerSection: 'Ihre Rechnungen',
  customerEmpty: 'Sie haben noch keine Rechnungen.',
  empty: 'Keine Rechnungen gefunden.',
  orderInvoices: 'Rechnungen zum Auftrag',
} as const;
