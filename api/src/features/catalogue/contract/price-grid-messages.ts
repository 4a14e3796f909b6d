import { PRICE_ON_REQUEST } from '../../../shared/format.ts';
import { PRICE_GRID_LIMITS } from './price-grid-limits.ts';

/** The German texts of the size price grid: its validation and the shop's "auf Anfrage" (the back office's are in price-grid-editor-messages.ts). */
export const priceGridMessages = {
  onRequest: PRICE_ON_REQUEST,
  onRequestShop:
    'Für diese Größe haben wir keinen Online-Preis. Gern erstellen wir Ihnen ein persönliches Angebot – kostenlos und unverbindlich.',
  onRequestSave: 'Für diese Größe gibt es keinen Online-Preis. Bitte fordern Sie ein Angebot an.',
  requestQuote: 'Angebot anfordern',
  startingPrice: 'ab',
  widthsMissing: 'Bitte geben Sie mindestens eine Breite an.',
  heightsMissing: 'Bitte geben Sie mindestens eine Höhe an.',
  tooManyBreakpoints: `Ein Preisraster hat höchstens ${PRICE_GRID_LIMITS.maxBreakpoints} Breiten und ${PRICE_GRID_LIMITS.maxBreakpoints} Höhen.`,
  breakpointRange: `Jede Breite und Höhe muss eine ganze Zahl von ${PRICE_GRID_LIMITS.minMm} bis ${PRICE_GRID_LIMITS.maxMm} mm sein.`,
  widthsAscending: 'Die Breiten müssen von links nach rechts aufsteigen, ohne doppelte Werte.',
  heightsAscending: 'Die Höhen müssen von oben nach unten aufsteigen, ohne doppelte Werte.',
  cellsShape: 'Das Raster braucht für jede Höhe eine Zeile mit einem Preis (oder „auf Anfrage“) je Breite.',
  cellPrice: 'Jeder Preis muss ein Betrag von 0,00 € bis 9.999.999,99 € sein (oder „auf Anfrage“).',
  gridInvalid: 'Das Preisraster ist nicht gültig.',
} as const;
