/**
 * The German texts of the screens around quotes and orders (issue 14): the back office's quote editor and
 * "Aufträge", and the customer's quote on /dashboard. The API's own answers are in quotes.ts (quoteMessages).
 */
export const quoteScreenMessages = {
  // Quotes in the back office
  leadQuotesLoadFailed: 'Die Angebote dieser Anfrage konnten nicht geladen werden.',
  noQuotes: 'Zu dieser Anfrage gibt es noch kein Angebot.',
  createFailed: 'Das Angebot konnte nicht erstellt werden.',
  created: 'Angebot erstellt',
  loadFailed: 'Das Angebot konnte nicht geladen werden.',
  noQuoteChosen: 'Kein Angebot gewählt. Öffnen Sie ein Angebot aus der Liste „Angebote“ oder aus den Details einer Anfrage.',
  saveFailed: 'Das Angebot konnte nicht gespeichert werden.',
  saved: 'Angebot gespeichert',
  checkFields: 'Bitte prüfen Sie die markierten Felder.',
  sendFailed: 'Das Angebot konnte nicht versendet werden.',
  sendConfirm: (number: string, recipient: string) =>
    `Angebot ${number} wird als PDF an ${recipient} gesendet. Danach kann es nicht mehr geändert werden.`,
  sendUnsaved: 'Ungespeicherte Änderungen werden vorher gespeichert.',
  pdfFailed: 'Das PDF konnte nicht geladen werden.',
  unsavedChanges: 'Ihre Änderungen am Angebot sind noch nicht gespeichert. Seite trotzdem verlassen?',
  readOnly: 'Dieses Angebot ist versendet und kann nicht mehr geändert werden.',
  quotesLoadFailed: 'Die Angebote konnten nicht geladen werden.',
  quotesEmpty: 'Noch keine Angebote.',
  quotesEmptyFiltered: 'Keine Angebote für diese Filter.',

  // Orders in the back office
  ordersLoadFailed: 'Aufträge konnten nicht geladen werden.',
  ordersEmpty: 'Keine Aufträge gefunden.',
  orderLoadFailed: 'Der Auftrag konnte nicht geladen werden.',
  statusFailed: 'Der Status konnte nicht geändert werden.',
  statusChanged: 'Status geändert',
  /** The buttons that move an order on (its new status's label stands in the list: labels.ts). */
  orderActions: {
    pending: 'Zurück auf In Bearbeitung',
    confirmed: 'Bestätigen',
    in_production: 'In Produktion geben',
    completed: 'Abschließen',
    cancelled: 'Stornieren',
  },
  orderFinal: 'Dieser Auftrag ist abgeschlossen oder storniert; sein Status bleibt.',
  statusDialogTitle: 'Status ändern',
  statusConfirm: (number: string, status: string) => `Auftrag ${number} bekommt den Status „${status}“.`,
  closeBeforeMontage: 'Ja, den Auftrag vor der Montage abschließen',
  closeBeforeMontageMissing: 'Bitte bestätigen Sie, dass der Auftrag vor der Montage abgeschlossen wird.',
  customerNoteHint: 'Steht in der E-Mail an den Kunden und in seinem Kundenkonto.',
  notifyCustomer: 'Kunden per E-Mail informieren',
  cannotNotify: 'Keine E-Mail möglich: Zu diesem Auftrag ist keine E-Mail-Adresse gespeichert.',
  customerUpdatesTitle: 'Nachrichten zu Ihrer Bestellung',
  cancelConfirm: (number: string) =>
    `Auftrag ${number} wird storniert. Eine Stornierung lässt sich nicht zurücknehmen; der Grund steht im Verlauf und, wenn Sie ihn informieren, in der E-Mail an den Kunden.`,

  // The customer's quote on /dashboard
  quoteLoadFailed: 'Ihr Angebot konnte nicht geladen werden.',
  acceptFailed: 'Das Angebot konnte nicht angenommen werden.',
  accepted: 'Vielen Dank! Ihre Bestellung ist eingegangen; die Bestätigung kommt per E-Mail.',
  /** The thanks after accepting a quote under the funding condition (ADR 080), on the link and in the account. */
  acceptedUnderFundingCondition:
    'Ihr Auftrag steht unter der Förderbedingung: Er wird erst mit der Förderzusage wirksam, und erst dann ist die Anzahlung fällig. Bitte senden Sie uns die Förderzusage, sobald Sie sie haben.',
  changeFailed: 'Ihr Änderungswunsch konnte nicht gesendet werden.',
  changeSent: 'Wir melden uns mit einem angepassten Angebot bei Ihnen.',
  acceptedNote: (orderNumber: string | null) =>
    orderNumber ? `Sie haben dieses Angebot angenommen: Bestellung ${orderNumber}.` : 'Sie haben dieses Angebot angenommen.',
  expiredNote: 'Dieses Angebot ist abgelaufen. Bitte fordern Sie über „Änderung anfragen“ ein neues Angebot an.',
  changesRequestedNote: 'Sie haben eine Änderung angefragt. Wir senden Ihnen ein angepasstes Angebot.',
  orderDetailsFailed: 'Die Positionen dieser Bestellung konnten nicht geladen werden.',
} as const;
