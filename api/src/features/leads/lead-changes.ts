import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { leadHistory, leads } from '../../platform/db/schema.ts';
import type { LeadStatus } from '../../shared/labels.ts';
import { statusChangeText } from './lead-history.ts';
import type { LeadRow } from './lead-json.ts';

/**
 * The admin's changes to leads. Each status change writes its history row in the same batch as the
 * update (docs/architecture.md), with the admin's username; deleting takes the history along (cascade).
 */

export async function findLead(db: Database, id: number): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

/** Sets the status of the given leads; returns the ids that exist. A lead already in that status is left alone. */
export async function setLeadStatus(db: Database, ids: number[], status: LeadStatus, by: string, now = new Date()): Promise<number[]> {
  const found = await db.select({ id: leads.id, status: leads.status }).from(leads).where(inArray(leads.id, ids));
  const changed = found.filter((lead) => lead.status !== status);
  if (changed.length > 0) {
    await db.batch([
      db
        .update(leads)
        .set({ status, updatedAt: now })
        .where(
          inArray(
            leads.id,
            changed.map((lead) => lead.id),
          ),
        ),
      db
        .insert(leadHistory)
        .values(
          changed.map((lead) => ({ leadId: lead.id, at: now, by, kind: 'status' as const, text: statusChangeText(lead.status, status) })),
        ),
    ]);
  }
  return found.map((lead) => lead.id);
}

/** Deletes the leads with their history and notes; returns how many there were. */
export async function deleteLeads(db: Database, ids: number[]): Promise<number> {
  const result = await db.delete(leads).where(inArray(leads.id, ids));
  return result.rowsAffected;
}

export async function addLeadNote(db: Database, id: number, text: string, by: string, now = new Date()) {
  const [row] = await db.insert(leadHistory).values({ leadId: id, at: now, by, kind: 'note', text }).returning();
  return { at: row!.at.toISOString(), by: row!.by, kind: row!.kind, text: row!.text };
}
