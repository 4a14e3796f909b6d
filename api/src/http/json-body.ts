import type { Context } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/mini';
import { apiMessages } from '../shared/messages.ts';
import { fieldErrors } from '../shared/validation.ts';
import { fail, ValidationFailure } from './request-errors.ts';

/** Reads the JSON body and checks it against the schema the island uses: 400 per field when it does not fit. */
export async function readJson<Schema extends $ZodType>(c: Context, schema: Schema): Promise<output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    fail(400, apiMessages.invalidJson);
  }
  const result = safeParse(schema, body);
  if (!result.success) throw new ValidationFailure(apiMessages.invalidInput, fieldErrors(result.error));
  return result.data;
}
