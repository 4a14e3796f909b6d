/**
 * Every German text of the catalogue screens (word for word where the spec
 * gives one; where it is silent, saying what happens and what will be lost). The API's own answers, shared
 * with these screens where the spec words them the same, are in catalogue-messages.ts.
 */
export const catalogueScreenMessages = {
  /** The product form's hint when the product has a size price grid (ADR 024). */
  basePriceWithGrid:
    'In Euro, z. B. 1.234,56. Dieses Produkt hat ein Preisraster: Der Grundpreis wird als „ab“-Preis gezeigt, solange keine Größe gewählt ist.',
  // Products
  productsLoadFailed: 'Produkte konnten nicht geladen werden.',
  linesLoadFailed: 'Produktlinien konnten nicht geladen werden.',
  categoriesLoadFailed: 'Kategorien konnten nicht geladen werden.',
  optionsLoadFailed: 'Optionen konnten nicht geladen werden.',
  assignmentsLoadFailed: 'Optionszuweisungen konnten nicht geladen werden.',
  productSaveFailed: 'Produkt konnte nicht gespeichert werden.',
  assignmentsSaveFailed: 'Optionszuweisungen konnten nicht gespeichert werden.',
  productDeleteFailed: 'Produkt konnte nicht gelöscht werden.',
  productDeleteConfirm: 'Produkt wirklich löschen?',
  productCreated: 'Produkt erstellt',
  productUpdated: 'Produkt aktualisiert',
  productDeleted: 'Produkt gelöscht.',
  assignmentsSaved: 'Optionszuweisungen wurden aktualisiert.',
  productsEmpty: 'Noch keine Produkte vorhanden',
  productCategoriesRequired: 'Bitte wählen Sie mindestens eine Kategorie aus.',
  lineWithoutCategories: 'Diese Produktlinie hat noch keine Kategorien. Legen Sie zuerst eine Kategorie an.',

  // Options
  optionSaveFailed: 'Option konnte nicht gespeichert werden.',
  optionCategoryCreateFailed: 'Kategorie konnte nicht erstellt werden.',
  optionDeleteFailed: 'Option konnte nicht gelöscht werden.',
  imageUploadFailed: 'Bild konnte nicht hochgeladen werden.',
  assignmentChangeFailed: 'Zuordnung konnte nicht geändert werden.',
  optionDeleteConfirm: 'Option wirklich löschen?',
  optionCreated: 'Option erstellt',
  optionUpdated: 'Option aktualisiert',
  optionDeleted: 'Option gelöscht',
  optionCategoryCreated: 'Kategorie erstellt',
  orderSaveFailed: 'Die Reihenfolge konnte nicht gespeichert werden.',
  optionsEmpty: 'Noch keine Optionen in dieser Kategorie',
  optionCategoriesEmpty: 'Noch keine Optionskategorien vorhanden',
  reorderHelp: 'Mit Pfeil hoch und Pfeil runter verschieben, oder ziehen.',
  movedTo: (name: string, position: number, count: number) => `${name}: Position ${position} von ${count}`,

  // Shop settings
  shopSettingsLoadFailed: 'Shop-Einstellungen konnten nicht geladen werden',
  shopSettingsSaveFailed: 'Shop-Einstellungen konnten nicht gespeichert werden',
  fundingLoadFailed: 'Die Förder-Mindestanforderungen konnten nicht geladen werden',
  fundingSaveFailed: 'Die Förder-Mindestanforderungen konnten nicht gespeichert werden',
  fundingSaved: 'Förder-Mindestanforderungen gespeichert',
  fundingExplanation:
    'Ein Element zeigt „förderfähig (BEG EM …)“, wenn sein U-Wert höchstens so hoch ist wie der Höchstwert seiner Art. Die Regeln ändern sich: Bitte tragen Sie neue Werte mit ihrer Quelle und dem Tag ein, an dem Sie sie gelesen haben. Sonderfälle (einbruchhemmende Elemente, Baudenkmale) prüft der Energieeffizienz-Experte.',
  shopEnabled: 'Shop aktiviert',
  shopDisabled: 'Shop deaktiviert',
  confirmShopClose: {
    title: 'Shop schließen?',
    message:
      'Besucher sehen unter /shop dann nur den Hinweis „Der Shop ist vorübergehend geschlossen“ und können nichts mehr in den Warenkorb legen oder speichern. Angebotsanfragen, Konfigurator und Backoffice bleiben erreichbar.',
    confirmLabel: 'Shop schließen',
  },
  shopDisabledWarning:
    'Der Shop ist deaktiviert. Neue Besucher sehen einen Wartungshinweis und können nicht bestellen; angemeldete Kunden bleiben angemeldet, der Adminbereich bleibt erreichbar.',

  // Product lines
  lineSaveFailed: 'Produktlinie konnte nicht gespeichert werden.',
  lineDeleteFailed: 'Produktlinie konnte nicht gelöscht werden.',
  lineCreated: 'Produktlinie erstellt',
  lineUpdated: 'Produktlinie aktualisiert',
  lineDeleted: 'Produktlinie gelöscht',
  lineDeleteConfirm: 'Produktlinie wirklich löschen? Alle zugehörigen Kategorien und Optionen werden ebenfalls gelöscht.',
  linesCount: (count: number) => `${count} Produktlinie(n) verfügbar`,
  linesEmpty: 'Noch keine Produktlinien vorhanden',
  firstLine: 'Erste Produktlinie erstellen',

  // Categories
  dataLoadFailed: 'Daten konnten nicht geladen werden',
  categoryAddFailed: 'Kategorie konnte nicht hinzugefügt werden',
  categoryUpdateFailed: 'Kategorie konnte nicht aktualisiert werden',
  categoryDeleteFailed: 'Kategorie konnte nicht gelöscht werden',
  noLineGiven: 'Keine Produktlinie angegeben',
  categoryAdded: 'Kategorie erfolgreich hinzugefügt',
  categoryUpdated: 'Kategorie erfolgreich aktualisiert',
  categoryDeleted: 'Kategorie erfolgreich gelöscht',
  categoryDeleteConfirm: 'Sind Sie sicher, dass Sie diese Kategorie löschen möchten?',
  categoriesEmpty: 'Keine Kategorien vorhanden',
  categoriesTitle: (line: string) => `Kategorien für ${line}`,

  // Change log
  changeLogLoadFailed: 'Das Änderungsprotokoll konnte nicht geladen werden.',
  changeLogEmpty: 'Keine Änderungen gefunden',
  changeLogIntro: 'Wer wann was am Katalog und am Shop-Schalter geändert hat, mit den Werten vorher und nachher. Aufbewahrt zehn Jahre.',

  // Euro and percent input (price-input.ts)
  priceRequired: 'Bitte geben Sie einen Betrag in Euro ein, z. B. 1.234,56.',
  priceInvalid: 'Bitte geben Sie den Betrag im deutschen Format ein, z. B. 1.234,56 (Komma vor den Cent, höchstens zwei Nachkommastellen).',
  priceNegative: 'Der Betrag darf nicht negativ sein.',
  priceTooLarge: 'Der Betrag darf höchstens 9.999.999,99 € betragen.',
  percentInvalid: 'Bitte geben Sie den Prozentsatz als ganze Zahl ein, z. B. 15.',
  percentOutOfRange: 'Der Prozentsatz muss zwischen -100 und 1000 liegen.',
} as const;

/** The fields of a change-log entry, as the "Änderungsprotokoll" names them (keys as the API's bodies). */
export const changedFieldLabels: Record<string, string> = {
  name: 'Name',
  description: 'Beschreibung',
  priority: 'Priorität',
  active: 'Aktiv',
  parent_id: 'Übergeordnete Linie',
  product_line_id: 'Produktlinie',
  category: 'Hauptkategorie',
  category_ids: 'Kategorien',
  category_id: 'Optionskategorie',
  base_price: 'Grundpreis',
  price_grid: 'Preisraster',
  price_modifier: 'Aufpreis',
  price_modifier_type: 'Art des Aufpreises',
  image_url: 'Bild',
  color_code: 'Farbcode',
  order_index: 'Reihenfolge',
  option_ids: 'Optionen',
  shop_enabled: 'Shop aktiviert',
  key: 'Schlüssel',
  type: 'Typ',
  required: 'Pflichtangabe',
};
