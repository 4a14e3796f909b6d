import type { IncomingMessage } from 'node:http';
import type { UserRole } from '../db/schema.ts';
import type { TwoFactorStep } from '../../shared/staff-access.ts';

/** The signed-in account as a request carries it (features/accounts/session.ts reads it with the session). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  /** The account has a TOTP key: its sessions open the back office only after the code (ADR 038). */
  twoFactorEnabled: boolean;
}

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
