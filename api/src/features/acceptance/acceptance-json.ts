import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { acceptanceDefects, acceptancePhotos, workAcceptances } from '../../platform/db/schema.ts';
import type { QuoteLine } from '../documents/contract/lines.ts';
import type { AcceptanceJson, DefectJson } from './contract/acceptance.ts';

export type AcceptanceRow = typeof workAcceptances.$inferSelect;

export async function findAcceptance(db: Database, orderId: number): Promise<AcceptanceRow | undefined> {
  const [row] = await db.select().from(workAcceptances).where(eq(workAcceptances.orderId, orderId));
  return row;
}

/** The order's defects with their photos' ids and the title of the line each concerns. */
async function defectsOf(db: Database, orderId: number, lines: QuoteLine[]): Promise<DefectJson[]> {
  const [defects, photos] = await Promise.all([
    db.select().from(acceptanceDefects).where(eq(acceptanceDefects.orderId, orderId)).orderBy(asc(acceptanceDefects.id)),
    db.select().from(acceptancePhotos).where(eq(acceptancePhotos.orderId, orderId)).orderBy(asc(acceptancePhotos.id)),
  ]);
  return defects.map((defect) => ({
    id: defect.id,
    text: defect.text,
    lineIndex: defect.lineIndex,
    lineTitle: defect.lineIndex === null ? null : (lines[defect.lineIndex]?.title ?? null),
    fixBy: defect.fixBy,
    state: defect.state,
    namedBy: defect.namedBy,
    appointmentId: defect.appointmentId,
    photos: photos.filter((photo) => photo.defectId === defect.id).map((photo) => photo.id),
  }));
}

export async function acceptanceJson(db: Database, row: AcceptanceRow, lines: QuoteLine[]): Promise<AcceptanceJson> {
  return {
    state: row.state,
    kind: row.kind,
    acceptedOn: row.acceptedOn,
    warrantyEndsOn: row.warrantyEndsOn,
    reason: row.reason,
    requestDeadline: row.requestDeadline,
    place: row.place,
    present: row.present,
    installedLines: row.installedLines,
    reservations: row.reservations,
    customerSigner: row.customerSigner,
    fitterName: row.fitterName,
    signed: row.customerSignature !== null && row.fitterSignature !== null,
    defects: await defectsOf(db, row.orderId, lines),
  };
}
