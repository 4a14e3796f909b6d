/** Every German text of the back office's search and of the "bereits bekannt" note. */
export const searchMessages = {
  queryTooShort: 'Bitte geben Sie mindestens 2 Zeichen ein.',
  queryTooLong: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.',
  label: 'Suche',
  /** The search landmark's name: the lists' own filters are search landmarks too. */
  region: 'Backoffice durchsuchen',
  placeholder: 'Suchen … (/)',
  /** Read to screen readers: what the field does and how to reach it. */
  hint: 'Anfragen, Nachrichten, Kunden, Angebote und Aufträge nach Name, E-Mail, Telefon, PLZ oder Nummer durchsuchen. Taste / springt hierher.',
  loading: 'Suche läuft …',
  failed: 'Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  noHits: (query: string) => `Keine Treffer für „${query}“`,
  /** Shown under a group when it has more hits than it lists. */
  moreHits: (shown: number, total: number) => `${shown} von ${total} Treffern`,
  hitCount: (total: number) => (total === 1 ? '1 Treffer' : `${total} Treffer`),
  known: 'bereits bekannt',
  knownIntro: 'Diese Person hat sich schon einmal gemeldet oder ist Kunde:',
  knownFailed: 'Frühere Kontakte konnten nicht geladen werden.',
} as const;
