import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './client.ts';

type Values<Table extends SQLiteTable> = { [Key in keyof Table['$inferInsert']]?: Table['$inferInsert'][Key] | SQL };

/**
 * `INSERT … SELECT … WHERE condition`: a row written only if the condition holds when the batch runs.
 * Batches cannot branch, so the side effects of a state change (history, mails) are written with the
 * change's own condition and the change itself comes last (see quotes/accept-quote.ts). Values are
 * encoded by their columns as drizzle does; an SQL value is taken as it is; $defaultFn columns get
 * their default.
 */
export function insertWhen<Table extends SQLiteTable>(db: Database, table: Table, values: Values<Table>, condition: SQL) {
  const columns = getTableColumns(table);
  const entries = Object.entries(columns).flatMap(([key, column]) => {
    const given = (values as Record<string, unknown>)[key];
    const value = given === undefined ? column.defaultFn?.() : given;
    return value === undefined ? [] : [{ name: column.name, value: is(value, SQL) ? value : sql.param(value, column) }];
  });
  const names = sql.join(
    entries.map((entry) => sql.identifier(entry.name)),
    sql`, `,
  );
  const selected = sql.join(
    entries.map((entry) => entry.value),
    sql`, `,
  );
  return db.run(sql`insert into ${table} (${names}) select ${selected} where ${condition}`);
}
