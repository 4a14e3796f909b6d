import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { customerCarts, products, type ConfiguredItemSnapshot } from '../../platform/db/schema.ts';
import type { ConfiguratorCategory } from '../../shared/labels.ts';
import { priceConfiguredItems } from '../catalogue/configured-items.ts';
import type { CartLineJson } from './contract/cart.ts';
import type { CartRequest } from './contract/cart-schemas.ts';

async function cartJson(db: Database, lines: ConfiguredItemSnapshot[]): Promise<CartLineJson[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const rows =
    ids.length === 0
      ? []
      : await db.select({ id: products.id, category: products.category }).from(products).where(inArray(products.id, ids));
  const categories = new Map(rows.map((row) => [row.id, row.category as ConfiguratorCategory]));
  // A product deleted since has no category left: its line goes, as it could no longer be quoted.
  return lines.flatMap((line) => {
    const category = categories.get(line.productId);
    if (!category) return [];
    return [
      {
        productId: line.productId,
        productName: line.productName,
        category,
        optionIds: line.options.map((option) => option.id),
        options: line.options.map(({ key, category: group, name, price, colorCode }) => ({ key, category: group, name, price, colorCode })),
        breite: line.breite,
        hoehe: line.hoehe,
        menge: line.menge,
        unitPrice: line.unitPrice,
        values: line.values ?? null,
        funding: line.funding ?? null,
      },
    ];
  });
}

/** The caller's cart, as stored (prices as they were when the lines went in). */
export async function loadCart(db: Database, userId: number): Promise<CartLineJson[]> {
  const [row] = await db.select({ lines: customerCarts.lines }).from(customerCarts).where(eq(customerCarts.userId, userId));
  return cartJson(db, row?.lines ?? []);
}

/**
 * Replaces the caller's cart: every line is looked up and priced here, whatever the client claims
 * (priceConfiguredItems, the funnel's own), so the cart shows what the quote will ask.
 */
export async function saveCart(db: Database, userId: number, request: CartRequest): Promise<CartLineJson[]> {
  const lines = await priceConfiguredItems(db, request.lines);
  await db
    .insert(customerCarts)
    .values({ userId, lines })
    .onConflictDoUpdate({ target: customerCarts.userId, set: { lines, updatedAt: new Date() } });
  return cartJson(db, lines);
}
