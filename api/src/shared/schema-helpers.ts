import { z } from './zod.ts';

/** Building blocks of the form schemas, each with the German message the visitor sees. */

export const tooLong = (max: number) => z.maxLength(max, { error: `Bitte höchstens ${max} Zeichen eingeben` });

/** Optional free text, trimmed; absent means empty. */
export const optionalText = (max: number) => z._default(z.string().check(z.trim(), tooLong(max)), '');

/** Required text, trimmed; blank counts as missing. */
export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), tooLong(max));

/**
 * Zod's default e-mail pattern with Unicode letters, marks and digits where it has ASCII ones, so that
 * internationalised addresses such as jürgen@müller.de pass (RFC 6531/6532, SMTPUTF8; ADR 031). A
 * punycoded top-level domain (xn--…) passes too. Still a plain dot-atom: no quoted local parts, no IP
 * literals.
 */
const letter = String.raw`\p{L}\p{M}\p{N}`;
const internationalEmail = new RegExp(
  String.raw`^(?:[${letter}_'+\-]+\.)*[${letter}_'+\-]*[${letter}_+\-]@(?:[${letter}][${letter}\-]*\.)+(?:[\p{L}\p{M}]{2,}|[Xx][Nn]--[A-Za-z0-9\-]+)$`,
  'u',
);

/**
 * Addresses are compared without regard to case, in SQL with lower(), which folds ASCII letters only. An
 * address with other letters is therefore stored in lower case (and in Unicode NFC): JÜRGEN@MÜLLER.DE
 * and jürgen@müller.de are then one address, as MAX@EXAMPLE.DE and max@example.de are.
 */
const foldNonAscii = (address: string) => (/\P{ASCII}/u.test(address) ? address.normalize('NFC').toLowerCase() : address);

/** An e-mail address, trimmed; one with non-ASCII letters also normalised (foldNonAscii). */
export const emailAddress = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.overwrite(foldNonAscii), z.maxLength(254, { error: message })),
    z.email({ pattern: internationalEmail, error: message }),
  );
