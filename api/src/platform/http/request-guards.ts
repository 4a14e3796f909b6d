import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiMessages } from '../../shared/messages.ts';
import { fail } from './request-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_BODY_BYTES = 100 * 1024;

/**
 * A route allowed a larger body than MAX_BODY_BYTES, with its own message for one beyond that; a file
 * upload (`multipart`) takes multipart/form-data instead of JSON, and says so in `typeMessage` (415).
 */
export interface BodyAllowance {
  maxBytes: number;
  message: string;
  multipart?: { typeMessage: string };
}

/** A larger body for the routes whose path matches (a pattern for routes with an id in the path). */
export interface PatternAllowance extends BodyAllowance {
  path: RegExp;
}

/**
 * What every state-changing API call must satisfy (ADR 011): a JSON body (415 otherwise),
 * at most 100 KB (413), and, from a browser, this site as its origin (403) so no other page can make a
 * visitor's browser act on their session. `largerBodies` names the few exact paths (the image upload,
 * the bank statement upload) that may send more, `largerPatterns` the routes with an id in their path (the
 * Abnahme's photos, which come as multipart/form-data); their limit is enforced the same way, before the
 * body is read.
 */
export function requestGuards({
  maxBytes = MAX_BODY_BYTES,
  largerBodies = {} as Record<string, BodyAllowance>,
  largerPatterns = [] as PatternAllowance[],
} = {}): MiddlewareHandler {
  const allowance = ({ maxBytes: maxSize, message, multipart }: BodyAllowance) => ({
    maxBytes: maxSize,
    limit: bodyLimit({ maxSize, onError: () => fail(413, message) }),
    message,
    multipart,
  });
  const standard = allowance({ maxBytes, message: apiMessages.tooLarge });
  const larger = new Map(Object.entries(largerBodies).map(([path, body]) => [path, allowance(body)]));
  const patterns = largerPatterns.map((body) => ({ path: body.path, ...allowance(body) }));
  return async function requestGuard(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const { maxBytes, limit, message, multipart } =
      larger.get(c.req.path) ?? patterns.find((pattern) => pattern.path.test(c.req.path)) ?? standard;
    rejectForeignOrigin(c.req.raw);
    rejectOtherTypes(c.req.raw, multipart);
    // A declared length is all there is to check: Node's parser delivers exactly that many bytes. Only a
    // chunked body is counted while it is read; touching the body here would make @hono/node-server
    // wrap it in a web stream, which cost more than the rest of the guard on the quote request's hot path.
    if (!c.req.raw.headers.has('transfer-encoding')) {
      if (Number(c.req.raw.headers.get('content-length') ?? 0) > maxBytes) fail(413, message);
      return next();
    }
    return limit(c, next);
  };
}

function rejectForeignOrigin(request: Request) {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site') fail(403, apiMessages.foreignOrigin);
  const origin = request.headers.get('origin');
  if (!origin) return;
  const host = request.headers.get('host') ?? new URL(request.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    fail(403, apiMessages.foreignOrigin);
  }
  if (originHost !== host) fail(403, apiMessages.foreignOrigin);
}

function rejectOtherTypes(request: Request, multipart: { typeMessage: string } | undefined) {
  // Judged by the headers: touching request.body would make the Node adapter build a web stream early.
  const hasBody = request.headers.has('transfer-encoding') || Number(request.headers.get('content-length') ?? 0) > 0;
  const type = request.headers.get('content-type') ?? '';
  if (multipart) {
    if (!/^multipart\/form-data\s*;/i.test(type)) fail(415, multipart.typeMessage);
    return;
  }
  if (!hasBody) return;
  if (!/^application\/json\s*(;|$)/i.test(type)) fail(415, apiMessages.jsonRequired);
}
