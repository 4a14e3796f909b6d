import type { InStatement, InValue, ResultSet, Row } from '@libsql/client';
import Database from 'libsql';

/** Prepared statements kept by text: far more than the write path's SQL texts, few enough to stay small. */
const KEPT_STATEMENTS = 200;

/** What the write queue needs of a connection: run statements in one transaction. */
export interface BatchClient {
  batch(statements: InStatement[], mode: 'write'): Promise<ResultSet[]>;
  /**
   * Runs each entry's statements in one transaction, each entry behind a savepoint of its own: an entry
   * that fails is rolled back alone and the others still commit. Rejects only when the transaction as a
   * whole fails (the disk full, the file locked). Only the local connection has it.
   */
  batchEach?(entries: InStatement[][]): Promise<EntryOutcome[]>;
}

export type EntryOutcome = { ok: true; results: ResultSet[] } | { ok: false; error: unknown };

/**
 * A connection of its own for the write queue on a local file, keeping every statement prepared.
 * @libsql/client prepares each statement anew for every execution (and probes it with `raw()`, which
 * throws for an INSERT): on the quote request's path that was a fifth of the server's CPU, more than
 * running the statements. The hot path repeats a handful of SQL texts, so they are kept by text.
 *
 * Sharing the file with the main connection is safe: a batch runs from BEGIN to COMMIT without yielding
 * to the event loop, so within a process the two never wait for each other's lock.
 */
export function openLocalBatchClient(
  path: string,
  { busyTimeoutMs }: { busyTimeoutMs: number },
): Required<BatchClient> & { close(): void; setAutocheckpoint(pages: number): void } {
  const connection = new Database(path, { timeout: busyTimeoutMs });
  connection.exec('PRAGMA synchronous = NORMAL');
  connection.exec('PRAGMA foreign_keys = ON');
  // As the main connection (client.ts): what this one deletes or overwrites is zeroed too (ADR 029).
  connection.exec('PRAGMA secure_delete = ON');
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = connection.prepare(sql);
      statements.set(sql, statement);
      // A list's length is part of its SQL text (`in (?, ?, ?)`): without a bound every length written
      // would keep a statement for the process's life. The oldest goes; a hot one is prepared again.
      if (statements.size > KEPT_STATEMENTS) statements.delete(statements.keys().next().value!);
    }
    return statement;
  };
  const begin = prepared('BEGIN IMMEDIATE');
  const commit = prepared('COMMIT');
  const rollback = prepared('ROLLBACK');
  const savepoint = prepared('SAVEPOINT entry');
  const release = prepared('RELEASE entry');
  const rollbackEntry = prepared('ROLLBACK TO entry');

  const executeEach = (statements: InStatement[]) =>
    statements.map((statement) => execute(typeof statement === 'string' ? { sql: statement } : statement));

  /** One entry behind its savepoint; an error SQLite answered by ending the whole transaction is the batch's. */
  function runEntry(statements: InStatement[]): EntryOutcome {
    savepoint.run();
    try {
      const results = executeEach(statements);
      release.run();
      return { ok: true, results };
    } catch (error) {
      if (!connection.inTransaction) throw error;
      rollbackEntry.run();
      release.run();
      return { ok: false, error };
    }
  }

  /**
   * One entry without a savepoint, which costs as much as a small insert. An entry that fails at its
   * first statement left nothing behind (SQLite undoes the failing statement, triggers included): the
   * usual refusal, a request over its limit, is such a check first in its entry. One that fails later
   * has written something: the caller rolls the whole transaction back and runs the group again, each
   * entry behind a savepoint.
   */
  function runEntryOptimistically(statements: InStatement[]): EntryOutcome {
    const results: ResultSet[] = [];
    try {
      for (const statement of statements) results.push(execute(typeof statement === 'string' ? { sql: statement } : statement));
      return { ok: true, results };
    } catch (error) {
      // SQLite ended the whole transaction (a full disk): the batch's failure, as with savepoints.
      if (!connection.inTransaction) throw error;
      if (results.length === 0) return { ok: false, error };
      throw new PartlyWritten('Ein Eintrag scheiterte, nachdem er geschrieben hatte.', { cause: error });
    }
  }

  function execute({ sql, args = [] }: Exclude<InStatement, string>): ResultSet {
    const statement = prepared(sql);
    const values = Array.isArray(args) ? args.map(toSqlValue) : args;
    if (statement.reader) return resultSet(statement.all(values) as Row[], 0);
    return resultSet([], statement.run(values).changes);
  }

  return {
    batch: (statements) => inTransaction(() => executeEach(statements)),
    async batchEach(entries) {
      try {
        return await inTransaction(() => entries.map(runEntryOptimistically));
      } catch (error) {
        if (!(error instanceof PartlyWritten)) throw error;
        return inTransaction(() => entries.map(runEntry));
      }
    },
    close: () => connection.close(),
    setAutocheckpoint: (pages) => connection.exec(`PRAGMA wal_autocheckpoint = ${Math.trunc(pages)}`),
  };

  /** Runs `work` between BEGIN and COMMIT, without yielding to the event loop in between. */
  async function inTransaction<T>(work: () => T): Promise<T> {
    begin.run();
    try {
      const result = work();
      commit.run();
      return result;
    } catch (error) {
      if (connection.inTransaction) rollback.run();
      throw error;
    }
  }
}

/** An entry failed after it had written: its transaction must go, and the group is run again with savepoints. */
class PartlyWritten extends Error {}

/** As @libsql/client binds them: booleans as 0/1, dates as milliseconds. */
function toSqlValue(value: InValue): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return value;
}

/** The part of @libsql/client's ResultSet the write queue's callers read: rows by column name. */
function resultSet(rows: Row[], rowsAffected: number): ResultSet {
  return { columns: [], columnTypes: [], rows, rowsAffected, lastInsertRowid: undefined, toJSON: () => ({ rows, rowsAffected }) };
}
