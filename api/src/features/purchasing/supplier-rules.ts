import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { supplierArticleCodes, supplierProducts, suppliers } from '../../platform/db/schema.ts';
import type { SupplierRule } from './purchase-positions.ts';

/** The supplier rule of each of `productIds` that names a supplier (product id → rule). */
export async function supplierRules(db: Database, productIds: number[]): Promise<Map<number, SupplierRule>> {
  if (productIds.length === 0) return new Map();
  const assigned = await db.select().from(supplierProducts).where(inArray(supplierProducts.productId, productIds));
  const supplierIds = [...new Set(assigned.map((row) => row.supplierId))];
  if (supplierIds.length === 0) return new Map();
  const [supplierRows, codeRows] = await db.batch([
    db.select({ id: suppliers.id, discount: suppliers.discount }).from(suppliers).where(inArray(suppliers.id, supplierIds)),
    db.select().from(supplierArticleCodes).where(inArray(supplierArticleCodes.supplierId, supplierIds)),
  ]);
  const codes = new Map(
    supplierIds.map((id) => [id, new Map(codeRows.filter((row) => row.supplierId === id).map((row) => [row.optionId, row.code]))]),
  );
  const discounts = new Map(supplierRows.map((row) => [row.id, row.discount]));
  return new Map(
    assigned.map((row) => [
      row.productId,
      {
        supplierId: row.supplierId,
        discount: row.discount ?? discounts.get(row.supplierId) ?? 0,
        priceGrid: row.priceGrid ?? null,
        articleCodes: codes.get(row.supplierId) ?? new Map(),
      },
    ]),
  );
}
