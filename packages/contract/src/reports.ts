import { z } from 'zod';
import { defineCall } from './call';
import { idOut } from './ids';
import { MONTH_MESSAGES, monthOfCompany, monthState } from './month-closing';
import { APPROVAL_STATUSES, instantOut } from './time';

export const REPORT_MESSAGES = {
  companyId: MONTH_MESSAGES.companyId,
  year: MONTH_MESSAGES.year,
  month: MONTH_MESSAGES.month,
  format: "Kies het formaat 'json' of 'csv'.",
  pendingExport:
    'Er wachten nog registraties van deze maand op goedkeuring. Keur ze eerst goed of af; daarna kan de urenexport worden gemaakt.',
} as const;

/**
 * `?companyId&year&month[&format=csv]` (docs/api-conventions.md): the server works out the month's bounds in
 * the company's time zone. With format=csv the answer is the file of docs/calculations.md#csv-files instead of JSON.
 */
export const reportQuery = z.object({
  ...monthOfCompany(),
  format: z.enum(['json', 'csv'], { error: REPORT_MESSAGES.format }).default('json'),
});
export type ReportQuery = z.output<typeof reportQuery>;

/**
 * One employee's month (docs/calculations.md#hours-report), in hours (unrounded; screens and
 * files round to 2 decimals). "WithBreak" is net: each shift's or registration's break deducted.
 * The story left to right: workedHours − penaltyHours = actualHours, exactly.
 */
export const hoursRow = z.object({
  employeeId: idOut,
  name: z.string(),
  scheduledHours: z.number(),
  scheduledHoursWithBreak: z.number(),
  /** Worked time from the scheduled start (an early clock-in counts from it), before the penalty. */
  workedHours: z.number(),
  /** The result: workedHours minus the penalty. */
  actualHours: z.number(),
  actualHoursWithBreak: z.number(),
  lateHours: z.number(),
  /** The late penalty deducted from workedHours, shown so the deduction is visible. */
  penaltyHours: z.number(),
});

/**
 * A registration of the month that a kiosk tap marked for review: a tap that arrived
 * more than 12 hours late, out of order, or in a closed month. Stored, never dropped.
 */
export const reviewRecord = z.object({
  recordId: idOut,
  employeeId: idOut,
  name: z.string(),
  clockInTime: instantOut,
  clockOutTime: instantOut.nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  reviewNote: z.string().nullable(),
});
export type ReviewRecord = z.infer<typeof reviewRecord>;

export const hoursReport = z.object({
  year: z.int(),
  month: z.int(),
  /** Registrations of the month still Pending; while above 0 the screen shows no sums. */
  pendingCount: z.int(),
  employees: z.array(hoursRow),
  /**
   * Whether the month is closed, by whom and when. A closed month's figures are those of the
   * moment it was closed. Always sent; optional for clients written before it existed.
   */
  monthStatus: monthState.optional(),
  /** The month's registrations marked for review (always sent, see monthStatus). */
  reviewRecords: z.array(reviewRecord).optional(),
});
export type HoursReport = z.infer<typeof hoursReport>;

/**
 * GET /api/reports/hours (docs/api-conventions.md#reports-on-the-server): the monthly hours report. A MEDEWERKER gets their own row
 * only. With format=csv: employee_hours_{yyyy}_{mm}.csv (text/csv, Dutch Excel), refused with
 * 409 while registrations of the month are Pending.
 */
export const hoursReportCall = defineCall({
  method: 'GET',
  path: '/reports/hours',
  summary: 'Urenrapport per maand (JSON, of CSV met format=csv)',
  tags: ['rapporten'],
  query: reportQuery,
  status: 200,
  response: hoursReport,
  errors: [400, 401, 403, 404, 409],
});

/** One employee's wage cost (docs/calculations.md#wage-cost); amounts in euro. */
export const wageCostRow = z.object({
  employeeId: idOut,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** salary × hoursRating, euro per hour. */
  hourlyRate: z.number(),
  /** Paid hours: worked time minus breaks, over the month's approved registrations. */
  hoursWorked: z.number(),
  /**
   * The basic wage: the paid hours at the plain rate, euro, exactly 2 decimals (whole cents,
   * rounded half-up).
   */
  expense: z.number(),
  /**
   * The paid hours within each surcharge band and what the band adds on top of the expense,
   * euro (docs/leave-and-hours-balance.md#wage-cost-per-band); bands without hours left out.
   */
  bands: z.array(
    z.object({
      bandId: z.string(),
      name: z.string(),
      hoursCode: z.string(),
      percent: z.number(),
      hours: z.number(),
      surcharge: z.number(),
    }),
  ),
  /** Σ of the bands' surcharges, euro. */
  surcharge: z.number(),
  /** expense + surcharge, euro: the employee's wage cost, what the screen and the CSV show. */
  totalCost: z.number(),
  /** Approved leave hours of the month per leave type (not in the expense). */
  leaveHours: z.object({ vakantie: z.number(), bijzonder: z.number(), onbetaald: z.number() }),
  /** Sick hours of the month (what payroll pays for them is its rule, not in the expense). */
  sickHours: z.number(),
});

export const wageCostReport = z.object({
  year: z.int(),
  month: z.int(),
  rows: z.array(wageCostRow),
  /** Σ of the rows' expense: the basic wage alone, euro with 2 decimals. */
  totalExpense: z.number(),
  /**
   * Σ of the rows' totalCost: the month's wage cost incl. surcharges, euro ("Totale Kosten:",
   * the calculation's dialog, the total Opslaan stores, the CSV and the closing's audit entry).
   */
  totalCost: z.number(),
  /** Approved registrations left out: no clock-out, or an employee that is not known. */
  skippedRecords: z.int(),
  /** Whether the month is closed (see the hours report); always sent. */
  monthStatus: monthState.optional(),
});
export type WageCostReport = z.infer<typeof wageCostReport>;

/**
 * GET /api/reports/wage-cost (docs/api-conventions.md#reports-on-the-server): the wage-cost report. With format=csv:
 * expense_report_{Maand}_{yyyy}.csv (text/csv, Dutch Excel).
 */
export const wageCostReportCall = defineCall({
  method: 'GET',
  path: '/reports/wage-cost',
  summary: 'Loonkosten per maand (JSON, of CSV met format=csv)',
  tags: ['rapporten'],
  query: reportQuery,
  status: 200,
  response: wageCostReport,
  errors: [400, 401, 403, 404],
});
