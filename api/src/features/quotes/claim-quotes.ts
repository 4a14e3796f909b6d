import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { quotes } from '../../platform/db/schema.ts';
import { confirmedEmailOf } from '../accounts/email-confirmed.ts';

/**
 * Quotes made for a request without an account (the funnel) carry the customer's address but no account.
 * Once an account has confirmed that very address, they are its quotes: linked to it here, so "Ihre
 * Angebote", the PDF and "Annehmen" treat them like any quote of the account. Run before the account's
 * quotes are read; an unconfirmed address claims nothing.
 */
export async function claimQuotesOfConfirmedAddress(db: Database, account: { id: number; email: string }): Promise<void> {
  const confirmed = await confirmedEmailOf(db, account);
  if (!confirmed) return;
  await db
    .update(quotes)
    .set({ userId: account.id })
    .where(and(isNull(quotes.userId), sql`lower(${quotes.customerEmail}) = ${confirmed.toLowerCase()}`));
}
