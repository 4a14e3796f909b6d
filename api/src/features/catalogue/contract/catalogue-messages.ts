import type { CatalogueAction, CatalogueEntity } from '../../../shared/record-statuses.ts';

/**
 * Every German text of the catalogue's back office and its API answers (where it is silent, saying what happened and what to do).
 */
export const catalogueMessages = {
  nameRequired: 'Name ist erforderlich',
  categoryNameRequired: 'Kategoriename ist erforderlich',
  descriptionTooLong: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein.',
  priority: 'Die Priorität muss eine ganze Zahl sein.',
  active: 'Bitte geben Sie true oder false an.',
  parent: 'Die übergeordnete Produktlinie muss eine Nummer ab 1 sein.',
  parentUnknown: 'Diese übergeordnete Produktlinie gibt es nicht.',
  parentNotTopLevel: 'Als übergeordnete Linie kommt nur eine Produktlinie ohne eigene übergeordnete Linie in Frage.',
  parentIsSelf: 'Eine Produktlinie kann nicht ihre eigene übergeordnete Linie sein.',
  parentHasChildren: 'Diese Produktlinie hat selbst Unterlinien und kann deshalb keiner anderen Linie untergeordnet werden.',
  productLineRequired: 'Bitte wählen Sie eine Produktlinie.',
  productLineUnknown: 'Diese Produktlinie gibt es nicht.',
  legacyCategory: 'Bitte wählen Sie eine Hauptkategorie (Fenster, Türen, Rollläden oder Insektenschutz).',
  basePrice: 'Der Grundpreis muss ein Betrag in Cent von 0 bis 10.000.000,00 € sein.',
  categoryIds: 'Bitte wählen Sie mindestens eine Kategorie.',
  categoryIdsUnknown: 'Mindestens eine gewählte Kategorie gibt es nicht oder sie gehört nicht zur gewählten Produktlinie.',
  optionCategoryRequired: 'Kategorie ist erforderlich',
  optionCategoryUnknown: 'Diese Optionskategorie gibt es nicht.',
  optionCategoryKey: 'Der Schlüssel besteht aus Kleinbuchstaben, Ziffern und _ (höchstens 50 Zeichen).',
  optionCategoryKeyTaken: 'Eine Optionskategorie mit diesem Schlüssel gibt es schon.',
  optionCategoryType: 'Der Typ muss select, color oder dimensions sein.',
  orderIndex: 'Die Reihenfolge muss eine ganze Zahl ab 0 sein.',
  required: 'Bitte geben Sie true oder false an.',
  optionNameTaken: 'In dieser Kategorie gibt es schon eine Option mit diesem Namen.',
  priceModifierType: 'Die Art des Aufpreises muss fixed oder percentage sein.',
  priceModifierFixed: 'Der feste Aufpreis muss ein ganzer Betrag in Cent zwischen -10.000.000,00 € und 10.000.000,00 € sein.',
  priceModifierPercentage: 'Der prozentuale Aufpreis muss eine ganze Zahl von -100 bis 1000 sein.',
  imageUrl: 'Das Bild muss eine hier hochgeladene Datei sein (/uploads/…).',
  colorCode: 'Der Farbcode muss die Form #RRGGBB haben.',
  optionIds: 'Bitte geben Sie eine Liste von Optionsnummern an (höchstens 1000).',
  optionIdsUnknown: 'Mindestens eine gewählte Option gibt es nicht.',
  productId: 'Bitte geben Sie eine Produktnummer ab 1 an.',
  optionId: 'Bitte geben Sie eine Optionsnummer ab 1 an.',
  enabled: 'Bitte geben Sie an, ob der Shop aktiviert sein soll (true oder false).',
  categoryQuery: 'Bitte geben Sie eine Kategorie an.',
  lineQuery: 'Die Produktlinie muss eine Nummer ab 1 sein.',
  entity: 'Unbekannte Art des Eintrags.',

  imageType: 'Bitte wählen Sie eine Bilddatei aus.',
  imageTooLarge: 'Die Datei ist zu groß. Maximalgröße: 5MB.',
  imageUnreadable: 'Das Bild konnte nicht gelesen werden. Bitte wählen Sie eine andere Bilddatei aus.',
  fileName: 'Bitte geben Sie einen Dateinamen mit höchstens 255 Zeichen an.',

  concurrentChange: 'Der Katalog wurde gerade anderweitig geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  productLineNotFound: 'Diese Produktlinie gibt es nicht (mehr).',
  productCategoryNotFound: 'Diese Kategorie gibt es nicht (mehr).',
  productNotFound: 'Dieses Produkt gibt es nicht (mehr).',
  optionCategoryNotFound: 'Diese Optionskategorie gibt es nicht (mehr).',
  optionNotFound: 'Diese Option gibt es nicht (mehr).',
  assignmentNotFound: 'Diese Option ist dem Produkt nicht zugeordnet.',
  lineInUse: (products: number) =>
    `Die Produktlinie kann nicht gelöscht werden: ${products} ${products === 1 ? 'Produkt gehört' : 'Produkte gehören'} zu ihr oder ihren Kategorien. Ordnen Sie ${products === 1 ? 'es' : 'sie'} zuerst einer anderen Linie zu oder löschen Sie ${products === 1 ? 'es' : 'sie'}.`,
  categoryInUse: (products: number) =>
    `Die Kategorie kann nicht gelöscht werden: ${products} ${products === 1 ? 'Produkt ist' : 'Produkte sind'} ihr zugeordnet. Entfernen Sie die Kategorie zuerst aus ${products === 1 ? 'diesem Produkt' : 'diesen Produkten'}.`,
} as const;

/** What a change-log entry is about, as the "Änderungsprotokoll" shows it. */
export const catalogueEntityLabels = {
  product_line: 'Produktlinie',
  product_category: 'Kategorie',
  product: 'Produkt',
  option_category: 'Optionskategorie',
  option: 'Option',
  product_options: 'Optionszuweisung',
  shop_settings: 'Shop-Einstellungen',
  supplier: 'Lieferant',
} as const satisfies Record<CatalogueEntity, string>;

export const catalogueActionLabels = {
  created: 'angelegt',
  updated: 'geändert',
  deleted: 'gelöscht',
} as const satisfies Record<CatalogueAction, string>;
