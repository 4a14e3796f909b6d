import { asc, eq, inArray, notInArray, and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { options, products, purchaseOrders, supplierArticleCodes, supplierProducts, suppliers } from '../../platform/db/schema.ts';
import { fail, ValidationFailure } from '../../platform/http/request-errors.ts';
import { apiMessages } from '../../shared/messages.ts';
import { deleteLogged, fieldChanges, logChangeWhen, logCreated, logUpdated, newestId } from '../catalogue/admin/change-log.ts';
import { conflictOnConstraint } from '../catalogue/admin/constraint-conflict.ts';
import type { PriceGrid } from '../catalogue/contract/price-grid.ts';
import type { SupplierJson } from './contract/purchasing.ts';
import { supplierMessages as m } from './contract/purchasing-messages.ts';
import type { SupplierBody } from './contract/supplier-schemas.ts';

/**
 * Katalog → Lieferanten (issue 49): the suppliers with their products and article codes. Every change is
 * written to the catalogue's change log in the same batch, as the rest of the catalogue's (ADR 082).
 */

export async function listSuppliers(db: Database, ids?: number[]): Promise<SupplierJson[]> {
  const [rows, productRows, codeRows] = await db.batch([
    db
      .select()
      .from(suppliers)
      .where(ids ? inArray(suppliers.id, ids) : undefined)
      .orderBy(asc(suppliers.name)),
    db.select().from(supplierProducts).orderBy(asc(supplierProducts.productId)),
    db.select().from(supplierArticleCodes).orderBy(asc(supplierArticleCodes.optionId)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    orderEmail: row.orderEmail,
    customerNumber: row.customerNumber,
    leadTimeWeeks: row.leadTimeWeeks,
    discount: row.discount,
    products: productRows
      .filter((product) => product.supplierId === row.id)
      .map(({ productId, discount, priceGrid }) => ({ productId, discount, priceGrid: priceGrid ?? null })),
    articleCodes: codeRows.filter((code) => code.supplierId === row.id).map(({ optionId, code }) => ({ optionId, code })),
  }));
}

async function findSupplier(db: Database, id: number): Promise<SupplierJson> {
  const [supplier] = await listSuppliers(db, [id]);
  if (!supplier) fail(404, m.notFound);
  return supplier;
}

/** The named products and options must exist: a wrong id is the form's mistake, answered per field. */
async function checkReferences(db: Database, body: SupplierBody) {
  const productIds = body.products.map((product) => product.productId);
  const optionIds = [...new Set(body.articleCodes.map((code) => code.optionId))];
  const [foundProducts, foundOptions] = await db.batch([
    db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, productIds.length ? productIds : [0])),
    db
      .select({ id: options.id })
      .from(options)
      .where(inArray(options.id, optionIds.length ? optionIds : [0])),
  ]);
  if (foundProducts.length !== productIds.length) throw new ValidationFailure(apiMessages.invalidInput, { products: [m.product] });
  if (foundOptions.length !== optionIds.length) throw new ValidationFailure(apiMessages.invalidInput, { articleCodes: [m.option] });
}

const columns = (body: SupplierBody) => ({
  name: body.name,
  street: body.street,
  postcode: body.postcode,
  city: body.city,
  orderEmail: body.orderEmail,
  customerNumber: body.customerNumber,
  leadTimeWeeks: body.leadTimeWeeks,
  discount: body.discount,
});

/** What the change log compares: the columns and the assignments, as the screen shows them. */
const comparable = (supplier: Omit<SupplierJson, 'id'>) => ({
  ...columns(supplier as SupplierBody),
  products: supplier.products,
  articleCodes: supplier.articleCodes,
});

/**
 * The supplier's products and codes as `body` lists them. A product names one supplier: listing it here
 * moves it from any other. The last code given for an option counts.
 */
