import type { ConfiguratorCategory } from '../../../shared/labels.ts';
import type { ElementValues } from '../../../shared/element-values.ts';

/** The cart's contract, zod-free for the first view of the shop and every page's header (ADR 015). */

/** As many lines as one quote request may carry (the funnel's `konfiguration`). */
export const CART_LINE_LIMIT = 20;

/** The cart's German texts: the page /warenkorb, the header and the toasts of the shop and configurator. */
export const cartMessages = {
  title: 'Warenkorb',
  tooMany: `Der Warenkorb fasst höchstens ${CART_LINE_LIMIT} Positionen. Bitte fordern Sie für diese zuerst ein Angebot an.`,
  addedTitle: 'In den Warenkorb gelegt',
  toCart: 'Zum Warenkorb',
  requestAll: 'Angebot für alle Positionen anfordern',
  requestHeading: 'Angebot anfordern',
  requestIntro: 'Ihre Positionen kennen wir schon – nur noch, wohin das Angebot gehen soll:',
  plz: 'Bitte geben Sie PLZ und Ort an',
  sending: 'Wird gesendet...',
  empty: 'Ihr Warenkorb ist leer.',
  loading: 'Warenkorb wird geladen...',
  loadFailed: 'Der Warenkorb konnte nicht geladen werden.',
  saveFailed: 'Die Änderung am Warenkorb konnte nicht gespeichert werden.',
  invalidTab: 'Der Warenkorb dieses Tabs ist unlesbar. Bitte laden Sie die Seite neu.',
} as const;

/** A cart line as the server priced it, with the product's category (the funnel's product question). */
export interface CartLineJson {
  productId: number;
  productName: string;
  category: ConfiguratorCategory;
  optionIds: number[];
  options: { key?: string; category: string; name: string; price: number | null; colorCode?: string | null }[];
  /** Sizes in cm, as the configurator and the funnel measure. */
  breite: number | null;
  hoehe: number | null;
  menge: number;
  /** The catalogue's gross unit price; null "auf Anfrage". */
  unitPrice: number | null;
  /** The product's declared values and förderfähig badge (ADR 063); lines kept before them lack them. */
  values?: ElementValues | null;
  funding?: string | null;
}
