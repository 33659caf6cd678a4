import { z } from 'zod';
import { dayOut, requiredDay } from './calendar-day';
import { defineCall } from './call';
import { requiredParagraph } from './fields';
import { id, idOut } from './ids';
import { instantOut } from './time';

/**
 * What HR enters of an employee's leave besides what Klokwerk computes
 * (docs/leave-and-hours-balance.md#the-balance): the opening balance, the pots of the years
 * before Klokwerk kept the employee's leave, and corrections with a reason. Both are whole
 * minutes; the leave balance replays them.
 */

export const LEAVE_KINDS = ['statutory', 'extra'] as const;
export type LeaveKindValue = (typeof LEAVE_KINDS)[number];

/** Years the balance can start in: Dutch holidays are computed from 2014. */
export const FIRST_OPENING_YEAR = 2014;
export const LAST_OPENING_YEAR = 2100;
/** Statutory leave lapses after half a year, extra-statutory after five: older pots are gone. */
export const OPENING_YEARS_BACK = 6;
/** About a year and a half of full-time hours: more is a typing error. */
const MAX_MINUTES = 3000 * 60;

export const LEAVE_ADJUSTMENT_MESSAGES = {
  year: `Vul het jaar in waarop het beginsaldo ingaat: van ${FIRST_OPENING_YEAR} tot en met ${LAST_OPENING_YEAR}.`,
  pots: 'Hoogstens 20 regels in het beginsaldo.',
  kind: 'Kies wettelijk of bovenwettelijk verlof.',
  accrualYear: `Het jaar van opbouw ligt voor het jaar van het beginsaldo, hoogstens ${OPENING_YEARS_BACK} jaar eerder.`,
  potTwice: 'Dit soort verlof van dit jaar staat al in het beginsaldo.',
  minutes: 'Vul een aantal uren in, in hele minuten, hoogstens 3000 uur.',
  correctionMinutes:
    'Vul het aantal uren van de correctie in: erbij (positief) of eraf (negatief), niet 0, hoogstens 3000 uur.',
  date: 'Vul de datum van de correctie in.',
  reason: 'Vul de reden van de correctie in.',
  beforeOpening:
    'De correctie ligt voor het jaar van het beginsaldo; dat saldo neemt de jaren ervoor al mee.',
  correctionsBeforeOpening:
    'Er zijn correcties van voor dit jaar. Kies een jaar waarin of waarna de eerste correctie valt.',
} as const;

const potMinutes = z
  .int(LEAVE_ADJUSTMENT_MESSAGES.minutes)
  .min(-MAX_MINUTES, LEAVE_ADJUSTMENT_MESSAGES.minutes)
  .max(MAX_MINUTES, LEAVE_ADJUSTMENT_MESSAGES.minutes);

const leaveKind = z.enum(LEAVE_KINDS, { error: LEAVE_ADJUSTMENT_MESSAGES.kind });

/**
 * PUT body of the opening balance: the year Klokwerk starts keeping the employee's leave, and
 * what was left of each kind and year of accrual at its first day (negative: leave taken in
 * advance). The year alone, without pots, says that nothing was carried over.
 */
export const leaveOpeningBody = z
  .object({
    year: z
      .int(LEAVE_ADJUSTMENT_MESSAGES.year)
      .min(FIRST_OPENING_YEAR, LEAVE_ADJUSTMENT_MESSAGES.year)
      .max(LAST_OPENING_YEAR, LEAVE_ADJUSTMENT_MESSAGES.year),
    pots: z
      .array(
        z.object({
          kind: leaveKind,
          accrualYear: z.int(LEAVE_ADJUSTMENT_MESSAGES.accrualYear),
          minutes: potMinutes,
        }),
        { error: LEAVE_ADJUSTMENT_MESSAGES.pots },
      )
      .max(20, LEAVE_ADJUSTMENT_MESSAGES.pots),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.pots.forEach((pot, index) => {
      const at = (message: string) =>
        ctx.addIssue({ code: 'custom', message, path: ['pots', index, 'accrualYear'] });
      if (pot.accrualYear >= body.year || pot.accrualYear < body.year - OPENING_YEARS_BACK) {
        at(LEAVE_ADJUSTMENT_MESSAGES.accrualYear);
      }
      const key = `${pot.kind}:${pot.accrualYear}`;
      if (seen.has(key)) at(LEAVE_ADJUSTMENT_MESSAGES.potTwice);
      seen.add(key);
    });
  });
