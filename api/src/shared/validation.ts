import type { $ZodError } from 'zod/v4/core';

/** German messages per field, keyed by the field's path ("dimensions.0.breite"). */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: $ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

/** The first message for each field, as forms show them. */
export function firstErrors(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]!]));
}
