import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { inboundMails, leadHistory, leads, quotes, orders, users } from '../../platform/db/schema.ts';
import { enqueueMailWhen, type OutgoingMail } from '../../platform/mail/outbox.ts';
import { staffRouting, withOfficeAddress } from '../assignment/lead-assignment-setting.ts';
import { leadNotificationMail } from '../leads/mails.ts';
import { newReference } from '../leads/reference.ts';
import { leadSearchText } from '../leads/search-text.ts';
import { notificationRecipient } from '../settings/current-company.ts';
import { keptAttachment, type StoredAttachment } from './attachments.ts';
import { matchRecord, type MailRecord } from './match-mail.ts';
import { newAnswerMail } from './mails.ts';
import type { InboundMessage } from './parse-mail.ts';

export interface StoreMailDependencies {
  db: Database;
  notifyEmail: string;
  siteUrl: string;
  wakeMailer: () => void;
}

/** Where the mail was read: kept with it, so what was stored can be told from the mailbox's own numbers. */
export interface MailboxPlace {
  uidValidity: number | null;
  uid: number | null;
}

export type StoreOutcome = 'stored' | 'known' | 'ignored';

/** Marks a lead made from a mail: no consent form was sent, the sender wrote first (ADR 083). */
const EMAIL_PRIVACY_BASIS = 'email-art6-1b';

function nameParts(name: string, address: string): { vorname: string; nachname: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { vorname: '', nachname: address };
  return { vorname: words.slice(0, -1).join(' '), nachname: words.at(-1)! };
}

/** The person who looks after the record, else the office (the usual notification, issue 21). */
async function assigneeAddress(db: Database, record: MailRecord, office: string): Promise<string> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(
      sql`${users.id} = coalesce(
        (select ${leads.assignedTo} from ${leads} where ${leads.id} = ${record.leadId ?? 0}),
        (select ${quotes.assignedTo} from ${quotes} where ${quotes.id} = ${record.quoteId ?? 0}),
        (select ${orders.assignedTo} from ${orders} where ${orders.id} = ${record.orderId ?? 0}))`,
    );
  return row?.email ?? office;
}

function attachmentsInsert(db: Database, messageId: string, files: StoredAttachment[]) {
  const rows = sql.join(
    files.map((file) => sql`(${file.filename}, ${file.contentType}, ${file.kind}, ${file.size}, ${file.content})`),
    sql`, `,
  );
  // One statement for all files, so "none stored yet" is asked once, before any of them is written.
  return db.run(sql`insert into inbound_mail_attachments (mail_id, filename, content_type, kind, size, content)
    select m.id, v.column1, v.column2, v.column3, v.column4, v.column5 from (values ${rows}) v, inbound_mails m
    where m.message_id = ${messageId} and not exists (select 1 from inbound_mail_attachments a where a.mail_id = m.id)`);
}

/**
 * Stores a read mail once (issue 50, ADR 083): on its record, as a new lead from a stranger, or not at all
 * (an auto-reply or bounce from a stranger). Everything is one batch whose statements hold only while no
 * mail with its Message-ID is stored, so a mail read again after a crash, or by a second process, is
 * stored once, notified once and makes one lead.
 */
export async function storeInboundMail(
  { db, notifyEmail, siteUrl, wakeMailer }: StoreMailDependencies,
  mail: InboundMessage,
  place: MailboxPlace,
  now = new Date(),
): Promise<StoreOutcome> {
  const [known] = await db.select({ id: inboundMails.id }).from(inboundMails).where(eq(inboundMails.messageId, mail.messageId));
  if (known) return 'known';
  const record = await matchRecord(db, mail);
  if (!record && (mail.automatic || !mail.fromAddress)) return 'ignored';
  const files = await Promise.all(mail.attachments.map(keptAttachment));
  const fresh = sql`not exists (select 1 from ${inboundMails} where ${inboundMails.messageId} = ${mail.messageId})`;
  const office = notificationRecipient(notifyEmail);
  const statements: Parameters<typeof db.batch>[0][number][] = [];
  let leadId: number | SQL | null = record?.leadId ?? null;
  const notifications: OutgoingMail[] = [];

  if (!record) {
    const routing = withOfficeAddress(await staffRouting(db), office);
    const reference = newReference('A');
    const names = nameParts(mail.fromName, mail.fromAddress);
    const lead = {
      reference,
      ...names,
      email: mail.fromAddress,
      projektart: 'unsicher' as const,
      produkte: [],
      nachricht: [mail.subject, mail.text].filter(Boolean).join('\n\n').slice(0, 5000),
      dimensions: [],
      configuration: null,
      utmParams: {},
      source: 'email' as const,
      privacyConsentAt: now,
      privacyConsentVersion: EMAIL_PRIVACY_BASIS,
      marketingConsent: false,
      assignedTo: routing.assignedTo,
      searchText: leadSearchText({ ...names, email: mail.fromAddress, reference }),
      createdAt: now,
      updatedAt: now,
    };
    statements.push(insertWhen(db, leads, lead, fresh));
    leadId = sql`(select ${leads.id} from ${leads} where ${leads.reference} = ${reference})`;
    notifications.push(
      ...routing.recipients.map((recipient) => leadNotificationMail({ ...lead, telefon: '', plz: '' }, recipient, siteUrl)),
    );
  } else {
    if (record.leadId !== null) {
      // Unread again: the inbox shows "neue Antwort" until someone opens it.
      statements.push(
        db
          .update(leads)
          .set({ openedAt: null, updatedAt: now })
          .where(and(eq(leads.id, record.leadId), fresh)),
      );
    }
    if (!mail.automatic) notifications.push(newAnswerMail(mail, record, await assigneeAddress(db, record, office), siteUrl));
  }
  if (leadId !== null) {
    const subject = mail.subject || '(ohne Betreff)';
    statements.push(
      insertWhen(
        db,
        leadHistory,
        { leadId, at: now, by: 'Kunde', kind: 'received', text: `E-Mail von ${mail.fromAddress}: ${subject}` },
        fresh,
      ),
    );
  }
  statements.push(...notifications.map((notification) => enqueueMailWhen(db, notification, fresh, undefined, now)));
  statements.push(
    insertWhen(
      db,
      inboundMails,
      {
        messageId: mail.messageId,
        uidValidity: place.uidValidity,
        uid: place.uid,
        fromAddress: mail.fromAddress,
        fromName: mail.fromName,
        subject: mail.subject,
        text: mail.text,
        quoted: mail.quoted,
        match: record?.match ?? 'new',
        leadId,
        quoteId: record?.quoteId ?? null,
        orderId: record?.orderId ?? null,
        problem: mail.problem,
        sentAt: mail.sentAt,
        receivedAt: now,
      },
      fresh,
    ),
  );
  if (files.length > 0) statements.push(attachmentsInsert(db, mail.messageId, files));
  await db.batch(statements as [Parameters<typeof db.batch>[0][number], ...Parameters<typeof db.batch>[0][number][]]);
  if (notifications.length > 0) wakeMailer();
  return 'stored';
}
