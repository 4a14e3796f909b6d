import type { Context } from 'hono';
import type { SignedInEnv } from '../../platform/http/env.ts';

/** Who did it, for the logs and the history. */
export const adminName = (c: Context<SignedInEnv>) => c.get('user').username;
