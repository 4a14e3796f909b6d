import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { productCategories, productCategoryAssignments, products } from '../../../platform/db/schema.ts';
import { fail, ValidationFailure } from '../../../platform/http/request-errors.ts';
import type { ProductBody, ProductJson } from '../contract/catalogue-admin.ts';
import type { PriceGrid } from '../contract/price-grid.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';
import { apiMessages } from '../../../shared/messages.ts';
import { deleteLogged, fieldChanges, logChange, logCreated, logUpdated, newestId } from './change-log.ts';
import { conflictOnConstraint } from './constraint-conflict.ts';
import { findProductLine } from './product-lines.ts';
import { elementValueColumns, elementValueFields, elementValuesOfRow } from '../element-value-columns.ts';

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
  product_line_id: products.productLineId,
  base_price: products.basePrice,
  price_grid: products.priceGrid,
  active: products.active,
  ...elementValueColumns,
};

export async function listAdminProducts(db: Database, ids?: number[]): Promise<ProductJson[]> {
  const where = ids ? inArray(products.id, ids) : undefined;
  const [rows, assignments] = await db.batch([
    db.select(productColumns).from(products).where(where).orderBy(asc(products.category), asc(products.name), asc(products.id)),
    db
      .select({ productId: productCategoryAssignments.productId, categoryId: productCategoryAssignments.categoryId })
      .from(productCategoryAssignments)
      .where(ids ? inArray(productCategoryAssignments.productId, ids) : undefined)
      .orderBy(asc(productCategoryAssignments.categoryId)),
  ]);
  const categoryIds = new Map<number, number[]>();
  for (const { productId, categoryId } of assignments) {
    let list = categoryIds.get(productId);
    if (!list) categoryIds.set(productId, (list = []));
    list.push(categoryId);
  }
  return rows.map(({ kind, u, ug, g, rw, rc, ...row }) => ({
    ...row,
    category_ids: categoryIds.get(row.id) ?? [],
    values: elementValuesOfRow({ kind, u, ug, g, rw, rc }),
  }));
}

async function findAdminProduct(db: Database, id: number): Promise<ProductJson | undefined> {
  return (await listAdminProducts(db, [id]))[0];
}

/** The line must exist and every selected category must belong to it. */
async function checkPlacement(db: Database, body: ProductBody) {
  if (!(await findProductLine(db, body.product_line_id))) {
    throw new ValidationFailure(apiMessages.invalidInput, { product_line_id: [m.productLineUnknown] });
  }
  const found = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(inArray(productCategories.id, body.category_ids), eq(productCategories.productLineId, body.product_line_id)));
  if (found.length !== new Set(body.category_ids).size) {
    throw new ValidationFailure(apiMessages.invalidInput, { category_ids: [m.categoryIdsUnknown] });
  }
}

const values = (body: ProductBody) => ({
  name: body.name,
  description: body.description,
  category: body.category,
  productLineId: body.product_line_id,
  basePrice: body.base_price,
  active: body.active,
  ...elementValueFields(body.values),
});

/** The categories of `productId` (a number or the row just inserted), only those of its line. */
function assignCategories(db: Database, productId: number | SQL, body: ProductBody) {
  return db.run(sql`INSERT INTO ${productCategoryAssignments} (product_id, category_id)
    SELECT ${productId}, id FROM ${productCategories}
    WHERE product_line_id = ${body.product_line_id} AND id IN (${sql.join(
      body.category_ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** What the product form changes: the grid has its own route and its own change-log entry. */
const comparable = ({ id: _id, price_grid: _grid, ...product }: ProductJson) => product;
const asBody = (body: ProductBody) => ({ ...body, category_ids: [...new Set(body.category_ids)].sort((a, b) => a - b) });

export async function createAdminProduct(db: Database, body: ProductBody, by: string): Promise<ProductJson> {
  await checkPlacement(db, body);
  const newId = newestId(products);
  const [[product]] = await conflictOnConstraint(
    db.batch([
      db.insert(products).values(values(body)).returning({ id: products.id }),
      assignCategories(db, newId, body),
      logCreated(db, products, { by, entity: 'product', label: body.name }, asBody(body)),
    ]),
  );
  return (await findAdminProduct(db, product!.id))!;
}

export async function updateAdminProduct(db: Database, id: number, body: ProductBody, by: string): Promise<ProductJson> {
  const before = await findAdminProduct(db, id);
  if (!before) fail(404, m.productNotFound);
  await checkPlacement(db, body);
  await conflictOnConstraint(
    db.batch([
      db.update(products).set(values(body)).where(eq(products.id, id)),
      db.delete(productCategoryAssignments).where(eq(productCategoryAssignments.productId, id)),
      assignCategories(db, id, body),
      logUpdated(db, { by, entity: 'product', entityId: id, label: body.name }, comparable(before), asBody(body)),
    ]),
  );
  const product = await findAdminProduct(db, id);
  if (!product) fail(404, m.productNotFound);
  return product;
}

/** Sets or removes (null) the product's size price grid, logged with the grid before and after. */
export async function setProductPriceGrid(db: Database, id: number, grid: PriceGrid | null, by: string): Promise<ProductJson> {
  const before = await findAdminProduct(db, id);
  if (!before) fail(404, m.productNotFound);
  const changes = fieldChanges({ price_grid: before.price_grid }, { price_grid: grid });
  if (Object.keys(changes).length > 0) {
    await db.batch([
      db.update(products).set({ priceGrid: grid }).where(eq(products.id, id)),
      logChange(db, { by, entity: 'product', entityId: id, action: 'updated', label: before.name, changes }),
    ]);
  }
  const product = await findAdminProduct(db, id);
  if (!product) fail(404, m.productNotFound);
  return product;
}

/** Deletes the product with its category and option assignments; saved configurations keep their copy of name and prices. */
export async function deleteAdminProduct(db: Database, id: number, by: string): Promise<void> {
  const before = await findAdminProduct(db, id);
  if (!before) fail(404, m.productNotFound);
  const entry = { by, entity: 'product', entityId: id, label: before.name, changes: fieldChanges(comparable(before), null) } as const;
  if ((await deleteLogged(db, products, eq(products.id, id), entry)) === 0) fail(404, m.productNotFound);
}
