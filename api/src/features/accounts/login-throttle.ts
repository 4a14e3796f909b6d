import type { Database } from '../../platform/db/client.ts';
import { writeQueueFor } from '../../platform/db/write-queue.ts';
import { countKey, type RateLimit } from '../../platform/http/rate-limit.ts';
import { failedLoginCounter } from './failed-login-count.ts';
import { accountMessages } from './contract/account-messages.ts';

/**
 * Login throttling (ADRs 013, 031): failed logins are counted, never successful ones. Limits per
 * (account, address) stop guessing from one place; a limit per address stops one place trying many
 * accounts; the ceiling per account stops guesses spread over many addresses: once reached, only
 * addresses the account has logged in from before are still let try, so its owner keeps a way in.
 */
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const message = accountMessages.tooManyLogins;
const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: RateLimit = { bucket: 'login-failures', limit: 10, windowMs: FIFTEEN_MINUTES, message };
const LOGIN_FAILURES_PER_ADDRESS: RateLimit = { bucket: 'login-failures-address', limit: 30, windowMs: FIFTEEN_MINUTES, message };
const ONE_HOUR = 60 * 60 * 1000;
const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = {
  bucket: 'login-failures-account',
  limit: 50,
  windowMs: ONE_HOUR,
  message: accountMessages.accountUnderAttack,
};
/** Marks the account window in which its owner was warned: one mail per attack window, from any process. */
const ATTACK_WARNINGS: RateLimit = { bucket: 'login-attack-warning', limit: 1, windowMs: ONE_HOUR };

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

export interface LoginAttemptOptions {
  /** The address logged in to this account successfully before: the account's ceiling lets it through. */
  knownAddress?: boolean;
  /** Called the first time in an account window that the ceiling is reached, e.g. to warn the owner. */
  onCeilingReached?: () => Promise<void>;
  now?: number;
}

/**
 * Counts the attempt as a failure before the password is checked, so simultaneous guesses cannot all
 * slip under a limit, and answers 429 when it may not be tried; a refused or successful attempt is
 * taken back out of the throttle's counts (not out of the owner's failure statistics, which count refused
 * attempts too). Throws the 429.
 */
export async function startLoginAttempt(
  db: Database,
  account: string,
  address: string,
  { knownAddress = false, onCeilingReached, now = Date.now() }: LoginAttemptOptions = {},
): Promise<LoginAttempt> {
  const pair = countKey(LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, `${account}|${address}`, now);
  const fromAddress = countKey(LOGIN_FAILURES_PER_ADDRESS, address, now);
  const onAccount = countKey(LOGIN_FAILURES_PER_ACCOUNT, account, now);
  const statistics = failedLoginCounter(account, now);
  const queue = writeQueueFor(db.$client);
  const counts = await queue.run([pair.statement, fromAddress.statement, onAccount.statement, statistics.statement]);
  const [pairCount, addressCount, accountCount] = counts.map((result) => Number(result.rows[0]!.count)) as [number, number, number];
  const ceilingReached = onAccount.exceeds(accountCount);
  if (ceilingReached && onCeilingReached) {
    const warning = countKey(ATTACK_WARNINGS, account, now);
    const [marked] = await queue.run([warning.statement]);
    if (Number(marked!.rows[0]!.count) === 1) await onCeilingReached();
  }
  if (pair.exceeds(pairCount) || fromAddress.exceeds(addressCount) || (ceilingReached && !knownAddress)) {
    await queue.run([pair.uncount, fromAddress.uncount, onAccount.uncount]);
    if (pair.exceeds(pairCount) || fromAddress.exceeds(addressCount)) pair.refuse();
    onAccount.refuse();
  }
  return {
    async succeeded() {
      await queue.run([pair.reset, fromAddress.uncount, onAccount.uncount, statistics.uncount]);
    },
  };
}
