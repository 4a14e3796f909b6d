import type { Database } from '../../platform/db/client.ts';
import { writeQueueFor } from '../../platform/db/write-queue.ts';
import { countKey, type RateLimit } from '../../platform/http/rate-limit.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { twoFactorMessages } from './contract/two-factor-messages.ts';
import { codeGuessingWarningMail } from './mails/account-security-mails.ts';

/**
 * Wrong second-factor answers counted per account (ADR 045): every session and every address of the
 * account shares one count, so logging in again with the password buys no new guesses. Past ten in an
 * hour, every answer of the account (app code, recovery code, the password to turn it off) is 429 until
 * the window ends, whether it is right or not; the owner gets one warning mail and the log names the account.
 */
const HOUR = 60 * 60 * 1000;
const WRONG_ANSWERS_PER_ACCOUNT: RateLimit = {
  bucket: 'two-factor-wrong-account',
  limit: 10,
  windowMs: HOUR,
  message: twoFactorMessages.accountBraked,
};
/** Marks the window in which the owner was warned: one mail per window, from any process. */
const GUESSING_WARNINGS: RateLimit = { bucket: 'two-factor-guessing-warning', limit: 1, windowMs: HOUR };

export interface GuessedAccount {
  id: number;
  username: string;
  email: string;
}

export interface CodeAttempt {
  /** The answer was right: it is taken back out of the account's count. */
  succeeded(): Promise<void>;
}

/**
 * Counts the attempt as wrong before the answer is checked, so simultaneous guesses cannot all slip
 * under the limit, and throws the 429 past it (warning the owner the first time in the window).
 */
export async function startCodeAttempt(
  db: Database,
  account: GuessedAccount,
  wakeMailer: () => void,
  now = Date.now(),
): Promise<CodeAttempt> {
  const counter = countKey(WRONG_ANSWERS_PER_ACCOUNT, `konto:${account.id}`, now);
  const queue = writeQueueFor(db.$client);
  const [counted] = await queue.run([counter.statement]);
  if (counter.exceeds(Number(counted!.rows[0]!.count))) {
    await warnOnce(db, account, wakeMailer, now);
    counter.refuse();
  }
  return {
    async succeeded() {
      await queue.run([counter.uncount]);
    },
  };
}

async function warnOnce(db: Database, account: GuessedAccount, wakeMailer: () => void, now: number): Promise<void> {
  const warning = countKey(GUESSING_WARNINGS, `konto:${account.id}`, now);
  const [marked] = await writeQueueFor(db.$client).run([warning.statement]);
  if (Number(marked!.rows[0]!.count) !== 1) return;
  console.warn(
    `[auth] Mehr als ${WRONG_ANSWERS_PER_ACCOUNT.limit} falsche Codes der Zwei-Faktor-Anmeldung in einer Stunde bei ${account.username} (#${account.id}): Code-Schritt gesperrt`,
  );
  try {
    await enqueueMail(db, codeGuessingWarningMail(account.email, account.username));
    wakeMailer();
  } catch (error) {
    console.error('[auth] Warnung vor erratenen Codes nicht erstellt:', error);
  }
}
