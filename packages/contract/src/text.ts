import { z } from 'zod';

/**
 * Every string the API accepts goes through one of these two rules (docs/api-conventions.md). A NUL or
 * another control character is invisible on screen, breaks CSV exports and is refused by
 * PostgreSQL in a text column (which used to surface as a 500); here it is a 400 naming the field.
 * A lone UTF-16 surrogate ("\ud800" in JSON) is no character at all: PostgreSQL refuses it in a
 * jsonb value and turns it into U+FFFD in a text column, so it is refused here the same way.
 */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\p{Cs}]*$/u;
/** Tab and line breaks are allowed where a person writes paragraphs (a reason, a message). */
const NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

export const CONTROL_CHARACTER_MESSAGE = 'mag geen onzichtbare stuurtekens bevatten';

/** The patterns above as they appear in the JSON Schema, for the test that walks every call. */
export const TEXT_PATTERNS: readonly string[] = [
  NO_CONTROL_CHARACTERS.source,
  NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS.source,
];

/** A one-line text field: a name, a user name, an e-mail address, a password. */
export function line() {
  return z.string().regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE);
}

/** A text field that may hold several lines. */
export function paragraph() {
  return z.string().regex(NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS, CONTROL_CHARACTER_MESSAGE);
}
