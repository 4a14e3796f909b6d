import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { acceptanceDefects } from '../../platform/db/schema.ts';

/**
 * The orders among `orderIds` with a defect of the Abnahme still open: a retention on their final invoice
 * is withheld until the office marks the last one fixed (ADR 061).
 */
export async function ordersWithOpenDefects(db: Database, orderIds: (number | null)[]): Promise<Set<number>> {
  const ids = orderIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: acceptanceDefects.orderId })
    .from(acceptanceDefects)
    .where(and(inArray(acceptanceDefects.orderId, ids), eq(acceptanceDefects.state, 'open')));
  return new Set(rows.map((row) => row.orderId));
}
