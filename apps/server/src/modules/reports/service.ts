import type { MonthState } from '@klokwerk/contract/month-closing';
import {
  type HoursReport,
  REPORT_MESSAGES,
  type ReviewRecord,
  type WageCostReport,
} from '@klokwerk/contract/reports';
import type { HoursReport as HoursOfMonth } from '@klokwerk/domain/hours-report';
import { LEAVE_TYPES, type LeaveType } from '@klokwerk/domain/leave-types';
import type { MonthCost } from '@klokwerk/domain/month-cost';
import { can } from '@klokwerk/domain/policies';
import { hoursCsv, hoursCsvName, wageCostCsv, wageCostCsvName } from '@klokwerk/domain/report-csv';
import { HOUR_SECONDS } from '@klokwerk/domain/time-records';
import type { CsvFile } from '../../http/csv-answer';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { monthOf } from '../month-closing/index';
import * as repo from '../month-figures/index';
import { costOfMonth, type MonthFigures } from '../month-figures/index';
import { type MonthQuery, reportedMonth, scopeOf } from './read';

/**
 * Whose rows the caller may see in the hours report (docs/roles-and-policies.md): the roles of reports.hours
 * the whole company (null), staff (time.own; on the Reports page that is MEDEWERKER) their own
 * employee's rows, an account without an employee none (undefined); anyone else is refused.
 */
