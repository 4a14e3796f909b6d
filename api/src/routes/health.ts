import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { apiMessages } from '../shared/messages.ts';

/** Liveness with a real database round trip, for load balancers and monitoring. */
export function healthRoutes(db: Database) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await db.run(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      console.error('[api] Datenbankprüfung fehlgeschlagen:', error);
      return c.json({ status: 'error', database: 'error', error: apiMessages.databaseUnavailable }, 503);
    }
  });
}
