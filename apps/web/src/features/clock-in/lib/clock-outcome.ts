import type { ClockAnswer } from '@klokwerk/contract/time';
import { formatTime } from '@klokwerk/domain/format';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import type { QueuedTap } from './tap-queue';

/**
 * What the kiosk shows after a tap: the headline in large type and a line under it. `id` is
 * new for every outcome, so the same text twice restarts its timer.
 */
export interface ClockOutcome {
  id: number;
  kind: 'clockIn' | 'clockOut' | 'alreadyClockedIn' | 'stored' | 'error';
  headline: string;
  detail: string | null;
}

export interface OutcomeTexts {
  /** 'Verzoek succesvol verzonden'. */
  sent: string;
  /** 'Fout tijdens het verzenden van het verzoek.' (docs/screens.md#kiosk). */
  failed: string;
}

/** The server's own sentence ("Sanne is ingeklokt om 09:02."), and the spec's success text. */
export function successOutcome(id: number, answer: ClockAnswer, texts: OutcomeTexts): ClockOutcome {
  return { id, kind: answer.action, headline: answer.message, detail: texts.sent };
}

/** The spec's failure text, then why: the unknown number, the rate limit, no connection. */
export function failureOutcome(id: number, error: unknown, texts: OutcomeTexts): ClockOutcome {
  return { id, kind: 'error', headline: texts.failed, detail: reasonOf(error) };
}

function reasonOf(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/** The time of a tap on the company's clock, as its registration will show it. */
export function tapTime(tap: QueuedTap, timeZone: string): string {
  return formatTime(new Date(tap.tappedAt), timeZone);
}

/**
 * A tap kept on the tablet: it is not lost, and its moment is the one that counts.
 * `stored` is "Opgeslagen — wordt verzonden zodra er weer verbinding is", `storedAt` names the
 * time.
 */
export function storedOutcome(
  id: number,
  texts: { stored: string; storedAt: string },
): ClockOutcome {
  return { id, kind: 'stored', headline: texts.stored, detail: texts.storedAt };
}

/**
 * A waiting tap the server refused for good once it arrived (an unknown number): the staff
 * see which one, and why, since the person who tapped may have gone.
 */
export function rejectedOutcome(id: number, headline: string, error: unknown): ClockOutcome {
  return { id, kind: 'error', headline, detail: reasonOf(error) };
}
