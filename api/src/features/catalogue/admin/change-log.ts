import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../../platform/db/client.ts';
import { contains } from '../../../platform/db/like.ts';
import { catalogueChanges } from '../../../platform/db/schema.ts';
import type { CatalogueAction, CatalogueEntity, ChangeLogPageJson, ChangeLogQuery, FieldChange } from '../contract/catalogue-admin.ts';
import { withStaffNames } from '../../accounts/staff-names.ts';
import { addDays, berlinMidnight } from '../../../shared/dates.ts';

export interface ChangeEntry {
  by: string;
  entity: CatalogueEntity;
  /** A number, or an SQL expression for a row inserted earlier in the same batch. */
  entityId: number | SQL | null;
  action: CatalogueAction;
  label: string;
  changes: Record<string, FieldChange>;
}

/**
 * The insert of one change-log row, to go into the same db.batch() as the change itself, so a change
 * is never stored without its entry nor an entry without its change (docs/architecture.md).
 */
export function logChange(db: Database, entry: ChangeEntry, at = new Date()) {
  return db.insert(catalogueChanges).values({ ...entry, at });
}

/** Like logChange, but the row is written only where `condition` holds when the batch runs (a guarded DELETE's own condition). */
export function logChangeWhen(db: Database, entry: ChangeEntry, condition: SQL, at = new Date()) {
  return db.run(sql`INSERT INTO ${catalogueChanges} (at, by, entity, entity_id, action, label, changes)
    SELECT ${at.getTime()}, ${entry.by}, ${entry.entity}, ${entry.entityId}, ${entry.action}, ${entry.label}, ${JSON.stringify(entry.changes)} WHERE ${condition}`);
}

/**
 * A logged deletion: the change-log entry and the DELETE in one batch, the entry written under the
 * DELETE's own condition, so it exists exactly when the row went. Answers how many rows were deleted
 * (0: gone already, or the condition refused it).
 */
export async function deleteLogged(
  db: Database,
  table: SQLiteTable,
  where: SQL,
  entry: Omit<ChangeEntry, 'action' | 'changes'> & { changes: Record<string, FieldChange> },
): Promise<number> {
  const [, deleted] = await db.batch([
    logChangeWhen(db, { ...entry, action: 'deleted' }, sql`EXISTS (SELECT 1 FROM ${table} WHERE ${where})`),
    db.delete(table).where(where),
  ]);
  return deleted.rowsAffected;
}

/** The id of the row inserted earlier in the same batch: the table's newest. */
export const newestId = (table: SQLiteTable) => sql`(SELECT max(id) FROM ${table})`;

type EntryHead = Pick<ChangeEntry, 'by' | 'entity' | 'label'>;

/** The entry of a row inserted earlier in the same batch, with all its fields as the changes. */
export function logCreated<Row extends Record<string, unknown>>(db: Database, table: SQLiteTable, head: EntryHead, after: Partial<Row>) {
  return logChange(db, { ...head, entityId: newestId(table), action: 'created', changes: fieldChanges(null, after) });
}

/** The entry of a changed row (or setting, entityId null), with the fields that differ as the changes. */
export function logUpdated<Row extends Record<string, unknown>>(
  db: Database,
  head: EntryHead & { entityId: number | null },
  before: Partial<Row>,
  after: Partial<Row>,
) {
  return logChange(db, { ...head, action: 'updated', changes: fieldChanges(before, after) });
}

/** The fields whose values differ, before → after; a created row has before null, a deleted one after null. */
export function fieldChanges<Row extends Record<string, unknown>>(
  before: Partial<Row> | null,
  after: Partial<Row> | null,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const old = before?.[key] ?? null;
    const next = after?.[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[key] = { before: old, after: next };
  }
  return changes;
}

/** GET /api/admin/change-log: newest first, filtered by kind, name or admin, and days (Berlin time); paged. */
export async function readChangeLog(db: Database, query: ChangeLogQuery): Promise<ChangeLogPageJson> {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(catalogueChanges.entity, query.entity));
  if (query.q) {
    conditions.push(or(contains(catalogueChanges.label, query.q), contains(catalogueChanges.by, query.q))!);
  }
  if (query.from) conditions.push(gte(catalogueChanges.at, berlinMidnight(query.from)));
  if (query.to) conditions.push(lt(catalogueChanges.at, berlinMidnight(addDays(query.to, 1))));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, total] = await db.batch([
    db
      .select()
      .from(catalogueChanges)
      .where(where)
      .orderBy(desc(catalogueChanges.at), desc(catalogueChanges.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(catalogueChanges).where(where),
  ]);
  return {
    entries: await withStaffNames(
      db,
      rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        by: row.by,
        entity: row.entity,
        entity_id: row.entityId,
        action: row.action,
        label: row.label,
        changes: row.changes,
      })),
    ),
    total: total[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
