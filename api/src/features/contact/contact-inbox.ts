import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { contains } from '../../platform/db/like.ts';
import { contactMessages } from '../../platform/db/schema.ts';
import type { ContactMessageJson, MessageListJson, MessageQuery } from './contract/contact-inbox.ts';
import type { LeadStatus } from '../../shared/labels.ts';
import { foldForSearch } from '../leads/search-text.ts';

type MessageRow = typeof contactMessages.$inferSelect;

const searchable = sql`replace(lower(replace(replace(replace(${contactMessages.name} || ' ' || ${contactMessages.companyName} || ' ' || ${contactMessages.contactPerson} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.reference}, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')), 'ß', 'ss')`;

function messageConditions(query: MessageQuery): SQL | undefined {
  return and(
    query.q ? contains(searchable, foldForSearch(query.q)) : undefined,
    query.status?.length ? inArray(contactMessages.status, query.status) : undefined,
    !query.showCompleted && !query.status?.includes('abgeschlossen') ? ne(contactMessages.status, 'abgeschlossen') : undefined,
  );
}

function messageJson({ privacyConsentAt, createdAt, openedAt, ...row }: MessageRow): ContactMessageJson {
  return { ...row, opened: openedAt !== null, privacyConsentAt: privacyConsentAt.toISOString(), created_at: createdAt.toISOString() };
}

export async function listMessages(db: Database, query: MessageQuery): Promise<MessageListJson> {
  const where = messageConditions(query);
  const [rows, total] = await db.batch([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { messages: rows.map(messageJson), total: total[0]?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** True when the message exists. */
export async function setMessageStatus(db: Database, id: number, status: LeadStatus): Promise<boolean> {
  const result = await db
    .update(contactMessages)
    .set({ status, openedAt: sql`coalesce(${contactMessages.openedAt}, ${Date.now()})` })
    .where(eq(contactMessages.id, id));
  return result.rowsAffected > 0;
}

/** Marks a message as read (the sidebar counts the unread ones); true when the message exists. */
export async function markMessageOpened(db: Database, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .update(contactMessages)
    .set({ openedAt: sql`coalesce(${contactMessages.openedAt}, ${now.getTime()})` })
    .where(eq(contactMessages.id, id));
  return result.rowsAffected > 0;
}

export async function deleteMessage(db: Database, id: number): Promise<boolean> {
  const result = await db.delete(contactMessages).where(eq(contactMessages.id, id));
  return result.rowsAffected > 0;
}
