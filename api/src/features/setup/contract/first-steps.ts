// The back office's guide for an installation that is not ready yet: placeholder company data (every
// fresh installation, ADR 050) or an empty catalogue (SEED_DEMO=false). Browser-safe.

export interface FirstStepsJson {
  /** The company data in Einstellungen → Firma hold no shipped placeholder any more (isPlaceholderCompany). */
  company: boolean;
  productLines: number;
  products: number;
}

/** The guide shows while any step is open and goes away for good once all are done. */
export const firstStepsDone = (steps: FirstStepsJson) => steps.company && steps.productLines > 0 && steps.products > 0;

export const firstStepsMessages = {
  title: 'Erste Schritte',
  intro: 'Der Katalog ist noch leer. So machen Sie die Website startklar:',
  introWithCatalogue: 'Der Katalog hat schon Einträge. So machen Sie die Website startklar:',
  company: 'Firmendaten eintragen (Anschrift, Register, Steuernummer, Bankverbindung)',
  companyWhy: 'Solange dort Platzhalter stehen, werden keine Angebote versendet und keine Rechnungen ausgestellt.',
  productLine: 'Erste Produktlinie anlegen',
  product: 'Erstes Produkt mit Preisen anlegen',
  done: 'erledigt',
  open: 'offen',
} as const;

/**
 * The guide's first sentence as things are: "noch leer" only while there is no product, since the demo
 * catalogue (SEED_DEMO) fills it while the company data is still open.
 */
export const firstStepsIntro = (steps: FirstStepsJson) =>
  steps.productLines === 0 && steps.products === 0 ? firstStepsMessages.intro : firstStepsMessages.introWithCatalogue;
