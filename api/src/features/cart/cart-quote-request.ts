import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { products } from '../../platform/db/schema.ts';
import { funnelKindOf } from '../funnel/contract/funnel-kind.ts';
import { productFlagNames, type FunnelSubmission, type ProductFlag } from '../funnel/contract/funnel.ts';
import type { CartQuoteSubmission } from './contract/cart-request-schema.ts';

/**
 * The cart's request as the quote request every lead is (the funnel's vocabulary), so it is stored,
 * priced and mailed like one from the funnel. The products are what the lines are; the lines themselves
 * carry sizes, quantities and options (the glazing among them), which the lead store prices and reads.
 * The cart does not ask the kind of project: "Ich bin mir nicht sicher" is what is known of it.
 */
export async function cartQuoteSubmission(db: Database, request: CartQuoteSubmission): Promise<FunnelSubmission> {
  const ids = [...new Set(request.lines.map((line) => line.productId))];
  const rows = await db.select({ name: products.name, category: products.category }).from(products).where(inArray(products.id, ids));
  // A product gone from the catalogue names no flag here; the lead store refuses its line by name.
  const chosen = new Set<ProductFlag>(rows.map((row) => funnelKindOf(row).flag));
  const flags = Object.fromEntries(productFlagNames.map((flag) => [flag, chosen.has(flag)])) as Record<ProductFlag, boolean>;
  return {
    projektart: 'unsicher',
    ...flags,
    dimensions: [],
    plz: request.plz,
    vorname: request.vorname,
    nachname: request.nachname,
    email: request.email,
    telefon: request.telefon,
    nachricht: '',
    datenschutz: true,
    marketing_ok: false,
    website: request.website,
    utm_params: request.utm_params,
    konfiguration: request.lines,
    selbstmessung: [],
    photo_key: request.photo_key,
  };
}
