import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of the personal links mailed to customers (quotes /angebot, appointment offers /termin,
 * invoices /rechnung; ADR 036): 32 random bytes (256 bits) as base64url, of which only the SHA-256 is
 * stored. Whoever reads the database cannot open a link with what is there; whoever holds the mail can.
 */

/** 32 bytes in base64url without padding: 43 characters. Anything else is not a token and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}

/** The stored hash a token is looked up by, or null for a string that cannot be a token. */
export function linkTokenHash(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? sha256(token) : null;
}
