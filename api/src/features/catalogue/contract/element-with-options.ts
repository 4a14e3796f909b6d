import { formatHundredths, uSymbol, type ElementValues, type RcClass } from '../../../shared/element-values.ts';

/**
 * What an option sets for the element it is chosen for (ADR 063): a triple glazing sets Ug, g and the Uw it
 * gives the element, a frame its Uw. null keeps the product's value. The manufacturers declare the element
 * with that glazing or frame, so an option replaces values; it never adds to them. Zod-free, as
 * element-values.ts: the configurator and the shop compute the chosen element's values in their first view.
 */
export interface OptionValueChanges {
  u: number | null;
  ug: number | null;
  g: number | null;
  rw: number | null;
  rc: RcClass | null;
}

/** The element as chosen: the product's values with each chosen option's changes, in the catalogue's order. */
export function withOptionValues(values: ElementValues | null, changes: (OptionValueChanges | null)[]): ElementValues | null {
  if (!values) return null;
  return changes.reduce<ElementValues>(
    (element, change) =>
      change
        ? {
            ...element,
            u: change.u ?? element.u,
            ug: change.ug ?? element.ug,
            g: change.g ?? element.g,
            rw: change.rw ?? element.rw,
            rc: change.rc ?? element.rc,
          }
        : element,
    values,
  );
}

/** An option without any change is stored and sent as null. */
export function optionValueChangesOrNull(changes: OptionValueChanges): OptionValueChanges | null {
  return Object.values(changes).every((value) => value === null) ? null : changes;
}

/**
 * "förderfähig (BEG EM, Uw ≤ 0,95)" when the element's U is at or below the maximum for its kind, null
 * otherwise or without values. The lists hand the islands the maximum of each product's kind, so the
 * badge follows the chosen options there exactly as on the server.
 */
export function fundingBadgeAt(values: ElementValues | null, maxU: number | null): string | null {
  if (!values || maxU === null) return null;
  return values.u <= maxU ? `förderfähig (BEG EM, ${uSymbol(values.kind)} ≤ ${formatHundredths(maxU)})` : null;
}

/** The element a product becomes with the chosen options, and its badge: what the islands show and put in the cart. */
export function chosenElement(
  product: { values: ElementValues | null; funding_max_u: number | null },
  choices: { values: OptionValueChanges | null }[],
): { values: ElementValues | null; funding: string | null } {
  const values = withOptionValues(
    product.values,
    choices.map((choice) => choice.values),
  );
  return { values, funding: fundingBadgeAt(values, product.funding_max_u) };
}
