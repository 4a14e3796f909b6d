import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../../shared/validation.ts';

/** An expected failure with a German message, answered as { error } with its status. */
export function fail(status: ContentfulStatusCode, message: string, headers?: Record<string, string>): never {
  throw new HTTPException(status, { message, res: headers ? new Response(null, { headers }) : undefined });
}

/** A body that does not pass its schema: 400 with the German messages per field. */
export class ValidationFailure extends Error {
  override name = 'ValidationFailure';
  readonly issues: FieldErrors;

  constructor(message: string, issues: FieldErrors) {
    super(message);
    this.issues = issues;
  }
}
