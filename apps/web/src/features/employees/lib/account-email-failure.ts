import { ApiError } from '../../../lib/api-client';

/**
 * Why the account's address could not follow the employee's: the two refusals the user can act
 * on get their own text, anything else the server's message.
 */
export function accountEmailFailure(error: unknown, texts: { inUse: string; tenant: string }) {
  if (error instanceof ApiError && error.code === 'EMAIL_IN_USE') return texts.inUse;
  if (error instanceof ApiError && error.code === 'TENANT_MISMATCH') return texts.tenant;
  return error instanceof Error ? error.message : String(error);
}
