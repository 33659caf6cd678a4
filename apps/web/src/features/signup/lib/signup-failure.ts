import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

export type SignupFailure =
  /** At a field: a taken or reserved company name (409), a rule the server checked (400). */
  { field: string; message: string } | { banner: string; tooManyRequests?: boolean };

/** Where a refused sign-up is said: at the field it is about, else in the banner. */
export function signupFailure(
  error: unknown,
  fields: readonly string[],
  t: TFunction<'signup'>,
): SignupFailure {
  if (!(error instanceof ApiError)) return { banner: t('errors.failed') };
  if (error.field && fields.includes(error.field)) {
    return { field: error.field, message: error.message };
  }
  if (error.status === 429) return { banner: t('errors.tooManyRequests'), tooManyRequests: true };
  // No answer at all: the client's own Dutch text says to check the connection.
  if (error.status === 0) return { banner: error.message };
  return { banner: t('errors.failed') };
}
