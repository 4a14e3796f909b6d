import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { invoiceEvents } from '../../platform/db/schema.ts';

export type InvoiceEventKind = 'issued' | 'payment' | 'reminder' | 'cancelled' | 'mailed';

/**
 * The record of what happened (GoBD: who and when), written in the same batch as the change, and only
 * if the statement just before it in the batch changed a row: batches cannot branch, and SQLite's
 * changes() is the count of the last completed statement, so a refused change leaves no event.
 * `invoiceId` may be SQL (last_insert_rowid() of the invoice just inserted).
 */
export function invoiceEventAfterChange(
  db: Database,
  event: { invoiceId: number | SQL; by: string; kind: InvoiceEventKind; text: string; at: Date },
) {
  return insertWhen(db, invoiceEvents, event, sql`changes() = 1`);
}
