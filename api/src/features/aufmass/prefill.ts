import type { leads } from '../../platform/db/schema.ts';
import { dimensionTypeLabels } from '../../shared/labels.ts';
import type { AufmassPrefill } from './contract/aufmass.ts';

type Lead = Pick<typeof leads.$inferSelect, 'configuration' | 'dimensions' | 'selfMeasurements'>;

/** cm as the funnel and the configurator take them → whole mm; a side not given stays unknown. */
const millimetres = (centimetres: number | null | undefined) => (centimetres ? Math.round(centimetres * 10) : null);

/**
 * The openings a new Aufmaß starts from: what the customer sent with the request (configured elements with
 * their product and options, or the funnel's sizes), so the fitter checks and corrects instead of typing it
 * all again, and the protocol shows where the fitter's measure differs from the customer's.
 */
export function prefillFromLead(lead: Lead): AufmassPrefill[] {
  // The customer's own measurement in mm (the frame outside) is the closest to what the fitter measures;
  // a configured product at the same place in the request names the product.
  if (lead.selfMeasurements && lead.selfMeasurements.length > 0) {
    return lead.selfMeasurements.map((measured, index) => {
      const configured = lead.configuration?.[index];
      const label = measured.typ ? dimensionTypeLabels[measured.typ] : 'Element';
      return {
        position: measured.position || `${label} ${index + 1}`,
        productId: configured?.productId ?? null,
        optionIds: configured?.options.map((option) => option.id) ?? [],
        quantity: configured?.menge ?? 1,
        customerWidthMm: measured.frameWidthMm,
        customerHeightMm: measured.frameHeightMm,
      };
    });
  }
  if (lead.configuration && lead.configuration.length > 0) {
    return lead.configuration.map((item, index) => ({
      position: `Position ${index + 1}`,
      productId: item.productId,
      optionIds: item.options.map((option) => option.id),
      quantity: item.menge,
      customerWidthMm: millimetres(item.breite),
      customerHeightMm: millimetres(item.hoehe),
    }));
  }
  return lead.dimensions
    .filter((row) => row.typ || row.breite || row.hoehe)
    .map((row, index) => ({
      position: `${row.typ ? dimensionTypeLabels[row.typ] : 'Element'} ${index + 1}`,
      productId: null,
      optionIds: [],
      quantity: Math.max(1, row.menge ?? 1),
      customerWidthMm: millimetres(row.breite),
      customerHeightMm: millimetres(row.hoehe),
    }));
}
