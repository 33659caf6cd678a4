import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import type { ClockResult } from '../api/clock';

/**
 * What the kiosk shows after a tap: the headline in large type and a line under it. `id` is
 * new for every outcome, so the same text twice restarts its timer.
 */
export interface ClockOutcome {
  id: number;
  kind: 'clockIn' | 'clockOut' | 'alreadyClockedIn' | 'error';
  headline: string;
  detail: string | null;
}

export interface OutcomeTexts {
  /** 'Verzoek succesvol verzonden' (spec part 1 §7). */
  sent: string;
  /** 'Fout tijdens het verzenden van het verzoek.' (spec part 1 §8). */
  failed: string;
}

/** The server's own sentence ("Sanne is ingeklokt om 09:02."), and the spec's success text. */
export function successOutcome(id: number, answer: ClockResult, texts: OutcomeTexts): ClockOutcome {
  return { id, kind: answer.action, headline: answer.message, detail: texts.sent };
}

/** The spec's failure text, then why: the unknown number, the rate limit, no connection. */
export function failureOutcome(id: number, error: unknown, texts: OutcomeTexts): ClockOutcome {
  const reason = error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
  return { id, kind: 'error', headline: texts.failed, detail: reason };
}
