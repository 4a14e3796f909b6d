/** Every German text of the analytics screen and its API. */
export const analyticsMessages = {
  loadFailed: 'Auswertungen konnten nicht geladen werden.',
  empty: (year: number) => `Keine Daten für ${year} verfügbar`,
  revenueLoadFailed: '„Anfrage bis Umsatz“ konnte nicht geladen werden.',
  revenueEmpty: (year: number) => `${year} sind noch keine Anfragen eingegangen.`,
  year: (first: number, last: number) => `Bitte wählen Sie ein Jahr von ${first} bis ${last}.`,
  path: 'Der Pfad muss mit / beginnen und darf höchstens 2000 Zeichen lang sein.',
  referrer: 'Die Herkunftsadresse darf höchstens 2000 Zeichen lang sein.',
} as const;
