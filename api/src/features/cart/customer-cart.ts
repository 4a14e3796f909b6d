import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { customerCarts, idempotencyKeys, products, type ConfiguredItemSnapshot } from '../../platform/db/schema.ts';
import { isRepeatedKey } from '../../platform/http/idempotency.ts';
import type { ConfiguratorCategory } from '../../shared/labels.ts';
import { priceConfiguredItems } from '../catalogue/configured-items.ts';
import type { CartLineJson } from './contract/cart.ts';
import { CART_LINE_LIMIT } from './contract/cart.ts';
import type { CartMergeRequest, CartRequest } from './contract/cart-schemas.ts';

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

/**
 * Adds the lines a tab held before the login to the account's cart, once per tab: the tab's id goes
 * into the same commit (idempotency_keys), so a merge the page sent but did not see answered (the visitor
 * moved on) is not added a second time when the next page sends it again. The lines are appended in SQL,
 * in the commit, so two tabs merging at once both land; past the limit of lines, the tab's last ones stay out.
 */
export async function mergeTabCart(db: Database, userId: number, { tabId, lines: tabLines }: CartMergeRequest): Promise<CartLineJson[]> {
  const priced = await priceConfiguredItems(db, tabLines);
  const now = new Date();
  const appended = sql`(SELECT json_group_array(json(value)) FROM (
      SELECT value FROM (
        SELECT 0 AS part, key, value FROM json_each(${customerCarts.lines})
        UNION ALL SELECT 1 AS part, key, value FROM json_each(excluded.lines)
      ) ORDER BY part, key LIMIT ${CART_LINE_LIMIT}
    ))`;
  try {
    await db.batch([
      db.insert(idempotencyKeys).values({ key: `cart-merge:${userId}:${tabId}`, status: 200, body: '{}', createdAt: now }),
      db
        .insert(customerCarts)
        .values({ userId, lines: priced.slice(0, CART_LINE_LIMIT) })
        .onConflictDoUpdate({ target: customerCarts.userId, set: { lines: appended, updatedAt: now } }),
    ]);
  } catch (error) {
    if (!isRepeatedKey(error)) throw error;
  }
  return loadCart(db, userId);
}
