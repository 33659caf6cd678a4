import {
  type ContractHours,
  type ContractPeriod,
  checkedContractPeriods,
  MONDAY_TO_FRIDAY,
} from '@klokwerk/domain/contract-periods';
import { z } from 'zod';
import { dayOut, optionalDay, requiredDay } from './calendar-day';
import { defineCall } from './call';
import { id, idOut } from './ids';

/**
 * An employee's contract over time (docs/leave-and-hours-balance.md#contracts): periods with
 * their hours a week and working days, which the leave, sickness, hours-balance and surcharge
 * rules read. Hours travel as whole minutes, the rules' unit; the form shows hours.
 */

export const CONTRACT_KINDS = ['fixed', 'zeroHours', 'minMax'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** A week has 168 hours: no contract agrees more. */
const WEEK_MINUTES = 7 * 24 * 60;

export const CONTRACT_MESSAGES = {
  from: 'Vul de begindatum van de contractperiode in.',
  toBeforeFrom: 'De einddatum ligt voor de begindatum.',
  kind: 'Kies het soort contract: vaste uren, nulurencontract of min-maxcontract.',
  minutesPerWeek: 'Vul de uren per week in: van 0 tot 168 uur, in hele minuten.',
  minMinutesPerWeek: 'Vul het minimum aantal uren per week in: van 0 tot 168 uur, in hele minuten.',
  maxMinutesPerWeek: 'Vul het maximum aantal uren per week in: van 0 tot 168 uur, in hele minuten.',
  maxBelowMin: 'Het maximum aantal uren ligt onder het minimum.',
  notForKind: 'Dit veld hoort niet bij dit soort contract; laat het leeg.',
  workingWeekdays:
    'Kies de werkdagen: minstens één dag van maandag tot en met zondag, elke dag één keer.',
  beforeEmployment: 'De contractperiode begint voor de datum van indiensttreding.',
  overlap:
    'Deze periode overlapt met een andere contractperiode van deze medewerker. Pas de data aan of beëindig eerst de andere periode.',
} as const;

/** Whole minutes a week, 0 to 168 hours. */
function weekMinutes(message: string) {
  return z.int(message).min(0, message).max(WEEK_MINUTES, message);
}

/** ISO weekdays, 1 = Monday … 7 = Sunday, each once. */
const workingWeekdays = z
  .array(z.int(CONTRACT_MESSAGES.workingWeekdays), { error: CONTRACT_MESSAGES.workingWeekdays })
  .min(1, CONTRACT_MESSAGES.workingWeekdays)
  .max(7, CONTRACT_MESSAGES.workingWeekdays)
  .refine(
    (days) => new Set(days).size === days.length && days.every((d) => d >= 1 && d <= 7),
    CONTRACT_MESSAGES.workingWeekdays,
  )
  .transform((days) => [...days].sort((a, b) => a - b));

type HourFields = {
  kind: ContractKind;
  minutesPerWeek?: number | null | undefined;
  minMinutesPerWeek?: number | null | undefined;
  maxMinutesPerWeek?: number | null | undefined;
};

/** The fields each kind needs; the others must be left empty. */
const FIELDS_OF_KIND: Record<ContractKind, readonly (keyof Omit<HourFields, 'kind'>)[]> = {
  fixed: ['minutesPerWeek'],
  zeroHours: [],
  minMax: ['minMinutesPerWeek', 'maxMinutesPerWeek'],
};

const HOUR_FIELDS = ['minutesPerWeek', 'minMinutesPerWeek', 'maxMinutesPerWeek'] as const;

/** The hours of a kind's fields, as the domain reads them; checked by the schema first. */
export function contractHoursOf(fields: HourFields): ContractHours {
  switch (fields.kind) {
    case 'fixed':
      return { kind: 'fixed', minutesPerWeek: fields.minutesPerWeek ?? 0 };
    case 'zeroHours':
      return { kind: 'zeroHours' };
    case 'minMax':
      return {
        kind: 'minMax',
        minMinutesPerWeek: fields.minMinutesPerWeek ?? 0,
        maxMinutesPerWeek: fields.maxMinutesPerWeek ?? 0,
      };
  }
}

/**
 * POST and PUT body of a contract period: from (required), to (empty while it runs), the kind
 * with its minutes, and the working days (Monday to Friday when left out). Its output is the
 * domain's ContractPeriod, checked by `checkedContractPeriods` as the rules will read it.
 */
export const contractPeriodBody = z
  .object({
    from: requiredDay('working', CONTRACT_MESSAGES.from),
    to: optionalDay('working'),
    kind: z.enum(CONTRACT_KINDS, { error: CONTRACT_MESSAGES.kind }),
    minutesPerWeek: weekMinutes(CONTRACT_MESSAGES.minutesPerWeek).nullish(),
    minMinutesPerWeek: weekMinutes(CONTRACT_MESSAGES.minMinutesPerWeek).nullish(),
    maxMinutesPerWeek: weekMinutes(CONTRACT_MESSAGES.maxMinutesPerWeek).nullish(),
    workingWeekdays: workingWeekdays.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.to !== null && body.to < body.from) {
      ctx.addIssue({ code: 'custom', message: CONTRACT_MESSAGES.toBeforeFrom, path: ['to'] });
    }
    // Refinements also run after a field failed; a kind that failed names no fields.
    const needed: readonly string[] = FIELDS_OF_KIND[body.kind] ?? [];
    for (const field of HOUR_FIELDS) {
      const given = body[field] !== null && body[field] !== undefined;
      if (needed.includes(field) && !given) {
        ctx.addIssue({ code: 'custom', message: CONTRACT_MESSAGES[field], path: [field] });
      } else if (!needed.includes(field) && given) {
        ctx.addIssue({ code: 'custom', message: CONTRACT_MESSAGES.notForKind, path: [field] });
      }
    }
    const { minMinutesPerWeek: min, maxMinutesPerWeek: max } = body;
    if (body.kind === 'minMax' && typeof min === 'number' && typeof max === 'number' && max < min) {
      ctx.addIssue({
        code: 'custom',
        message: CONTRACT_MESSAGES.maxBelowMin,
        path: ['maxMinutesPerWeek'],
      });
    }
  })
  .transform((body, ctx): ContractPeriod => {
    const period: ContractPeriod = {
      from: body.from,
      to: body.to,
      hours: contractHoursOf(body),
      workingWeekdays: body.workingWeekdays ?? [...MONDAY_TO_FRIDAY],
    };
    // The rules' own check has the last word: what passes here never trips them later.
    try {
      checkedContractPeriods([period]);
    } catch {
      ctx.issues.push({
        code: 'custom',
        message: CONTRACT_MESSAGES.kind,
        input: body,
        path: ['kind'],
      });
      return z.NEVER;
    }
    return period;
  });
