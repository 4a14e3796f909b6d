import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';

/**
 * Whether an account's e-mail address is proven to be its owner's: its confirmation link (mailed at
 * registration, or on asking in "Mein Konto", or the link of a changed address) was opened in the account's
 * session. Only a confirmed address may find the requests and messages sent under it before (issue 20):
 * anyone can type someone else's address when registering.
 *
 * Kept as the confirmed address itself beside the account's address (`users.email_confirmed_for`): an
 * address changed any other way (by the office, by an erasure) no longer matches and so no longer counts.
 */

const folded = (email: string) => email.normalize('NFC').toLowerCase();

/** The statement that records `email` as the account's confirmed address. */
export function emailConfirmedStatement(db: Database, userId: number, email: string, now = new Date()) {
  return db
    .update(users)
    .set({ emailConfirmedFor: folded(email), emailConfirmedAt: now })
    .where(eq(users.id, userId));
}

/** The account's address if it is confirmed, else null. */
export async function confirmedEmailOf(db: Database, account: { id: number; email: string }): Promise<string | null> {
  const [row] = await db.select({ confirmed: users.emailConfirmedFor }).from(users).where(eq(users.id, account.id));
  return row?.confirmed && row.confirmed === folded(account.email) ? account.email : null;
}
