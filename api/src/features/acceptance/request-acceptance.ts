import { and, type Column, eq, inArray, lt, sql } from 'drizzle-orm';
import { insertWhen } from '../../platform/db/insert-when.ts';
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
      enqueueMail(db, {
        ...acceptanceRequestMail(order, { recipient: order.customerEmail, link, deadline, consumer }, actor),
        record: `order:${order.id}`,
      }),
    ]);
  } catch (error) {
    if (String(error).includes('work_acceptances.order_id')) fail(409, m.alreadyRequested);
    throw error;
  }
  return { deadline, consumerNotice: consumer };
}

/**
 * The order still stands: a cancelled order's link opens nothing (there is no work left to accept), and
 * neither the customer's answer nor the deadline's silence records an Abnahme for it.
 */
const orderStillAcceptable = (orderId: number | Column) =>
  sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${inArray(orders.status, ACCEPTABLE_STATUSES)})`;

/** The open request a link token belongs to, or a 404 (wrong token, answered, accepted meanwhile, or the order cancelled). */
export async function requestByToken(db: Database, token: string) {
  const hash = linkTokenHash(token);
  const [row] = hash
    ? await db
        .select()
        .from(workAcceptances)
        .where(
          and(
            eq(workAcceptances.requestTokenHash, hash),
            eq(workAcceptances.state, 'requested'),
            orderStillAcceptable(workAcceptances.orderId),
          ),
        )
    : [];
  if (!row) fail(404, m.linkInvalid);
  return row;
}

type Parts = MultipartParts;

/**
 * The customer's answer through the link: the Abnahme as of today, or the defects that refuse it. A link
 * is answered once: the state change is the batch's last statement, made only while the request is still
 * open and the order not cancelled, and the defects and photos before it are written under the same
 * condition. Of answers sent at the same time (a double tap, two tabs, accept against defects) the
 * first batch wins and every other one is refused with its photos removed again.
 */
export async function answerRequest(
  { db, uploadDir }: { db: Database; uploadDir: string },
  token: string,
  answer: { accept: boolean; defects: { text: string; photos: string[] }[] },
  parts: Parts,
  now = new Date(),
) {
  const row = await requestByToken(db, token);
  const stillOpen = and(eq(workAcceptances.id, row.id), eq(workAcceptances.state, 'requested'), orderStillAcceptable(row.orderId));
  const stillOpenSql = sql`exists (select 1 from ${workAcceptances} where ${stillOpen})`;
  if (answer.accept) {
    const today = berlinDay(now);
    const changed = await db
      .update(workAcceptances)
      .set({
        state: 'accepted',
        kind: 'link',
        acceptedOn: today,
        warrantyEndsOn: warrantyEnd(today),
        reason: 'Vom Kunden über den persönlichen Link erklärt.',
        updatedAt: now,
      })
      .where(stillOpen);
    if (changed.rowsAffected !== 1) fail(409, m.linkAnswered);
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
    const results = await db.batch([
      ...answer.defects.flatMap((defect, index) => [
        insertWhen(
          db,
          acceptanceDefects,
          { orderId: row.orderId, text: defect.text, lineIndex: null, fixBy: null, namedBy: 'customer', createdAt: now },
          stillOpenSql,
        ),
        ...photos[index]!.map((file) =>
          insertWhen(
            db,
            acceptancePhotos,
            { orderId: row.orderId, defectId: sqlLatestDefect(row.orderId), file, createdAt: now },
            stillOpenSql,
          ),
        ),
      ]),
      db.update(workAcceptances).set({ state: 'defects_named', updatedAt: now }).where(stillOpen),
    ] as unknown as Parameters<typeof db.batch>[0]);
    if ((results.at(-1) as { rowsAffected: number }).rowsAffected !== 1) fail(409, m.linkAnswered);
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
 * with a defect is no longer 'requested' and is left alone, as is the request of a cancelled order. The
 * reason is recorded on the order.
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
    .where(
      and(
        eq(workAcceptances.state, 'requested'),
        lt(workAcceptances.requestDeadline, today),
        orderStillAcceptable(workAcceptances.orderId),
      ),
    );
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
        .where(
          and(eq(workAcceptances.id, request.id), eq(workAcceptances.state, 'requested'), orderStillAcceptable(workAcceptances.orderId)),
        ),
      // Only when this run made the change: another process's run may have been first.
      ...(request.customerEmail
        ? [enqueueMailWhen(db, deemedAcceptanceMail(request, request.customerEmail, day), sql`changes() = 1`)]
        : []),
    ]);
  }
  return due.length;
}
