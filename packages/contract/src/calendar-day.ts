import { z } from 'zod';
import { filledIn } from './stored-value';

/**
 * The days a call accepts, per kind (docs/api-conventions.md#days). A restaurant's roster, time,
 * leave, contract and revenue days lie in this century; a date of birth or an employment start
 * may lie in the last one. A day outside its range is a typing error ('0026-11-30'), and far
 * outside it the server's date arithmetic would leave the calendar it can store, so it is a 400
 * naming the field before any rule sees it.
 */
export const DAY_RANGES = {
  history: { first: '1900-01-01', last: '2099-12-31' },
  working: { first: '2000-01-01', last: '2099-12-31' },
} as const;

export type DayKind = keyof typeof DAY_RANGES;

/**
 * Every day and date-time schema a call's input is built from, with the range it keeps: the
 * contract's test walks the calls with it and proves each field accepts its whole range and
 * refuses the rest.
 */
export const dayFields = z.registry<{ kind: DayKind; shape: 'day' | 'dateTime' }>();

export const DATE_MESSAGE = 'Ongeldige datum (jjjj-mm-dd).';

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

const RANGE_MESSAGES: Record<DayKind, string> = {
  history: 'Kies een datum tussen 1 januari 1900 en 31 december 2099.',
  working: 'Kies een datum tussen 1 januari 2000 en 31 december 2099.',
};

/** The message for a well-formed day outside the range of its kind. */
export function dayRangeMessage(kind: DayKind): string {
  return RANGE_MESSAGES[kind];
}

/** Does this 'yyyy-mm-dd' (or the day part of a date-time) lie within the range of `kind`? */
export function inDayRange(kind: DayKind, text: string): boolean {
  const day = text.slice(0, 10);
  const { first, last } = DAY_RANGES[kind];
  // Fixed-width ISO days compare as text in calendar order.
  return day >= first && day <= last;
}

/**
 * A calendar day 'yyyy-mm-dd' of this kind: `message` when it is not a real day (a form's own
 * text, or "Ongeldige datum"), the range message when it lies outside its kind's range.
 */
export function calendarDay(kind: DayKind, message: string = DATE_MESSAGE) {
  const day = z.iso
    .date({ error: message })
    // A text that is no day at all gets only its own message, not the range's too.
    .refine((value) => !DAY_SHAPE.test(value) || inDayRange(kind, value), dayRangeMessage(kind))
    .meta({
      description: `Een dag jjjj-mm-dd van ${DAY_RANGES[kind].first} tot en met ${DAY_RANGES[kind].last}.`,
    });
  dayFields.add(day, { kind, shape: 'day' });
  return day;
}

/**
 * A calendar day a form must fill in. Missing, null and '' give the field's own message; a text
 * that is no day, or one outside the kind's range, gives calendarDay's.
 */
export function requiredDay(kind: DayKind, message: string, invalid: string = DATE_MESSAGE) {
  return filledIn(
    z.union([calendarDay(kind, invalid), z.literal(''), z.null()], { error: message }).optional(),
    message,
  );
}

/** A calendar day a form or a query may leave empty: missing, null and '' are none (null). */
export function optionalDay(kind: DayKind, invalid: string = DATE_MESSAGE) {
  return z
    .union([calendarDay(kind, invalid), z.literal(''), z.null()], { error: invalid })
    .optional()
    .transform((value) => value || null);
}

/** A day in an answer: what was stored, so no range. */
export const dayOut = z.iso.date();
