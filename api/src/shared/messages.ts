/**
 * Every German message the API answers with, in one place, so the islands, the back office and the
 * server say the same thing the same way.
 */
export const apiMessages = {
  notFound: 'Die angeforderte Ressource wurde nicht gefunden.',
  internal: 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  databaseUnavailable: 'Die Datenbank ist derzeit nicht erreichbar.',
} as const;