function hoursScopeOf(ctx: TenantContext): number | null | undefined {
  if (can(ctx.actor.role, 'reports.hours')) return null;
  if (can(ctx.actor.role, 'time.own')) return ctx.actor.employeeId ?? undefined;
  throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

const hours = (seconds: number) => seconds / HOUR_SECONDS;

/** The domain's month in whole seconds as the answer's hours (docs/calculations.md#durations-and-rounding). */
function hoursAnswer(
  query: MonthQuery,
  report: HoursOfMonth,
  monthStatus: MonthState,
  reviewRecords: ReviewRecord[],
): HoursReport {
  return {
    year: query.year,
    month: query.month,
    pendingCount: report.pendingCount,
    monthStatus,
    reviewRecords,
    employees: report.rows.map((row) => ({
      employeeId: row.employeeId,
      name: row.name,
      scheduledHours: hours(row.scheduledSeconds),
      scheduledHoursWithBreak: hours(row.scheduledNetSeconds),
      workedHours: hours(row.workedSeconds),
      actualHours: hours(row.actualSeconds),
      actualHoursWithBreak: hours(row.actualNetSeconds),
      lateHours: hours(row.lateSeconds),
      penaltyHours: hours(row.penaltySeconds),
    })),
  };
}

/** The caller's part of the month's hours, and the scope it was read in. */
interface CallersHours {
  report: HoursOfMonth;
  scope: repo.MonthScope;
  /** False for an account without an employee on the staff side: it sees nothing. */
  sees: boolean;
  month: MonthState;
}

/**
 * The hours of the month for the caller: of a closed month the rows kept with its closing (the
 * caller's own for staff), of an open month counted now.
 */
async function monthlyHoursOf(ctx: TenantContext, query: MonthQuery): Promise<CallersHours> {
  const employeeId = hoursScopeOf(ctx);
  if (employeeId === undefined) {
    const { scope } = await scopeOf(ctx, query, null);
    const { state: month } = await monthOf(ctx, query);
    return { report: { pendingCount: 0, rows: [] }, scope, sees: false, month };
  }
  const { figures, state: month, scope } = await reportedMonth(ctx, query, employeeId);
  const { pendingCount, rows } = figures.hours;
  // A closed month's kept rows are the company's; staff see their own.
  const own = employeeId === null ? rows : rows.filter((r) => r.employeeId === employeeId);
  return { report: { pendingCount, rows: own }, scope, sees: true, month };
}

/**
 * GET /api/reports/hours (docs/api-conventions.md#reports-on-the-server, docs/calculations.md): every figure from packages/domain, with whether the
 * month is closed and the registrations a kiosk tap marked for review (staff: their own).
 */
export async function hoursReport(ctx: TenantContext, query: MonthQuery): Promise<HoursReport> {
  const { report, scope, sees, month } = await monthlyHoursOf(ctx, query);
  const review = sees ? await repo.reviewRecords(ctx, scope) : [];
  return hoursAnswer(query, report, month, review);
}

/**
 * The hours report as employee_hours_{yyyy}_{mm}.csv. Not while registrations of the month are
 * Pending: the screen then shows no sums (docs/screens.md#reports), and a file that leaves for the
 * payroll administration must not hold sums that are not final either.
 */
export async function hoursReportCsv(ctx: TenantContext, query: MonthQuery): Promise<CsvFile> {
  const { report, month } = await monthlyHoursOf(ctx, query);
  // A closed month's rows are final, whatever a late kiosk tap has added since.
  if (report.pendingCount > 0 && !month.closed) {
    throw new AppError('CONFLICT', REPORT_MESSAGES.pendingExport);
  }
  return { fileName: hoursCsvName(query.year, query.month), csv: hoursCsv(report.rows) };
}

/**
 * The wage cost the reports show, incl. surcharges (costOfMonth): a closed month's as it was
 * kept, an open month's now; with the month's pay codes.
 */
async function reportedWageCost(
  ctx: TenantContext,
  query: MonthQuery,
): Promise<{ cost: MonthCost; payCodes: MonthFigures['payCodes']; month: MonthState }> {
  const { figures, state } = await reportedMonth(ctx, query, null);
  return { cost: costOfMonth(figures), payCodes: figures.payCodes, month: state };
}

type WageCostRowAnswer = WageCostReport['rows'][number];

const minutes = (m: number) => m / 60;

/**
 * Each employee's leave per type and sick hours beside the wage cost
 * (docs/calculations.md#surcharges-leave-and-sick-hours): hours only, not in the cost (what
 * payroll pays for them is its rule).
 */
function absencesOf(
  payCodes: MonthFigures['payCodes'],
): (employeeId: number) => Pick<WageCostRowAnswer, 'leaveHours' | 'sickHours'> {
  const absences = new Map<number, { leave: Record<LeaveType, number>; sick: number }>();
  for (const day of payCodes.days) {
    const sum = absences.get(day.employeeId) ?? {
      leave: { vakantie: 0, bijzonder: 0, onbetaald: 0 },
      sick: 0,
    };
    for (const type of LEAVE_TYPES) sum.leave[type] += day.leave[type];
    sum.sick += day.sickMinutes;
    absences.set(day.employeeId, sum);
  }
  return (employeeId) => {
    const absence = absences.get(employeeId);
    return {
      leaveHours: {
        vakantie: minutes(absence?.leave.vakantie ?? 0),
        bijzonder: minutes(absence?.leave.bijzonder ?? 0),
        onbetaald: minutes(absence?.leave.onbetaald ?? 0),
      },
      sickHours: minutes(absence?.sick ?? 0),
    };
  };
}

/**
 * GET /api/reports/wage-cost: euro from whole cents, hours from whole seconds. Each row's cost
 * and the total are incl. surcharges (totalCost); expense and totalExpense the basic wage.
 */
export async function wageCostReport(
  ctx: TenantContext,
  query: MonthQuery,
): Promise<WageCostReport> {
  const { cost, payCodes, month } = await reportedWageCost(ctx, query);
  const bands = new Map(payCodes.bands.map((band) => [band.id, band]));
  const absences = absencesOf(payCodes);
  return {
    year: query.year,
    month: query.month,
    rows: cost.rows.map((row) => ({
      employeeId: row.employeeId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      hourlyRate: row.hourlyRate,
      hoursWorked: hours(row.paidSeconds),
      expense: row.expenseCents / 100,
      bands: row.bands.map((b) => {
        const band = bands.get(b.bandId);
        return {
          bandId: b.bandId,
          name: band?.name ?? '',
          hoursCode: band?.hoursCode ?? '',
          percent: band?.percent ?? 0,
          hours: minutes(b.minutes),
          surcharge: b.surchargeCents / 100,
        };
      }),
      surcharge: row.surchargeCents / 100,
      totalCost: row.totalCents / 100,
      ...absences(row.employeeId),
    })),
    totalExpense: cost.basicCents / 100,
    totalCost: cost.totalCents / 100,
    skippedRecords: cost.skippedRecords,
    monthStatus: month,
  };
}

/**
 * The wage-cost report as expense_report_{Maand}_{yyyy}.csv: the basic wage and each band as
 * columns, Loonkosten incl. surcharges, the same figures as the screen.
 */
export async function wageCostReportCsv(ctx: TenantContext, query: MonthQuery): Promise<CsvFile> {
  const { cost, payCodes } = await reportedWageCost(ctx, query);
  return {
    fileName: wageCostCsvName(query.year, query.month),
    csv: wageCostCsv(cost, payCodes.bands),
  };
}
