import { and, eq, lt, sql } from 'drizzle-orm';
import type { MultipartParts } from '../../platform/http/multipart-body.ts';
import type { Database } from '../../platform/db/client.ts';
import { acceptanceDefects, acceptancePhotos, orders, workAcceptances } from '../../platform/db/schema.ts';
import { linkTokenHash, newLinkToken } from '../../platform/http/link-tokens.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMail, enqueueMailWhen } from '../../platform/mail/outbox.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import type { OrderWithQuote } from '../orders/order-json.ts';
import type { DocumentDependencies } from '../documents/dependencies.ts';
import { removeAcceptanceImages, storeAcceptanceImage } from './acceptance-files.ts';
import { findAcceptance } from './acceptance-json.ts';
import { acceptanceMessages as m } from './contract/acceptance-messages.ts';
import { addWorkingDays, warrantyEnd } from './contract/working-days.ts';
import { acceptanceRequestMail, deemedAcceptanceMail } from './mails.ts';
import { ACCEPTABLE_STATUSES } from './record-acceptance.ts';
import { berlinDay, germanDay } from '../../shared/dates.ts';

/** A consumer (§ 13 BGB): the order names no company. Only a consumer must be told what silence means. */
const isConsumer = (order: Pick<OrderWithQuote, 'customerCompany'>) => order.customerCompany.trim() === '';

/**
 * "Abnahme verlangen" (§ 640 Abs. 2 BGB): a personal link with a deadline in working days is mailed to
 * the customer; a consumer's mail carries the notice of Satz 2. Answers the link for the office's copy.
 */
export async function requestAcceptance(
  { db, siteUrl }: DocumentDependencies,
  order: OrderWithQuote,
  workingDays: number,
  actor: StaffActor,
  now = new Date(),
) {
  if (!ACCEPTABLE_STATUSES.includes(order.status)) fail(409, m.notInstalled);
  if (!order.customerEmail) fail(409, m.noEmail);
  const existing = await findAcceptance(db, order.id);
  if (existing?.state === 'accepted') fail(409, m.alreadyAccepted);
  if (existing) fail(409, m.alreadyRequested);
  const { token, tokenHash } = newLinkToken();
  const deadline = addWorkingDays(berlinDay(now), workingDays);
  const consumer = isConsumer(order);
  const link = `${siteUrl}/abnahme/${token}`;
  try {
    await db.batch([
      db.insert(workAcceptances).values({
        orderId: order.id,
        state: 'requested',
        requestTokenHash: tokenHash,
        requestDeadline: deadline,
        consumerNotice: consumer,
        createdBy: actor.username,
        createdAt: now,
      }),
      enqueueMail(db, acceptanceRequestMail(order, { recipient: order.customerEmail, link, deadline, consumer }, actor)),
    ]);
  } catch (error) {
    if (String(error).includes('work_acceptances.order_id')) fail(409, m.alreadyRequested);
    throw error;
  }
  return { deadline, consumerNotice: consumer };
}

/** The open request a link token belongs to, or a 404 (wrong token, answered, or accepted meanwhile). */
export async function requestByToken(db: Database, token: string) {
  const hash = linkTokenHash(token);
  const [row] = hash
    ? await db
        .select()
        .from(workAcceptances)
        .where(and(eq(workAcceptances.requestTokenHash, hash), eq(workAcceptances.state, 'requested')))
    : [];
  if (!row) fail(404, m.linkInvalid);
  return row;
}

type Parts = MultipartParts;

/** The customer's answer through the link: the Abnahme as of today, or the defects that refuse it. */
export async function answerRequest(
  { db, uploadDir }: { db: Database; uploadDir: string },
  token: string,
  answer: { accept: boolean; defects: { text: string; photos: string[] }[] },
  parts: Parts,
  now = new Date(),
) {
  const row = await requestByToken(db, token);
  const stillRequested = and(eq(workAcceptances.id, row.id), eq(workAcceptances.state, 'requested'));
  if (answer.accept) {
    const today = berlinDay(now);
    await db
      .update(workAcceptances)
      .set({
        state: 'accepted',
        kind: 'link',
        acceptedOn: today,
        warrantyEndsOn: warrantyEnd(today),
        reason: 'Vom Kunden über den persönlichen Link erklärt.',
        updatedAt: now,
      })
      .where(stillRequested);
    return { state: 'accepted' as const };
  }
  if (answer.defects.length === 0) fail(400, m.defectsRequired);
  const stored: string[] = [];
  try {
    const photos: string[][] = [];
    for (const defect of answer.defects) {
      const names: string[] = [];
      for (const name of defect.photos) {
        const value = parts[name];
        names.push(await storeAcceptanceImage(uploadDir, row.orderId, Array.isArray(value) ? value[0] : value));
        stored.push(names.at(-1)!);
      }
      photos.push(names);
    }
    await db.batch([
      db.update(workAcceptances).set({ state: 'defects_named', updatedAt: now }).where(stillRequested),
      ...answer.defects.flatMap((defect, index) => [
        db
          .insert(acceptanceDefects)
          .values({ orderId: row.orderId, text: defect.text, lineIndex: null, fixBy: null, namedBy: 'customer', createdAt: now }),
        ...photos[index]!.map((file) =>
          db.insert(acceptancePhotos).values({
            orderId: row.orderId,
            defectId: sqlLatestDefect(row.orderId),
            file,
            createdAt: now,
          }),
        ),
      ]),
    ] as unknown as Parameters<typeof db.batch>[0]);
  } catch (error) {
    await removeAcceptanceImages(uploadDir, row.orderId, stored);
    throw error;
  }
  return { state: 'defects_named' as const };
}

const sqlLatestDefect = (orderId: number) =>
  sql<number>`(select max(${acceptanceDefects.id}) from ${acceptanceDefects} where ${acceptanceDefects.orderId} = ${orderId})`;

/**
 * The deemed acceptance (§ 640 Abs. 2 BGB), run by the maintenance loop: a request whose deadline has
 * passed without an answer counts as accepted on the deadline's day. A request the customer answered
 * with a defect is no longer 'requested' and is left alone. The reason is recorded on the order.
 */
export async function applyDeemedAcceptances(db: Database, now = new Date()): Promise<number> {
  const today = berlinDay(now);
  const due = await db
    .select({
      id: workAcceptances.id,
      deadline: workAcceptances.requestDeadline,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
    })
    .from(workAcceptances)
    .innerJoin(orders, eq(orders.id, workAcceptances.orderId))
    .where(and(eq(workAcceptances.state, 'requested'), lt(workAcceptances.requestDeadline, today)));
  for (const request of due) {
    const day = request.deadline!;
    await db.batch([
      db
        .update(workAcceptances)
        .set({
          state: 'accepted',
          kind: 'deemed',
          acceptedOn: day,
          warrantyEndsOn: warrantyEnd(day),
          reason: `Die Frist zur Abnahme bis ${germanDay(day)} ist ohne Nennung eines Mangels abgelaufen (§ 640 Abs. 2 BGB).`,
          updatedAt: now,
        })
        .where(and(eq(workAcceptances.id, request.id), eq(workAcceptances.state, 'requested'))),
      // Only when this run made the change: another process's run may have been first.
      ...(request.customerEmail
        ? [enqueueMailWhen(db, deemedAcceptanceMail(request, request.customerEmail, day), sql`changes() = 1`)]
        : []),
    ]);
  }
  return due.length;
}
