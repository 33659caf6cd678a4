import { z } from 'zod';
import { calendarDay } from './calendar-day';
import { defineCall } from './call';
import { chosenId } from './fields';
import { id, idOut } from './ids';
import { line } from './text';

/** The form's texts (docs/roster-proposal.md#how-the-product-feeds-the-model); the server answers the same. */
export const STAFFING_MESSAGES = {
  weekday: 'Kies een dag van de week.',
  time: 'Vul een tijd in als uu:mm.',
  sameTimes: 'Begin- en eindtijd mogen niet gelijk zijn.',
  jobTitle: 'Kies een functie.',
  unknownJobTitle: 'Deze functie bestaat niet (meer) bij dit bedrijf.',
  headcount: 'Vul een aantal van 1 tot en met 99 in.',
  budget: 'Vul een weekbudget van 0 tot en met 1.000.000 euro in, of laat het leeg.',
  tooMany: 'Een bedrijf heeft hoogstens 500 regels bezetting.',
  company: 'Selecteer eerst een bedrijf',
} as const;

export const MAX_STAFFING_NEEDS = 500;
const MAX_BUDGET_CENTS = 100_000_000;

/** 'HH:MM' on the company's clock, 00:00 to 23:59. */
const clockTime = line().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, STAFFING_MESSAGES.time);

/** One line of Bezetting: on a weekday from start to end, so many people of a job title. */
export const staffingNeedInput = z
  .strictObject({
    /** ISO weekday: 1 = maandag … 7 = zondag. */
    weekday: z
      .int({ error: STAFFING_MESSAGES.weekday })
      .min(1, STAFFING_MESSAGES.weekday)
      .max(7, STAFFING_MESSAGES.weekday),
    start: clockTime,
    /** At or before `start`: the next day (17:00–01:00). */
    end: clockTime,
    jobTitleId: chosenId(STAFFING_MESSAGES.jobTitle),
    headcount: z
      .int({ error: STAFFING_MESSAGES.headcount })
      .min(1, STAFFING_MESSAGES.headcount)
      .max(99, STAFFING_MESSAGES.headcount),
  })
  .refine((need) => need.start !== need.end, {
    message: STAFFING_MESSAGES.sameTimes,
    path: ['end'],
  });
export type StaffingNeedInput = z.output<typeof staffingNeedInput>;

export const staffingNeed = z.object({
  id: idOut,
  weekday: z.int().min(1).max(7),
  start: z.string(),
  end: z.string(),
  jobTitleId: idOut,
  headcount: z.int().min(1),
});
export type StaffingNeed = z.infer<typeof staffingNeed>;

/**
 * A company's Bezetting. The wage budget per week (cents) is answered to those who may change
 * it; the staff who read the roster get the needs only (null).
 */
export const staffing = z.object({
  companyId: idOut,
  needs: z.array(staffingNeed),
  weeklyBudgetCents: z.int().min(0).nullable(),
});
export type Staffing = z.infer<typeof staffing>;

/** PUT body: the whole Bezetting of the company, which replaces what was saved. */
export const saveStaffingBody = z.strictObject({
  needs: z
    .array(staffingNeedInput, { error: STAFFING_MESSAGES.tooMany })
    .max(MAX_STAFFING_NEEDS, STAFFING_MESSAGES.tooMany),
  weeklyBudgetCents: z
    .int({ error: STAFFING_MESSAGES.budget })
    .min(0, STAFFING_MESSAGES.budget)
    .max(MAX_BUDGET_CENTS, STAFFING_MESSAGES.budget)
    .nullable(),
});
export type SaveStaffingInput = z.output<typeof saveStaffingBody>;

/** GET /api/staffing/company/{companyId}: the needs per weekday and the budget. */
export const staffingCall = defineCall({
  method: 'GET',
  path: '/staffing/company/:companyId',
  summary: 'Bezetting van een bedrijf',
  tags: ['rooster'],
  params: z.object({ companyId: id }),
  status: 200,
  response: staffing,
  errors: [400, 401, 403, 404],
});

/** PUT /api/staffing/company/{companyId}: replaces the needs and the budget. */
export const saveStaffingCall = defineCall({
  method: 'PUT',
  path: '/staffing/company/:companyId',
  summary: 'Bezetting opslaan',
  tags: ['rooster'],
  params: z.object({ companyId: id }),
  body: saveStaffingBody,
  idempotent: true,
  status: 200,
  response: staffing,
  errors: [400, 401, 403, 404, 409],
});

/** The reasons a need stays (partly) open, as docs/roster-proposal.md names them. */
export const UNCOVERED_REASONS = [
  'noOneAvailable',
  'labourLaw',
  'contractHours',
  'budget',
  'timeLimit',
] as const;

