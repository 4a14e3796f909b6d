import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema.ts';
import type { LeadStatus } from '../../shared/labels.ts';
import { leadHistoryEntryWhen, statusChangeText } from './lead-history.ts';

/**
 * The two statements that close a lead when its business is done (a quote accepted): the status
 * "abgeschlossen" and a timeline line "Status: In Bearbeitung → Abgeschlossen (Angebot … angenommen)".
 * Read first, so the line names the status it left; both hold only while the lead still has that status
 * and `condition` holds, so a change in between leaves the lead as the office set it. A lead that is
 * gone or already closed gives two statements that do nothing.
 */
export async function closeLeadWhen(
  db: Database,
  leadId: number | null,
  change: { at: Date; by: string; why: string },
  condition: SQL,
): Promise<[ReturnType<typeof leadHistoryEntryWhen>, ReturnType<typeof closeStatement>]> {
  const [lead] = leadId ? await db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)) : [];
  const from: LeadStatus = lead?.status ?? 'abgeschlossen';
  const stillFrom = and(eq(leads.id, leadId ?? 0), eq(leads.status, from), ne(leads.status, 'abgeschlossen'))!;
  const open = sql`${condition} and exists (select 1 from ${leads} where ${stillFrom})`;
  return [
    leadHistoryEntryWhen(
      db,
      lead ? leadId : null,
      { at: change.at, by: change.by, kind: 'status', text: `${statusChangeText(from, 'abgeschlossen')} (${change.why})` },
      open,
    ),
    closeStatement(db, stillFrom, condition, change.at),
  ];
}

function closeStatement(db: Database, stillFrom: SQL, condition: SQL, now: Date) {
  return db.update(leads).set({ status: 'abgeschlossen', updatedAt: now }).where(and(stillFrom, condition));
}
