import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../platform/db/client.ts';
import { leads, orders, quotes } from '../../platform/db/schema.ts';
import type { InboundMessage } from './parse-mail.ts';

/** The record a mail lands on: a lead, quote or order, with the lead it shows on (null: none left). */
export interface MailRecord {
  match: 'reply' | 'contact';
  leadId: number | null;
  quoteId: number | null;
  orderId: number | null;
}

/** Our Message-IDs name the record the mail was about (platform/mail/sender.ts, outboxMessageId). */
const RECORD_IN_MESSAGE_ID = /^<?outbox-\d+-\d+\.(lead|quote|order)-(\d+)@/;

async function quoteRecord(db: Database, id: number, match: MailRecord['match']): Promise<MailRecord | null> {
  const [quote] = await db.select({ leadId: quotes.leadId }).from(quotes).where(eq(quotes.id, id));
  return quote ? { match, leadId: quote.leadId, quoteId: id, orderId: null } : null;
}

async function orderRecord(db: Database, id: number, match: MailRecord['match']): Promise<MailRecord | null> {
  const [order] = await db
    .select({ quoteId: orders.quoteId, leadId: quotes.leadId })
    .from(orders)
    .leftJoin(quotes, eq(quotes.id, orders.quoteId))
    .where(eq(orders.id, id));
  return order ? { match, leadId: order.leadId, quoteId: order.quoteId, orderId: id } : null;
}

async function leadRecord(db: Database, id: number, match: MailRecord['match']): Promise<MailRecord | null> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
  return lead ? { match, leadId: id, quoteId: null, orderId: null } : null;
}

const recordOf = { lead: leadRecord, quote: quoteRecord, order: orderRecord } as const;

/** An answer to one of our mails: the newest Message-ID it names that carries a record still there. */
async function answeredRecord(db: Database, answers: string[]): Promise<MailRecord | null> {
  for (const id of [...answers].reverse()) {
    const named = RECORD_IN_MESSAGE_ID.exec(id);
    if (!named) continue;
    const record = await recordOf[named[1] as keyof typeof recordOf](db, Number(named[2]), 'reply');
    if (record) return record;
  }
  return null;
}

/** A known contact's newest open record: a lead not closed, a quote not accepted or replaced, an order running. */
async function contactRecord(db: Database, address: string): Promise<MailRecord | null> {
  const sameAddress = (column: SQLiteColumn) => sql`lower(${column}) = ${address}`;
  const [[lead], [quote], [order]] = await db.batch([
    db
      .select({ id: leads.id, at: leads.createdAt })
      .from(leads)
      .where(and(sameAddress(leads.email), notInArray(leads.status, ['abgeschlossen'])))
      .orderBy(desc(leads.createdAt))
      .limit(1),
    db
      .select({ id: quotes.id, at: quotes.createdAt })
      .from(quotes)
      .where(and(sameAddress(quotes.customerEmail), inArray(quotes.status, ['draft', 'sent', 'changes_requested'])))
      .orderBy(desc(quotes.createdAt))
      .limit(1),
    db
      .select({ id: orders.id, at: orders.createdAt })
      .from(orders)
      .where(and(sameAddress(orders.customerEmail), notInArray(orders.status, ['completed', 'cancelled'])))
      .orderBy(desc(orders.createdAt))
      .limit(1),
  ]);
  const newest = [
    lead && { at: lead.at, find: () => leadRecord(db, lead.id, 'contact') },
    quote && { at: quote.at, find: () => quoteRecord(db, quote.id, 'contact') },
    order && { at: order.at, find: () => orderRecord(db, order.id, 'contact') },
  ]
    .filter((candidate) => candidate !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  return newest ? newest.find() : null;
}

/**
 * Where a mail lands (issue 50): on the record of the mail it answers (In-Reply-To/References naming our
 * Message-ID), else on the sender's newest open record; null: a stranger, or a known contact with nothing open.
 */
export async function matchRecord(db: Database, mail: Pick<InboundMessage, 'answers' | 'fromAddress'>): Promise<MailRecord | null> {
  return (await answeredRecord(db, mail.answers)) ?? (mail.fromAddress ? contactRecord(db, mail.fromAddress) : null);
}
