import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { invoices, orders, quotes } from '../../platform/db/schema.ts';
import { confirmedEmailOf } from './email-confirmed.ts';

/**
 * Documents made for a customer without an account carry the customer's address but no account: a quote for
 * a funnel request, the order its link acceptance created, the invoices of that order. Once an account has
 * confirmed that very address they are its documents: linked to it here, in one batch, so "Mein Konto" shows
 * quotes, orders with their notes and invoices alike. Run before any of them is read; an unconfirmed address
 * claims nothing (anyone can type someone else's address when registering), and a document that belongs to
 * another account is never touched.
 */
export async function claimDocumentsOfConfirmedAddress(db: Database, account: { id: number; email: string }): Promise<void> {
  const confirmed = await confirmedEmailOf(db, account);
  if (!confirmed) return;
  const address = confirmed.toLowerCase();
  const ownQuotes = db
    .select({ id: quotes.id })
    .from(quotes)
    .where(sql`${quotes.userId} = ${account.id}`);
  const ownOrders = db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.userId} = ${account.id}`);
  await db.batch([
    db
      .update(quotes)
      .set({ userId: account.id })
      .where(and(isNull(quotes.userId), sql`lower(${quotes.customerEmail}) = ${address}`)),
    db
      .update(orders)
      .set({ userId: account.id })
      .where(and(isNull(orders.userId), or(inArray(orders.quoteId, ownQuotes), sql`lower(${orders.customerEmail}) = ${address}`))),
    db
      .update(invoices)
      .set({ userId: account.id })
      .where(and(isNull(invoices.userId), inArray(invoices.orderId, ownOrders))),
  ]);
}
