import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { leadHistory, leads } from '../../platform/db/schema.ts';
import type { LeadStatus } from '../../shared/labels.ts';
import { statusChangeText } from './lead-history.ts';
import type { LeadRow } from './lead-json.ts';
import { assigneeNameSql } from '../assignment/staff.ts';

/**
 * The admin's changes to leads. Each status change writes its history row in the same batch as the
 * update (docs/architecture.md), with the admin's username; deleting takes the history along (cascade).
 */

export async function findLead(db: Database, key: number | string): Promise<(LeadRow & { assigneeName: string | null }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(leads), assigneeName: assigneeNameSql(leads.assignedTo) })
    .from(leads)
    .where(typeof key === 'number' ? eq(leads.id, key) : eq(leads.reference, key));
  return row;
}

/**
 * Marks a lead as opened by someone in the office, the first time only, with a line in its history;
 * true when this call was the first.
 */
export async function markLeadOpened(db: Database, id: number, by: string, now = new Date()): Promise<boolean> {
  const unopened = and(eq(leads.id, id), isNull(leads.openedAt));
  // The history line first, under the same condition as the mark: two tabs opening at once write one line.
  const [, opened] = await db.batch([
    insertWhen(
      db,
      leadHistory,
      { leadId: id, at: now, by, kind: 'opened', text: 'Anfrage geöffnet' },
      sql`exists (select 1 from ${leads} where ${unopened})`,
    ),
    db.update(leads).set({ openedAt: now }).where(unopened).returning({ id: leads.id }),
  ]);
  return opened.length > 0;
}

/** Sets the status of the given leads; returns the ids that exist. A lead already in that status is left alone. */
export async function setLeadStatus(db: Database, ids: number[], status: LeadStatus, by: string, now = new Date()): Promise<number[]> {
  const found = await db.select({ id: leads.id, status: leads.status }).from(leads).where(inArray(leads.id, ids));
  const changed = found.filter((lead) => lead.status !== status);
  if (changed.length > 0) {
    await db.batch([
      db
        .update(leads)
        .set({
          status,
          updatedAt: now,
          // A person moving a lead beyond "offen" has answered it (the 24-hour promise, docs/domain.md).
          ...(status === 'offen' ? {} : { firstAnsweredAt: sql`coalesce(${leads.firstAnsweredAt}, ${now.getTime()})` }),
          openedAt: sql`coalesce(${leads.openedAt}, ${now.getTime()})`,
        })
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
