import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** What failed, each with its banner of docs/screens.md#corrections. */
export type FailureKind = 'own' | 'company' | 'submit' | 'approve' | 'reject' | 'updateTime';

/**
 * A banner's text: what failed, then the server's own words (a proxy's page or a bug has
 * none). A refused token is the authentication banner: the user must sign in again.
 */
export function failureText(kind: FailureKind, error: unknown, t: TFunction<'corrections'>) {
  if (error instanceof ApiError && error.status === 401) return t('errors.auth');
  const what = t(`errors.${kind}`);
  return error instanceof ApiError && error.code !== 'UNKNOWN' ? `${what} ${error.message}` : what;
}
