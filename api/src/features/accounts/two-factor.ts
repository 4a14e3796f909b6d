import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { writeQueueFor } from '../../platform/db/write-queue.ts';
import { recoveryCodes, sessions, users } from '../../platform/db/schema.ts';
import { countKey } from '../../platform/http/rate-limit.ts';
import { fail, ValidationFailure } from '../../platform/http/request-errors.ts';
import { twoFactorRequiredForAll } from '../settings/security-settings.ts';
import { verifyPassword } from './password.ts';
import { startCodeAttempt, type GuessedAccount } from './code-guessing.ts';
import { newRecoveryCodes, recoveryCodeHash, replaceRecoveryCodes } from './recovery-codes.ts';
import { invalidateSession, markSessionVerified } from './session.ts';
import { stepOfCode } from './totp.ts';
import {
  twoFactorMessages as m,
  type TwoFactorDisableInput,
  type TwoFactorLoginInput,
  type TwoFactorStatusJson,
  type TwoFactorStep,
} from './contract/two-factor.ts';

/**
 * Two-factor sign-in (ADR 038): the code step after the password, setting it up, new recovery codes,
 * turning it off, and the owner's reset for a lost phone.
 */

/**
 * Five wrong codes (or a reused one, or a wrong password when turning it off) end the session; the
 * account's own count across sessions is code-guessing.ts's (ADR 045).
 */
const WRONG_CODES = { bucket: 'two-factor-wrong', limit: 5, windowMs: 24 * 60 * 60 * 1000 };

/** What a session must still do: nothing once verified; the code if the account has a key; setup if the owner requires it. */
export async function pendingSecondFactor(
  db: Database,
  { verified, enabled }: { verified: boolean; enabled: boolean },
): Promise<TwoFactorStep | null> {
  if (verified) return null;
  if (enabled) return 'code';
  return (await twoFactorRequiredForAll(db)) ? 'setup' : null;
}

/**
 * A wrong answer counted against the session: a 400 at the field while it may still try, and at the
 * fifth the session ends (401), so a stolen password buys five guesses of a million, not more.
 */
async function refuse(db: Database, sessionId: string, message: string, field: string): Promise<never> {
  const counter = countKey(WRONG_CODES, sessionId);
  const [result] = await writeQueueFor(db.$client).run([counter.statement]);
  if (Number(result!.rows[0]!.count) >= WRONG_CODES.limit) {
    await invalidateSession(db, sessionId);
    fail(401, m.tooManyWrongCodes);
  }
  throw new ValidationFailure(message, { [field]: [message] });
}

