import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets of sessions, reset links, e-mail-change links and newsletter links (ADR 011):
 * the client holds a random token, the database only its SHA-256, so a copy of the database opens no
 * account and confirms no address.
 */

/** 32 random bytes (256 bits) by default, as base64url, which a URL carries without escaping. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 as hex, the key the stored row is found by. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
