import { createHash } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { Database } from '../db/client.ts';
import { writeQueueFor } from '../db/write-queue.ts';
import type { OutgoingMail } from './outbox.ts';
import { berlinDay, berlinDayRange } from '../../shared/dates.ts';

/**
 * Confirmation mails (a request's confirmation, the newsletter's opt-in link) go to whatever address
 * the requester typed, which nobody has confirmed. However many client addresses ask, one recipient
 * gets at most this many of them per Berlin day (ADR 027); past it, what was asked for is still stored
 * and the operator still notified, only the recipient is left alone.
 */
export const CONFIRMATIONS_PER_RECIPIENT_AND_DAY = 3;

/**
 * The mails to one recipient are counted in `rate_limits` (the address only as a hash, the Berlin day as
 * the window; the same upsert as http/rate-limit.ts), so every server process shares the count.
 */
const COUNT_MAIL = `insert into rate_limits (key, window_start, count) values (?, ?, 1)
  on conflict (key) do update set
    count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
    window_start = excluded.window_start`;

/**
 * The count and its new value, for a path that decides by it. A batch whose mail follows reads nothing
 * back (the mail's own insert checks the count): a statement returning rows cost the quote request
 * about twice as much as one that does not (ADR 064).
 */
const COUNT_MAIL_RETURNING = `${COUNT_MAIL}
  returning count`;

/**
 * The mail, enqueued only while the count, this mail included, is within the cap. The SQL is written
 * out rather than built by drizzle: it runs with every quote request, where building it cost a
 * quarter of the request's CPU time.
 */
const ENQUEUE_WITHIN_CAP = `insert into outbox (topic, recipient, subject, text_body, attachments, status, attempts, next_attempt_at, created_at)
  select ?, ?, ?, ?, ?, 'pending', 0, ?, ?
  where (select count from rate_limits where key = ? and window_start = ?) <= ${CONFIRMATIONS_PER_RECIPIENT_AND_DAY}`;

let today = { start: 0, end: 0 };

/** The start of the Berlin day of an instant; worked out once a day, not per mail. */
function dayStart(now: number): number {
  if (now < today.start || now >= today.end) today = berlinDayRange(berlinDay(now));
  return today.start;
}

function counter(recipient: string, now: Date) {
  const key = `confirmation-mail:${createHash('sha256').update(recipient.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;
  return { key, windowStart: dayStart(now.getTime()) };
}

/**
 * A confirmation mail within the cap, as two statements for the batch of the record that causes it:
 * the count, then the mail if the count allows it. In one transaction, simultaneous requests (from any
 * process) are counted one after the other.
 */
export function confirmationMailStatements(mail: OutgoingMail, now = new Date()): InStatement[] {
  const { key, windowStart } = counter(mail.recipient, now);
  const attachments = mail.attachments ? JSON.stringify(mail.attachments) : null;
  return [
    { sql: COUNT_MAIL, args: [key, windowStart] },
    {
      sql: ENQUEUE_WITHIN_CAP,
      args: [mail.topic, mail.recipient, mail.subject, mail.textBody, attachments, now.getTime(), now.getTime(), key, windowStart],
    },
  ];
}

/**
 * Counts one confirmation mail to the recipient now and tells whether it is within the cap, for a path
 * that decides more than the mail by it (the newsletter sign-up). The count itself is one atomic
 * statement, so two processes never both get the last one.
 */
export async function countConfirmationMail(db: Database, recipient: string, now = new Date()): Promise<boolean> {
  const { key, windowStart } = counter(recipient, now);
  const [result] = await writeQueueFor(db.$client).run([{ sql: COUNT_MAIL_RETURNING, args: [key, windowStart] }]);
  return Number(result!.rows[0]!.count) <= CONFIRMATIONS_PER_RECIPIENT_AND_DAY;
}
