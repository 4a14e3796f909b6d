import { and, asc, count, desc, eq, exists, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { productCategories, productCategoryAssignments, productLines, products } from '../../../platform/db/schema.ts';
import { fail, ValidationFailure } from '../../../platform/http/request-errors.ts';
import type { ProductLineBody, ProductLineJson } from '../contract/catalogue-admin.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';
import { apiMessages } from '../../../shared/messages.ts';
import { deleteLogged, fieldChanges, logCreated, logUpdated } from './change-log.ts';

const lineColumns = {
  id: productLines.id,
  name: productLines.name,
  description: productLines.description,
  priority: productLines.priority,
  active: productLines.active,
  parent_id: productLines.parentId,
};

export function listProductLines(db: Database): Promise<ProductLineJson[]> {
  return db.select(lineColumns).from(productLines).orderBy(desc(productLines.priority), asc(productLines.name), asc(productLines.id));
}

export async function findProductLine(db: Database, id: number): Promise<ProductLineJson | undefined> {
  const [line] = await db.select(lineColumns).from(productLines).where(eq(productLines.id, id));
  return line;
}

/** One level of nesting: the parent is an existing top-level line, not the line itself, and a line with children stays top-level. */
async function checkParent(db: Database, body: ProductLineBody, lineId?: number) {
  if (body.parent_id === null) return;
  const invalid = (message: string) => new ValidationFailure(apiMessages.invalidInput, { parent_id: [message] });
  if (body.parent_id === lineId) throw invalid(m.parentIsSelf);
  const parent = await findProductLine(db, body.parent_id);
  if (!parent) throw invalid(m.parentUnknown);
  if (parent.parent_id !== null) throw invalid(m.parentNotTopLevel);
  if (lineId !== undefined) {
    const [children] = await db.select({ n: count() }).from(productLines).where(eq(productLines.parentId, lineId));
    if (children!.n > 0) throw invalid(m.parentHasChildren);
  }
}

const values = (body: ProductLineBody) => ({
  name: body.name,
  description: body.description,
  priority: body.priority,
  active: body.active,
  parentId: body.parent_id,
});

export async function createProductLine(db: Database, body: ProductLineBody, by: string): Promise<ProductLineJson> {
  await checkParent(db, body);
  const [[line]] = await db.batch([
    db.insert(productLines).values(values(body)).returning(lineColumns),
    logCreated(db, productLines, { by, entity: 'product_line', label: body.name }, body),
  ]);
  return line!;
}

export async function updateProductLine(db: Database, id: number, body: ProductLineBody, by: string): Promise<ProductLineJson> {
  const before = await findProductLine(db, id);
  if (!before) fail(404, m.productLineNotFound);
  await checkParent(db, body, id);
  const { id: _id, ...old } = before;
  const [[line]] = await db.batch([
    db.update(productLines).set(values(body)).where(eq(productLines.id, id)).returning(lineColumns),
    logUpdated(db, { by, entity: 'product_line', entityId: id, label: body.name }, old, body),
  ]);
  if (!line) fail(404, m.productLineNotFound);
  return line;
}

/** Products of the line itself or assigned to one of its categories. */
const productsOfLine = (db: Database, id: number) =>
  db
    .select({ n: count() })
    .from(products)
    .where(
      or(
        eq(products.productLineId, id),
        exists(
          db
            .select({ one: sql`1` })
            .from(productCategoryAssignments)
            .innerJoin(productCategories, eq(productCategories.id, productCategoryAssignments.categoryId))
            .where(and(eq(productCategoryAssignments.productId, products.id), eq(productCategories.productLineId, id))),
        ),
      ),
    );

/**
 * Deletes a line with its categories (the spec's confirmation; ADR 020). A line still used by
 * products is refused (409): the check is part of the DELETE itself, so a product saved meanwhile
 * cannot be left pointing at a line that is gone. Child lines become top-level lines.
 */
export async function deleteProductLine(db: Database, id: number, by: string): Promise<void> {
  const before = await findProductLine(db, id);
  if (!before) fail(404, m.productLineNotFound);
  const unused = sql`NOT EXISTS (SELECT 1 FROM products p WHERE p.product_line_id = ${id} OR EXISTS (SELECT 1 FROM product_category_assignments a JOIN product_categories c ON c.id = a.category_id WHERE a.product_id = p.id AND c.product_line_id = ${id}))`;
  const categories = await db
    .select({ name: productCategories.name })
    .from(productCategories)
    .where(eq(productCategories.productLineId, id));
  const { id: _id, ...old } = before;
  const gone = and(eq(productLines.id, id), unused)!;
  const changes = { ...fieldChanges(old, null), categories: { before: categories.map((category) => category.name), after: null } };
  if ((await deleteLogged(db, productLines, gone, { by, entity: 'product_line', entityId: id, label: before.name, changes })) === 0) {
    const [used] = await productsOfLine(db, id);
    if (used && used.n > 0) fail(409, m.lineInUse(used.n));
    fail(404, m.productLineNotFound);
  }
}
