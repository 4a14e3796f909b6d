import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { leadHistory } from '../../platform/db/schema.ts';
import { leadStatusLabels, leadSourceLabels, type LeadStatus } from '../../shared/labels.ts';
import type { LeadHistoryEntry, leadHistoryKinds } from './contract/leads-admin.ts';
import type { LeadRow } from './lead-json.ts';
import { withStaffNames } from '../accounts/staff-names.ts';

/**
 * A lead's history, oldest first. Its arrival is the lead's own creation time, so it is not stored twice;
 * status changes and notes are rows written in the same batch as the change.
 */
export async function readLeadHistory(db: Database, lead: LeadRow): Promise<LeadHistoryEntry[]> {
  const rows = await db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id)).orderBy(asc(leadHistory.at), asc(leadHistory.id));
  const entries = await withStaffNames(
    db,
    rows.map((row) => ({ at: row.at.toISOString(), by: row.by, kind: row.kind, text: row.text })),
  );
  return [
    { at: lead.createdAt.toISOString(), by: leadSourceLabels[lead.source], kind: 'created', text: `Anfrage ${lead.reference} eingegangen` },
    ...entries,
  ];
}

export function statusChangeText(before: LeadStatus, after: LeadStatus): string {
  return `Status: ${leadStatusLabels[before]} → ${leadStatusLabels[after]}`;
}

/**
 * A line in a lead's history written by another record's change (a quote sent, accepted, questioned), in
 * that change's batch and under its condition. A document whose lead is gone (retention, erasure) writes
 * nothing: its history went with the lead.
 */
export function leadHistoryEntryWhen(
  db: Database,
  leadId: number | null,
  entry: { at: Date; by: string; kind: (typeof leadHistoryKinds)[number]; text: string | SQL },
  condition: SQL,
) {
  return insertWhen(db, leadHistory, { leadId: leadId ?? 0, ...entry }, leadId ? condition : sql`0`);
}
