import type { Context } from 'hono';
import type { z } from 'zod';
import { apiMessages } from '../shared/messages.ts';
import { fieldErrors } from '../shared/validation.ts';
import { fail, ValidationFailure } from './request-errors.ts';

/** Reads the JSON body and checks it against the schema the island uses: 400 per field when it does not fit. */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    fail(400, apiMessages.invalidJson);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationFailure(apiMessages.invalidInput, fieldErrors(result.error));
  return result.data;
}
