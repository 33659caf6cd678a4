import { CLOCK_ACTIONS, type ClockAnswer } from '@klokwerk/contract/time';
import { z } from 'zod';

/**
 * A kiosk's answer as it is kept with its idempotency key (docs/offline-kiosk.md) and answered
 * again to a resent tap, possibly after a deploy that changed the answer's shape. Its own
 * schema, not the contract's: the contract describes what is sent today, this what was stored.
 *
 * Version 1 is the answer as the kiosk call sent it in November 2026. Rows written before the
 * version was stored have no `version` and the same fields; `needsReview` came later still and
 * is false when absent.
 */
const storedV1 = z.object({
  version: z.literal(1).optional(),
  message: z.string(),
  action: z.enum(CLOCK_ACTIONS),
  firstName: z.string(),
  time: z.string(),
  at: z.iso.datetime(),
  workedMinutes: z.int().nullable(),
  needsReview: z.boolean().default(false),
  reviewNote: z.string().nullable().default(null),
});

/** The answer as it is kept now. */
export function storedClockAnswer(answer: ClockAnswer): Record<string, unknown> {
  return { version: 1, ...answer };
}

/** A kept answer of any version as the kiosk call answers it today; never a cast. */
export function readClockAnswer(json: unknown): ClockAnswer {
  const parsed = storedV1.safeParse(json);
  if (!parsed.success) {
    throw new Error(`a kept kiosk answer matches no stored version: ${parsed.error.message}`);
  }
  const { version: _version, ...answer } = parsed.data;
  return answer;
}
