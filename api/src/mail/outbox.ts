import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedInsert } from '../db/prepared-insert.ts';
import { outbox } from '../db/schema.ts';

export interface OutgoingMail {
  topic: string;
  recipient: string;
  subject: string;
  textBody: string;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** The insert for a mail, to be put into the same batch as the record that causes it. */
export function enqueueMail(db: Database, mail: OutgoingMail) {
  return db.insert(outbox).values(mail);
}

/**
 * Ready statements that enqueue a fixed number of mails at once, for the request paths that commit
 * through the write queue (a lead always has two: confirmation and notification).
 */
export function outboxStatements(db: Database, mailsPerStatement: number) {
  const insert = preparedInsert(db, outbox, mailsPerStatement);
  return (mails: OutgoingMail[], now = new Date()) =>
    insert(
      ...mails.map((mail) => ({
        ...mail,
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
const CLAIM_MS = 60_000;

/** Waiting times after the 1st, 2nd, … failed attempt: quick retries first, then hours. */
const BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000];

export function retryDelayMs(attempts: number): number {
  return BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]!;
}

/**
 * Takes up to `limit` due mails for one minute, in one statement, so two senders (two processes) never
 * send the same mail; a sender that dies mid-way releases them when the minute is over.
 */
export async function claimDueMails(db: Database, limit: number, now = new Date()): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(limit);
  const claimed = await db
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
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
