import { z } from 'zod';
import { dayFields, inDayRange } from './calendar-day';
import { speakDutchInZodErrors } from './dutch-errors';
import { ID_PATTERN, id } from './ids';
import { filledIn } from './stored-value';

// Every schema of the contract is built on these fields: whoever loads them, the server or a
// form in the browser, hears zod's own checks in Dutch words.
speakDutchInZodErrors();

/** A form's fields as its text inputs hold them, before the schema reads them. */
export type TextFields<T> = Record<keyof T, string>;

import { line, paragraph } from './text';

const TOO_LONG = (max: number) => `mag hoogstens ${max} tekens lang zijn`;

/**
 * A text a form must fill in. Missing, null, empty and only spaces all give the
 * specification's message for that field (a form sends '' for an empty input, another client
 * may leave the key out); the value comes out trimmed.
 */
export function requiredLine(message: string, max: number) {
  return filledIn(line().trim().max(max, TOO_LONG(max)).nullish(), message);
}

/** A text of several lines a form must fill in (a reason, a message), like requiredLine. */
export function requiredParagraph(message: string, max: number) {
  return filledIn(paragraph().trim().max(max, TOO_LONG(max)).nullish(), message);
}

/** A text a form may leave empty: missing, null, empty and only spaces are stored as null. */
export function optionalLine(max: number) {
  return line()
    .trim()
    .max(max, TOO_LONG(max))
    .nullish()
    .transform((value) => value || null);
}

/** An e-mail address a form must fill in; `requiredMessage` when it is missing. */
export function requiredEmail(requiredMessage: string) {
  return requiredLine(requiredMessage, 254).refine(
    (value) => z.regexes.email.test(value),
    'Ongeldig e-mailadres',
  );
}

/**
 * An id a form chooses from a list (a company, a category): a number or a numeric string like
 * every id (docs/data-model.md#keys-tenant_id-in-every-key). Nothing chosen (missing, null, '') gives the specification's message,
 * so the form that validates with this schema shows the same text as the server.
 */
export function chosenId(message: string) {
  return (
    z
      .union([z.number(), line()], { error: message })
      // Only spaces is nothing chosen too; ' 1' is no id (a number conversion would read 1).
      .refine((value) => typeof value !== 'string' || value.trim() !== '', message)
      .pipe(id)
      .meta({ description: `Verplicht; leeg of ontbrekend geeft "${message}".` })
  );
}

const WHOLE_NUMBER = /^-?[0-9]{1,15}$/;

/**
 * The patterns of the strings that stand for numbers (ids, whole numbers): digits only, so no
 * control character gets through them either. For the test that walks every call.
 */
export const NUMERIC_PATTERNS: readonly string[] = [ID_PATTERN.source, WHOLE_NUMBER.source];

/**
 * A whole number from a query string or a form, within bounds: a JSON integer or a text of
 * decimal digits. Anything else, a boolean or an array included, gives `message`.
 */
export function wholeNumber(message: string, min: number, max: number) {
  return z
    .union([z.int(message), z.string().regex(WHOLE_NUMBER, message).transform(Number)], {
      error: message,
    })
    .pipe(z.number().min(min, message).max(max, message));
}

/** yyyy-MM-ddTHH:mm[:ss[.sss]] with an optional offset ('Z', '+01:00'). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/;

export const DATE_TIME_MESSAGE = 'Ongeldige datum en tijd (jjjj-mm-ddTuu:mm).';

/** A date-time's day lies in the working range of docs/api-conventions.md#days. */
export const DATE_TIME_RANGE_MESSAGE =
  'Kies een datum en tijd tussen 1 januari 2000 en 31 december 2099.';

/**
 * A date-time a form must fill in (docs/calculations.md#time-and-time-zones): with an offset it is that instant, without one
 * it is the wall-clock time of the company's zone, which only the server knows; the server
 * reads it with parseInstant (packages/domain) and refuses a time that does not exist.
 */
export function requiredDateTime(message: string) {
  const dateTime = requiredLine(message, 40)
    .refine((value) => DATE_TIME.test(value), DATE_TIME_MESSAGE)
    // A text that is no date-time gets only the message above, not the range's too.
    .refine(
      (value) => !DATE_TIME.test(value) || inDayRange('working', value),
      DATE_TIME_RANGE_MESSAGE,
    );
  dayFields.add(dateTime, { kind: 'working', shape: 'dateTime' });
  return dateTime;
}
