/** Every German text of the back office's settings: the reply templates' API answers and screen. */
export const templateMessages = {
  nameRequired: 'Bitte geben Sie einen Namen ein.',
  nameTooLong: 'Der Name darf höchstens 80 Zeichen lang sein.',
  subjectRequired: 'Bitte geben Sie einen Betreff ein.',
  subjectTooLong: 'Der Betreff darf höchstens 200 Zeichen lang sein.',
  bodyRequired: 'Bitte geben Sie einen Text ein.',
  bodyTooLong: 'Der Text darf höchstens 10000 Zeichen lang sein.',
  id: 'Die Nummer muss eine ganze Zahl ab 1 sein.',
  notFound: 'Diese Vorlage gibt es nicht (mehr).',

  loadFailed: 'Die Vorlagen konnten nicht geladen werden.',
  empty: 'Noch keine Vorlagen angelegt.',
  created: 'Vorlage angelegt',
  updated: 'Vorlage gespeichert',
  saveFailed: 'Die Vorlage konnte nicht gespeichert werden.',
  deleteConfirm: (name: string) => `Die Vorlage „${name}“ wird gelöscht. Diese Aktion kann nicht rückgängig gemacht werden.`,
  deleted: 'Vorlage gelöscht',
  deleteFailed: 'Die Vorlage konnte nicht gelöscht werden.',
  placeholderHint: (placeholders: string) => `Platzhalter, die beim Antworten mit den Angaben der Anfrage gefüllt werden: ${placeholders}`,
} as const;

/** The line presets' ("Positionen") API answers and screen. */
export const linePresetMessages = {
  nameRequired: 'Bitte geben Sie eine Bezeichnung ein.',
  nameTooLong: 'Die Bezeichnung darf höchstens 80 Zeichen lang sein.',
  unit: 'Bitte wählen Sie eine Einheit: Stk., m oder pauschal.',
  netPrice: 'Der Nettopreis muss ein Betrag von 0,00 € bis 9.999.999,99 € sein.',
  labour: 'Bitte geben Sie an, ob die Position eine Arbeitsleistung ist.',
  id: 'Die Nummer muss eine ganze Zahl ab 1 sein.',
  notFound: 'Diese Position gibt es nicht (mehr).',

  loadFailed: 'Die Positionen konnten nicht geladen werden.',
  empty: 'Noch keine Positionen angelegt.',
  created: 'Position angelegt',
  updated: 'Position gespeichert',
  saveFailed: 'Die Position konnte nicht gespeichert werden.',
  deleteConfirm: (name: string) =>
    `Die Position „${name}“ wird gelöscht. Bestehende Angebote behalten sie; im Angebot wird sie nicht mehr angeboten.`,
  deleted: 'Position gelöscht',
  deleteFailed: 'Die Position konnte nicht gelöscht werden.',
  labourHint: 'Arbeitsleistungen werden auf Rechnungen gesondert ausgewiesen (§ 35a EStG).',
} as const;
