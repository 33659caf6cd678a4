/**
 * The screen's prefix (docs/screens.md#organisation, "Fout bij het aanmaken van categorie:") followed by the
 * server's Dutch message, or the technical message of anything else that went wrong.
 */
export function failureText(prefix: string, error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `${prefix} ${detail}`;
}
