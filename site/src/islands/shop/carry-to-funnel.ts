import type { SizeMm } from '#features/catalogue/contract/price-grid.ts';
import type { ShopProduct } from '../../lib/catalogue.ts';
import { materialOfProduct } from '#features/funnel/contract/configured-answers.ts';
import { funnelKindOf } from '#features/funnel/contract/funnel-kind.ts';
import { carryConfiguration } from '../../stores/funnel.ts';
import type { ChosenOption } from './selection.ts';

/**
 * "Angebot anfordern" for a size without an online price: the configuration goes into the funnel's draft as
 * a configured line (the server looks product and options up again and keeps it "auf Anfrage"), with a
 * dimension row, and the visitor continues in the funnel.
 */
export function carryShopConfigurationToFunnel(product: ShopProduct, chosen: ChosenOption[], size: SizeMm): void {
  const { flag, rowType } = funnelKindOf(product);
  // The funnel and its configured lines measure in cm; 1235 mm stays exact as 123.5 cm.
  const breite = size.width / 10;
  const hoehe = size.height / 10;
  carryConfiguration(
    [
      {
        productId: product.id,
        optionIds: chosen.map(({ choice }) => choice.id),
        breite,
        hoehe,
        menge: 1,
        label: `${product.name} (${size.width} × ${size.height} mm)`,
        totalPrice: null,
      },
    ],
    { [flag]: true },
    [{ typ: rowType, breite: String(breite).replace('.', ','), hoehe: String(hoehe).replace('.', ','), menge: '1' }],
    // The shop asks no glazing; the product's name says its material.
    { material: materialOfProduct(product.name) ?? undefined },
  );
  window.location.assign('/funnel');
}
