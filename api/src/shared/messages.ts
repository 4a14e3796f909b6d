/**
 * Every German message the API answers with, in one place, so the islands, the back office and the
 * server say the same thing the same way.
 */
export const apiMessages = {
  notFound: 'Die angeforderte Ressource wurde nicht gefunden.',
  methodNotAllowed: 'Diese Anfrageart wird unter dieser Adresse nicht unterstützt.',
  invalidUtf8: 'Die Anfrage ist nicht in UTF-8 kodiert.',
  internal: 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  databaseUnavailable: 'Die Datenbank ist derzeit nicht erreichbar.',
  storageFull:
    'Ihre Angaben konnten gerade nicht gespeichert werden, weil der Speicher des Servers voll ist. Bitte versuchen Sie es in einigen Minuten erneut.',
  storageFailed: 'Das Schreiben in die Datenbank ist zuletzt fehlgeschlagen (Speicher voll).',
  invalidInput: 'Bitte prüfen Sie Ihre Eingaben.',
  recordId: 'Die Nummer muss eine ganze Zahl ab 1 sein.',
  page: 'Die Seite muss eine ganze Zahl ab 1 sein.',
  pageSize: 'Die Seitengröße muss eine ganze Zahl von 1 bis 100 sein.',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  controlCharacter: 'Dieses Feld enthält unzulässige Steuerzeichen. Bitte geben Sie nur normalen Text ein.',
  invalidFormat: 'Diese Angabe hat nicht das erwartete Format.',
  jsonRequired: 'Bitte senden Sie die Daten als JSON (Content-Type: application/json).',
  tooLarge: 'Die Anfrage ist zu groß (höchstens 100 KB).',
  invalidIdempotencyKey: 'Der Idempotency-Key muss 16–64 Zeichen aus Buchstaben, Ziffern, - und _ haben.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  foreignOrigin: 'Diese Anfrage kommt nicht von dieser Website und wurde abgelehnt.',
  loginRequired: 'Bitte melden Sie sich an, um die Konfiguration zu speichern.',
  sessionRequired: 'Bitte melden Sie sich an.',
  staffOnly: 'Dieser Bereich ist nur für Mitarbeiter zugänglich.',
  permissionMissing: 'Keine Berechtigung: Ihre Rolle darf diese Aktion nicht ausführen.',
  routeWithoutPermission: 'Keine Berechtigung: Für diese Aktion ist keine Berechtigung festgelegt.',
  shopClosed: 'Der Shop ist derzeit wegen Wartungsarbeiten geschlossen.',
  productNotFound: 'Dieses Produkt gibt es nicht oder es ist nicht mehr verfügbar.',
  optionNotAvailable: 'Diese Option ist für das gewählte Produkt nicht verfügbar.',
  choiceRequired: 'Bitte treffen Sie hier eine Auswahl.',
} as const;
