import type { Database } from '../../platform/db/client.ts';
import { findAcceptance } from './acceptance-json.ts';

/**
 * The day of the Abnahme, when the order has one: the final invoice's Leistungsdatum (§ 14 Abs. 4 Nr. 6
 * UStG; the work is supplied when it is accepted) takes it before any other day (ADR 061).
 */
export async function acceptanceDay(db: Database, orderId: number): Promise<string | null> {
  return (await findAcceptance(db, orderId))?.acceptedOn ?? null;
}
