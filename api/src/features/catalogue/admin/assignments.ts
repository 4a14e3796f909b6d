import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { options, productOptions, products } from '../../../platform/db/schema.ts';
import { fail, ValidationFailure } from '../../../platform/http/request-errors.ts';
import type { AssignmentJson } from '../contract/catalogue-admin.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';
import { apiMessages } from '../../../shared/messages.ts';
import { logChangeWhen, logUpdated } from './change-log.ts';

async function productName(db: Database, productId: number): Promise<string> {
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  if (!product) fail(404, m.productNotFound);
  return product.name;
}

async function assignedIds(db: Database, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productOptions.optionId })
    .from(productOptions)
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.optionId));
  return rows.map((row) => row.id);
}

export async function listAssignments(db: Database, productId: number): Promise<AssignmentJson[]> {
  await productName(db, productId);
  return (await assignedIds(db, productId)).map((option_id) => ({ option_id }));
}

async function checkOptionsExist(db: Database, optionIds: number[], field: string) {
  if (optionIds.length === 0) return;
  const found = await db.select({ id: options.id }).from(options).where(inArray(options.id, optionIds));
  if (found.length !== optionIds.length) throw new ValidationFailure(apiMessages.invalidInput, { [field]: [m.optionIdsUnknown] });
}

/**
 * Inserts only pairs whose product and option still exist when the batch runs, so a product or option
 * deleted a moment ago is skipped instead of failing a foreign key.
 */
const insertPairs = (db: Database, productId: number, optionIds: number[]) =>
  db.run(sql`INSERT OR IGNORE INTO ${productOptions} (product_id, option_id)
    SELECT p.id, o.id FROM ${products} p JOIN ${options} o ON o.id IN (${sql.join(
      optionIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    WHERE p.id = ${productId}`);

/**
 * PUT /api/admin/product-options/{productId}: the product's options become exactly these, in one
 * transaction. The spec's remove-all-then-add as two calls could leave a product half-assigned, and two
 * admins saving at once could end with the union of both selections; here the last save wins whole.
 */
export async function replaceAssignments(db: Database, productId: number, optionIds: number[], by: string): Promise<AssignmentJson[]> {
  const name = await productName(db, productId);
  const wanted = [...new Set(optionIds)].sort((a, b) => a - b);
  await checkOptionsExist(db, wanted, 'option_ids');
  const before = await assignedIds(db, productId);
  await db.batch([
    db.delete(productOptions).where(eq(productOptions.productId, productId)),
    ...(wanted.length > 0 ? [insertPairs(db, productId, wanted)] : []),
    logUpdated(db, { by, entity: 'product_options', entityId: productId, label: name }, { option_ids: before }, { option_ids: wanted }),
  ]);
  return (await assignedIds(db, productId)).map((option_id) => ({ option_id }));
}

export async function addAssignment(db: Database, productId: number, optionId: number, by: string): Promise<AssignmentJson> {
  const name = await productName(db, productId);
  await checkOptionsExist(db, [optionId], 'option_id');
  const exists = sql`EXISTS (SELECT 1 FROM ${productOptions} WHERE product_id = ${productId} AND option_id = ${optionId})`;
  await db.batch([
    logChangeWhen(
      db,
      {
        by,
        entity: 'product_options',
        entityId: productId,
        action: 'created',
        label: name,
        changes: { option_id: { before: null, after: optionId } },
      },
      sql`NOT ${exists}`,
    ),
    insertPairs(db, productId, [optionId]),
  ]);
  return { option_id: optionId };
}

export async function removeAssignment(db: Database, productId: number, optionId: number, by: string): Promise<void> {
  const name = await productName(db, productId);
  const pair = and(eq(productOptions.productId, productId), eq(productOptions.optionId, optionId));
  const [, deleted] = await db.batch([
    logChangeWhen(
      db,
      {
        by,
        entity: 'product_options',
        entityId: productId,
        action: 'deleted',
        label: name,
        changes: { option_id: { before: optionId, after: null } },
      },
      sql`EXISTS (SELECT 1 FROM ${productOptions} WHERE ${pair})`,
    ),
    db.delete(productOptions).where(pair),
  ]);
  if (deleted.rowsAffected === 0) fail(404, m.assignmentNotFound);
}
