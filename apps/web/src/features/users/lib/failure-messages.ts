import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { translateEmployeeLimit } from './employee-limit-message';

/** An answer with the server's own words (not a proxy's page or a bug without a message). */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code !== 'UNKNOWN' ? error.message : null;
}

/** Registratielink Genereren (docs/screens.md#registration-links): the server's message, else "Onbekende fout". */
export function invitationFailure(error: unknown, t: TFunction<'users'>): string {
  const message = serverMessage(error);
  return message === null ? t('form.unknownError') : translateEmployeeLimit(message);
}

/** Rol Opslaan (docs/screens.md#registration-links): the server's reason (a higher rank, the last owner), else its own. */
export function roleFailure(error: unknown, t: TFunction<'users'>): string {
  return serverMessage(error) ?? t('dialog.roleFailed');
}

/**
 * Wachtwoord Resetten ("Manager password reset" in docs/screens.md#registration-links), by status. A 400 of the
 * request's own checks (no e-mail address) keeps the server's words; an unreachable server
 * says so rather than blaming the mail.
 */
export function resetFailure(error: unknown, t: TFunction<'users'>): string {
  if (!(error instanceof ApiError)) return t('dialog.reset.failed');
  if (error.status === 0) return error.message;
  if (error.status === 404) return t('dialog.reset.notFound');
  if (error.status === 400) {
    return error.code === 'VALIDATION' ? error.message : t('dialog.reset.badTenant');
  }
  if (error.status === 500) return t('dialog.reset.mailFailed');
  return t('dialog.reset.failed');
}
