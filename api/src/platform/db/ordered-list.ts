import { asc, eq, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './client.ts';
import { fail } from '../http/request-errors.ts';

/** A settings list the office orders itself: an id, a sort order and the times of its last change. */
type OrderedTable = SQLiteTable & { id: SQLiteColumn; sortOrder: SQLiteColumn };

/** For each field of the answer, the not-null column holding it: the compiler checks the answer here. */
type ColumnsOf<Json> = { [Key in keyof Json]: SQLiteColumn & { _: { data: Json[Key]; notNull: true } } };

/**
 * Lists, creates, changes and deletes the rows of an ordered settings list (line presets, reply
 * templates), answering with `columns`. One place, so every list keeps the same order rules: a new row
 * goes to the end, and a row that is gone is a 404 with the list's own German message.
 */
export type OrderedList<Input, Json> = ReturnType<typeof orderedList<Input & object, Json>>;

export function orderedList<Input extends object, Json>(table: OrderedTable, columns: ColumnsOf<Json>, notFound: string) {
  // Drizzle cannot resolve the row type of a generic selection; ColumnsOf above has checked it.
  return {
    list: (db: Database): Promise<Json[]> =>
      db.select(columns).from(table).orderBy(asc(table.sortOrder), asc(table.id)) as unknown as Promise<Json[]>,

    async create(db: Database, input: Input, now = new Date()): Promise<Json> {
      const [row] = (await db
        .insert(table)
        .values({
          ...input,
          // Computed in the insert itself, so two rows saved at once still get an order each.
          sortOrder: sql`(select coalesce(max(${table.sortOrder}), 0) + 1 from ${table})`,
          createdAt: now,
          updatedAt: now,
        })
        .returning(columns)) as unknown as Json[];
      return row!;
    },

    async update(db: Database, id: number, input: Input, now = new Date()): Promise<Json> {
      const [row] = (await db
        .update(table)
        .set({ ...input, updatedAt: now })
        .where(eq(table.id, id))
        .returning(columns)) as unknown as Json[];
      if (!row) fail(404, notFound);
      return row;
    },

    async remove(db: Database, id: number): Promise<void> {
      const result = await db.delete(table).where(eq(table.id, id));
      if (result.rowsAffected === 0) fail(404, notFound);
    },
  };
}
