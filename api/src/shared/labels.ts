/**
 * The stored vocabulary and its German labels: one table each, read by the funnel, its summary, the
 * e-mails and the back office (docs/domain.md). Keys are what the database stores.
 */
import type { OrderStatus, QuoteStatus } from './record-statuses.ts';

export const projectTypes = ['neubau', 'sanierung', 'anbau', 'unsicher'] as const;
export type ProjectType = (typeof projectTypes)[number];

export const projectTypeLabels: Record<ProjectType, string> = {
  neubau: 'Neubau',
  sanierung: 'Sanierung / Austausch',
  anbau: 'Anbau / Erweiterung',
  unsicher: 'Ich bin mir nicht sicher',
};

export const projectTypeHelp: Record<ProjectType, string> = {
  neubau: 'Sie bauen neu und brauchen Fenster und Türen für den Rohbau.',
  sanierung: 'Sie ersetzen vorhandene Fenster oder Türen in einem bestehenden Gebäude.',
  anbau: 'Sie erweitern Ihr Haus, z. B. um einen Wintergarten oder ein neues Geschoss.',
  unsicher: 'Kein Problem – wir beraten Sie gern und finden gemeinsam die passende Lösung.',
};

export const productKinds = ['fenster', 'haustuer', 'schiebetuer', 'dachfenster', 'rollladen', 'insektenschutz', 'andere'] as const;
export type ProductKind = (typeof productKinds)[number];

export const productKindLabels: Record<ProductKind, string> = {
  fenster: 'Fenster',
  haustuer: 'Haustür',
  schiebetuer: 'Schiebe-/Hebeschiebetür',
  dachfenster: 'Dachfenster',
  rollladen: 'Rollläden',
  insektenschutz: 'Insektenschutz',
  andere: 'Sonstiges / Beratung',
};

/** The shorter wording of the funnel's summary. */
export const productKindSummaryLabels: Record<ProductKind, string> = {
  ...productKindLabels,
  schiebetuer: 'Schiebeelement',
  andere: 'Sonstiges',
};

export const productKindHelp: Record<ProductKind, string> = {
  fenster: 'Kunststoff-, Holz-, Holz-Alu- oder Aluminiumfenster nach Maß.',
  haustuer: 'Sichere, wärmegedämmte Haustüren in vielen Designs.',
  schiebetuer: 'Großzügige Glasflächen zur Terrasse, leichtgängig und barrierearm.',
  dachfenster: 'Schwing- und Klapp-Schwingfenster für helle Dachräume.',
  rollladen: 'Als Ergänzung zu Fenstern: Sicht-, Wärme- und Einbruchschutz.',
  insektenschutz: 'Als Ergänzung: Spannrahmen, Drehrahmen oder Plissees nach Maß.',
  andere: 'Etwas anderes oder Sie möchten sich zunächst beraten lassen.',
};

/** Rollläden and Insektenschutz are add-ons: alone they are not a quote request. */
export const mainProductKinds: readonly ProductKind[] = ['fenster', 'haustuer', 'schiebetuer', 'dachfenster', 'andere'];

export const dimensionTypes = ['fenster', 'haustuer', 'schiebetuer', 'dachfenster'] as const;
export type DimensionType = (typeof dimensionTypes)[number];

export const dimensionTypeLabels: Record<DimensionType, string> = {
  fenster: 'Fenster',
  haustuer: 'Haustür',
  schiebetuer: 'Schiebetür',
  dachfenster: 'Dachfenster',
};

export const materials = ['kunststoff', 'holz', 'holz-alu', 'alu'] as const;
export type Material = (typeof materials)[number];

export const materialLabels: Record<Material, string> = {
  kunststoff: 'Kunststoff',
  holz: 'Holz',
  'holz-alu': 'Holz-Alu',
  alu: 'Aluminium',
};

export const glazings = ['2-fach', '3-fach', 'unsicher'] as const;
export type Glazing = (typeof glazings)[number];

export const glazingLabels: Record<Glazing, string> = {
  '2-fach': '2-fach',
  '3-fach': '3-fach',
  unsicher: 'Weiß nicht',
};

export const installationChoices = ['ja', 'nein', 'unsicher'] as const;
export type InstallationChoice = (typeof installationChoices)[number];

export const installationLabels: Record<InstallationChoice, string> = {
  ja: 'Ja, Montage durch den Fachbetrieb',
  nein: 'Nein, nur Lieferung',
  unsicher: 'Unsicher, Beratung gewünscht',
};

export const timeframes = ['sofort', '1-3-monate', '3-6-monate', 'spaeter'] as const;
export type Timeframe = (typeof timeframes)[number];

