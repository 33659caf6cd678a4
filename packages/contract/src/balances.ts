import { z } from 'zod';
import { dayOut } from './calendar-day';
import { defineCall } from './call';
import { chosenId, wholeNumber } from './fields';
import { id, idOut } from './ids';
import { LEAVE_KINDS } from './leave-adjustments';

/**
 * An employee's leave balance (verlofsaldo) of a year and hours balance (plus/min-uren) over
 * months (docs/leave-and-hours-balance.md). Every figure is whole minutes, worked out on the
 * server by the domain's `leaveBalance` and `hoursBalance`; each leave figure names its rule and
 * the rule's source, so the screen can say why.
 */

export const BALANCE_MESSAGES = {
  year: 'Kies een jaar (2014 tot en met 2100).',
  companyId: 'Selecteer eerst een bedrijf',
  fromMonth: 'Kies de eerste maand (1 tot en met 12).',
  toMonth: 'Kies de laatste maand (1 tot en met 12), niet voor de eerste.',
  format: "Kies het formaat 'json' of 'csv'.",
} as const;

/** Holidays are computed from 2014 (Koningsdag), so no balance starts earlier. */
export const FIRST_BALANCE_YEAR = 2014;
const LAST_BALANCE_YEAR = 2100;

const balanceYear = () => wholeNumber(BALANCE_MESSAGES.year, FIRST_BALANCE_YEAR, LAST_BALANCE_YEAR);

export const leaveBalanceQuery = z.object({ year: balanceYear() });

/** A figure of the balance, with the rule it follows and where the rule comes from. */
const leaveFigure = z.object({
  minutes: z.int(),
  rule: z.string(),
  /** 'BW 7:634', 'vastgelegd door HR', …, '' for none: LEAVE_RULE_SOURCES of the domain. */
  source: z.string(),
});

/** One kind's year: remaining = opening + accrued + corrections − taken − planned − expired. */
const leaveKindBalance = z.object({
  opening: leaveFigure,
  accrued: leaveFigure,
  corrections: leaveFigure,
  taken: leaveFigure,
  planned: leaveFigure,
  expired: leaveFigure,
  remaining: leaveFigure,
});

const leaveExpiryItem = z.object({
  /** The first day the minutes are gone. */
  date: dayOut,
  kind: z.enum(LEAVE_KINDS),
  accrualYear: z.int(),
  minutes: z.int(),
  rule: z.string(),
  source: z.string(),
});

/**
 * The year's balance. `balance` is null for a year before the first year Klokwerk keeps
 * (`firstYear`: HR's opening balance, else the year of the first contract period).
 */
export const leaveBalanceAnswer = z.object({
  employeeId: idOut,
  year: z.int(),
  firstYear: z.int(),
  /** The company's today: leave up to it is taken, after it planned. */
  today: dayOut,
  balance: z
    .object({
      statutory: leaveKindBalance,
      extra: leaveKindBalance,
      /** What lapsed in the year and what will lapse of what is left, by date. */
      expiries: z.array(leaveExpiryItem),
    })
    .nullable(),
});
export type LeaveBalanceAnswer = z.infer<typeof leaveBalanceAnswer>;
export type LeaveKindFigures = z.infer<typeof leaveKindBalance>;

const employeeParams = z.object({ employeeId: id });

/** GET /api/employees/{employeeId}/leave-balance?year: an employee of a company in reach. */
export const leaveBalanceCall = defineCall({
  method: 'GET',
  path: '/employees/:employeeId/leave-balance',
  summary: 'Verlofsaldo van een medewerker over een jaar',
  tags: ['verlof'],
  params: employeeParams,
  query: leaveBalanceQuery,
  status: 200,
  response: leaveBalanceAnswer,
  errors: [400, 401, 403, 404],
});

/** GET /api/me/leave-balance?year: my own. */
export const myLeaveBalanceCall = defineCall({
  method: 'GET',
  path: '/me/leave-balance',
  summary: 'Mijn verlofsaldo over een jaar',
  tags: ['mijn rooster'],
  query: leaveBalanceQuery,
  status: 200,
  response: leaveBalanceAnswer,
  errors: [400, 401, 403, 404],
});

