import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appMeta } from '../../platform/db/schema.ts';
import { tokenHash } from './tokens.ts';

/**
 * Whether an account's e-mail address is proven to be its owner's: its confirmation link (mailed at
 * registration, or on asking in "Mein Konto", or the link of a changed address) was opened in the account's
 * session. Only a confirmed address may find the requests and messages sent under it before (issue 20):
 * anyone can type someone else's address when registering.
 *
 * Kept as a marker row in `app_meta` (key per account, value the SHA-256 of the address in lower case)
 * because `users` has no column for it and this change may not add a migration. The value names the
 * address, so the marker stops counting as soon as the account's address is another one; the hash keeps
 * the address itself out of a table that access and erasure requests do not read. A column
 * (`users.email_confirmed_at`, reset whenever `users.email` changes) can replace this file alone.
 */

const markerKey = (userId: number) => `email-confirmed:${userId}`;
const addressHash = (email: string) => tokenHash(email.normalize('NFC').toLowerCase());

/** The statement that records `email` as the account's confirmed address. */
export function emailConfirmedStatement(db: Database, userId: number, email: string, now = new Date()) {
  const value = addressHash(email);
  return db
    .insert(appMeta)
    .values({ key: markerKey(userId), value, updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: now } });
}

/** The account's address if it is confirmed, else null. */
export async function confirmedEmailOf(db: Database, account: { id: number; email: string }): Promise<string | null> {
  const [marker] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, markerKey(account.id)));
  return marker?.value === addressHash(account.email) ? account.email : null;
}

/** The statement that forgets the markers of accounts being deleted. */
export function forgetEmailConfirmations(db: Database, userIds: number[]) {
  return db.delete(appMeta).where(inArray(appMeta.key, userIds.map(markerKey)));
}
