import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { optionCategories, options } from '../../../platform/db/schema.ts';
import { fail, ValidationFailure } from '../../../platform/http/request-errors.ts';
import type { OptionBody, OptionJson } from '../contract/catalogue-admin.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';
import { apiMessages } from '../../../shared/messages.ts';
import { deleteLogged, fieldChanges, logCreated, logUpdated } from './change-log.ts';
import { conflictOnConstraint } from './constraint-conflict.ts';
import { optionValueColumns, optionValueFields } from '../element-value-columns.ts';
import { optionValueChangesOrNull, type OptionValueChanges } from '../contract/element-with-options.ts';

const optionColumns = {
  id: options.id,
  name: options.name,
  description: options.description,
  category_id: options.categoryId,
  category: optionCategories.name,
  category_key: optionCategories.key,
  price_modifier: options.priceModifier,
  price_modifier_type: options.priceModifierType,
  image_url: options.imageUrl,
  color_code: options.colorCode,
  values: optionValueColumns,
  order_index: options.orderIndex,
  active: options.active,
};

type OptionRow = Omit<OptionJson, 'base_price_modifier' | 'values'> & { values: OptionValueChanges };

const withAlias = (row: OptionRow): OptionJson => ({
  ...row,
  base_price_modifier: row.price_modifier,
  values: optionValueChangesOrNull(row.values),
});

/** Every option, or those of one category given by number, name or key; in the catalogue's order. */
export async function listOptions(db: Database, category?: { id: number } | { nameOrKey: string }): Promise<OptionJson[]> {
  const where =
    category === undefined
      ? undefined
      : 'id' in category
        ? eq(options.categoryId, category.id)
        : or(eq(optionCategories.key, category.nameOrKey), eq(optionCategories.name, category.nameOrKey));
  const rows = await db
    .select(optionColumns)
    .from(options)
    .innerJoin(optionCategories, eq(optionCategories.id, options.categoryId))
    .where(where)
    .orderBy(asc(optionCategories.orderIndex), asc(optionCategories.id), asc(options.orderIndex), asc(options.id));
  return rows.map(withAlias);
}

async function findOption(db: Database, id: number): Promise<OptionJson | undefined> {
  const [row] = await db
    .select(optionColumns)
    .from(options)
    .innerJoin(optionCategories, eq(optionCategories.id, options.categoryId))
    .where(eq(options.id, id));
  return row && withAlias(row);
}

/** The category by number or by name or key; an unknown one is the body's fault (400). */
async function resolveCategory(db: Database, body: OptionBody): Promise<number> {
  const [row] = await db
    .select({ id: optionCategories.id })
    .from(optionCategories)
    .where(
      body.category_id !== undefined
        ? eq(optionCategories.id, body.category_id)
        : or(eq(optionCategories.key, body.category!), eq(optionCategories.name, body.category!)),
    )
    .orderBy(asc(optionCategories.id))
    .limit(1);
  if (!row)
    throw new ValidationFailure(apiMessages.invalidInput, {
      [body.category_id !== undefined ? 'category_id' : 'category']: [m.optionCategoryUnknown],
    });
  return row.id;
}

async function checkNameFree(db: Database, categoryId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: options.id })
    .from(options)
    .where(and(eq(options.categoryId, categoryId), eq(options.name, name), exceptId === undefined ? undefined : ne(options.id, exceptId)));
  if (row) throw new ValidationFailure(apiMessages.invalidInput, { name: [m.optionNameTaken] });
}

/** What is logged of an option: its fields in the body's terms, the category by number. */
const loggable = (option: Partial<OptionJson>) => {
  const { id: _id, category: _name, category_key: _key, base_price_modifier: _alias, ...rest } = option;
  return rest;
};

/** The option's fields in the body's terms; what the body leaves out stays as it was (empty for a new option). */
function bodyFields(body: OptionBody, categoryId: number, before?: OptionJson) {
  return {
    name: body.name,
    description: body.description,
    category_id: categoryId,
    price_modifier: body.price_modifier,
    price_modifier_type: body.price_modifier_type,
    image_url: body.image_url,
    color_code: body.color_code === undefined ? (before?.color_code ?? null) : body.color_code,
    values: body.values === undefined ? (before?.values ?? null) : body.values,
    active: body.active,
  };
}

