/**
 * The customer area's German texts: saved configurations, orders and "Angebot anfordern" (without zod,
 * so every island and the server can use them).
 */
export const customerMessages = {
  quoteSentTitle: 'Angebot angefordert',
  quoteSent: 'Wir melden uns innerhalb von 24 Stunden mit Ihrem Angebot.',
  quoteFailed: 'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  quoteAlreadyRequested: 'Für diese Konfiguration haben Sie bereits ein Angebot angefordert. Wir melden uns bei Ihnen.',
  tooManyQuoteRequests: 'Zu viele Angebotsanfragen in kurzer Zeit. Bitte versuchen Sie es in einer Stunde erneut.',
  projektart: 'Bitte wählen Sie eine Projektart',
  privacy: 'Sie müssen der Datenschutzerklärung zustimmen',
  noConfigurations: 'Noch keine Konfigurationen gespeichert',
  noOrders: 'Noch keine Bestellungen vorhanden',
  // "Mein Konto" since issue 20: quotes first, then the requests and messages of the confirmed address.
  noQuotes: 'Noch keine Angebote. Sobald wir Ihnen ein Angebot schicken, finden Sie es hier.',
  quoteExpiredStatus: 'Abgelaufen',
  noRequests: 'Noch keine Anfragen.',
  noMessages: 'Noch keine Nachrichten.',
  recordsLoadFailed: 'Ihre Anfragen und Nachrichten konnten nicht geladen werden.',
  confirmAddressTitle: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  confirmAddressHint: (email: string) =>
    `Bestätigen Sie Ihre E-Mail-Adresse ${email}, dann zeigen wir Ihnen hier alles, was Sie unter dieser Adresse bei uns haben: Anfragen, Nachrichten, Angebote, Aufträge und Rechnungen – auch die aus der Zeit vor Ihrer Registrierung. Bis dahin sehen Sie nur, was Sie in diesem Konto selbst angelegt haben.`,
  confirmAddressButton: 'Bestätigungslink senden',
  configurationQuoted: (label: string) => `Zum Angebot ${label}`,
} as const;
