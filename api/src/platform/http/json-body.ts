import type { Context } from 'hono';
import { apiMessages } from '../../shared/messages.ts';
import { fail, ValidationFailure } from './request-errors.ts';

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

/**
 * Control characters have no place in anything a person types: a NUL cut a stored name short ("a\0b"
 * read back as "a", and the operator's mail ended there). Tab, line feed and carriage return pass here;
 * the single-line fields refuse them in their schemas (shared/schema-helpers.ts).
 *
 * Noncharacters (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE, U+FFFF, U+1FFFE …)
 * and lone surrogates (a JSON escape such as "\uD800" without its partner) are refused the same way: no
 * keyboard makes them, and XML 1.0 cannot carry them, so a name with U+FFFF made an XRechnung that no
 * receiver could parse (ADR 049).
 */
const FORBIDDEN_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is what this is for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Noncharacter_Code_Point}|\p{Surrogate}/u;

/** The path of the first string (key or value) with a forbidden character, or null. */
function forbiddenCharacterAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return FORBIDDEN_CHARACTER.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (FORBIDDEN_CHARACTER.test(key)) return [...path, key];
    const found = forbiddenCharacterAt(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * The body as parsed JSON, or a 400 with a German message when it is not UTF-8, not JSON at all or
 * carries a control character, a noncharacter or a lone surrogate (then the message is given for the
 * field that holds it).
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  return parseJsonText(await readText(c));
}

/** The same checks for JSON that came another way: the JSON part of a multipart/form-data body. */
export function parseJsonText(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail(400, apiMessages.invalidJson);
  }
  // Without a backslash the strings of the body hold exactly the characters of the text (JSON's
  // structure and whitespace are none of the forbidden ones): one test of the text replaces the walk.
  if (!text.includes('\\') && !FORBIDDEN_CHARACTER.test(text)) return body;
  const path = forbiddenCharacterAt(body);
  if (path) throw new ValidationFailure(apiMessages.invalidInput, { [path.join('.') || '_']: [apiMessages.controlCharacter] });
  return body;
}
