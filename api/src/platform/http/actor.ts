import type { Context } from 'hono';
import type { SignedInEnv } from './env.ts';
import { staffDisplayName } from '../../shared/staff-name.ts';

/** Who did it, for the logs and the history: the username, unique and unchanging. */
export const adminName = (c: Context<SignedInEnv>) => c.get('user').username;

/**
 * The person acting in the back office: the username for the records (history, the outbox's sender) and
 * the name a customer reads under a mail sent in their name.
 */
export interface StaffActor {
  username: string;
  name: string;
}

export const staffActor = (c: Context<SignedInEnv>): StaffActor => ({
  username: c.get('user').username,
  name: staffDisplayName(c.get('user')),
});
