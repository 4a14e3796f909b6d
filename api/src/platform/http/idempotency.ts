import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { apiMessages } from '../../shared/messages.ts';
import { fail } from './request-errors.ts';

/** The header a client sends once per submission attempt, the same again when it retries that attempt. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A UUID fits; anything printable of a sensible length is accepted, so other clients may use their own keys. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The submission's key, scoped to its route, or none when the client sent none (400 for a malformed one). */
export function idempotencyKeyOf(c: Context, scope: string): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) fail(400, apiMessages.invalidIdempotencyKey);
  return `${scope}:${key}`;
}

/** The row that remembers a submission's answer; it goes into the submission's own commit. */
export function rememberedAnswer(key: string, status: ContentfulStatusCode, body: unknown, now: Date) {
  return { key, status, body: JSON.stringify(body), createdAt: now };
}

/**
 * A second submission under a stored key fails on the key's primary key, inside the commit that would
 * have stored the duplicate; nothing of it is stored. No lookup is made before the first attempt: the
 * repeat is the rare case, the hot path stays one commit.
 */
export function isRepeatedKey(error: unknown): boolean {
  return String(error).includes('idempotency_keys.key');
}

/** The first answer under the key, sent again as it was (marked as a replay for whoever debugs it). */
export async function answerRepeat(c: Context, db: Database, key: string) {
  const [first] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!first) throw new Error(`Idempotency-Key ${key} gemeldet, aber nicht gespeichert`);
  c.header('Idempotent-Replayed', 'true');
  return c.json(JSON.parse(first.body) as object, first.status as ContentfulStatusCode);
}

/** Whether a submission under the key was saved: a resend is answered before its files are stored again. */
export async function isAnswered(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row !== undefined;
}