export type ContractPeriodInput = z.input<typeof contractPeriodBody>;

/** One period as the server answers it: the body's fields, unused minutes null. */
export const contractPeriodItem = z.object({
  contractId: idOut,
  from: dayOut,
  to: dayOut.nullable(),
  kind: z.enum(CONTRACT_KINDS),
  minutesPerWeek: z.int().nullable(),
  minMinutesPerWeek: z.int().nullable(),
  maxMinutesPerWeek: z.int().nullable(),
  workingWeekdays: z.array(z.int()),
});
export type ContractPeriodItem = z.infer<typeof contractPeriodItem>;

/**
 * An employee's periods in date order, and the hours per week the employee list shows (the
 * period in force today; docs/decisions/028-contracts-and-leave-settings.md).
 */
export const employeeContracts = z.object({
  employeeId: idOut,
  hoursPerWeek: z.number().nullable(),
  periods: z.array(contractPeriodItem),
});
export type EmployeeContracts = z.infer<typeof employeeContracts>;

const employeeParams = z.object({ employeeId: id });
const periodParams = z.object({ employeeId: id, contractId: id });

/** GET /api/employees/{employeeId}/contracts. */
export const contractsOfEmployeeCall = defineCall({
  method: 'GET',
  path: '/employees/:employeeId/contracts',
  summary: 'Contractperioden van een medewerker',
  tags: ['medewerkers'],
  params: employeeParams,
  status: 200,
  response: employeeContracts,
  errors: [400, 401, 403, 404],
});

/**
 * POST /api/employees/{employeeId}/contracts: a new period. One that starts within the period
 * that still runs ends that one the day before (a change of hours from a date); any other
 * overlap is a 409. Answers every period.
 */
export const createContractPeriodCall = defineCall({
  method: 'POST',
  path: '/employees/:employeeId/contracts',
  summary: 'Contractperiode toevoegen',
  tags: ['medewerkers'],
  params: employeeParams,
  body: contractPeriodBody,
  idempotent: true,
  status: 201,
  response: employeeContracts,
  errors: [400, 401, 403, 404, 409],
});

/** PUT /api/employees/{employeeId}/contracts/{contractId}: changes one period. */
export const updateContractPeriodCall = defineCall({
  method: 'PUT',
  path: '/employees/:employeeId/contracts/:contractId',
  summary: 'Contractperiode wijzigen',
  tags: ['medewerkers'],
  params: periodParams,
  body: contractPeriodBody,
  status: 200,
  response: employeeContracts,
  errors: [400, 401, 403, 404, 409],
});

/** DELETE /api/employees/{employeeId}/contracts/{contractId}: removes one period. */
export const deleteContractPeriodCall = defineCall({
  method: 'DELETE',
  path: '/employees/:employeeId/contracts/:contractId',
  summary: 'Contractperiode verwijderen',
  tags: ['medewerkers'],
  params: periodParams,
  status: 200,
  response: employeeContracts,
  errors: [400, 401, 403, 404, 409],
});
