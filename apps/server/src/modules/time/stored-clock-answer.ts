import { CLOCK_ACTIONS } from '@klokwerk/contract/time';
import { z } from 'zod';

/**
 * A kiosk's answer as it was kept with its idempotency key (docs/offline-kiosk.md) and answered
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

/**
 * A kept answer of any version as the kiosk call answers today, for the API guard to read with
 * the call's answer schema (the route's `idempotency.upgradeKept`). One that matches no stored
 * version is handed on as it is, and the answer schema then refuses it as unreadable.
 */
export function upgradedClockAnswer(json: unknown): unknown {
  const parsed = storedV1.safeParse(json);
  if (!parsed.success) return json;
  const { version: _version, ...answer } = parsed.data;
  return answer;
}
