import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';

/** The Dutch text of a failed call; anything else (a bug) gets the client's generic text. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}
