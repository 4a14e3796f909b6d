/**
 * The shop wizard's rules, shared by the island and the server:
 * steps, the white-colour skip, the size limits. Without zod, so the shop's first view does not build
 * schemas it needs only when saving (ADR 015); those are in shop-schemas.ts.
 */
import { formatDecimal, formatMillimetres } from '../../../shared/format.ts';

export const shopSteps = [
  { key: 'product', title: 'Produkt wählen' },
  { key: 'profile_settings', title: 'Profil' },
  { key: 'farbe_und_dekore', title: 'Farbe und Dekore' },
  { key: 'sonderfarben', title: 'Sonderfarben' },
  { key: 'farbkombination', title: 'Farbkombination' },
  { key: 'aludec_woodec', title: 'Aludec und Woodec' },
  { key: 'fenstertyp', title: 'Fenstertyp' },
  { key: 'oberlicht_unterlicht', title: 'Ober-/Unterlicht' },
  { key: 'oeffnungsart', title: 'Öffnungsart' },
  { key: 'size', title: 'Größe' },
] as const;

export type ShopOptionStepKey = Exclude<(typeof shopSteps)[number]['key'], 'product' | 'size'>;
export const shopOptionStepKeys = shopSteps.slice(1, -1).map((step) => step.key) as ShopOptionStepKey[];

export const SIZE_STEP = shopSteps.length - 1;
/** Steps 3–5 (special colours, combination, Aludec/Woodec) only matter for a colour other than white. */
const COLOUR_DEPENDENT_STEPS = [3, 4, 5];

export const SIZE_LIMITS_MM = { min: 385, max: 3010 } as const;

export const shopMessages = {
  loginTitle: 'Anmeldung erforderlich',
  login: 'Bitte melden Sie sich an, um die Konfiguration zu speichern.',
  savedTitle: 'Konfiguration gespeichert',
  failedTitle: 'Fehler',
  failed: 'Die Konfiguration konnte nicht gespeichert werden.',
  width: `Bitte geben Sie eine Breite zwischen ${SIZE_LIMITS_MM.min} und ${SIZE_LIMITS_MM.max} mm ein.`,
  height: `Bitte geben Sie eine Höhe zwischen ${SIZE_LIMITS_MM.min} und ${SIZE_LIMITS_MM.max} mm ein.`,
  centimetres: (typed: string, millimetres: string) =>
    `${typed} mm? Meinten Sie ${millimetres}? Die Größe wird in Millimetern angegeben (${SIZE_LIMITS_MM.min} bis ${SIZE_LIMITS_MM.max} mm).`,
} as const;

/**
 * What to say about a size while it is typed, before "In den Warenkorb": nothing while it is empty or
 * fine; a likely slip into centimetres ("120" for 1200 mm) is named as such; anything else outside the
 * limits gets the field's message at once.
 */
export function sizeHint(typed: string, side: 'width' | 'height'): string | null {
  const value = Number(typed.trim().replace(',', '.'));
  if (!typed.trim() || !Number.isFinite(value)) return null;
  if (value >= SIZE_LIMITS_MM.min && value <= SIZE_LIMITS_MM.max) return null;
  const inMillimetres = Math.round(value * 10);
  if (value > 0 && inMillimetres >= SIZE_LIMITS_MM.min && inMillimetres <= SIZE_LIMITS_MM.max) {
    return shopMessages.centimetres(formatDecimal(value), formatMillimetres(inMillimetres));
  }
  return shopMessages[side];
}

/** A colour counts as white when its name contains "weiß" (Weiß, Reinweiß strukturell, Cremeweiß …). */
export function isWhiteColour(name: string | undefined): boolean {
  return name?.toLocaleLowerCase('de-DE').includes('weiß') ?? false;
}

/**
 * The option steps a configuration has to answer: those the product has options for, without the
 * colour-dependent ones when the colour is white.
 */
export function activeOptionSteps(availableKeys: ReadonlySet<string>, colourName: string | undefined): ShopOptionStepKey[] {
  const white = isWhiteColour(colourName);
  return shopOptionStepKeys.filter((key, index) => availableKeys.has(key) && !(white && COLOUR_DEPENDENT_STEPS.includes(index + 1)));
}

/** The step after `step`, skipping steps without options and, for white, steps 3–5. */
export function nextShopStep(step: number, availableKeys: ReadonlySet<string>, colourName: string | undefined): number {
  const active = new Set(activeOptionSteps(availableKeys, colourName));
  for (let next = step + 1; next < SIZE_STEP; next += 1) {
    if (active.has(shopSteps[next]!.key as ShopOptionStepKey)) return next;
  }
  return SIZE_STEP;
}

/** The step before `step`, by the same rule: back from Fenstertyp with white returns to the colour step. */
export function previousShopStep(step: number, availableKeys: ReadonlySet<string>, colourName: string | undefined): number {
  const active = new Set(activeOptionSteps(availableKeys, colourName));
  for (let previous = step - 1; previous > 0; previous -= 1) {
    if (active.has(shopSteps[previous]!.key as ShopOptionStepKey)) return previous;
  }
  return 0;
}
