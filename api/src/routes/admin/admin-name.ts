import type { Context } from 'hono';
import type { AppEnv } from '../../http/env.ts';

/** Who did it, for the logs: the admin guard in front of these routes has set the user. */
export const adminName = (c: Context<AppEnv>) => c.get('user')?.username ?? 'unbekannt';
