import { AppError } from './errors';
import { instantOf } from './instants';

/** A half-open period [from, to), so that one month's end is the next one's start. */
export interface Period {
  /** Inclusive; null for no lower bound. */
  from: Date | null;
  /** Exclusive; null for no upper bound. */
  to: Date | null;
}

/** The names of a period's two query parameters, and the refusal when the end is not after the start. */
export interface PeriodParams<Start extends string, End extends string> {
  start: Start;
  end: End;
  endNotAfterStart: string;
}

/** `?startDate&endDate`: the registrations' and the corrections' lists. */
export const START_DATE_END_DATE: PeriodParams<'startDate', 'endDate'> = {
  start: 'startDate',
  end: 'endDate',
  endNotAfterStart: 'Het einde van de periode (endDate) moet na het begin (startDate) liggen.',
};

/**
 * The one reader of a period in a query string: each bound an instant, with an offset as given,
 * without one on the company's clock (instantOf); an end not after the start is a 400 naming the
 * end's parameter. A missing bound stays null (no bound), unless both are required by the call's
 * schema, which the first overload types.
 */
export function periodOf<S extends string, E extends string>(
  query: Readonly<Record<S | E, string>>,
  params: PeriodParams<S, E>,
  timeZone: string,
): { from: Date; to: Date };
export function periodOf<S extends string, E extends string>(
  query: Readonly<Record<S | E, string | null>>,
  params: PeriodParams<S, E>,
  timeZone: string,
): Period;
export function periodOf<S extends string, E extends string>(
  query: Readonly<Record<S | E, string | null>>,
  params: PeriodParams<S, E>,
  timeZone: string,
): Period {
  const start = query[params.start];
  const end = query[params.end];
  const from = start === null ? null : instantOf(start, timeZone, params.start);
  const to = end === null ? null : instantOf(end, timeZone, params.end);
  if (from && to && to <= from) {
    throw new AppError('VALIDATION', params.endNotAfterStart, params.end);
  }
  return { from, to };
}
