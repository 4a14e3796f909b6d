import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appointmentOffers } from '../../platform/db/schema.ts';
import { linkTokenHash } from '../../platform/http/link-tokens.ts';

/** The link of an Aufmaß offer, /termin/{token}: a personal link as the quote's (link-tokens.ts, ADR 036). */

export const offerLinkUrl = (siteUrl: string, token: string) => new URL(`/termin/${token}`, siteUrl).href;

export type OfferRow = typeof appointmentOffers.$inferSelect;

/** The offer a token opens, or undefined for one that opens none (forged, mistyped, the lead deleted). */
export async function findOfferByToken(db: Database, token: string): Promise<OfferRow | undefined> {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return undefined;
  const [row] = await db.select().from(appointmentOffers).where(eq(appointmentOffers.tokenHash, tokenHash));
  return row;
}
