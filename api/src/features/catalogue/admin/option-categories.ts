import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { optionCategories } from '../../../platform/db/schema.ts';
import { fail, ValidationFailure } from '../../../platform/http/request-errors.ts';
import type { OptionCategoryBody, OptionCategoryJson } from '../contract/catalogue-admin.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';
import { apiMessages } from '../../../shared/messages.ts';
import { logCreated, logUpdated } from './change-log.ts';
import { conflictOnConstraint } from './constraint-conflict.ts';

const categoryColumns = {
  id: optionCategories.id,
  name: optionCategories.name,
  key: optionCategories.key,
  description: optionCategories.description,
  type: optionCategories.type,
  order_index: optionCategories.orderIndex,
  active: optionCategories.active,
  required: optionCategories.required,
};

export function listOptionCategories(db: Database): Promise<OptionCategoryJson[]> {
  return db.select(categoryColumns).from(optionCategories).orderBy(asc(optionCategories.orderIndex), asc(optionCategories.id));
}

async function findOptionCategory(db: Database, id: number): Promise<OptionCategoryJson | undefined> {
  const [category] = await db.select(categoryColumns).from(optionCategories).where(eq(optionCategories.id, id));
  return category;
}

/** "Farbe & Dekore" → "farbe_dekore": the key a category gets when the admin gives none. */
function keyFromName(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return key || 'kategorie';
}

async function keyTaken(db: Database, key: string, exceptId?: number) {
  const [row] = await db.select({ id: optionCategories.id }).from(optionCategories).where(eq(optionCategories.key, key));
  return row !== undefined && row.id !== exceptId;
}

/** A key of its own: the given one must be free; one made from the name gets a number when it is taken. */
async function chooseKey(db: Database, body: OptionCategoryBody, exceptId?: number): Promise<string> {
  if (body.key) {
    if (await keyTaken(db, body.key, exceptId)) throw new ValidationFailure(apiMessages.invalidInput, { key: [m.optionCategoryKeyTaken] });
    return body.key;
  }
  const base = keyFromName(body.name);
  for (let n = 1; ; n++) {
    const key = n === 1 ? base : `${base}_${n}`;
    if (!(await keyTaken(db, key, exceptId))) return key;
  }
}

const values = (body: OptionCategoryBody, key: string) => ({
  name: body.name,
  key,
  description: body.description,
  type: body.type,
  orderIndex: body.order_index,
  active: body.active,
  required: body.required,
});

export async function createOptionCategory(db: Database, body: OptionCategoryBody, by: string): Promise<OptionCategoryJson> {
  const key = await chooseKey(db, body);
  const [[category]] = await conflictOnConstraint(
    db.batch([
      db.insert(optionCategories).values(values(body, key)).returning(categoryColumns),
      logCreated(db, optionCategories, { by, entity: 'option_category', label: body.name }, { ...body, key }),
    ]),
  );
  return category!;
}

/** The key stays unless a new one is given: the shop finds its steps by key. */
export async function updateOptionCategory(db: Database, id: number, body: OptionCategoryBody, by: string): Promise<OptionCategoryJson> {
  const before = await findOptionCategory(db, id);
  if (!before) fail(404, m.optionCategoryNotFound);
  const key = body.key ? await chooseKey(db, body, id) : before.key;
  const { id: _id, ...old } = before;
  const [[category]] = await conflictOnConstraint(
    db.batch([
      db.update(optionCategories).set(values(body, key)).where(eq(optionCategories.id, id)).returning(categoryColumns),
      logUpdated(db, { by, entity: 'option_category', entityId: id, label: body.name }, old, { ...body, key }),
    ]),
  );
  if (!category) fail(404, m.optionCategoryNotFound);
  return category;
}
