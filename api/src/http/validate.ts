import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodType } from 'zod/v4/core';
import { apiMessages } from '../shared/messages.ts';
import { fieldErrors } from '../shared/validation.ts';
import { ValidationFailure } from './request-errors.ts';

/**
 * Hono's validator with the shared zod schemas, so the route types carry what a request must hold
 * (DESIGN.md section 1). A failure is the same 400 that readJson answers: "Bitte prüfen Sie Ihre
 * Eingaben." with the German messages per field.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends $ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new ValidationFailure(apiMessages.invalidInput, fieldErrors(result.error));
  });
}
