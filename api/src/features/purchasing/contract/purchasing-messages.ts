/** The German messages of suppliers and Bestellungen (issue 49), shared by the API and the screens. */
export const supplierMessages = {
  notFound: 'Lieferant nicht gefunden.',
  name: 'Bitte geben Sie den Namen des Lieferanten an (höchstens 100 Zeichen).',
  street: 'Bitte geben Sie Straße und Hausnummer an.',
  postcode: 'Bitte geben Sie eine fünfstellige Postleitzahl an.',
  city: 'Bitte geben Sie den Ort an.',
  orderEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse für Bestellungen an.',
  customerNumber: 'Die Kundennummer darf höchstens 50 Zeichen lang sein.',
  leadTimeWeeks: 'Die Lieferzeit muss zwischen 1 und 52 Wochen liegen.',
  discount: 'Der Rabatt muss zwischen 0 und 100 % liegen (zwei Nachkommastellen).',
  product: 'Ein gewähltes Produkt gibt es im Katalog nicht (mehr).',
  productTwice: 'Ein Produkt ist mehrfach angegeben.',
  option: 'Eine gewählte Option gibt es im Katalog nicht (mehr).',
  articleCode: 'Die Artikelnummer darf höchstens 50 Zeichen lang sein.',
  nameTaken: 'Einen Lieferanten mit diesem Namen gibt es schon.',
  inUse: 'Der Lieferant hat schon Bestellungen; er kann nicht gelöscht werden.',
  productNotCarried: 'Dieser Lieferant führt das Produkt nicht: Bitte ordnen Sie es ihm erst zu und speichern Sie.',
} as const;

/** How the question before a Montage ahead of the goods begins: the order page recognises it by this. */
const DELIVERY_QUESTION_START = 'Die Ware ist erst für ';
export const isDeliveryQuestion = (message: string | undefined) => message?.startsWith(DELIVERY_QUESTION_START) ?? false;

export const purchaseMessages = {
  orderNotFound: 'Auftrag nicht gefunden.',
  notFound: 'Bestellung nicht gefunden.',
  orderNotConfirmed: 'Bestellt wird erst, wenn der Auftrag bestätigt ist.',
  nothingToOrder: 'Alle Positionen mit Lieferant sind schon bestellt; Positionen ohne Lieferant werden nicht bestellt.',
  notDraft: 'Diese Bestellung wurde schon gesendet; eine Änderung ist eine neue Bestellung.',
  notSent: 'Eine Auftragsbestätigung gibt es erst zu einer gesendeten Bestellung.',
  notConfirmed: 'Die Lieferung wird nach der Auftragsbestätigung erfasst.',
  cancelled: 'Diese Bestellung ist storniert.',
  abNumber: 'Bitte geben Sie die Nummer der Auftragsbestätigung an (höchstens 50 Zeichen).',
  week: 'Bitte geben Sie die Lieferwoche als „KW 12/2027“ an.',
  prices: 'Bitte geben Sie für jede Position den bestätigten Einkaufspreis (netto, je Stück) an.',
  date: 'Bitte geben Sie das Lieferdatum als gültiges Datum an.',
  note: 'Die Notiz darf höchstens 2000 Zeichen lang sein.',
  file: 'Bitte hängen Sie die Auftragsbestätigung als PDF an (höchstens 10 MB).',
  photo: 'Bitte wählen Sie ein Foto im Format JPEG, PNG oder WebP (höchstens 15 MB).',
  tooLarge: 'Die Übertragung ist zu groß: höchstens 15 MB.',
  multipartRequired: 'Die Angaben werden als Formular mit Datei gesendet (multipart/form-data).',
  fileNotFound: 'Zu dieser Bestellung ist keine Datei gespeichert.',
  deliveryFirst: (week: string, day: string) =>
    `${DELIVERY_QUESTION_START}${week} bestätigt (ab ${day}). Soll die Montage trotzdem vorher gebucht werden?`,
  hourlyRate: 'Der interne Stundensatz muss zwischen 0 und 1.000 € liegen.',
  yardAddress: 'Bitte geben Sie die Lageradresse vollständig an (Straße, fünfstellige PLZ, Ort).',
} as const;

/** What the screens say around the forms. */
export const purchaseScreenMessages = {
  title: 'Bestellungen beim Hersteller',
  order: 'Bestellen',
  send: 'Senden',
  confirm: 'AB erfassen',
  deliver: 'Geliefert',
  withoutSupplier: 'ohne Lieferant',
  sizeMissing: 'Maß fehlt',
  ordered: 'Bestellt',
  confirmedAs: 'Bestätigt',
  noPurchaseOrders: 'Noch keine Bestellung.',
  loadFailed: 'Die Bestellungen konnten nicht geladen werden.',
  saveFailed: 'Das konnte nicht gespeichert werden.',
  marginTitle: 'Deckungsbeitrag',
  marginFailed: 'Der Deckungsbeitrag konnte nicht geladen werden.',
  suppliers: 'Lieferanten',
  newSupplier: 'Neuer Lieferant',
  saved: 'Gespeichert',
  deleteSupplier: (name: string) => `Lieferant „${name}“ löschen?`,
  purchaseGrid: 'Einkaufsraster',
  purchaseGridOf: (widths: number, heights: number) => `Einkaufsraster ${widths} × ${heights}`,
  purchaseGridTitle: (product: string, supplier: string) => `Einkaufsraster – ${product} bei ${supplier}`,
  purchaseGridEmpty: 'Noch kein Einkaufsraster – der Einkaufspreis ist der Listenpreis abzüglich Rabatt.',
  purchaseGridRemoveConfirm: 'Einkaufsraster wirklich entfernen? Der Einkaufspreis ist dann wieder der Listenpreis abzüglich Rabatt.',
  purchaseGridSaved: 'Einkaufsraster gespeichert',
  purchaseGridRemoved: 'Einkaufsraster entfernt',
  /** Until the ticked product is saved with the supplier, its grid has nowhere to go. */
  purchaseGridAfterSave: 'Einkaufsraster nach dem Speichern',
} as const;

export const purchaseStatusLabels = {
  draft: 'Entwurf',
  sent: 'Gesendet',
  confirmed: 'Bestätigt',
  delivered: 'Geliefert',
  partly: 'Teillieferung',
  cancelled: 'Storniert',
} as const;

export const deliveryStateLabels = {
  none: 'Nicht bestellt',
  ordered: 'Bestellt',
  confirmed: 'Bestätigt',
  delivered: 'Geliefert',
  partly: 'Teilweise geliefert',
} as const;
