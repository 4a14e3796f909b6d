import { count, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { contactMessages } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import type { WorkspaceCountsJson } from './contract/leads-admin.ts';
import { waitingCounts } from './list-leads.ts';
import { permit } from '../../platform/http/permit.ts';

/**
 * GET /api/admin/counts: what the sidebar shows beside Anfragen and Nachrichten (new, not opened yet) and
 * how many leads are overdue. Two small counts on indexes; the back office asks on every screen change.
 */
export function adminCountRoutes(db: Database) {
  // Numbers only, for the sidebar; each screen behind them checks its own permission.
  return new Hono<SignedInEnv>().get('/', permit('backoffice'), async (c) => {
    const [[leads], [messages]] = await db.batch([
      waitingCounts(db, new Date()),
      db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.openedAt)),
    ]);
    return c.json({
      newLeads: leads?.unread ?? 0,
      newMessages: messages?.unread ?? 0,
      overdueLeads: leads?.overdue ?? 0,
    } satisfies WorkspaceCountsJson);
  });
}
