/**
 * A write that failed because the disk (or the database's size limit) is full. Such a failure is
 * about the machine, not the request: the client gets a 503 with Retry-After and can send the same
 * request again later; /api/health reports it; the log says it once per interval instead of once per
 * request with a stack trace each (a full disk filled 13 MB of log in 25 s).
 */

/** SQLite's result codes for a full database or a failed write, and Node's for a full file system. */
const STORAGE_CODES = /^(SQLITE_FULL|SQLITE_IOERR|ENOSPC|EDQUOT)/;
const STORAGE_MESSAGES = /SQLITE_FULL|SQLITE_IOERR|database or disk is full|disk I\/O error|no space left on device/i;

export function isStorageFailure(error: unknown): boolean {
  // drizzle and @libsql/client wrap the driver's error; its code may sit a few causes down.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_CODES.test(code)) return true;
    if (STORAGE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

/** How long a failed write keeps /api/health red after the last one, and how often it is logged. */
export const STORAGE_REPORT_INTERVAL_MS = 60_000;

export interface StorageHealth {
  /** Records a failed write; logs the first of each interval with the count since the last line. */
  noteFailure(error: unknown, now?: number): void;
  /** The time of the last failed write within the interval, or null when writes are fine. */
  recentFailure(now?: number): Date | null;
}

export function createStorageHealth(log: (line: string) => void = (line) => console.error(line)): StorageHealth {
  let lastFailure: number | null = null;
  let lastLogged = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return {
    noteFailure(error, now = Date.now()) {
      lastFailure = now;
      unlogged += 1;
      if (now - lastLogged < STORAGE_REPORT_INTERVAL_MS) return;
      const message = error instanceof Error ? error.message : String(error);
      log(`[api] Schreiben in die Datenbank fehlgeschlagen (${unlogged}× seit der letzten Meldung): ${message}`);
      lastLogged = now;
      unlogged = 0;
    },
    recentFailure(now = Date.now()) {
      return lastFailure !== null && now - lastFailure < STORAGE_REPORT_INTERVAL_MS ? new Date(lastFailure) : null;
    },
  };
}
