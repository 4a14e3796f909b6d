import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { acceptanceDefects, workAcceptances } from '../../platform/db/schema.ts';
import type { QuoteLine } from '../documents/contract/lines.ts';
import type { CustomerWorkAcceptanceJson } from './contract/acceptance.ts';

/**
 * The Abnahme of each of the customer's orders for Mein Konto, by order id: two queries for the whole
 * list, however many orders the account has.
 */
export async function customerWorkAcceptances(
  db: Database,
  orders: { id: number; lines: QuoteLine[] }[],
): Promise<Map<number, CustomerWorkAcceptanceJson>> {
  const result = new Map<number, CustomerWorkAcceptanceJson>();
  if (orders.length === 0) return result;
  const ids = orders.map((order) => order.id);
  const [rows, defects] = await Promise.all([
    db.select().from(workAcceptances).where(inArray(workAcceptances.orderId, ids)),
    db.select().from(acceptanceDefects).where(inArray(acceptanceDefects.orderId, ids)).orderBy(asc(acceptanceDefects.id)),
  ]);
  for (const row of rows) {
    const lines = orders.find((order) => order.id === row.orderId)!.lines;
    result.set(row.orderId, {
      state: row.state,
      kind: row.kind,
      acceptedOn: row.acceptedOn,
      warrantyEndsOn: row.warrantyEndsOn,
      requestDeadline: row.requestDeadline,
      protocol: row.state === 'accepted',
      defects: defects
        .filter((defect) => defect.orderId === row.orderId)
        .map((defect) => ({
          id: defect.id,
          text: defect.text,
          lineTitle: defect.lineIndex === null ? null : (lines[defect.lineIndex]?.title ?? null),
          fixBy: defect.fixBy,
          state: defect.state,
        })),
    });
  }
  return result;
}
