import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appointmentOffers } from '../../platform/db/schema.ts';

/**
 * The link of an Aufmaß offer, /termin/{token}: as the quote link (ADR 036), 32 random bytes as base64url
 * of which only the SHA-256 is stored. Whoever reads the database cannot book with what is there.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newOfferToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export const offerLinkUrl = (siteUrl: string, token: string) => new URL(`/termin/${token}`, siteUrl).href;

export type OfferRow = typeof appointmentOffers.$inferSelect;

/** The offer a token opens, or undefined for one that opens none (forged, mistyped, the lead deleted). */
export async function findOfferByToken(db: Database, token: string): Promise<OfferRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(appointmentOffers)
    .where(eq(appointmentOffers.tokenHash, hashToken(token)));
  return row;
}
