import { useCallback, useState } from 'react';
import { failureText } from './notice';

export interface Failure {
  /** The screen's prefix, e.g. "Fout bij het ophalen van gegevens:". */
  prefix: string;
  error: unknown;
  /** When the query failed (TanStack's errorUpdatedAt). */
  at: number;
}

/**
 * A failed fetch as a banner (docs/screens.md#organisation): shown until it is closed or its 5 seconds are
 * up; a later failure shows again. `dismiss` keeps its identity per failure, so the banner's
 * timer is not restarted by every render.
 */
export function useLoadFailure(failure: Failure | null) {
  const [dismissedAt, setDismissedAt] = useState(0);
  const at = failure?.at ?? 0;
  const dismiss = useCallback(() => setDismissedAt(at), [at]);
  const text =
    failure && failure.at > dismissedAt ? failureText(failure.prefix, failure.error) : null;
  return { text, dismiss };
}
