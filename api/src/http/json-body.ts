import type { Context } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/mini';
import { apiMessages } from '../shared/messages.ts';
import { fieldErrors } from '../shared/validation.ts';
import { fail, ValidationFailure } from './request-errors.ts';

/**
 * JSON is UTF-8 (RFC 8259 8.1). A lenient decoder would store U+FFFD in a customer's name where a
 * client sent Latin-1; the strict one refuses such a body instead.
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

/** Reads the JSON body and checks it against the schema the island uses: 400 per field when it does not fit. */
export async function readJson<Schema extends $ZodType>(c: Context, schema: Schema): Promise<output<Schema>> {
  const text = await readText(c);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail(400, apiMessages.invalidJson);
  }
  const result = safeParse(schema, body);
  if (!result.success) throw new ValidationFailure(apiMessages.invalidInput, fieldErrors(result.error));
  return result.data;
}
