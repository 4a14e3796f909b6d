import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import type { StorageHealth } from '../db/storage-failure.ts';
import { apiMessages } from '../../shared/messages.ts';

/**
 * Liveness with a real database round trip, for load balancers and monitoring. A read still works on a
 * full disk, so a write that failed for lack of space within the last minute turns it red as well.
 */
export function healthRoutes(db: Database, storage: StorageHealth) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await db.run(sql`select 1`);
    } catch (error) {
      console.error('[api] Datenbankprüfung fehlgeschlagen:', error);
      return c.json({ status: 'error', database: 'error', error: apiMessages.databaseUnavailable }, 503);
    }
    const failedAt = storage.recentFailure();
    if (failedAt) {
      return c.json(
        { status: 'error', database: 'ok', writes: 'failed', lastWriteFailure: failedAt.toISOString(), error: apiMessages.storageFailed },
        503,
      );
    }
    return c.json({ status: 'ok', database: 'ok', writes: 'ok' });
  });
}
