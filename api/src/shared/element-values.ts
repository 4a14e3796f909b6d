/**
 * The values a manufacturer declares for a window or door at its standard size (EN 14351-1): the
 * element's heat transfer (Uw for windows, Ud for doors), the glass's (Ug), the total solar energy
 * transmittance (g), sound reduction (Rw) and burglar resistance (RC class). U and g are kept in
 * hundredths (0,95 W/(m²K) → 95) so the funding thresholds compare whole numbers, never floats. Zod-free:
 * the configurator, shop and cart show them in their first view (ADR 015); the schema is element-values-schema.ts.
 */
export const elementKinds = ['window', 'roof_window', 'entrance_door'] as const;
export type ElementKind = (typeof elementKinds)[number];

export const elementKindLabels: Record<ElementKind, string> = {
  window: 'Fenster / Fenstertür',
  roof_window: 'Dachfenster',
  entrance_door: 'Außentür',
};

/** Windows declare Uw, doors Ud (EN 14351-1). */
export const uSymbol = (kind: ElementKind) => (kind === 'entrance_door' ? 'Ud' : 'Uw');

export const rcClasses = ['RC1N', 'RC2N', 'RC2', 'RC3', 'RC4'] as const;
export type RcClass = (typeof rcClasses)[number];

export interface ElementValues {
  kind: ElementKind;
  /** Uw or Ud in hundredths of W/(m²K). */
  u: number;
  /** Ug in hundredths of W/(m²K); null for an element without glazing data. */
  ug: number | null;
  /** g in hundredths (0,50 → 50). */
  g: number | null;
  /** Rw in whole dB. */
  rw: number | null;
  rc: RcClass | null;
}

/** 95 → "0,95": U and g as the documents print them. */
export function formatHundredths(value: number): string {
  return new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100);
}

/** "Uw 0,95 W/(m²K) · Ug 0,5 … ": one line per element on the screens and the quote. */
export function describeElementValues(values: ElementValues): string {
  return [
    `${uSymbol(values.kind)} ${formatHundredths(values.u)} W/(m²K)`,
    values.ug !== null && `Ug ${formatHundredths(values.ug)} W/(m²K)`,
    values.g !== null && `g ${formatHundredths(values.g)}`,
    values.rw !== null && `Rw ${values.rw} dB`,
    values.rc !== null && values.rc,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "0,95" or "0.95" or "1" → 95; at most two decimals, as the declarations give them. */
export function parseHundredths(input: string): number | null {
  const match = /^(\d{1,2})(?:[,.](\d{1,2}))?$/.exec(input.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
