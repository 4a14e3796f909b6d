import type { Context } from 'hono';
import { apiMessages } from '../shared/messages.ts';
import { fail } from './request-errors.ts';

/**
 * JSON is UTF-8 (RFC 8259 8.1). A lenient decoder would store U+FFFD in a customer's name where a
 * client sent Latin-1; the strict one refuses such a body instead. A byte order mark is dropped.
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });

async function readText(c: Context): Promise<string> {
  let bytes: ArrayBuffer;
  try {
    bytes = await c.req.arrayBuffer();
  } catch {
    fail(400, apiMessages.invalidJson);
  }
  try {
    return utf8.decode(bytes);
  } catch {
    fail(400, apiMessages.invalidUtf8);
  }
}

/** The body as parsed JSON, or a 400 with a German message when it is not UTF-8 or not JSON at all. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await readText(c);
  try {
    return JSON.parse(text);
  } catch {
    fail(400, apiMessages.invalidJson);
  }
}
