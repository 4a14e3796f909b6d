import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { acceptancePhotos } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { imageAnswer } from '../../platform/http/image-answer.ts';
import type { OrderWithQuote } from '../orders/order-json.ts';
import { protocolFilename, renderAcceptance } from './acceptance-document.ts';
import { readAcceptanceImage } from './acceptance-files.ts';
import { acceptanceJson, findAcceptance } from './acceptance-json.ts';
import { acceptanceMessages as m } from './contract/acceptance-messages.ts';

/** The order's Abnahmeprotokoll as a PDF download (the office's and the customer's), made from what is stored. */
export async function protocolPdf(c: Context, db: Database, uploadDir: string, order: OrderWithQuote) {
  const row = await findAcceptance(db, order.id);
  if (!row || row.state !== 'accepted') fail(404, m.orderNotFound);
  const acceptance = await acceptanceJson(db, row, order.lines);
  const photoRows = await db
    .select()
    .from(acceptancePhotos)
    .where(eq(acceptancePhotos.orderId, order.id))
    .orderBy(asc(acceptancePhotos.id));
  const photos = new Map<number, string[]>();
  for (const photo of photoRows)
    if (photo.defectId !== null) photos.set(photo.defectId, [...(photos.get(photo.defectId) ?? []), photo.file]);
  const pdf = await renderAcceptance(db, uploadDir, order, acceptance, {
    photos,
    customerSignature: row.customerSignature,
    fitterSignature: row.fitterSignature,
  });
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${protocolFilename(order.orderNumber)}"`,
    'Cache-Control': 'no-store',
  });
}

/** A defect's photo, never cached: it is personal data behind a session. */
export async function photoAnswer(c: Context, uploadDir: string, photo: { orderId: number; file: string } | undefined) {
  const data = photo ? await readAcceptanceImage(uploadDir, photo.orderId, photo.file) : null;
  if (!photo || !data) fail(404, m.defectNotFound);
  return imageAnswer(c, data, photo.file);
}
