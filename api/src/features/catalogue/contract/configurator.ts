import type { ConfiguratorCategory } from '../../../shared/labels.ts';

/** The configurator's limits and texts. */
export const CONFIGURATOR_LIMITS = {
  width: { min: 50, max: 300 },
  height: { min: 50, max: 250 },
  quantity: { min: 1, max: 10 },
} as const;

export const configuratorMessages = {
  loadingProducts: 'Produkte werden geladen...',
  loadingOptions: 'Optionen werden geladen...',
  width: `Bitte geben Sie eine Breite zwischen ${CONFIGURATOR_LIMITS.width.min} und ${CONFIGURATOR_LIMITS.width.max} cm ein.`,
  height: `Bitte geben Sie eine Höhe zwischen ${CONFIGURATOR_LIMITS.height.min} und ${CONFIGURATOR_LIMITS.height.max} cm ein.`,
  quantity: `Bitte geben Sie eine Menge von ${CONFIGURATOR_LIMITS.quantity.min} bis ${CONFIGURATOR_LIMITS.quantity.max} ein.`,
  required: 'Bitte wählen Sie eine Option.',
  /** The web's price is the quote's (ADR 053): not binding before the Aufmaß, but no guide either (ADR 081). */
  priceNote:
    'Unverbindliche Preise inkl. MwSt., ohne Lieferung und Montage. Für dieselben Maße nennt Ihr Angebot denselben Preis; verbindlich wird er nach dem Aufmaß.',
  lineAddedTitle: 'Position hinzugefügt',
  /** A percentage option before the size is typed: its euro amount follows the price of the size (ADR 024). */
  surchargeBySize: (signedPercent: string) => `${signedPercent} des Grundpreises, abhängig von der Größe`,
} as const;

/** Windows and doors are made to measure: without width and height there is nothing to price. */
export function dimensionsRequired(category: ConfiguratorCategory): boolean {
  return category === 'fenster' || category === 'tueren';
}

export interface DimensionCheck {
  width?: string;
  height?: string;
  quantity?: string;
}

/** Checks the size and quantity fields; empty sizes are fine where they are not required. */
export function checkDimensions(
  category: ConfiguratorCategory,
  width: number | null,
  height: number | null,
  quantity: number | null,
): DimensionCheck {
  const errors: DimensionCheck = {};
  const within = (value: number, range: { min: number; max: number }) => Number.isFinite(value) && value >= range.min && value <= range.max;
  const required = dimensionsRequired(category);
  if (width === null ? required : !within(width, CONFIGURATOR_LIMITS.width)) errors.width = configuratorMessages.width;
  if (height === null ? required : !within(height, CONFIGURATOR_LIMITS.height)) errors.height = configuratorMessages.height;
  if (quantity === null || !Number.isInteger(quantity) || !within(quantity, CONFIGURATOR_LIMITS.quantity))
    errors.quantity = configuratorMessages.quantity;
  return errors;
}