export const timeframeLabels: Record<Timeframe, string> = {
  sofort: 'So schnell wie möglich',
  '1-3-monate': 'In 1–3 Monaten',
  '3-6-monate': 'In 3–6 Monaten',
  spaeter: 'Später / Unklar',
};

export const leadStatuses = ['offen', 'in_bearbeitung', 'abgeschlossen'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** For the back office's lead list; the customer sees no lead status. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  offen: 'Offen',
  in_bearbeitung: 'In Bearbeitung',
  abgeschlossen: 'Abgeschlossen',
};

/** Where a quote request came from: the funnel, the funnel with configured lines, a saved configuration, the cart's own form, a mail to the office. */
export const leadSources = ['funnel', 'konfigurator', 'kundenkonto', 'warenkorb', 'email'] as const;
export type LeadSource = (typeof leadSources)[number];

export const leadSourceLabels: Record<LeadSource, string> = {
  funnel: 'Angebotsstrecke',
  konfigurator: 'Konfigurator',
  kundenkonto: 'Kundenkonto',
  warenkorb: 'Warenkorb',
  email: 'E-Mail',
};

export const salutations = ['firma', 'herr', 'frau', 'divers'] as const;
export type Salutation = (typeof salutations)[number];

export const salutationLabels: Record<Salutation, string> = {
  firma: 'Firma',
  herr: 'Herr',
  frau: 'Frau',
  divers: 'Divers',
};

export const contactSubjects = ['beratung', 'fenster', 'tueren', 'dachfenster', 'sonstiges'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactSubjectLabels: Record<ContactSubject, string> = {
  beratung: 'Beratung',
  fenster: 'Fenster',
  tueren: 'Türen',
  dachfenster: 'Dachfenster',
  sonstiges: 'Sonstiges',
};

/** An order's statuses as the office and the customer read them (the spec's labels). */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'In Bearbeitung',
  confirmed: 'Bestätigt',
  in_production: 'In Produktion',
  completed: 'Abgeschlossen',
  cancelled: 'Storniert',
};

/** A saved configuration's statuses: its own before it is ordered, then its order's. */
const configurationStatusLabels: Record<string, string> = {
  draft: 'Entwurf',
  quoted: 'Angeboten',
  ordered: 'Bestellt',
  ...orderStatusLabels,
};

/** A quote's own statuses in the back office (issue 14); its configuration shows the spec's labels above. */
export const quoteStatusLabels: Record<QuoteStatus, string> = {
  draft: 'Entwurf',
  sent: 'Versendet',
  accepted: 'Angenommen',
  changes_requested: 'Änderung gewünscht',
  superseded: 'Ersetzt durch neue Version',
};

/** An unknown status is shown as it is stored. */
export function configurationStatusLabel(status: string): string {
  return configurationStatusLabels[status] ?? status;
}

export const configuratorCategories = ['fenster', 'tueren', 'rolllaeden', 'insektenschutz'] as const;
export type ConfiguratorCategory = (typeof configuratorCategories)[number];

export const configuratorCategoryLabels: Record<ConfiguratorCategory, string> = {
  fenster: 'Fenster',
  tueren: 'Türen',
  rolllaeden: 'Rollläden',
  insektenschutz: 'Insektenschutz',
};

/** The kinds of option categories, as the back office shows them. */
export const optionCategoryTypes = ['select', 'color', 'dimensions'] as const;
export type OptionCategoryType = (typeof optionCategoryTypes)[number];
export const optionCategoryTypeLabels: Record<OptionCategoryType, string> = {
  select: 'Auswahl',
  color: 'Farbe',
  dimensions: 'Abmessungen',
};

/** A fixed modifier is cents, a percentage one whole percent of the base price. */
export const priceModifierTypes = ['fixed', 'percentage'] as const;
export type PriceModifierType = (typeof priceModifierTypes)[number];
export const priceModifierTypeLabels: Record<PriceModifierType, string> = {
  fixed: 'Fester Betrag',
  percentage: 'Prozent vom Grundpreis',
};

/** The funnel's seven steps as the analytics name them (the island's step order). */
export const funnelStepTitles: Record<number, string> = {
  1: 'Projektart',
  2: 'Produkte',
  3: 'Maße',
  4: 'Material und Verglasung',
  5: 'Montage und Zeitraum',
  6: 'Kontaktdaten',
  7: 'Zusammenfassung',
};

/** Month names for the analytics, January = 1. */
export const monthLabels = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/** How many steps the funnel has: its screens (funnel/contract/funnel-steps.ts) and its figures in analytics count them alike. */
export const FUNNEL_STEPS = 7;
