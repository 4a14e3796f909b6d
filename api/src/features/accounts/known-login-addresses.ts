import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { knownLoginAddresses } from '../../platform/db/schema.ts';

/**
 * The addresses an account has logged in from (ADR 031): the owner's office or home, which keep their
 * way in while strangers' guesses have closed the account's ceiling. Stored as a hash that includes the
 * account, so the rows of two accounts cannot be matched against each other.
 */
const KNOWN_ADDRESS_MS = 180 * 24 * 60 * 60 * 1000;

const addressHash = (userId: number, address: string) => createHash('sha256').update(`${userId}|${address}`).digest('base64url');

/** Whether the account logged in successfully from this address within the last 180 days. */
export async function isKnownLoginAddress(db: Database, userId: number, address: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ lastLoginAt: knownLoginAddresses.lastLoginAt })
    .from(knownLoginAddresses)
    .where(and(eq(knownLoginAddresses.userId, userId), eq(knownLoginAddresses.addressHash, addressHash(userId, address))));
  return row !== undefined && row.lastLoginAt.getTime() > now.getTime() - KNOWN_ADDRESS_MS;
}

/** After a successful login: the address is (again) one the account is known to use. */
export async function rememberLoginAddress(db: Database, userId: number, address: string, now = new Date()): Promise<void> {
  await db
    .insert(knownLoginAddresses)
    .values({ userId, addressHash: addressHash(userId, address), lastLoginAt: now })
    .onConflictDoUpdate({ target: [knownLoginAddresses.userId, knownLoginAddresses.addressHash], set: { lastLoginAt: now } });
}

/** For the retention: addresses unused for 180 days are forgotten. */
export const forgottenLoginAddresses = (now: Date) => lt(knownLoginAddresses.lastLoginAt, new Date(now.getTime() - KNOWN_ADDRESS_MS));
