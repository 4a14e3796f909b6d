import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { productCategories, productCategoryAssignments } from '../../../platform/db/schema.ts';
import { fail, ValidationFailure } from '../../../platform/http/request-errors.ts';
import type { ProductCategoryJson } from '../contract/catalogue-admin.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';
import { apiMessages } from '../../../shared/messages.ts';
import { deleteLogged, fieldChanges, logCreated, logUpdated } from './change-log.ts';
import { conflictOnConstraint } from './constraint-conflict.ts';
import { findProductLine } from './product-lines.ts';

const categoryColumns = {
  id: productCategories.id,
  name: productCategories.name,
  description: productCategories.description,
  product_line_id: productCategories.productLineId,
};

export function listProductCategories(db: Database, lineId?: number): Promise<ProductCategoryJson[]> {
  return db
    .select(categoryColumns)
    .from(productCategories)
    .where(lineId === undefined ? undefined : eq(productCategories.productLineId, lineId))
    .orderBy(asc(productCategories.name), asc(productCategories.id));
}

async function findProductCategory(db: Database, id: number): Promise<ProductCategoryJson | undefined> {
  const [category] = await db.select(categoryColumns).from(productCategories).where(eq(productCategories.id, id));
  return category;
}

export async function createProductCategory(
  db: Database,
  body: { name: string; description: string; product_line_id: number },
  by: string,
): Promise<ProductCategoryJson> {
  if (!(await findProductLine(db, body.product_line_id))) {
    throw new ValidationFailure(apiMessages.invalidInput, { product_line_id: [m.productLineUnknown] });
  }
  const [[category]] = await conflictOnConstraint(
    db.batch([
      db
        .insert(productCategories)
        .values({ name: body.name, description: body.description, productLineId: body.product_line_id })
        .returning(categoryColumns),
      logCreated(db, productCategories, { by, entity: 'product_category', label: body.name }, body),
    ]),
  );
  return category!;
}

export async function updateProductCategory(
  db: Database,
  id: number,
  body: { name: string; description: string },
  by: string,
): Promise<ProductCategoryJson> {
  const before = await findProductCategory(db, id);
  if (!before) fail(404, m.productCategoryNotFound);
  const [[category]] = await db.batch([
    db.update(productCategories).set(body).where(eq(productCategories.id, id)).returning(categoryColumns),
    logUpdated(
      db,
      { by, entity: 'product_category', entityId: id, label: body.name },
      { name: before.name, description: before.description },
      body,
    ),
  ]);
  if (!category) fail(404, m.productCategoryNotFound);
  return category;
}

/** A category still assigned to products is refused (409, ADR 020); the check is part of the DELETE. */
export async function deleteProductCategory(db: Database, id: number, by: string): Promise<void> {
  const before = await findProductCategory(db, id);
  if (!before) fail(404, m.productCategoryNotFound);
  const gone = and(eq(productCategories.id, id), sql`NOT EXISTS (SELECT 1 FROM product_category_assignments WHERE category_id = ${id})`)!;
  const { id: _id, ...old } = before;
  const entry = { by, entity: 'product_category', entityId: id, label: before.name, changes: fieldChanges(old, null) } as const;
  if ((await deleteLogged(db, productCategories, gone, entry)) === 0) {
    const [used] = await db.select({ n: count() }).from(productCategoryAssignments).where(eq(productCategoryAssignments.categoryId, id));
    if (used && used.n > 0) fail(409, m.categoryInUse(used.n));
    fail(404, m.productCategoryNotFound);
  }
}
