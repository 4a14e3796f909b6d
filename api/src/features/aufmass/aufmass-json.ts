import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { aufmassRecords, products } from '../../platform/db/schema.ts';
import type { AufmassJson, AufmassOpeningJson } from './contract/aufmass.ts';

type AufmassRow = typeof aufmassRecords.$inferSelect;

/** Whether the fitter's Rohbaumaß differs from what the customer measured (only where the customer gave one). */
function changedFromCustomer(opening: AufmassRow['openings'][number]): boolean {
  const differs = (customer: number | null, fitter: number) => customer !== null && customer !== fitter;
  return differs(opening.customerWidthMm, opening.roughWidthMm) || differs(opening.customerHeightMm, opening.roughHeightMm);
}

/** The rows as the screen, the PDF and the quote read them, with each opening's product name. */
export async function aufmassJson(db: Database, row: AufmassRow): Promise<AufmassJson> {
  const ids = [...new Set(row.openings.flatMap((opening) => (opening.productId ? [opening.productId] : [])))];
  const names = new Map(
    ids.length === 0
      ? []
      : (await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))).map((p) => [
          p.id,
          p.name,
        ]),
  );
  const openings: AufmassOpeningJson[] = row.openings.map((opening) => ({
    ...opening,
    openingType: opening.openingType as AufmassOpeningJson['openingType'],
    hinge: opening.hinge as AufmassOpeningJson['hinge'],
    changedFromCustomer: changedFromCustomer(opening),
    productName: opening.productId ? (names.get(opening.productId) ?? null) : null,
  }));
  return {
    id: row.id,
    version: row.version,
    measuredOn: row.measuredOn,
    fitterName: row.fitterName,
    jointMm: row.jointMm,
    note: row.note,
    openings,
    quoteId: row.quoteId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every version of a lead's Aufmaß, newest first. */
export const aufmassVersions = (db: Database, leadId: number) =>
  db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, leadId)).orderBy(desc(aufmassRecords.version));
