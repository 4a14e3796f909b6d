/** The German messages of Einstellungen → Buchhaltung, the DATEV export and the month closing. */
export const bookkeepingMessages = {
  consultantNumber: 'Die Beraternummer ist eine Zahl von 1001 bis 9999999 (4 bis 7 Ziffern).',
  clientNumber: 'Die Mandantennummer ist eine Zahl von 1 bis 99999 (1 bis 5 Ziffern).',
  chart: 'Bitte wählen Sie SKR03 oder SKR04.',
  accountLength: 'Die Sachkontenlänge liegt zwischen 4 und 8.',
  fiscalYearStart: 'Bitte wählen Sie den Monat, in dem Ihr Wirtschaftsjahr beginnt (1 bis 12).',
  account: (label: string) => `${label}: bitte eine Kontonummer mit so vielen Ziffern wie die Sachkontenlänge.`,
  accountTwice: (label: string, other: string) =>
    `${label}: dieses Konto ist schon für „${other}“ eingetragen; jedes Konto braucht eine eigene Nummer.`,
  taxKey: 'Der BU-Schlüssel hat höchstens 4 Ziffern; leer lassen, wenn das Konto ein Automatikkonto ist.',
  receivables: 'Bitte wählen Sie Sammelkonto oder Personenkonten.',
  notConfigured:
    'Bitte tragen Sie zuerst unter Einstellungen → Buchhaltung die Berater- und Mandantennummer ein, die Ihr Steuerberater Ihnen nennt.',
  period: 'Bitte geben Sie den Zeitraum mit zwei Tagen im Format JJJJ-MM-TT an.',
  periodReversed: 'Der Zeitraum endet vor seinem Beginn.',
  periodOutOfRange: (first: string, last: string) =>
    `Ein DATEV-Export umfasst Tage vom ${first} bis zum ${last}. Bitte prüfen Sie die Jahreszahlen des Zeitraums.`,
  periodAcrossYears: (start: string) =>
    `Ein DATEV-Export umfasst höchstens ein Wirtschaftsjahr. Ihr Wirtschaftsjahr beginnt am ${start}; bitte teilen Sie den Zeitraum dort.`,
  month: 'Bitte geben Sie den Monat im Format JJJJ-MM an.',
  monthNotOver: 'Ein Monat kann erst abgeschlossen werden, wenn er vorbei ist.',
  monthClosed: (month: string) => `Der Monat ${month} ist bereits abgeschlossen.`,
  notEncodable: (text: string) => `„${text}“ enthält Zeichen, die DATEV nicht lesen kann (nur Windows-1252); sie stehen im Export als „?“.`,
} as const;

/** The texts of Einstellungen → Buchhaltung. */
export const bookkeepingScreenTexts = {
  tab: 'Buchhaltung',
  adviserConfirms:
    'Diese Angaben stimmt Ihr Steuerberater mit Ihnen ab: Berater- und Mandantennummer, Kontenrahmen und Konten müssen zu seiner Buchhaltung passen. Bitte lassen Sie sie von ihm bestätigen, bevor Sie den ersten Export schicken.',
  saved: 'Die Einstellungen für die Buchhaltung sind gespeichert.',
  exportTitle: 'DATEV-Export',
  exportHint:
    'Der Export enthält den Buchungsstapel der Rechnungen, Stornorechnungen und Zahlungen des Zeitraums, bei Personenkonten die Debitoren und jede Rechnung als PDF.',
  repeat: (day: string) => `Wiederholung: Dieser abgeschlossene Zeitraum wurde am ${day} schon exportiert.`,
  monthsTitle: 'Monate abschließen',
  monthsHint:
    'Ein abgeschlossener Monat wird mit Festschreibung exportiert; Zahlungen mit einem Datum darin fragen danach nach. Schließen Sie jeden Monat ab, sobald alle Zahlungen erfasst sind.',
  closeMonth: 'Monat abschließen',
  confirmClose: (month: string) =>
    `Der Monat ${month} wird abgeschlossen. Seine Buchungen gehen festgeschrieben an den Steuerberater; das lässt sich nicht rückgängig machen.`,
  closed: (month: string) => `Der Monat ${month} ist abgeschlossen.`,
} as const;