async function keyOf(db: Database, userId: number): Promise<{ key: string | null; passwordHash: string }> {
  const [row] = await db.select({ key: users.totpKey, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return { key: row?.key ?? null, passwordHash: row?.passwordHash ?? '' };
}

/** Who answers, in which session: wrong answers count against both (ADR 038, 045). */
export interface CodeCaller {
  account: GuessedAccount;
  sessionId: string;
  wakeMailer: () => void;
}

/**
 * Checks one answer (an app code, a recovery code, the password) under the account's count: refused
 * with 429 while the account is braked, whatever the answer; a right one is taken back out of the count,
 * a wrong one is refused (400, at the session's fifth 401).
 */
async function checkAnswer(db: Database, caller: CodeCaller, answer: () => Promise<string | null>, field: string): Promise<void> {
  const attempt = await startCodeAttempt(db, caller.account, caller.wakeMailer);
  const wrong = await answer();
  if (wrong) return refuse(db, caller.sessionId, wrong, field);
  await attempt.succeeded();
}

/**
 * Accepts a code from the app once: its step must be within the window and after the last accepted one,
 * recorded in the same statement that checks it, so two requests with one code cannot both pass.
 */
function acceptCode(db: Database, caller: CodeCaller, secret: string, code: string): Promise<void> {
  return checkAnswer(
    db,
    caller,
    async () => {
      const step = stepOfCode(secret, code);
      if (step === null) return m.codeWrong;
      const taken = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(
          and(eq(users.id, caller.account.id), eq(users.totpKey, secret), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
        )
        .returning({ id: users.id });
      return taken.length === 0 ? m.codeUsed : null;
    },
    'code',
  );
}

export async function twoFactorStatus(db: Database, userId: number, verified: boolean): Promise<TwoFactorStatusJson> {
  const [{ key }, required, [codes]] = await Promise.all([
    keyOf(db, userId),
    twoFactorRequiredForAll(db),
    db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  const enabled = key !== null;
  return {
    enabled,
    required,
    recoveryCodesLeft: enabled ? (codes?.left ?? 0) : 0,
    pending: verified ? null : enabled ? 'code' : required ? 'setup' : null,
  };
}

/** The code step after the password: a code from the app, or a recovery code (each once). */
export async function verifySignIn(db: Database, caller: CodeCaller, input: TwoFactorLoginInput): Promise<void> {
  const userId = caller.account.id;
  const { key } = await keyOf(db, userId);
  if (!key) fail(409, m.notEnabled);
  if (input.code !== undefined) await acceptCode(db, caller, key, input.code);
  else {
    await checkAnswer(
      db,
      caller,
      async () => {
        const used = await db
          .update(recoveryCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(recoveryCodes.userId, userId),
              eq(recoveryCodes.codeHash, recoveryCodeHash(input.recoveryCode!)),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id });
        return used.length === 0 ? m.recoveryCodeWrong : null;
      },
      'recoveryCode',
    );
  }
  await markSessionVerified(db, caller.sessionId);
}

/**
 * Turns it on: the code must fit the secret the setup showed; then the key, ten new recovery codes and
 * this session's verification go in one batch, only while the account has no key yet.
 */
export async function enableTwoFactor(
  db: Database,
  userId: number,
  sessionId: string,
  { secret, code }: { secret: string; code: string },
): Promise<{ recoveryCodes: string[] }> {
  if ((await keyOf(db, userId)).key) fail(409, m.alreadyEnabled);
  const step = stepOfCode(secret, code);
  if (step === null) return refuse(db, sessionId, m.codeWrong, 'code');
  const codes = newRecoveryCodes();
  const [stored] = await db.batch([
    db
      .update(users)
      .set({ totpKey: secret, totpLastStep: step })
      .where(and(eq(users.id, userId), isNull(users.totpKey)))
      .returning({ id: users.id }),
    ...replaceRecoveryCodes(db, userId, codes, secret),
    db
      .update(sessions)
      .set({ twoFactorVerified: true })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))),
  ]);
  if (stored.length === 0) fail(409, m.alreadyEnabled);
  return { recoveryCodes: codes };
}

/** A new set of recovery codes, confirmed with a code from the app; all old ones stop working. */
export async function renewRecoveryCodes(db: Database, caller: CodeCaller, code: string): Promise<{ recoveryCodes: string[] }> {
  const { key } = await keyOf(db, caller.account.id);
  if (!key) fail(409, m.notEnabled);
  await acceptCode(db, caller, key, code);
  const codes = newRecoveryCodes();
  await db.batch(replaceRecoveryCodes(db, caller.account.id, codes, key));
  return { recoveryCodes: codes };
}

function turnOffStatements(db: Database, userId: number) {
  return [
    db.update(users).set({ totpKey: null, totpLastStep: null }).where(eq(users.id, userId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  ] as const;
}

/** Turns it off with a code or the password; refused while the owner requires it for everyone. */
export async function disableTwoFactor(db: Database, caller: CodeCaller, input: TwoFactorDisableInput): Promise<void> {
  if (await twoFactorRequiredForAll(db)) fail(409, m.requiredForAll);
  const { key, passwordHash } = await keyOf(db, caller.account.id);
  if (!key) fail(409, m.notEnabled);
  if (input.code) await acceptCode(db, caller, key, input.code);
  else {
    const password = input.password!;
    await checkAnswer(db, caller, async () => ((await verifyPassword(passwordHash, password)) ? null : m.passwordWrong), 'password');
  }
  await db.batch(turnOffStatements(db, caller.account.id));
}

/**
 * The owner's reset for a person who lost the phone: key and recovery codes go; the person signs in with
 * the password and sets it up again (at once, if the owner requires it). Logged with who did it.
 */
export async function resetTwoFactor(db: Database, userId: number, by: string): Promise<{ id: number; twoFactor: false }> {
  const [person] = await db.select({ username: users.username, role: users.role }).from(users).where(eq(users.id, userId));
  if (!person || person.role === 'customer') fail(404, m.notFound);
  await db.batch(turnOffStatements(db, userId));
  console.info(`[auth] Zwei-Faktor-Anmeldung von ${person.username} (#${userId}) zurückgesetzt durch ${by}`);
  return { id: userId, twoFactor: false };
}
