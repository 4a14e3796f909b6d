import type { IncomingMessage } from 'node:http';
import type { TwoFactorStep } from '../../features/accounts/contract/two-factor.ts';
import type { SessionUser } from '../../features/accounts/session.ts';

/** What handlers find on the Hono context. */
export interface AppEnv {
  Bindings: {
    /** The Node request, when the API is served by @hono/node-server (production). */
    incoming?: IncomingMessage;
  };
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
    /** The session's second factor was given (false without a session). */
    twoFactorVerified: boolean;
    /** What a staff session still owes before anything else opens (ADR 038, 045); null once nothing. */
    secondFactorOwed: TwoFactorStep | null;
  };
}

/**
 * What handlers behind requireUser() or requireStaff() find: the guard has turned every request
 * without a session away, so the user and the session are there.
 */
export interface SignedInEnv extends AppEnv {
  Variables: {
    user: SessionUser;
    sessionId: string;
    twoFactorVerified: boolean;
    secondFactorOwed: TwoFactorStep | null;
  };
}
