import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema.ts';

/**
 * Records a person's first answer to a lead (a reply, a sent quote, a status beyond "offen"), once: later
 * answers leave the time alone. The 24-hour promise is measured against it (docs/domain.md). Meant for
 * the batch of the change that is the answer, under that change's condition.
 */
export function recordFirstAnswer(db: Database, leadId: number | null, at: Date, condition: SQL = sql`1`) {
  return db
    .update(leads)
    .set({
      firstAnsweredAt: sql`coalesce(${leads.firstAnsweredAt}, ${at.getTime()})`,
      openedAt: sql`coalesce(${leads.openedAt}, ${at.getTime()})`,
    })
    .where(and(eq(leads.id, leadId ?? 0), condition));
}
