import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * The failures the pages name themselves (docs/screens.md#employee-registration, "User registration" and "Forgot
 * password"). Our server never sends EMAIL_NOT_FOUND or INVALID_EMAIL (the forgot-password call
 * answers every address alike, decision 014), nor are they among the contract's codes; the
 * specification's page handles them, so this one does too.
 */
const NAMED_CODES = [
  'EMAIL_IN_USE',
  'USERNAME_IN_USE',
  'FAILED_TO_REGISTER_USER',
  'EMAIL_NOT_FOUND',
  'INVALID_EMAIL',
] as const;

/** The specification's message for a failure no code names: each page has its own. */
export type FallbackFailure = 'unknown' | 'sendResetLink' | 'resetPassword';

/** The link is unknown, expired, used or of another tenant: the "Ongeldige of Verlopen Link" page. */
export function isLinkGone(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

/**
 * The form field a refused submit is about, when the person can fix it there (a taken user
 * name or phone number, a date in the future); null for everything the banner says.
 */
export function fieldOfFailure(error: unknown, fields: readonly string[]): string | null {
  if (!(error instanceof ApiError) || error.field === undefined) return null;
  if (error.code === 'EMAIL_IN_USE') return null;
  return fields.includes(error.field) ? error.field : null;
}

/**
 * The banner's text: the specification's message per code, else the page's own fallback
 * ("Onbekende fout opgetreden.", "Fout bij het verzenden van de reset link.", …).
 */
export function failureText(
  error: unknown,
  t: TFunction<'registration'>,
  fallback: FallbackFailure = 'unknown',
): string {
  if (!(error instanceof ApiError)) return t(`errors.${fallback}`);
  const code: string = error.code;
  const named = NAMED_CODES.find((known) => known === code);
  if (named) return t(`errors.${named}`);
  if (error.status === 0) return t('errors.unreachable');
  if (error.status === 429) return t('errors.tooManyRequests');
  return t(`errors.${fallback}`);
}
