import { FUNNEL_STEPS, mainProductKinds, type ProductKind } from '../../../shared/labels.ts';

/**
 * The funnel's steps, timing, messages and product flags: what the funnel's first view needs, without
 * zod. Building the request schemas (funnel.ts) costs the browser tens of milliseconds, so the island
 * loads them only when a step is checked (ADR 015); funnel.ts re-exports all of this.
 */

export { FUNNEL_STEPS };
export const AUTO_ADVANCE_MS = 300;

/** The version of the consent text at /privacy that a request agrees to; stored with every lead. */
export const PRIVACY_TEXT_VERSION = '2026-11-01';
/** The version of the marketing consent sentence in step 7. */
export const MARKETING_TEXT_VERSION = '2026-11-01';

export const funnelMessages = {
  projektart: 'Bitte wählen Sie eine Projektart',
  productsTitle: 'Produktauswahl erforderlich',
  products: 'Bitte wählen Sie mindestens ein Produkt aus.',
  vorname: 'Vorname ist erforderlich',
  nachname: 'Nachname ist erforderlich',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  datenschutz: 'Sie müssen der Datenschutzerklärung zustimmen',
  menge: 'Die Menge muss mindestens 1 sein',
  sentTitle: 'Erfolgreich gesendet!',
  sent: 'Ihre Anfrage wurde erfolgreich übermittelt.',
  failedTitle: 'Fehler beim Senden',
  /** The phone lost its connection on the last step: the request waits on the device (issue 48). */
  offline: 'Offline – Ihre Anfrage wird gesendet, sobald die Verbindung zurück ist.',
  failed: 'Es gab ein Problem beim Übermitteln Ihrer Anfrage. Bitte versuchen Sie es erneut.',
  measure: 'Bitte geben Sie ein Maß zwischen 1 und 2.000 cm an',
} as const;

/** The request's product flags and the stored vocabulary they stand for. */
export const productFlags = {
  produkt_fenster: 'fenster',
  produkt_tuer: 'haustuer',
  produkt_schiebetuer: 'schiebetuer',
  produkt_dachfenster: 'dachfenster',
  produkt_rollladen: 'rollladen',
  produkt_insektenschutz: 'insektenschutz',
  produkt_andere: 'andere',
} as const satisfies Record<string, ProductKind>;

export type ProductFlag = keyof typeof productFlags;
export const productFlagNames = Object.keys(productFlags) as ProductFlag[];

/** Step 2: at least one main product; Rollläden and Insektenschutz alone do not count. */
export function hasMainProduct(flags: Partial<Record<ProductFlag, boolean | undefined>>): boolean {
  return productFlagNames.some((flag) => flags[flag] === true && mainProductKinds.includes(productFlags[flag]));
}
