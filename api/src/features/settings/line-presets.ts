import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { linePresets } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import type { LinePresetInput, LinePresetJson } from './contract/line-presets.ts';
import { linePresetMessages as m } from './contract/settings-messages.ts';

/**
 * The line presets the quote editor offers under "Position hinzufügen". A quote copies a preset's values
 * into its line, so changing or deleting a preset leaves every quote as it was.
 */

const presetColumns = {
  id: linePresets.id,
  name: linePresets.name,
  unit: linePresets.unit,
  netPrice: linePresets.netPrice,
  labour: linePresets.labour,
};

export function listLinePresets(db: Database): Promise<LinePresetJson[]> {
  return db.select(presetColumns).from(linePresets).orderBy(asc(linePresets.sortOrder), asc(linePresets.id));
}

/** A new preset goes to the end of the list. */
export async function createLinePreset(db: Database, input: LinePresetInput, now = new Date()): Promise<LinePresetJson> {
  const [preset] = await db
    .insert(linePresets)
    .values({
      ...input,
      // Computed in the insert itself, so two presets saved at once still get an order each.
      sortOrder: sql`(select coalesce(max(${linePresets.sortOrder}), 0) + 1 from ${linePresets})`,
      createdAt: now,
      updatedAt: now,
    })
    .returning(presetColumns);
  return preset!;
}

export async function updateLinePreset(db: Database, id: number, input: LinePresetInput, now = new Date()): Promise<LinePresetJson> {
  const [preset] = await db
    .update(linePresets)
    .set({ ...input, updatedAt: now })
    .where(eq(linePresets.id, id))
    .returning(presetColumns);
  if (!preset) fail(404, m.notFound);
  return preset;
}

export async function deleteLinePreset(db: Database, id: number): Promise<void> {
  const result = await db.delete(linePresets).where(eq(linePresets.id, id));
  if (result.rowsAffected === 0) fail(404, m.notFound);
}
