import { ApiError } from '../../../lib/api-client';

/**
 * The specification's text for a failure, followed by the server's own Dutch explanation when
 * there is one ("…goedkeuringsstatus. Deze registratie heeft nog geen uitkloktijd…"), or the
client's when the server could not be reached.
 */
export function failureText(specText: string, error: unknown): string {
  return error instanceof ApiError && error.message !== specText
    ? `${specText} ${error.message}`
    : specText;
}
