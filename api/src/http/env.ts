import type { IncomingMessage } from 'node:http';
import type { SessionUser } from '../auth/session.ts';

/** What handlers find on the Hono context. */
export interface AppEnv {
  Bindings: {
    /** The Node request, when the API is served by @hono/node-server (production). */
    incoming?: IncomingMessage;
  };
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
  };
}
