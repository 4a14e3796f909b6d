import { eq } from 'drizzle-orm';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { Database } from '../../platform/db/client.ts';
import { settings } from '../../platform/db/schema.ts';

/**
 * The owner's settings, one JSON value per key in the `settings` table. A value is read through its zod
 * schema: a missing row, or one an older version wrote in another shape, gives the default instead of
 * breaking the screen that needs it.
 */
export interface SettingDefinition<Value> {
  key: string;
  /** A zod schema, classic or mini (both are core schemas). */
  schema: $ZodType<Value>;
  defaultValue: Value;
}

export async function readSetting<Value>(db: Database, definition: SettingDefinition<Value>): Promise<Value> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, definition.key));
  if (!row) return definition.defaultValue;
  const parsed = safeParse(definition.schema, row.value);
  return parsed.success ? parsed.data : definition.defaultValue;
}

/** The statement that writes the value (already validated by the route) and who set it, for a batch. */
export function settingWrite<Value>(db: Database, definition: SettingDefinition<Value>, value: Value, by: string, now = new Date()) {
  return db
    .insert(settings)
    .values({ key: definition.key, value, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: by, updatedAt: now } });
}

/** Writes the value (already validated by the route) and who set it. */
export async function writeSetting<Value>(
  db: Database,
  definition: SettingDefinition<Value>,
  value: Value,
  by: string,
  now = new Date(),
): Promise<void> {
  await settingWrite(db, definition, value, by, now);
}
