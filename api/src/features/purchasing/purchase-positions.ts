import type { PriceGrid } from '../catalogue/contract/price-grid.ts';
import { gridPrice } from '../catalogue/contract/price-grid.ts';
import { drawingChoicesOf, readWindowChoices } from '../catalogue/contract/window-choices.ts';
import { hingeLabels, openingTypeLabels, type OpeningType } from '../../shared/opening-types.ts';
import type { QuoteLine } from '../documents/contract/lines.ts';
import { netUnitPrice, type PriceBasis } from '../documents/contract/totals.ts';
import { describeElementValues } from '../../shared/element-values.ts';
import { lessDiscount, type PurchasePosition, type UnorderedLine } from './contract/purchasing.ts';

/** A product's supplier and its purchase price rule, as the catalogue holds them. */
export interface SupplierRule {
  supplierId: number;
  /** The supplier's discount, or the product's own overriding it (hundredths of a percent). */
  discount: number;
  priceGrid: PriceGrid | null;
  /** Option id → the supplier's article code. */
  articleCodes: ReadonlyMap<number, string>;
}

const GLAZING_KEY = 'verglasung';
const OPENING_KEY = 'oeffnungsart';

/** "links" / "rechts" from the configurator's Öffnungsart, as the DIN direction; the rest as the option says. */
function configuredOpening(name: string | undefined): { openingType: string; hinge: string } {
  if (!name) return { openingType: '', hinge: '' };
  const opening = readWindowChoices({ oeffnungsart: { label: name } }).opening;
  if (opening === 'turn-tilt-left') return { openingType: openingTypeLabels.dreh_kipp, hinge: hingeLabels.links };
  if (opening === 'turn-tilt-right') return { openingType: openingTypeLabels.dreh_kipp, hinge: hingeLabels.rechts };
  if (opening === 'fixed') return { openingType: openingTypeLabels.fest, hinge: '' };
  if (opening === 'tilt') return { openingType: openingTypeLabels.kipp, hinge: '' };
  return { openingType: name, hinge: '' };
}

/** The Bestellmaß: the Aufmaß's, else the configured size in cm × 10; null where neither is known. */
function orderSize(line: QuoteLine): { widthMm: number | null; heightMm: number | null } {
  if (line.measure) return { widthMm: line.measure.orderWidthMm, heightMm: line.measure.orderHeightMm };
  const { breite, hoehe } = line.drawing ?? {};
  return breite && hoehe ? { widthMm: Math.round(breite * 10), heightMm: Math.round(hoehe * 10) } : { widthMm: null, heightMm: null };
}

/**
 * The expected purchase price per piece (net cents): the product's purchase grid at the Bestellmaß, else
 * the line's list price (its net unit price as quoted, before the line's own discount) less the discount.
 */
function expectedUnitPrice(line: QuoteLine, basis: PriceBasis, rule: SupplierRule): number | null {
  if (rule.priceGrid) {
    const { widthMm, heightMm } = orderSize(line);
    return widthMm && heightMm ? gridPrice(rule.priceGrid, { width: widthMm, height: heightMm }) : null;
  }
  const listNet = basis === 'net' ? line.unitPrice : netUnitPrice(line.unitPrice);
  return lessDiscount(listNet, rule.discount);
}

/** One order line as the manufacturer needs it: nothing typed again. */
function purchasePosition(line: QuoteLine, lineIndex: number, basis: PriceBasis, rule: SupplierRule): PurchasePosition {
  const options = line.drawing?.options ?? [];
  const choices = readWindowChoices(drawingChoicesOf(options));
  const byKey = (key: string) => options.find((option) => option.key === key);
  const configured = configuredOpening(byKey(OPENING_KEY)?.name);
  const measured = line.measure;
  const outside = choices.colour?.name.replace(/^innen Weiß, außen /, '') ?? '';
  const insideWhite = choices.colour?.name.startsWith('innen Weiß') ?? false;
  return {
    lineIndex,
    name: measured?.position ?? line.title,
    // A measured line's title is "Küche: Kunststofffenster"; the product is what follows the position.
    product: measured && line.title.startsWith(`${measured.position}: `) ? line.title.slice(measured.position.length + 2) : line.title,
    ...orderSize(line),
    openingType: measured ? (openingTypeLabels[measured.openingType as OpeningType] ?? measured.openingType) : configured.openingType,
    hinge: measured
      ? measured.hinge
        ? (hingeLabels[measured.hinge as keyof typeof hingeLabels] ?? measured.hinge)
        : ''
      : configured.hinge,
    glazing: byKey(GLAZING_KEY)?.name ?? options.find((option) => option.category === 'Verglasung')?.name ?? '',
    glazingValues: line.values ? describeElementValues(line.values) : '',
    colourInside: insideWhite ? 'Weiß' : outside,
    colourOutside: outside,
    options: options.map((option) => ({
      category: option.category,
      name: option.name,
      articleCode: option.id === undefined ? '' : (rule.articleCodes.get(option.id) ?? ''),
    })),
    quantity: line.quantity,
    expectedUnitPrice: expectedUnitPrice(line, basis, rule),
  };
}

/**
 * The order's product lines per supplier; lines without a catalogue product or whose product names no
 * supplier are "ohne Lieferant" and not ordered. Service lines (Montage, Entsorgung) are no goods.
 */
export function groupBySupplier(lines: readonly QuoteLine[], basis: PriceBasis, rules: ReadonlyMap<number, SupplierRule>) {
  const groups = new Map<number, PurchasePosition[]>();
  const withoutSupplier: UnorderedLine[] = [];
  lines.forEach((line, lineIndex) => {
    if (line.kind !== 'product') return;
    const rule = line.productId ? rules.get(line.productId) : undefined;
    if (!rule) {
      withoutSupplier.push({ lineIndex, title: line.title });
      return;
    }
    const positions = groups.get(rule.supplierId) ?? [];
    positions.push(purchasePosition(line, lineIndex, basis, rule));
    groups.set(rule.supplierId, positions);
  });
  return { groups, withoutSupplier };
}
