import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiMessages } from '../shared/messages.ts';

/** The JSON body of every failed API answer (DESIGN.md section 6). */
export interface ApiErrorBody {
  error: string;
  issues?: Record<string, string[]>;
}

export function notFound(c: Context) {
  return c.json<ApiErrorBody>({ error: apiMessages.notFound }, 404);
}

/**
 * Expected failures are thrown as HTTPException with a German message and answered as they are.
 * Anything else is logged with its stack and answered with a generic message: stack traces and
 * database errors never reach the client.
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    return c.json<ApiErrorBody>({ error: error.message || apiMessages.internal }, error.status);
  }
  console.error(`[api] ${c.req.method} ${c.req.path} fehlgeschlagen:`, error);
  return c.json<ApiErrorBody>({ error: apiMessages.internal }, 500);
}
