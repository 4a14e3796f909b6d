import { z } from './zod.ts';

/** Building blocks of the form schemas, each with the German message the visitor sees. */

export const tooLong = (max: number) => z.maxLength(max, { error: `Bitte höchstens ${max} Zeichen eingeben` });

/** Optional free text, trimmed; absent means empty. */
export const optionalText = (max: number) => z._default(z.string().check(z.trim(), tooLong(max)), '');

/** Required text, trimmed; blank counts as missing. */
export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), tooLong(max));

export const emailAddress = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(254, { error: message })), z.email({ error: message }));
