import type { InStatement, InValue } from '@libsql/client';
import { getTableColumns, is, Param, Placeholder, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './client.ts';

type Row<Table extends SQLiteTable> = Omit<Table['$inferInsert'], 'id'> & Record<string, unknown>;

/**
 * An INSERT of every column but the id for a fixed number of rows, with its SQL built once by drizzle
 * (column names, JSON and date encoders) and only the values filled in per call. For the request paths
 * that write on every call, where building the query each time cost more than running it.
 */
export function preparedInsert<Table extends SQLiteTable>(db: Database, table: Table, rowsPerStatement = 1) {
  const keys = Object.keys(getTableColumns(table)).filter((key) => key !== 'id');
  const rows = Array.from({ length: rowsPerStatement }, (_, index) =>
    Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${index}:${key}`)])),
  );
  const { sql: text, params } = db
    .insert(table)
    .values(rows as never)
    .toSQL();
  // Where each value comes from, worked out once: the call itself only reads and encodes.
  const sources = params.map((param) => {
    if (!is(param, Param) || !is(param.value, Placeholder)) return { constant: param as InValue } as const;
    const [index, key] = param.value.name.split(':') as [string, string];
    return { row: Number(index), key, encoder: param.encoder };
  });

  return function statement(...values: Row<Table>[]): InStatement {
    if (values.length !== rowsPerStatement) throw new Error(`preparedInsert: ${rowsPerStatement} Zeilen erwartet`);
    const args = sources.map((source): InValue => {
      if ('constant' in source) return source.constant as InValue;
      const row = values[source.row]!;
      if (!(source.key in row)) throw new Error(`preparedInsert: Wert für „${source.key}“ fehlt`);
      const value = row[source.key];
      // As drizzle does for inline values: null stays NULL, everything else goes through the column's encoder.
      return value === null || value === undefined ? null : (source.encoder.mapToDriverValue(value) as InValue);
    });
    return { sql: text, args };
  };
}
