import type { Database } from '../../platform/db/client.ts';
import type { ConfiguredItemSnapshot } from '../../platform/db/schema.ts';
import { ValidationFailure } from '../../platform/http/request-errors.ts';
import type { ConfiguredItem } from '../funnel/contract/funnel.ts';
import { apiMessages } from '../../shared/messages.ts';
import { centimetresToMm } from './contract/price-grid.ts';
import { createElementPricer } from './element-pricer.ts';

/**
 * Turns configurator lines sent with a quote request into priced snapshots (element-pricer.ts). A line
 * whose size has no price in its product's grid is kept with null prices: the request is what it is for.
 */
export async function priceConfiguredItems(db: Database, items: ConfiguredItem[]): Promise<ConfiguredItemSnapshot[]> {
  const snapshots: ConfiguredItemSnapshot[] = [];
  const issues: Record<string, string[]> = {};
  // Up to 20 lines, mostly of the same few products: the pricer reads each product and its options once.
  const price = createElementPricer(db);
  for (const [index, item] of items.entries()) {
    // Sizes come in cm; a product with a size price grid is priced by it, null = "auf Anfrage" (ADR 024).
    const size = item.breite != null && item.hoehe != null ? centimetresToMm({ width: item.breite, height: item.hoehe }) : null;
    const priced = await price({
      productId: item.productId,
      optionIds: item.optionIds,
      sizeMm: size,
      quantity: item.menge,
      breite: item.breite ?? null,
      hoehe: item.hoehe ?? null,
    });
    if ('snapshot' in priced) snapshots.push(priced.snapshot);
    else if (priced.error === 'product') issues[`konfiguration.${index}.productId`] = [apiMessages.productNotFound];
    else issues[`konfiguration.${index}.optionIds`] = [apiMessages.optionNotAvailable];
  }
  if (Object.keys(issues).length > 0) throw new ValidationFailure(apiMessages.invalidInput, issues);
  return snapshots;
}
