import { type HoursReport, REPORT_MESSAGES, type WageCostReport } from '@klokwerk/contract/reports';
import {
  type HoursReport as HoursOfMonth,
  type HoursRow,
  monthlyHours,
} from '@klokwerk/domain/hours-report';
import { type MonthBounds, monthBounds } from '@klokwerk/domain/month-bounds';
import { can } from '@klokwerk/domain/policies';
import { hoursCsv, hoursCsvName, wageCostCsv, wageCostCsvName } from '@klokwerk/domain/report-csv';
import { HOUR_SECONDS } from '@klokwerk/domain/time-records';
import { type WageCostReport as WageCost, wageCost } from '@klokwerk/domain/wage-cost';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../time/service';
import * as repo from './repository';

export interface MonthQuery {
  companyId: number;
  year: number;
  month: number;
}

/** A report as a file: its name and its text (DESIGN §5: for Dutch Excel). */
export interface CsvFile {
  fileName: string;
  csv: string;
}

/**
 * Whose rows the caller may see in the hours report (DESIGN §6): the roles of reports.hours
 * the whole company (null), staff (time.own; on the Reports page that is MEDEWERKER) their own
 * employee's rows, an account without an employee none (undefined); anyone else is refused.
 */
function hoursScopeOf(ctx: TenantContext): number | null | undefined {
  if (can(ctx.actor.role, 'reports.hours')) return null;
  if (can(ctx.actor.role, 'time.own')) return ctx.actor.employeeId ?? undefined;
  throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

async function scopeOf(
  ctx: TenantContext,
  query: MonthQuery,
  employeeId: number | null,
): Promise<{ scope: repo.MonthScope; timeZone: string }> {
  const timeZone = await zoneOfCompanyInReach(ctx, query.companyId);
  const month: MonthBounds = monthBounds(query.year, query.month, timeZone);
  return { scope: { companyId: query.companyId, month, employeeId }, timeZone };
}

const hours = (seconds: number) => seconds / HOUR_SECONDS;

/** The domain's month in whole seconds as the answer's hours (DESIGN §5). */
function hoursAnswer(query: MonthQuery, pendingCount: number, rows: HoursRow[]): HoursReport {
  return {
    year: query.year,
    month: query.month,
    pendingCount,
    employees: rows.map((row) => ({
      employeeId: row.employeeId,
      name: row.name,
      scheduledHours: hours(row.scheduledSeconds),
      scheduledHoursWithBreak: hours(row.scheduledNetSeconds),
      actualHours: hours(row.actualSeconds),
      actualHoursWithBreak: hours(row.actualNetSeconds),
      lateHours: hours(row.lateSeconds),
      penaltyHours: hours(row.penaltySeconds),
    })),
  };
}

async function monthlyHoursOf(ctx: TenantContext, query: MonthQuery): Promise<HoursOfMonth> {
  const employeeId = hoursScopeOf(ctx);
  const { scope, timeZone } = await scopeOf(ctx, query, employeeId ?? null);
  if (employeeId === undefined) return { pendingCount: 0, rows: [] };
  const records = await repo.monthRecords(ctx, scope);
  const schedules = await repo.monthSchedules(ctx, scope);
  const corrections = await repo.monthCorrections(ctx, scope);
  const employees = await repo.companyEmployees(ctx, scope);
  const settings = await repo.penaltySettings(ctx, query.companyId);
  return monthlyHours({
    month: scope.month,
    timeZone,
    records,
    schedules,
    corrections,
    employees,
    settings,
  });
}

/** GET /api/reports/hours (DESIGN §4, §5): every figure from packages/domain. */
export async function hoursReport(ctx: TenantContext, query: MonthQuery): Promise<HoursReport> {
  const report = await monthlyHoursOf(ctx, query);
  return hoursAnswer(query, report.pendingCount, report.rows);
}

/**
 * The hours report as employee_hours_{yyyy}_{mm}.csv. Not while registrations of the month are
 * Pending: the screen then shows no sums (spec part 1 §4), and a file that leaves for the
 * payroll administration must not hold sums that are not final either.
 */
export async function hoursReportCsv(ctx: TenantContext, query: MonthQuery): Promise<CsvFile> {
  const report = await monthlyHoursOf(ctx, query);
  if (report.pendingCount > 0) throw new AppError('CONFLICT', REPORT_MESSAGES.pendingExport);
  return { fileName: hoursCsvName(query.year, query.month), csv: hoursCsv(report.rows) };
}

/**
 * The wage cost of a month (DESIGN §5), for the report and for checking a saved total. The
 * caller's policy (reports.wages) admits only the money roles; the company must be in reach.
 */
export async function wageCostOf(
  ctx: TenantContext,
  query: MonthQuery,
): Promise<{ report: WageCost; month: MonthBounds }> {
  const { scope, timeZone } = await scopeOf(ctx, query, null);
  const records = await repo.monthRecords(ctx, scope);
  const corrections = await repo.monthCorrections(ctx, scope);
  const employees = await repo.companyEmployees(ctx, scope);
  return {
    report: wageCost({ month: scope.month, timeZone, records, corrections, employees }),
    month: scope.month,
  };
}

/** GET /api/reports/wage-cost: euro from whole cents, hours from whole seconds. */
export async function wageCostReport(
  ctx: TenantContext,
  query: MonthQuery,
): Promise<WageCostReport> {
  const { report } = await wageCostOf(ctx, query);
  return {
    year: query.year,
    month: query.month,
    rows: report.rows.map((row) => ({
      employeeId: row.employeeId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      hourlyRate: row.hourlyRate,
      hoursWorked: hours(row.paidSeconds),
      expense: row.expenseCents / 100,
    })),
    totalExpense: report.totalCents / 100,
    skippedRecords: report.skippedRecords,
  };
}

/** The wage-cost report as expense_report_{Maand}_{yyyy}.csv. */
export async function wageCostReportCsv(ctx: TenantContext, query: MonthQuery): Promise<CsvFile> {
  const { report } = await wageCostOf(ctx, query);
  return { fileName: wageCostCsvName(query.year, query.month), csv: wageCostCsv(report.rows) };
}
