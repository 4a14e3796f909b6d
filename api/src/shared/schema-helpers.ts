import { z } from './zod.ts';

/** Building blocks of the form schemas, each with the German message the visitor sees. */

const tooLong = (max: number) => z.maxLength(max, { error: `Bitte höchstens ${max} Zeichen eingeben` });

/**
 * Line breaks and tabs belong in a message, not in a name or a postcode: in a mail or a CSV cell they
 * would start a line of their own ("Name: a\nE-Mail: …"). Other control characters are refused for every
 * field where the body is read (http/json-body.ts).
 */
export const SINGLE_LINE_MESSAGE = 'Bitte geben Sie hier keine Zeilenumbrüche oder Tabulatoren ein.';
const singleLine = z.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE });

interface TextOptions {
  /** A message box: line breaks and tabs allowed. */
  multiLine?: boolean;
}

const lineCheck = ({ multiLine = false }: TextOptions) => (multiLine ? [] : [singleLine]);

/** Optional free text, trimmed; absent means empty. One line unless `multiLine`. */
export const optionalText = (max: number, options: TextOptions = {}) =>
  z._default(z.string().check(z.trim(), tooLong(max), ...lineCheck(options)), '');

/** Required text, trimmed; blank counts as missing. One line unless `multiLine`. */
export const requiredText = (message: string, max = 100, options: TextOptions = {}) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), tooLong(max), ...lineCheck(options));

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

/** A day as JJJJ-MM-TT that the calendar has (no 2026-02-30, no month 13). */
export const calendarDay = (message: string) =>
  z.string({ error: message }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true }),
    z.refine((day) => isCalendarDay(day), { error: message }),
  );

export function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/**
 * A record's number in a path or query: digits only (anything else is a 400). Any well-formed number
 * is looked up, so one that has no record is a 404 however large it is; 15 digits stay exact in a
 * JavaScript number.
 */
export const recordNumber = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.regex(/^[1-9][0-9]{0,14}$/, { error: message })), z.transform(Number));
