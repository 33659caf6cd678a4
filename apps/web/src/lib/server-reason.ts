import { ApiError } from './api-client';

/**
 * The screen's text for a step that failed, followed by the server's own Dutch reason when it
 * gave one ("Claimen mislukt. Deze dienst is al vol."); the text alone for anything else.
 */
export function withServerReason(text: string, error: unknown): string {
  return error instanceof ApiError ? `${text} ${error.message}` : text;
}
