import { AppError } from '../../http/errors';
import { instantOf } from '../../http/instants';

export interface Period {
  /** Inclusive; null for no lower bound. */
  from: Date | null;
  /** Exclusive; null for no upper bound. */
  to: Date | null;
}

/**
 * `?startDate&endDate` as instants (docs/calculations.md#time-and-time-zones: without an offset the company's wall clock):
 * the half-open period [startDate, endDate), so that one month's end is the next one's start.
 */
export function periodOf(
  query: { startDate: string | null; endDate: string | null },
  timeZone: string,
): Period {
  const from = query.startDate === null ? null : instantOf(query.startDate, timeZone, 'startDate');
  const to = query.endDate === null ? null : instantOf(query.endDate, timeZone, 'endDate');
  if (from && to && to <= from) {
    throw new AppError(
      'VALIDATION',
      'Het einde van de periode (endDate) moet na het begin (startDate) liggen.',
      'endDate',
    );
  }
  return { from, to };
}
