import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiMessages } from '../../shared/messages.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import { isStorageFailure, type StorageHealth } from '../db/storage-failure.ts';
import { ValidationFailure } from './request-errors.ts';

/** The JSON body of every failed API answer (ADR 011). */
export interface ApiErrorBody {
  error: string;
  issues?: FieldErrors;
}

/**
 * Every failed answer: an error is about this one request, and a cache (the browser's, a proxy's) must
 * not answer a later request with it; a 404 would otherwise be cacheable by heuristics (RFC 9111 4.2.2).
 */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export function notFound(c: Context) {
  return c.json<ApiErrorBody>({ error: apiMessages.notFound }, 404, NO_STORE);
}

/** When a client may try a write again after the storage failed: two minutes give an operator time to free space. */
const STORAGE_RETRY_AFTER_SECONDS = '120';

/**
 * Expected failures (HTTPException with a German message, ValidationFailure with messages per field)
 * are answered as they are. A full disk is a 503 with Retry-After: nothing of the request was stored,
 * and the same request may be sent again. Anything else is logged with its stack and answered with a
 * generic message: stack traces and database errors never reach the client.
 */
export function errorHandler(storage: StorageHealth) {
  return function handleError(error: Error, c: Context) {
    if (error instanceof ValidationFailure) {
      return c.json<ApiErrorBody>({ error: error.message, issues: error.issues }, 400, NO_STORE);
    }
    if (error instanceof HTTPException) {
      for (const [name, value] of error.res?.headers ?? []) c.header(name, value);
      return c.json<ApiErrorBody>({ error: error.message || apiMessages.internal }, error.status, NO_STORE);
    }
    if (isStorageFailure(error)) {
      storage.noteFailure(error);
      return c.json<ApiErrorBody>({ error: apiMessages.storageFull }, 503, { ...NO_STORE, 'Retry-After': STORAGE_RETRY_AFTER_SECONDS });
    }
    console.error(`[api] ${c.req.method} ${c.req.path} fehlgeschlagen:`, error);
    return c.json<ApiErrorBody>({ error: apiMessages.internal }, 500, NO_STORE);
  };
}