/** The columns those fields are stored in. */
function storedColumns(fields: ReturnType<typeof bodyFields>) {
  return {
    categoryId: fields.category_id,
    name: fields.name,
    description: fields.description,
    priceModifier: fields.price_modifier,
    priceModifierType: fields.price_modifier_type,
    imageUrl: fields.image_url,
    colorCode: fields.color_code,
    ...optionValueFields(fields.values),
    active: fields.active,
  };
}

export async function createOption(db: Database, body: OptionBody, by: string): Promise<OptionJson> {
  const categoryId = await resolveCategory(db, body);
  await checkNameFree(db, categoryId, body.name);
  const orderIndex = body.order_index ?? sql`(SELECT coalesce(max(order_index) + 1, 0) FROM options WHERE category_id = ${categoryId})`;
  const fields = bodyFields(body, categoryId);
  const [[created]] = await conflictOnConstraint(
    db.batch([
      db
        .insert(options)
        .values({ ...storedColumns(fields), orderIndex })
        .returning({ id: options.id }),
      logCreated(db, options, { by, entity: 'option', label: body.name }, fields),
    ]),
  );
  return (await findOption(db, created!.id))!;
}

/** Returns the option after the update and the image it no longer uses, if any. */
export async function updateOption(
  db: Database,
  id: number,
  body: OptionBody,
  by: string,
): Promise<{ option: OptionJson; droppedImage: string | null }> {
  const before = await findOption(db, id);
  if (!before) fail(404, m.optionNotFound);
  const categoryId = await resolveCategory(db, body);
  await checkNameFree(db, categoryId, body.name, id);
  const after = { ...bodyFields(body, categoryId, before), order_index: body.order_index ?? before.order_index };
  await conflictOnConstraint(
    db.batch([
      db
        .update(options)
        .set({ ...storedColumns(after), orderIndex: after.order_index })
        .where(eq(options.id, id)),
      logUpdated(db, { by, entity: 'option', entityId: id, label: body.name }, loggable(before), after),
    ]),
  );
  const option = await findOption(db, id);
  if (!option) fail(404, m.optionNotFound);
  return { option, droppedImage: before.image_url !== option.image_url ? before.image_url : null };
}

/** Deletes the option (its assignments go with it); returns its image for the caller to remove. */
export async function deleteOption(db: Database, id: number, by: string): Promise<string | null> {
  const before = await findOption(db, id);
  if (!before) fail(404, m.optionNotFound);
  const entry = { by, entity: 'option', entityId: id, label: before.name, changes: fieldChanges(loggable(before), null) } as const;
  if ((await deleteLogged(db, options, eq(options.id, id), entry)) === 0) fail(404, m.optionNotFound);
  return before.image_url;
}

/** Whether any option still shows this image (an admin may have given two options the same one). */
export async function imageInUse(db: Database, imageUrl: string): Promise<boolean> {
  const [row] = await db.select({ id: options.id }).from(options).where(eq(options.imageUrl, imageUrl)).limit(1);
  return row !== undefined;
}

/** Drag and drop: the given options of one category get order_index 0, 1, 2, … in the given order. */
export async function reorderOptions(db: Database, categoryId: number, optionIds: number[], by: string): Promise<OptionJson[]> {
  const category = await db.select({ name: optionCategories.name }).from(optionCategories).where(eq(optionCategories.id, categoryId));
  if (category.length === 0) fail(404, m.optionCategoryNotFound);
  const unique = [...new Set(optionIds)];
  const found = await db
    .select({ id: options.id })
    .from(options)
    .where(and(eq(options.categoryId, categoryId), inArray(options.id, unique)));
  if (found.length !== unique.length) throw new ValidationFailure(apiMessages.invalidInput, { option_ids: [m.optionIdsUnknown] });
  const before = await listOptions(db, { id: categoryId });
  await db.batch([
    db
      .update(options)
      .set({
        orderIndex: sql`CASE ${options.id} ${sql.join(
          unique.map((optionId, index) => sql`WHEN ${optionId} THEN ${index}`),
          sql` `,
        )} END`,
      })
      .where(and(eq(options.categoryId, categoryId), inArray(options.id, unique))),
    logUpdated(
      db,
      { by, entity: 'option_category', entityId: categoryId, label: category[0]!.name },
      { option_order: before.map((option) => option.id) },
      { option_order: unique },
    ),
  ]);
  return listOptions(db, { id: categoryId });
}
