/** The newsletter box and its double opt-in (docs/domain.md). */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-01';

export const newsletterMessages = {
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  requestedTitle: 'Fast geschafft!',
  requested: 'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
  failedTitle: 'Fehler',
  failed: 'Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es später erneut.',
  confirmed: 'Danke! Ihre Anmeldung zum Newsletter ist bestätigt.',
  confirmFailed: 'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
  unsubscribed: 'Sie sind vom Newsletter abgemeldet. Wir schicken Ihnen keine Newsletter mehr.',
  unsubscribeFailed: 'Der Abmeldelink ist ungültig.',
} as const;