export type LeaveOpeningInput = z.output<typeof leaveOpeningBody>;

/** POST body of a correction: a date, a kind, minutes added (+) or taken off (−), and why. */
export const leaveCorrectionBody = z.object({
  date: requiredDay('working', LEAVE_ADJUSTMENT_MESSAGES.date),
  kind: leaveKind,
  minutes: z
    .int(LEAVE_ADJUSTMENT_MESSAGES.correctionMinutes)
    .min(-MAX_MINUTES, LEAVE_ADJUSTMENT_MESSAGES.correctionMinutes)
    .max(MAX_MINUTES, LEAVE_ADJUSTMENT_MESSAGES.correctionMinutes)
    .refine((minutes) => minutes !== 0, LEAVE_ADJUSTMENT_MESSAGES.correctionMinutes),
  reason: requiredParagraph(LEAVE_ADJUSTMENT_MESSAGES.reason, 500),
});
export type LeaveCorrectionInput = z.output<typeof leaveCorrectionBody>;

export const leaveOpeningItem = z.object({
  year: z.int(),
  pots: z.array(z.object({ kind: z.enum(LEAVE_KINDS), accrualYear: z.int(), minutes: z.int() })),
  updatedAt: instantOut,
  /** Who entered it, by user name; null when the account is gone. */
  updatedBy: z.string().nullable(),
});

export const leaveCorrectionItem = z.object({
  correctionId: idOut,
  date: dayOut,
  kind: z.enum(LEAVE_KINDS),
  minutes: z.int(),
  reason: z.string(),
  createdAt: instantOut,
  createdBy: z.string().nullable(),
});
export type LeaveCorrectionItem = z.infer<typeof leaveCorrectionItem>;

/** An employee's opening balance (null when none is entered) and corrections, by date. */
export const leaveAdjustments = z.object({
  employeeId: idOut,
  opening: leaveOpeningItem.nullable(),
  corrections: z.array(leaveCorrectionItem),
});
export type LeaveAdjustments = z.infer<typeof leaveAdjustments>;

const employeeParams = z.object({ employeeId: id });

/** GET /api/employees/{employeeId}/leave-adjustments. */
export const leaveAdjustmentsCall = defineCall({
  method: 'GET',
  path: '/employees/:employeeId/leave-adjustments',
  summary: 'Beginsaldo en correcties van het verlof van een medewerker',
  tags: ['verlof'],
  params: employeeParams,
  status: 200,
  response: leaveAdjustments,
  errors: [400, 401, 403, 404],
});

/**
 * PUT /api/employees/{employeeId}/leave-adjustments/opening: enters or replaces it; audited.
 * A 409 while a month of its year (or of the year it replaces) is closed: a correction dated
 * in an open month puts it right instead (docs/calculations.md#month-closing).
 */
export const saveLeaveOpeningCall = defineCall({
  method: 'PUT',
  path: '/employees/:employeeId/leave-adjustments/opening',
  summary: 'Beginsaldo verlof vastleggen',
  tags: ['verlof'],
  params: employeeParams,
  body: leaveOpeningBody,
  status: 200,
  response: leaveAdjustments,
  errors: [400, 401, 403, 404, 409],
});

/**
 * POST /api/employees/{employeeId}/leave-adjustments/corrections: adds a correction; audited.
 * A correction is never changed or removed: a mistake is undone by a correction the other way,
 * with its own reason, so the trail shows both. One dated in a closed month is a 409.
 */
export const createLeaveCorrectionCall = defineCall({
  method: 'POST',
  path: '/employees/:employeeId/leave-adjustments/corrections',
  summary: 'Verlofcorrectie toevoegen',
  tags: ['verlof'],
  params: employeeParams,
  body: leaveCorrectionBody,
  idempotent: true,
  status: 201,
  response: leaveAdjustments,
  errors: [400, 401, 403, 404, 409],
});
