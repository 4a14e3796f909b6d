import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { $ZodType } from 'zod/v4/core';
import { apiMessages } from '../shared/messages.ts';
import { fieldErrors } from '../shared/validation.ts';
import { fail, ValidationFailure } from './request-errors.ts';

/**
 * Hono's validator with the shared zod schemas, so the route types carry what a request must hold
 * (DESIGN.md section 1). A failure is the same 400 that readJson answers: "Bitte prüfen Sie Ihre
 * Eingaben." with the German messages per field, and a body that is no JSON at all gets readJson's
 * German message instead of Hono's English one.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends $ZodType>(target: Target, schema: Schema) {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) throw new ValidationFailure(apiMessages.invalidInput, fieldErrors(result.error));
  });
  const checkInGerman: typeof check = async (c, next) => {
    try {
      return await check(c, next);
    } catch (error) {
      // Errors of later handlers never arrive here: Hono answers them through onError one level down.
      if (error instanceof HTTPException && error.status === 400) fail(400, apiMessages.invalidJson);
      throw error;
    }
  };
  return checkInGerman;
}
