import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { recoveryCodes, users } from '../../platform/db/schema.ts';
import { tokenHash } from './tokens.ts';

/**
 * Recovery codes: ten per person, each good once instead of a code from the app. Letters and digits that
 * cannot be mistaken for each other (no 0/o, 1/l/i), in three groups of four: 31^12 ≈ 2^59 per code,
 * too many to guess through the limit on wrong codes, so a plain SHA-256 is what is stored (ADR 038).
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_COUNT = 10;

function newRecoveryCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** What the database keeps of a (normalised) recovery code. */
export const recoveryCodeHash = tokenHash;

/**
 * The statements that replace all of a person's codes with new ones, for the caller's batch: only while
 * the account still has the key `secret` (a reset or a second setup that committed meanwhile wins).
 */
export function replaceRecoveryCodes(db: Database, userId: number, codes: string[], secret: string, now = new Date()) {
  const stillOn = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.totpKey} = ${secret})`;
  return [
    db.delete(recoveryCodes).where(sql`${recoveryCodes.userId} = ${userId} and ${stillOn}`),
    // Every column in the table's order (id, user_id, code_hash, used_at, created_at): insert … select names them all.
    db.insert(recoveryCodes).select(
      sql.join(
        codes.map((code) => sql`select null, ${userId}, ${recoveryCodeHash(code)}, null, ${now.getTime()} where ${stillOn}`),
        sql` union all `,
      ),
    ),
  ] as const;
}