export const PROPOSAL_MESSAGES = {
  week: 'Kies een geldige datum in de week (jjjj-mm-dd).',
  timeLimit: 'De rekentijd is 1 tot en met 30 seconden.',
  noNeeds: 'Er is geen bezetting ingevuld voor dit bedrijf. Vul eerst de bezetting in.',
  pastWeek:
    'Deze week is al voorbij. Een voorstel kan alleen voor deze week of een week die nog komt.',
  company: STAFFING_MESSAGES.company,
  /** The 409 while another proposal of the company runs (docs/roster-proposal.md#one-at-a-time). */
  running:
    'Er wordt al een rooster voorgesteld voor dit bedrijf. Probeer het over een minuut opnieuw.',
} as const;

/** POST /api/schedules/proposal body: the company and any day of the week to propose. */
export const proposalBody = z.strictObject({
  companyId: chosenId(PROPOSAL_MESSAGES.company),
  week: calendarDay('working', PROPOSAL_MESSAGES.week),
  /** How long the solver may search; default 10 seconds. */
  timeLimitSeconds: z
    .int({ error: PROPOSAL_MESSAGES.timeLimit })
    .min(1, PROPOSAL_MESSAGES.timeLimit)
    .max(30, PROPOSAL_MESSAGES.timeLimit)
    .optional(),
});
export type ProposalBody = z.output<typeof proposalBody>;

/** What the proposal wrote and what it could not do, for the planner's dialog. */
export const proposalSummary = z.object({
  /** The Monday of the week. */
  week: z.string(),
  /** The concept shifts written, by id. */
  scheduleIds: z.array(idOut),
  shiftCount: z.int().min(0),
  /** Person-minutes the needs ask for, and the part the week's shifts now cover. */
  neededMinutes: z.int().min(0),
  coveredMinutes: z.int().min(0),
  /** The wage cost of the proposed shifts and of the whole week, in cents. */
  costCents: z.int().min(0),
  weekCostCents: z.int().min(0),
  weeklyBudgetCents: z.int().min(0).nullable(),
  uncovered: z.array(
    z.object({
      jobTitleId: idOut,
      jobTitle: z.string(),
      startTime: z.iso.datetime(),
      endTime: z.iso.datetime(),
      missing: z.int().min(1),
      reason: z.enum(UNCOVERED_REASONS),
      message: z.string(),
    }),
  ),
  /** Labour-law warnings of the week with the proposal (0 is the aim). */
  violations: z.int().min(0),
  /** Whether the solver proved the roster the best possible ('optimaal') or stopped earlier. */
  optimal: z.boolean(),
  seconds: z.number().min(0),
});
export type ProposalSummary = z.infer<typeof proposalSummary>;

/**
 * POST /api/schedules/proposal: "Rooster voorstellen", the week's proposal as concept shifts;
 * 409 for a week in a closed month, and while another proposal of the company runs.
 */
export const proposeRosterCall = defineCall({
  method: 'POST',
  path: '/schedules/proposal',
  summary: 'Rooster voorstellen (concepten)',
  tags: ['rooster'],
  body: proposalBody,
  idempotent: true,
  status: 201,
  response: proposalSummary,
  errors: [400, 401, 403, 404, 409],
});

/** GET /api/staffing/coverage query: the company and any day of the week shown. */
export const coverageQuery = z.strictObject({
  companyId: chosenId(STAFFING_MESSAGES.company),
  week: calendarDay('working', PROPOSAL_MESSAGES.week),
});

/** The roster's Bezetting panel: planned against needed, and the planned wage cost. */
export const staffingCoverage = z.object({
  /** The Monday of the week. */
  week: z.string(),
  needs: z.array(
    z.object({
      needId: idOut,
      date: z.string(),
      jobTitleId: idOut,
      jobTitle: z.string(),
      startTime: z.iso.datetime(),
      endTime: z.iso.datetime(),
      needed: z.int().min(1),
      planned: z.int().min(0),
    }),
  ),
  /** Concepts and definitive shifts of the week, paid time at the hourly cost, in cents. */
  plannedCostCents: z.int().min(0),
  weeklyBudgetCents: z.int().min(0).nullable(),
});
export type StaffingCoverage = z.infer<typeof staffingCoverage>;

export const staffingCoverageCall = defineCall({
  method: 'GET',
  path: '/staffing/coverage',
  summary: 'Bezetting van een week: gepland tegen nodig, en de loonkosten',
  tags: ['rooster'],
  query: coverageQuery,
  status: 200,
  response: staffingCoverage,
  errors: [400, 401, 403, 404],
});
