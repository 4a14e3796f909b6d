import { catalogueMessages as m } from '../contract/catalogue-messages.ts';
import { fail } from '../../../platform/http/request-errors.ts';

/**
 * The checks before a catalogue write read the database a moment before the write's batch commits; a
 * concurrent change in between (a line deleted while a product is saved into it) ends in a foreign key
 * or unique constraint of the batch. That is a conflict with another admin's change, answered 409 with
 * a German message, never a 500.
 */
export async function conflictOnConstraint<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isConstraintError(error)) fail(409, m.concurrentChange);
    throw error;
  }
}

function isConstraintError(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && typeof cause.code === 'string' && cause.code.startsWith('SQLITE_CONSTRAINT')) return true;
    if (/SQLITE_CONSTRAINT|FOREIGN KEY constraint failed|UNIQUE constraint failed/.test(cause.message)) return true;
  }
  return false;
}
