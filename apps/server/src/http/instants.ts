import { DATE_TIME_MESSAGE } from '@klokwerk/contract/fields';
import { parseInstant } from '@klokwerk/domain/parse-instant';
import { AppError } from './errors';

export const NONEXISTENT_TIME_MESSAGE =
  'Deze tijd bestaat niet: die nacht gaat de klok een uur vooruit. Kies een tijd voor 02:00 of vanaf 03:00.';

/**
 * A date-time of a request as an instant (docs/calculations.md#time-and-time-zones): with an offset as given, without one in
 * the company's zone. A time that does not exist there (the spring-forward hour) is a 400
 * naming the field, never a silently shifted shift.
 */
export function instantOf(text: string, timeZone: string, field: string): Date {
  const parsed = parseInstant(text, timeZone);
  if (parsed.ok) return parsed.instant;
  throw new AppError(
    'VALIDATION',
    parsed.reason === 'nonexistent' ? NONEXISTENT_TIME_MESSAGE : DATE_TIME_MESSAGE,
    field,
  );
}