function assignments(db: Database, supplierId: number | SQL, body: SupplierBody) {
  const productIds = body.products.map((product) => product.productId);
  const codes = new Map(body.articleCodes.map(({ optionId, code }) => [optionId, code]));
  return [
    db
      .delete(supplierProducts)
      .where(
        and(
          eq(supplierProducts.supplierId, supplierId as number),
          notInArray(supplierProducts.productId, productIds.length ? productIds : [0]),
        ),
      ),
    ...body.products.map((product) =>
      db
        .insert(supplierProducts)
        .values({
          productId: product.productId,
          supplierId: supplierId as number,
          discount: product.discount,
          priceGrid: product.priceGrid,
        })
        .onConflictDoUpdate({
          target: supplierProducts.productId,
          set: { supplierId: supplierId as number, discount: product.discount, priceGrid: product.priceGrid },
        }),
    ),
    db.delete(supplierArticleCodes).where(eq(supplierArticleCodes.supplierId, supplierId as number)),
    ...[...codes].map(([optionId, code]) => db.insert(supplierArticleCodes).values({ supplierId: supplierId as number, optionId, code })),
  ];
}

async function nameTaken(db: Database, name: string, except: number | null) {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, name));
  return row !== undefined && row.id !== except;
}

export async function createSupplier(db: Database, body: SupplierBody, by: string): Promise<SupplierJson> {
  await checkReferences(db, body);
  if (await nameTaken(db, body.name, null)) throw new ValidationFailure(apiMessages.invalidInput, { name: [m.nameTaken] });
  const head = { by, entity: 'supplier', label: body.name } as const;
  const [[created]] = await conflictOnConstraint(
    db.batch([
      db.insert(suppliers).values(columns(body)).returning({ id: suppliers.id }),
      ...assignments(db, newestId(suppliers), body),
      logCreated(db, suppliers, head, comparable(body)),
    ] as unknown as Parameters<typeof db.batch>[0]) as Promise<[[{ id: number }]]>,
  );
  return findSupplier(db, created.id);
}

export async function updateSupplier(db: Database, id: number, body: SupplierBody, by: string): Promise<SupplierJson> {
  const before = await findSupplier(db, id);
  await checkReferences(db, body);
  if (await nameTaken(db, body.name, id)) throw new ValidationFailure(apiMessages.invalidInput, { name: [m.nameTaken] });
  await conflictOnConstraint(
    db.batch([
      db.update(suppliers).set(columns(body)).where(eq(suppliers.id, id)),
      ...assignments(db, id, body),
      logUpdated(db, { by, entity: 'supplier', entityId: id, label: body.name }, comparable(before), comparable(body)),
    ] as unknown as Parameters<typeof db.batch>[0]),
  );
  return findSupplier(db, id);
}

/**
 * The purchase price grid of one product the supplier carries (net cents by width and height, ADR 082):
 * the Deckungsbeitrag's expected purchase price for that product instead of the discount. Null removes it.
 */
export async function setSupplierPriceGrid(
  db: Database,
  { supplierId, productId }: { supplierId: number; productId: number },
  grid: PriceGrid | null,
  by: string,
): Promise<SupplierJson> {
  const before = await findSupplier(db, supplierId);
  if (!before.products.some((product) => product.productId === productId)) fail(404, m.productNotCarried);
  const after = {
    ...before,
    products: before.products.map((product) => (product.productId === productId ? { ...product, priceGrid: grid } : product)),
  };
  // The entry is written under the UPDATE's own condition: a product taken off the supplier's list by a
  // request between the check above and this batch leaves neither a grid nor an entry saying it changed.
  const carried = and(eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.productId, productId));
  const [, updated] = await db.batch([
    logChangeWhen(
      db,
      {
        by,
        entity: 'supplier',
        entityId: supplierId,
        label: before.name,
        action: 'updated',
        changes: fieldChanges(comparable(before), comparable(after)),
      },
      sql`EXISTS (SELECT 1 FROM ${supplierProducts} WHERE ${carried})`,
    ),
    db.update(supplierProducts).set({ priceGrid: grid }).where(carried),
  ]);
  if (updated.rowsAffected === 0) fail(404, m.productNotCarried);
  return findSupplier(db, supplierId);
}

/** A supplier with Bestellungen stays: they name it, and a business letter is kept as sent (§ 147 AO). */
export async function deleteSupplier(db: Database, id: number, by: string): Promise<void> {
  const before = await findSupplier(db, id);
  const [used] = await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.supplierId, id)).limit(1);
  if (used) fail(409, m.inUse);
  const entry = { by, entity: 'supplier', entityId: id, label: before.name, changes: fieldChanges(comparable(before), null) } as const;
  if ((await deleteLogged(db, suppliers, eq(suppliers.id, id), entry)) === 0) fail(404, m.notFound);
}
