/**
 * Text in request and response schemas. Every string a client sends starts from
 * `createTextSchema()`: PostgreSQL refuses NUL in text columns, and NUL and lone UTF-16 surrogates
 * in jsonb, and the driver silently turns a lone surrogate in a text column into U+FFFD. Such text
 * is a 400 naming the field, never a 500 or a quiet change. Lint keeps bare `z.string()` out of
 * request schemas (eslint.config.js).
 */
import { z } from 'zod';

// NOTE: in a `u` regex a valid surrogate pair (emoji, 𝒳) is one astral code point; only a lone
// surrogate is matched by \p{Cs}. https://www.postgresql.org/docs/current/datatype-json.html
const UNSTORABLE_CHARACTER = /[\0\p{Cs}]/u;

/** True when the text holds a NUL character or a lone surrogate (ill-formed UTF-16). */
export function hasUnstorableCharacter(value: string): boolean {
  return UNSTORABLE_CHARACTER.test(value);
}

/** Text from a file made storable: NUL removed, each lone surrogate replaced by U+FFFD. */
export function toStorableText(value: string): string {
  return value.replaceAll('\0', '').toWellFormed();
}

/** 'Full name must not contain …', or 'Must not contain …' for schemas whose messages name no field. */
export function getUnstorableTextMessage(label?: string): string {
  return `${label ? `${label} must` : 'Must'} not contain NUL characters or invalid Unicode`;
}

/**
 * A request string: `z.string({ error })` that refuses NUL characters and lone surrogates with
 * `getUnstorableTextMessage(label)`. Chain trims, lengths, regexes and `.pipe(z.email())` after it.
 */
export function createTextSchema({ label, error }: { label?: string; error?: string } = {}) {
  return z.string(error === undefined ? undefined : { error }).refine((value) => !hasUnstorableCharacter(value), {
    message: getUnstorableTextMessage(label),
  });
}

// Line breaks (CR, LF, NEL, the Unicode line and paragraph separators), tabs and the spaces around
// them become one space; other control characters (C0, DEL, C1) and the bidirectional overrides and
// isolates, which reorder how the rest of a line displays, are dropped.
const LINE_BREAKS = /\s*[\t\n\v\f\r\u0085\u2028\u2029]\s*/gu;
const INVISIBLE_CONTROLS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** The text on one line: line breaks and tabs as single spaces, other control characters removed. */
export function toSingleLineText(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(INVISIBLE_CONTROLS, '');
}

/**
 * A one-line request string (a name, a title, a place): `createTextSchema` whose value is made
 * single-line with `toSingleLineText` before the trims and lengths chained after it. Such text ends
 * up in headings, lists and e-mails, where a line break or control character could pass for the
 * app's own text.
 */
export function createSingleLineTextSchema(options: { label?: string; error?: string } = {}) {
  return createTextSchema(options).overwrite(toSingleLineText);
}

/**
 * A string the server answers with. Not checked: what is stored is already well formed, and a check
 * on computed text (an excerpt, a model's answer) could only turn into a 500.
 */
export const ZResponseTextSchema = z.string();
