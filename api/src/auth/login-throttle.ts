import type { Database } from '../db/client.ts';
import { writeQueueFor } from '../db/write-queue.ts';
import { countKey, type RateLimit } from '../http/rate-limit.ts';
import { accountMessages } from '../shared/account-messages.ts';

/**
 * Login throttling (ADR 013): failed logins are counted, never successful ones, and a stranger's failures
 * never lock the owner out. Limits per (account, address) stop guessing from one place; a limit per
 * address stops one place trying many accounts; the slower brake per account, once reached, leaves one
 * try per window to each address that has already failed there, and still lets every other address in.
 */
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const message = accountMessages.tooManyLogins;
const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: RateLimit = { bucket: 'login-failures', limit: 10, windowMs: FIFTEEN_MINUTES, message };
const LOGIN_FAILURES_PER_ADDRESS: RateLimit = { bucket: 'login-failures-address', limit: 30, windowMs: FIFTEEN_MINUTES, message };
const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = { bucket: 'login-failures-account', limit: 50, windowMs: 60 * 60 * 1000, message };

/**
 * What the counters are kept under: the account id, so its username and its e-mail address share one
 * count; a name that belongs to no account counts under its normalised self.
 */
export function loginAccountKey(account: { id: number } | undefined, login: string): string {
  return account ? `konto:${account.id}` : `name:${login.trim().toLowerCase()}`;
}

export interface LoginAttempt {
  /** The password was right: this attempt was no failure, and the address's failures on the account are forgiven. */
  succeeded(): Promise<void>;
}

/**
 * Counts the attempt as a failure before the password is checked, so simultaneous guesses cannot all
 * slip under a limit, and answers 429 when it may not be tried; a refused or successful attempt is
 * taken back out of the counts. Throws the 429.
 */
export async function startLoginAttempt(db: Database, account: string, address: string, now = Date.now()): Promise<LoginAttempt> {
  const pair = countKey(LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, `${account}|${address}`, now);
  const fromAddress = countKey(LOGIN_FAILURES_PER_ADDRESS, address, now);
  const onAccount = countKey(LOGIN_FAILURES_PER_ACCOUNT, account, now);
  const queue = writeQueueFor(db.$client);
  const counts = await queue.run([pair.statement, fromAddress.statement, onAccount.statement]);
  const [pairCount, addressCount, accountCount] = counts.map((result) => Number(result.rows[0]!.count)) as [number, number, number];
  // This count includes the attempt itself: above 1, the address has failed on the account before.
  const braked = onAccount.exceeds(accountCount) && pairCount > 1;
  if (pair.exceeds(pairCount) || fromAddress.exceeds(addressCount) || braked) {
    await queue.run([pair.uncount, fromAddress.uncount, onAccount.uncount]);
    pair.refuse();
  }
  return {
    async succeeded() {
      await queue.run([pair.reset, fromAddress.uncount, onAccount.uncount]);
    },
  };
}
