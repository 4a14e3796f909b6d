import { apiMessages as m } from './messages.ts';
import { recordNumber } from './schema-helpers.ts';
import { z } from './zod.ts';

/** The request schemas every feature's routes share: a record's id in the path, a list's page. */

const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** A whole number from 1 to `max`, from a query string. */
const wholeNumber = (message: string, max: number) =>
  z.pipe(
    z.string({ error: message }).check(z.regex(/^[1-9][0-9]{0,6}$/, { error: message })),
    z.pipe(z.transform(Number), z.number().check(z.maximum(max, { error: message }))),
  );

/** `page` from 1, `pageSize` 25 by default and at most 100 (docs/architecture.md). */
export const pagingShape = {
  page: z._default(wholeNumber(m.page, 1_000_000), 1),
  pageSize: z._default(wholeNumber(m.pageSize, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
};

export const idParamSchema = z.object({ id: recordNumber(m.recordId) });
