import { and, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { insertWhen } from '../db/insert-when.ts';
import { preparedInsert } from '../db/prepared-insert.ts';
import { outbox, type MailAttachment } from '../db/schema.ts';

export interface OutgoingMail {
  topic: string;
  recipient: string;
  subject: string;
  textBody: string;
  /** The Reply-To header: where an answer to this mail should go. */
  replyTo?: string | null;
  /** The username of the person in the back office who sent it (issue 21: every mail names its sender). */
  sentBy?: string | null;
  attachments?: MailAttachment[] | null;
  /** The record the mail is about ("quote:5"), so that the customer's answer lands on it (ADR 083). */
  record?: string | null;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** Ties a sent mail to its row: the name of its file in the outbox folder (the Message-ID is the sender's outboxMessageId). */
export const mailReference = (mail: Pick<OutboxRow, 'createdAt' | 'id' | 'topic'>) =>
  `${mail.createdAt.getTime()}-${mail.id}-${mail.topic}`;

/** The insert for a mail, to be put into the same batch as the record that causes it. */
export function enqueueMail(db: Database, mail: OutgoingMail) {
  return db.insert(outbox).values(mail);
}

/** A slot in a mail's text and the SQL value the batch puts there. */
interface MailFill {
  slot: string;
  value: SQL;
}

/**
 * A mail enqueued only if `condition` holds when its batch runs (db/insert-when.ts). `fill` puts values
 * the batch itself produces (an order's number and id) in place of slots in the subject and text. `sendAt`
 * later than `now` keeps it in the outbox until then (a review invitation some days after the payment).
 */
export function enqueueMailWhen(
  db: Database,
  mail: OutgoingMail,
  condition: SQL,
  fill?: MailFill | MailFill[],
  now = new Date(),
  sendAt = now,
) {
  const fills = fill === undefined ? [] : [fill].flat();
  const filled = (text: string) => fills.reduce<SQL | string>((into, { slot, value }) => sql`replace(${into}, ${slot}, ${value})`, text);
  return insertWhen(
    db,
    outbox,
    {
      ...mail,
      subject: filled(mail.subject),
      textBody: filled(mail.textBody),
      attachments: mail.attachments ?? null,
      nextAttemptAt: sendAt,
      createdAt: now,
    },
    condition,
  );
}

/**
 * Ready statements that enqueue a fixed number of mails at once, for the request paths that commit
 * through the write queue (a lead's notification).
 */
export function outboxStatements(db: Database, mailsPerStatement: number) {
  const insert = preparedInsert(db, outbox, mailsPerStatement);
  return (mails: OutgoingMail[], now = new Date()) =>
    insert(
      ...mails.map((mail) => ({
        ...mail,
        replyTo: mail.replyTo ?? null,
        sentBy: mail.sentBy ?? null,
        attachments: mail.attachments ?? null,
        record: mail.record ?? null,
        status: 'pending' as const,
        attempts: 0,
        nextAttemptAt: now,
        lockedUntil: null,
        lastError: null,
        createdAt: now,
        sentAt: null,
      })),
    );
}

export const MAX_ATTEMPTS = 8;

/**
 * How long a claim holds a mail. A sender starts a claimed mail only in the first quarter of it, and the
 * SMTP timeouts (transport.ts) end a send well within the rest, so a claim never runs out mid-send and
 * another process never sends the same mail again. The mails of a sender that dies are free again
 * once its claim runs out.
 */
export const CLAIM_MS = 2 * 60_000;

/** Waiting times after the 1st, 2nd, … failed attempt: quick retries first, then hours. */
const BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000];

export function retryDelayMs(attempts: number): number {
  return BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]!;
}

/**
 * Takes up to `limit` due mails, in one statement, so two senders (two processes) never claim the same mail.
 *
 * The choice alternates between the newest mail and the one waiting longest (by due time, so retries
 * take their turn after their backoff): a new lead's confirmation goes out in the next round however
 * long the backlog, and half of every round still works the backlog off from its old end, so no mail
 * waits forever. Returned newest first, the order in which they are sent.
 */
export async function claimDueMails(db: Database, limit: number, now = new Date(), claimMs = CLAIM_MS): Promise<OutboxRow[]> {
  const free = or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now));
  // Each lane reads at most `limit` rows along an index, however long the backlog. The unary plus keeps
  // SQLite from choosing outbox_due_idx for the newest lane, where it would sort every due mail by id.
  const newest = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), sql`+${outbox.nextAttemptAt} <= ${now.getTime()}`, free))
    .orderBy(desc(outbox.id))
    .limit(limit);
  const longestWaiting = db
    .select({ id: outbox.id, nextAttemptAt: outbox.nextAttemptAt })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now), free))
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(limit);
  const alternating = sql`select id from (
      select id, row_number() over (order by id desc) as turn from (${newest})
      union all
      select id, row_number() over (order by ${sql.identifier(outbox.nextAttemptAt.name)}, id) as turn from (${longestWaiting})
    ) group by id order by min(turn), id desc limit ${limit}`;
  const claimed = await db
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + claimMs), attempts: sql`${outbox.attempts} + 1` })
    .where(sql`${outbox.id} in (${alternating})`)
    .returning();
  return claimed.sort((a, b) => b.id - a.id);
}

/** Gives claimed mails that were not tried back to the outbox, as they were before the claim. */
export async function releaseClaims(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ lockedUntil: null, attempts: sql`${outbox.attempts} - 1` })
    .where(inArray(outbox.id, ids));
}

export async function markSent(db: Database, ids: number[], now = new Date()) {
  if (ids.length === 0) return;
  await db.update(outbox).set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null }).where(inArray(outbox.id, ids));
}

/** After a failed attempt: try again later, or give up after MAX_ATTEMPTS and keep the row as failed. */
export async function markFailed(db: Database, mail: OutboxRow, error: string, now = new Date()) {
  const givingUp = mail.attempts >= MAX_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      status: givingUp ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
      lockedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(eq(outbox.id, mail.id));
}

/**
 * After a restore (ADR 048): every mail still waiting in the snapshot is held, claimed or not, because the
 * server the snapshot came from may have sent it after the snapshot. Answers how many.
 */
export async function holdPendingMails(db: Database): Promise<number> {
  const held = await db
    .update(outbox)
    .set({ status: 'held', lockedUntil: null })
    .where(eq(outbox.status, 'pending'))
    .returning({ id: outbox.id });
  return held.length;
}

/** Held mails: all of them (null), or those of `ids` that are still held. */
const heldAmong = (ids: number[] | null) => and(eq(outbox.status, 'held'), ids === null ? undefined : inArray(outbox.id, ids));

/** The owner's "Senden" for held mails: they are due now, as if just enqueued. Answers how many. */
export async function releaseHeldMails(db: Database, ids: number[] | null, now = new Date()): Promise<number> {
  const released = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: now, lockedUntil: null })
    .where(heldAmong(ids))
    .returning({ id: outbox.id });
  return released.length;
}

/** The owner's "Verwerfen": held mails are deleted, never sent. Answers how many. */
export async function discardHeldMails(db: Database, ids: number[] | null): Promise<number> {
  const discarded = await db.delete(outbox).where(heldAmong(ids)).returning({ id: outbox.id });
  return discarded.length;
}
