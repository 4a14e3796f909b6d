import { zValidator } from '@hono/zod-validator';
import type { Env, MiddlewareHandler } from 'hono';
import { safeParse } from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import { apiMessages } from '../../shared/messages.ts';
import { fieldErrors } from '../../shared/validation.ts';
import { readJsonBody } from './json-body.ts';
import { ValidationFailure } from './request-errors.ts';

type UrlTarget = 'query' | 'param';

/** What a JSON body must hold (the client's side, for hc) and what the handler reads after the check. */
interface JsonInput<Schema extends $ZodType> {
  in: { json: input<Schema> };
  out: { json: output<Schema> };
}

function invalidInput(error: Parameters<typeof fieldErrors>[0]): never {
  throw new ValidationFailure(apiMessages.invalidInput, fieldErrors(error));
}

/**
 * The body is read strictly (json-body.ts) rather than by Hono's reader, which decodes Latin-1 into
 * replacement characters and answers broken JSON in English.
 */
function validateJson<Schema extends $ZodType>(schema: Schema): MiddlewareHandler<Env, string, JsonInput<Schema>> {
  return async function checkJson(c, next) {
    const result = safeParse(schema, await readJsonBody(c));
    if (!result.success) invalidInput(result.error);
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
}

function validateUrlPart<Target extends UrlTarget, Schema extends $ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) invalidInput(result.error);
  });
}

/**
 * Hono's validator with the shared zod schemas, so the route types carry what a request must hold
 * (docs/architecture.md). A failure is a 400 "Bitte prüfen Sie Ihre Eingaben." with the German
 * messages per field.
 */
export function validate<Schema extends $ZodType>(target: 'json', schema: Schema): MiddlewareHandler<Env, string, JsonInput<Schema>>;
export function validate<Target extends UrlTarget, Schema extends $ZodType>(
  target: Target,
  schema: Schema,
): ReturnType<typeof validateUrlPart<Target, Schema>>;
export function validate(target: 'json' | UrlTarget, schema: $ZodType) {
  return target === 'json' ? validateJson(schema) : validateUrlPart(target, schema);
}
