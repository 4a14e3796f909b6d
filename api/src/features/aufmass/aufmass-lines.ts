import type { Database } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { formatSizeMm, PRICE_ON_REQUEST } from '../../shared/format.ts';
import type { QuoteLine } from '../documents/contract/lines.ts';
import type { PriceBasis } from '../documents/contract/totals.ts';
import { createElementPricer } from '../catalogue/element-pricer.ts';
import { configuredLine } from '../quotes/lines-from-lead.ts';
import type { AufmassJson, AufmassOpeningJson } from './contract/aufmass.ts';
import { hingeLabels, openingTypeLabels } from '../../shared/opening-types.ts';
import { aufmassMessages as m } from './contract/aufmass-messages.ts';

/** What the fitter recorded beyond the catalogue's options, as the line's last lines of text. */
function measuredText(opening: AufmassOpeningJson, onRequest: boolean): string[] {
  return [
    `Bestellmaß: ${formatSizeMm({ width: opening.orderWidthMm, height: opening.orderHeightMm })}`,
    `Öffnungsart: ${openingTypeLabels[opening.openingType]}${opening.hinge ? `, ${hingeLabels[opening.hinge]}` : ''}`,
    ...(opening.removal ? ['inkl. Ausbau und Entsorgung des Altelements'] : []),
    ...(onRequest ? [`${PRICE_ON_REQUEST}: Das Bestellmaß liegt außerhalb des Preisrasters.`] : []),
  ];
}

/**
 * The quote lines of an Aufmaß (issue 48): each measured opening priced by the catalogue's one price rule
 * at its order size (element-pricer.ts). A size outside the product's grid is "auf Anfrage" (price 0 for
 * the office to fill in, and said so in the line), never extrapolated. The line keeps its drawing (at the
 * order size), its position name and its declared values.
 */
export async function aufmassLines(db: Database, aufmass: AufmassJson): Promise<(basis: PriceBasis) => QuoteLine[]> {
  const price = createElementPricer(db);
  const lines: ((basis: PriceBasis) => QuoteLine)[] = [];
  for (const opening of aufmass.openings) {
    if (opening.productId === null) fail(400, m.noProduct);
    const priced = await price({
      productId: opening.productId,
      optionIds: opening.optionIds,
      sizeMm: { width: opening.orderWidthMm, height: opening.orderHeightMm },
      quantity: opening.quantity,
      breite: opening.orderWidthMm / 10,
      hoehe: opening.orderHeightMm / 10,
    });
    if ('error' in priced) fail(409, priced.error === 'product' ? m.productNotFound : m.optionNotAvailable);
    const { snapshot } = priced;
    const options = snapshot.options.map((option) => `${option.category}: ${option.name}`);
    lines.push((basis) => ({
      ...configuredLine(snapshot, basis),
      title: `${opening.position}: ${snapshot.productName}`,
      description: [...options, ...measuredText(opening, snapshot.unitPrice === null)].join('\n'),
      measure: {
        position: opening.position,
        orderWidthMm: opening.orderWidthMm,
        orderHeightMm: opening.orderHeightMm,
        openingType: opening.openingType,
        hinge: opening.hinge,
      },
    }));
  }
  return (basis) => lines.map((line) => line(basis));
}
