import { formatSizeCm } from '../../shared/format.ts';
import type { ConfiguredItemSnapshot, leads } from '../../platform/db/schema.ts';
import { dimensionTypeLabels } from '../../shared/labels.ts';
import { priceInBasis, type PriceBasis } from '../documents/contract/totals.ts';
import { type QuoteLine } from '../documents/contract/lines.ts';

type Lead = Pick<typeof leads.$inferSelect, 'configuration' | 'dimensions'>;

/** "120 × 140 cm", as the funnel and the configurator give sizes. */
function sizeText(breite: number | null | undefined, hoehe: number | null | undefined): string {
  return breite && hoehe ? formatSizeCm(breite, hoehe) : '';
}

/** A configured element as a quote line in the document's basis: its options and size as text, its drawing and values. */
export function configuredLine(item: ConfiguredItemSnapshot, basis: PriceBasis): QuoteLine {
  const size = sizeText(item.breite, item.hoehe);
  return {
    kind: 'product',
    title: item.productName,
    description: [...item.options.map((option) => `${option.category}: ${option.name}`), ...(size ? [`Größe: ${size}`] : [])].join('\n'),
    quantity: item.menge,
    // The catalogue's price is gross: a consumer's line takes it as it is, a business customer's is net
    // (ADR 035, ADR 076), rounded per unit. "Preis auf Anfrage" (no grid cell for the size): the operator
    // fills the price in.
    unitPrice: item.unitPrice ? priceInBasis(item.unitPrice, 'gross', basis) : 0,
    discount: 0,
    // What the shared window drawing needs, so the PDF and the customer's views draw the line.
    drawing: {
      breite: item.breite,
      hoehe: item.hoehe,
      options: item.options.map(({ id, key, category, name, colorCode }) => ({ id, key, category, name, colorCode })),
    },
    productId: item.productId,
    values: item.values ?? null,
    funding: item.funding ?? null,
  };
}

/**
 * The draft's lines in its price basis: the configured products as they were priced with the request; a
 * request from the funnel brings only its sizes, which become lines without a price for the operator to
 * fill in.
 */
export function linesFromLead(lead: Lead, basis: PriceBasis): QuoteLine[] {
  if (lead.configuration && lead.configuration.length > 0) return lead.configuration.map((item) => configuredLine(item, basis));
  return lead.dimensions
    .filter((row) => row.typ || row.breite || row.hoehe)
    .map((row) => ({
      kind: 'product' as const,
      title: row.typ ? dimensionTypeLabels[row.typ] : 'Element',
      description: sizeText(row.breite, row.hoehe) ? `Größe: ${sizeText(row.breite, row.hoehe)}` : 'Maße vor Ort',
      quantity: Math.max(1, row.menge ?? 1),
      unitPrice: 0,
      discount: 0,
    }));
}
