import { checkDimensions, type DimensionCheck } from '#features/catalogue/contract/configurator.ts';
import { modifierAmount, priceBasis, quotedGross, unitPrice } from '#features/catalogue/contract/price.ts';
import { centimetresToMm } from '#features/catalogue/contract/price-grid.ts';
import { chosenElement } from '#features/catalogue/contract/element-with-options.ts';
import type { CatalogueProduct, OptionChoice, OptionGroup } from '../../lib/catalogue.ts';
import { DIMENSIONS_OPTION_ID, type ConfiguredLine, type ConfiguratorForm, type LineOption } from '../../stores/configurator.ts';
import { parseNumber } from '../../lib/parse-number.ts';

const asModifier = (choice: OptionChoice) => ({
  priceModifier: choice.price_modifier,
  priceModifierType: choice.price_modifier_type,
});

export interface LineDraft {
  line: Omit<ConfiguredLine, 'key'> | null;
  errors: DimensionCheck & { missing?: string[] };
  /** null: "Preis auf Anfrage" for this size. */
  unitPrice: number | null;
  /** What the options apply to at the typed size (the "+ X €" of each choice); null "auf Anfrage". */
  basis: number | null;
  /** The basis is the starting price of a product priced by size, no size typed yet (ADR 024). */
  startingPrice: boolean;
  /** The element with the options chosen so far and its badge (ADR 063), shown before the line is added. */
  element: ReturnType<typeof chosenElement>;
}

/**
 * The line the form describes, priced with the one shared price function, or why it cannot be added
 * yet: a required option without a choice, or sizes out of range.
 */
export function buildLine(product: CatalogueProduct | undefined, groups: OptionGroup[], form: ConfiguratorForm): LineDraft {
  if (!product) return { line: null, errors: {}, unitPrice: 0, basis: 0, startingPrice: false, element: { values: null, funding: null } };
  const picked = groups.flatMap((group) => {
    const choice = group.options.find((option) => option.id === form.choices[group.id]);
    return choice ? [{ group, choice }] : [];
  });
  const width = parseNumber(form.width);
  const height = parseNumber(form.height);
  const quantity = parseNumber(form.quantity);
  const errors: LineDraft['errors'] = checkDimensions(product.category, width, height, quantity);
  // Sizes in cm, the grid in mm; a size out of range is not priced by it (ADR 024).
  const size = width !== null && height !== null && !errors.width && !errors.height ? centimetresToMm({ width, height }) : null;
  const basis = priceBasis({ basePrice: product.base_price, priceGrid: product.price_grid }, size);
  const price = unitPrice(
    basis,
    picked.map(({ choice }) => asModifier(choice)),
  );
  const startingPrice = product.price_grid !== null && size === null;
  const element = chosenElement(
    product,
    picked.map(({ choice }) => choice),
  );
  const missing = groups.filter((group) => group.required && form.choices[group.id] === undefined).map((group) => group.name);
  if (missing.length > 0) errors.missing = missing;
  if (Object.keys(errors).length > 0) return { line: null, errors, unitPrice: price, basis, startingPrice, element };

  const options: LineOption[] = picked.map(({ group, choice }) => ({
    optionId: group.id,
    optionName: group.name,
    selectedValue: choice.label,
    price: basis === null ? null : modifierAmount(basis, asModifier(choice)),
    choiceId: choice.id,
    key: group.key,
    colorCode: choice.color_code,
  }));
  if (width !== null && height !== null) {
    options.push({ optionId: DIMENSIONS_OPTION_ID, optionName: 'Maße', selectedValue: `${width} × ${height} cm`, price: 0 });
  }
  return {
    line: {
      product,
      quantity: quantity!,
      options,
      width,
      height,
      unitPrice: price,
      totalPrice: linePrice(price, quantity!),
      ...element,
    },
    errors: {},
    unitPrice: price,
    basis,
    startingPrice,
    element,
  };
}

/** A line's price as its quote will ask it (ADR 053); null "auf Anfrage". */
export function linePrice(unitPrice: number | null, quantity: number): number | null {
  return unitPrice === null ? null : quotedGross([{ quantity, unitPrice }]);
}
