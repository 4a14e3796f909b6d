import { and, eq, isNull } from 'drizzle-orm';
import { safeParse, type output } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { Database } from '../../platform/db/client.ts';
import { purchaseOrders } from '../../platform/db/schema.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import type { MultipartParts } from '../../platform/http/multipart-body.ts';
import { fail, ValidationFailure } from '../../platform/http/request-errors.ts';
import { apiMessages } from '../../shared/messages.ts';
import { fieldErrors } from '../../shared/validation.ts';
import { confirmationBodySchema, deliveryBodySchema } from './contract/purchase-schemas.ts';
import { purchaseMessages as m } from './contract/purchasing-messages.ts';
import { findPurchaseOrder } from './find-purchase-order.ts';
import { damagePhotos, storeConfirmationPdf } from './purchase-files.ts';

/** The form's JSON part, checked like any JSON body (a German 400 naming the field). */
function parsed<Schema extends $ZodType>(schema: Schema, json: unknown): output<Schema> {
  const result = safeParse(schema, json);
  if (!result.success) throw new ValidationFailure(apiMessages.invalidInput, fieldErrors(result.error));
  return result.data;
}

const fileOf = (parts: MultipartParts, name: string) => {
  const part = parts[name];
  const file = Array.isArray(part) ? part[0] : part;
  return file instanceof File && file.size > 0 ? file : null;
};

/**
 * "AB erfassen": the supplier's AB number, confirmed delivery week and net price per position, with the
 * AB's PDF. A sent Bestellung only; entering it again corrects it (the supplier sends a new AB).
 */
export async function confirmPurchaseOrder(
  { db, uploadDir }: { db: Database; uploadDir: string },
  id: number,
  json: unknown,
  parts: MultipartParts,
  actor: StaffActor,
  now = new Date(),
): Promise<number> {
  const body = parsed(confirmationBodySchema, json);
  const row = await findPurchaseOrder(db, id);
  if (row.status !== 'sent') fail(409, row.status === 'cancelled' ? m.cancelled : m.notSent);
  if (body.unitPrices.length !== row.document.positions.length)
    throw new ValidationFailure(apiMessages.invalidInput, { unitPrices: [m.prices] });
  const upload = fileOf(parts, 'file');
  const file = upload ? await storeConfirmationPdf(uploadDir, id, upload) : (row.confirmation?.file ?? null);
  const confirmation = { ...body, file, enteredBy: actor.username, enteredAt: now.toISOString() };
  await db
    .update(purchaseOrders)
    .set({ confirmation, updatedAt: now })
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.status, 'sent')));
  return row.orderId;
}

/** "Geliefert": the day, complete or not, a note and a photo of damage; after the AB, once. */
export async function recordDelivery(
  { db, uploadDir }: { db: Database; uploadDir: string },
  id: number,
  json: unknown,
  parts: MultipartParts,
  actor: StaffActor,
  now = new Date(),
): Promise<number> {
  const body = parsed(deliveryBodySchema, json);
  const row = await findPurchaseOrder(db, id);
  if (row.status === 'cancelled') fail(409, m.cancelled);
  if (!row.confirmation) fail(409, m.notConfirmed);
  const upload = fileOf(parts, 'photo');
  const photo = upload ? await damagePhotos(uploadDir).store(id, upload) : null;
  const updated = await db
    .update(purchaseOrders)
    .set({ delivery: { ...body, photo, enteredBy: actor.username }, updatedAt: now })
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.status, 'sent'), isNull(purchaseOrders.delivery)));
  if (updated.rowsAffected !== 1) {
    if (photo) await damagePhotos(uploadDir).remove(id, [photo]);
    fail(409, m.notConfirmed);
  }
  return row.orderId;
}
