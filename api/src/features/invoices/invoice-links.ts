import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { invoiceLinks } from '../../platform/db/schema.ts';
import { linkTokenHash } from '../../platform/http/link-tokens.ts';
import { findInvoice } from './invoice-json.ts';

/**
 * The personal link of an invoice, /rechnung/{token} (issue 33): mailed with the invoice and its reminders,
 * so a customer without an account can read, download and pay it. One link per mail; every one stays valid
 * for as long as the invoice is kept, except after an erasure (privacy/erasure.ts deletes them).
 */

export const invoiceLinkUrl = (siteUrl: string, token: string) => new URL(`/rechnung/${token}`, siteUrl).href;

/** The invoice a token opens, or undefined for one that opens none (forged, mistyped, erased). */
export async function findInvoiceByLinkToken(db: Database, token: string) {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return undefined;
  const [link] = await db.select({ invoiceId: invoiceLinks.invoiceId }).from(invoiceLinks).where(eq(invoiceLinks.tokenHash, tokenHash));
  return link ? findInvoice(db, link.invoiceId) : undefined;
}
