import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { purchaseOrders } from '../../platform/db/schema.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { berlinDay } from '../../shared/dates.ts';
import { currentCompany } from '../settings/current-company.ts';
import { purchaseMessages as m } from './contract/purchasing-messages.ts';
import { findPurchaseOrder } from './find-purchase-order.ts';
import { purchaseOrderMail } from './mails.ts';
import type { PurchaseOrderRow } from './purchase-order-json.ts';
import { purchasePdf, purchasePdfFilename } from './purchase-pdf.ts';

async function replacedNumber(db: Database, row: PurchaseOrderRow) {
  if (row.replacesId === null) return null;
  return (await findPurchaseOrder(db, row.replacesId)).number;
}

/** The Bestellung's PDF: as sent (its day, its frozen document), or as it would go while a draft. */
export async function renderPurchaseOrder(db: Database, row: PurchaseOrderRow, now = new Date()): Promise<Buffer> {
  return purchasePdf({
    company: await currentCompany(db),
    number: row.number,
    day: berlinDay(row.sentAt ?? now),
    document: row.document,
    replacesNumber: await replacedNumber(db, row),
  });
}

/**
 * "Senden": the draft becomes what was sent – never changed again – and goes by mail with its PDF to the
 * supplier's order address. The Bestellung it replaces is cancelled in the same batch. Written only while
 * it is still a draft, so a double click sends one mail.
 */
export async function sendPurchaseOrder(
  db: Database,
  id: number,
  actor: StaffActor,
  wakeMailer: () => void,
  now = new Date(),
): Promise<number> {
  const row = await findPurchaseOrder(db, id);
  if (row.status !== 'draft') fail(409, row.status === 'cancelled' ? m.cancelled : m.notDraft);
  const sent = { ...row, sentAt: now };
  const pdf = await renderPurchaseOrder(db, sent, now);
  const company = await currentCompany(db);
  const mail = purchaseOrderMail(
    { number: row.number, document: row.document, replacesNumber: await replacedNumber(db, row) },
    { filename: purchasePdfFilename(row.number), contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
    actor,
    company.email,
  );
  const draft = and(eq(purchaseOrders.id, id), eq(purchaseOrders.status, 'draft'))!;
  const stillDraft = sql`exists (select 1 from ${purchaseOrders} where ${draft})`;
  const results = await db.batch([
    enqueueMailWhen(db, mail, stillDraft, undefined, now),
    ...(row.replacesId === null
      ? []
      : [
          db
            .update(purchaseOrders)
            .set({ status: 'cancelled', updatedAt: now })
            .where(and(eq(purchaseOrders.id, row.replacesId), eq(purchaseOrders.status, 'sent'), stillDraft)),
        ]),
    db.update(purchaseOrders).set({ status: 'sent', sentAt: now, sentBy: actor.username, updatedAt: now }).where(draft),
  ]);
  if ((results.at(-1) as { rowsAffected: number }).rowsAffected !== 1) fail(409, m.notDraft);
  wakeMailer();
  return row.orderId;
}
