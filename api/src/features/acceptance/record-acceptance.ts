import { and, eq, sql } from 'drizzle-orm';
import type { MultipartParts } from '../../platform/http/multipart-body.ts';
import type { Database } from '../../platform/db/client.ts';
import { acceptanceDefects, acceptancePhotos, idempotencyKeys, workAcceptances } from '../../platform/db/schema.ts';
import { isRepeatedKey, rememberedAnswer } from '../../platform/http/idempotency.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import type { OrderWithQuote } from '../orders/order-json.ts';
import { pdfAttachment, renderAcceptance } from './acceptance-document.ts';
import { checkAcceptanceDay } from './acceptance-day.ts';
import { removeAcceptanceImages, storeAcceptanceImage } from './acceptance-files.ts';
import type { AcceptanceJson, AcceptanceRecordInput } from './contract/acceptance.ts';
import { acceptanceMessages as m } from './contract/acceptance-messages.ts';
import { warrantyEnd } from './contract/working-days.ts';
import { protocolMail } from './mails.ts';

/** The order statuses in which the work can be accepted: it is being installed or done. */
export const ACCEPTABLE_STATUSES = ['confirmed', 'in_production', 'completed'];

type Parts = MultipartParts;
const part = (parts: Parts, name: string) => {
  const value = parts[name];
  return Array.isArray(value) ? value[0] : value;
};

export interface RecordOutcome {
  status: 201;
  body: { acceptedOn: string; warrantyEndsOn: string };
  repeated: boolean;
}

/**
 * Saves the Abnahmeprotokoll made on site (issue 37): the photos and signatures are re-encoded and
 * stored first, then the record, its defects, their photos, the mail with the PDF and the answer under
 * the Idempotency-Key go in one batch. A resend of the same submission (the form retries after the
 * connection came back) finds the key and gets the first answer; its files are removed again.
 */
export async function recordAcceptance(
  { db, uploadDir }: { db: Database; uploadDir: string },
  order: OrderWithQuote,
  record: AcceptanceRecordInput,
  parts: Parts,
  { actor, key, now = new Date() }: { actor: StaffActor; key: string | undefined; now?: Date },
): Promise<RecordOutcome> {
  if (!ACCEPTABLE_STATUSES.includes(order.status)) fail(409, m.notInstalled);
  checkAcceptanceDay(record.acceptedOn, order.createdAt, now);
  if (record.installedLines.some((index) => index >= order.lines.length)) fail(400, m.lineIndex);
  if (record.defects.some((defect) => defect.lineIndex !== null && defect.lineIndex >= order.lines.length)) fail(400, m.lineIndex);
  const stored: string[] = [];
  const store = async (name: string) => {
    const file = await storeAcceptanceImage(uploadDir, order.id, part(parts, name));
    stored.push(file);
    return file;
  };
  try {
    const customerSignature = part(parts, 'customerSignature');
    const fitterSignature = part(parts, 'fitterSignature');
    if (!(customerSignature instanceof File) || !(fitterSignature instanceof File)) fail(400, m.signatureMissing);
    const signatures = { customer: await store('customerSignature'), fitter: await store('fitterSignature') };
    const photos = new Map<number, string[]>();
    for (const [index, defect] of record.defects.entries()) {
      const names: string[] = [];
      for (const name of defect.photos) names.push(await store(name));
      photos.set(index, names);
    }
    const warrantyEndsOn = warrantyEnd(record.acceptedOn);
    // What the protocol states, alike in the PDF and in the stored row.
    const { place, present, installedLines, reservations, customerSigner, fitterName } = record;
    const protocol = { place, present, installedLines, reservations, customerSigner, fitterName };
    const json: AcceptanceJson = {
      state: 'accepted',
      kind: 'on_site',
      acceptedOn: record.acceptedOn,
      warrantyEndsOn,
      reason: '',
      requestDeadline: null,
      ...protocol,
      signed: true,
      defects: record.defects.map((defect, index) => ({
        id: index,
        text: defect.text,
        lineIndex: defect.lineIndex,
        lineTitle: defect.lineIndex === null ? null : (order.lines[defect.lineIndex]?.title ?? null),
        fixBy: defect.fixBy,
        state: 'open',
        namedBy: 'office',
        appointmentId: null,
        photos: [],
      })),
    };
    const pdf = await renderAcceptance(db, uploadDir, order, json, {
      photos,
      customerSignature: signatures.customer,
      fitterSignature: signatures.fitter,
    });
    const answer = { acceptedOn: record.acceptedOn, warrantyEndsOn };
    const latestDefect = sql`(select max(${acceptanceDefects.id}) from ${acceptanceDefects} where ${acceptanceDefects.orderId} = ${order.id})`;
    await db.batch([
      ...(key ? [db.insert(idempotencyKeys).values(rememberedAnswer(key, 201, answer, now))] : []),
      // A request for the Abnahme by link that is still open is answered by the signed record.
      db.delete(workAcceptances).where(and(eq(workAcceptances.orderId, order.id), eq(workAcceptances.state, 'requested'))),
      db.insert(workAcceptances).values({
        orderId: order.id,
        state: 'accepted',
        kind: 'on_site',
        acceptedOn: record.acceptedOn,
        warrantyEndsOn,
        ...protocol,
        customerSignature: signatures.customer,
        fitterSignature: signatures.fitter,
        createdBy: actor.username,
        createdAt: now,
      }),
      ...record.defects.flatMap((defect, index) => [
        db.insert(acceptanceDefects).values({
          orderId: order.id,
          text: defect.text,
          lineIndex: defect.lineIndex,
          fixBy: defect.fixBy,
          namedBy: 'office',
          createdAt: now,
        }),
        ...(photos.get(index) ?? []).map((file) =>
          db.insert(acceptancePhotos).values({ orderId: order.id, defectId: latestDefect as unknown as number, file, createdAt: now }),
        ),
      ]),
      ...(order.customerEmail
        ? [
            enqueueMail(db, {
              ...protocolMail(order, order.customerEmail, pdfAttachment(order.orderNumber, pdf), actor),
              record: `order:${order.id}`,
            }),
          ]
        : []),
    ] as unknown as Parameters<typeof db.batch>[0]);
    return { status: 201, body: answer, repeated: false };
  } catch (error) {
    await removeAcceptanceImages(uploadDir, order.id, stored);
    if (key && isRepeatedKey(error)) return { status: 201, body: { acceptedOn: '', warrantyEndsOn: '' }, repeated: true };
    if (String(error).includes('work_acceptances.order_id')) fail(409, m.alreadyAccepted);
    throw error;
  }
}
