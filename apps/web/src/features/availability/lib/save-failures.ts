import type { LocalDate } from '@klokwerk/domain/local-date';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';

/** The reason a save failed as a person can read it: the server's Dutch message, or ours. */
export function reasonOf(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/** The dates whose save failed, with why, in the order they were chosen. */
export function failedDates(
  dates: readonly LocalDate[],
  results: ReadonlyArray<PromiseSettledResult<unknown>>,
): Array<{ date: LocalDate; reason: string }> {
  return dates.flatMap((date, i) => {
    const result = results[i];
    return result?.status === 'rejected' ? [{ date, reason: reasonOf(result.reason) }] : [];
  });
}