/** Months `from` to `to` of one year; the balance starts at 0 on the first. */
const monthRange = {
  year: balanceYear(),
  from: wholeNumber(BALANCE_MESSAGES.fromMonth, 1, 12),
  to: wholeNumber(BALANCE_MESSAGES.toMonth, 1, 12),
};
const toNotBeforeFrom = <T extends { from: number; to: number }>(
  query: T,
  ctx: z.RefinementCtx,
) => {
  if (query.to < query.from) {
    ctx.addIssue({ code: 'custom', message: BALANCE_MESSAGES.toMonth, path: ['to'] });
  }
};

export const hoursBalanceQuery = z.object(monthRange).superRefine(toNotBeforeFrom);

/** A month of the hours balance: the domain's HoursBalance. */
export const hoursBalanceMonth = z.object({
  year: z.int(),
  month: z.int(),
  /** What the contract asks (a min-max contract's minimum), after holidays and unpaid leave. */
  contractMinutes: z.int(),
  /** Above it hours are plus; null when none ever is (zero hours). */
  maxMinutes: z.int().nullable(),
  holidayMinutes: z.int(),
  unpaidLeaveMinutes: z.int(),
  workedMinutes: z.int(),
  leaveMinutes: z.int(),
  sickMinutes: z.int(),
  doneMinutes: z.int(),
  differenceMinutes: z.int(),
  previousBalanceMinutes: z.int(),
  balanceMinutes: z.int(),
});
export type HoursBalanceMonth = z.infer<typeof hoursBalanceMonth>;

export const hoursBalanceAnswer = z.object({
  employeeId: idOut,
  firstName: z.string(),
  lastName: z.string(),
  year: z.int(),
  months: z.array(hoursBalanceMonth),
});
export type HoursBalanceAnswer = z.infer<typeof hoursBalanceAnswer>;

/** GET /api/employees/{employeeId}/hours-balance?year&from&to. */
export const hoursBalanceCall = defineCall({
  method: 'GET',
  path: '/employees/:employeeId/hours-balance',
  summary: 'Plus/min-uren van een medewerker per maand',
  tags: ['rapporten'],
  params: employeeParams,
  query: hoursBalanceQuery,
  status: 200,
  response: hoursBalanceAnswer,
  errors: [400, 401, 403, 404],
});

/** GET /api/me/hours-balance?year&from&to: my own (Mijn uren). */
export const myHoursBalanceCall = defineCall({
  method: 'GET',
  path: '/me/hours-balance',
  summary: 'Mijn plus/min-uren per maand',
  tags: ['mijn rooster'],
  query: hoursBalanceQuery,
  status: 200,
  response: hoursBalanceAnswer,
  errors: [400, 401, 403, 404],
});

export const hoursBalanceReportQuery = z
  .object({
    companyId: chosenId(BALANCE_MESSAGES.companyId),
    ...monthRange,
    format: z.enum(['json', 'csv'], { error: BALANCE_MESSAGES.format }).default('json'),
  })
  .superRefine(toNotBeforeFrom);

/** One employee's period: the months added up, and the balance at the end. */
export const hoursBalanceRow = z.object({
  employeeId: idOut,
  firstName: z.string(),
  lastName: z.string(),
  contractMinutes: z.int(),
  workedMinutes: z.int(),
  leaveMinutes: z.int(),
  sickMinutes: z.int(),
  unpaidLeaveMinutes: z.int(),
  differenceMinutes: z.int(),
  balanceMinutes: z.int(),
});
export type HoursBalanceRow = z.infer<typeof hoursBalanceRow>;

export const hoursBalanceReport = z.object({
  year: z.int(),
  from: z.int(),
  to: z.int(),
  rows: z.array(hoursBalanceRow),
});
export type HoursBalanceReport = z.infer<typeof hoursBalanceReport>;

/**
 * GET /api/reports/hours-balance?companyId&year&from&to[&format=csv]: the report "Plus/min-uren"
 * of every employee of the company with a contract in the period; with format=csv the file
 * plus_min_uren_{yyyy}_{mm}-{mm}.csv (text/csv, Dutch Excel).
 */
export const hoursBalanceReportCall = defineCall({
  method: 'GET',
  path: '/reports/hours-balance',
  summary: 'Plus/min-uren per medewerker (JSON, of CSV met format=csv)',
  tags: ['rapporten'],
  query: hoursBalanceReportQuery,
  status: 200,
  response: hoursBalanceReport,
  errors: [400, 401, 403, 404],
});
