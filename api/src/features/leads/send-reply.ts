import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { inboxMessages } from './contract/inbox-messages.ts';
import type { LeadHistoryEntry } from './contract/leads-admin.ts';
import type { ReplyBody } from './contract/reply.ts';
import { findLead } from './lead-changes.ts';
import { leadHistoryEntryWhen } from './lead-history.ts';
import { leadReplyMail } from './reply-mail.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { notificationRecipient } from '../settings/current-company.ts';

export interface ReplyDependencies {
  db: Database;
  /** The office's address: the reply's Reply-To. */
  notifyEmail: string;
  wakeMailer: () => void;
}

/**
 * Mails an admin's answer to the lead and records it, in one batch: the mail, the history row (subject
 * and text, by the admin) and the lead's first answer, which a later reply leaves as it was. The mail and
 * the row are written only while the lead exists, and the update comes last: a lead deleted between the
 * lookup and the batch is a 404 with nothing sent.
 */
export async function sendLeadReply(
  { db, notifyEmail, wakeMailer }: ReplyDependencies,
  id: number,
  reply: ReplyBody,
  sender: StaffActor,
  now = new Date(),
) {
  const lead = await findLead(db, id);
  if (!lead) fail(404, inboxMessages.leadNotFound);
  const stillThere = sql`exists (select 1 from ${leads} where ${leads.id} = ${id})`;
  const entry = { at: now, by: sender.username, kind: 'reply' as const, text: `${reply.subject}\n\n${reply.text}` };
  const [, , [answered]] = await db.batch([
    // The customer's answer lands on this lead (features/inbound-mail, ADR 083).
    enqueueMailWhen(
      db,
      { ...leadReplyMail(lead, reply, notificationRecipient(notifyEmail), sender), record: `lead:${id}` },
      stillThere,
      undefined,
      now,
    ),
    leadHistoryEntryWhen(db, id, entry, stillThere),
    db
      .update(leads)
      .set({ firstAnsweredAt: sql`coalesce(${leads.firstAnsweredAt}, ${now.getTime()})`, updatedAt: now })
      .where(eq(leads.id, id))
      .returning({ id: leads.id }),
  ]);
  if (!answered) fail(404, inboxMessages.leadNotFound);
  wakeMailer();
  return { ...entry, at: now.toISOString(), byName: sender.name } satisfies LeadHistoryEntry;
}
