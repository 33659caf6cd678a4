import type { LocalDate } from '@klokwerk/domain/local-date';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';

/** The reason a save failed as a person can read it: the server's Dutch message, or ours. */
export function reasonOf(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/**
 * The dates whose save failed, with why, in the order they were chosen. `overlap` says the
 * date already had an entry at those times: the server's reason is then a question.
 */
export function failedDates(
  dates: readonly LocalDate[],
  results: ReadonlyArray<PromiseSettledResult<unknown>>,
): Array<{ date: LocalDate; reason: string; overlap: boolean }> {
  return dates.flatMap((date, i) => {
    const result = results[i];
    if (result?.status !== 'rejected') return [];
    const overlap =
      result.reason instanceof ApiError && result.reason.code === 'AVAILABILITY_OVERLAP';
    return [{ date, reason: reasonOf(result.reason), overlap }];
  });
}
