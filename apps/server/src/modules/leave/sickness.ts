import {
  alreadySickMessage,
  SICK_SHIFTS_AHEAD_DAYS,
  SICKNESS_AHEAD_HOURS,
  SICKNESS_MESSAGES,
  type SickReportInput,
  type SickReportItem,
  sickBeforeStartMessage,
} from '@klokwerk/contract/sickness';
import { formatDate, formatLocalDate } from '@klokwerk/domain/format';
import {
  addDays,
  fromIsoDate,
  localDateOf,
  localTimeToInstant,
  toIsoDate,
} from '@klokwerk/domain/local-date';
import { monthsOfPeriods } from '@klokwerk/domain/period-months';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import { instantOf } from '../../http/instants';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { type AbsentEmployee, absentEmployee } from './repository';
import * as repo from './sickness-repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A report's moment: not more than SICKNESS_AHEAD_HOURS ahead of now (400 naming `field`). */
function notTooFarAhead(instant: Date, now: Date, field: string): Date {
  if (instant.getTime() > now.getTime() + SICKNESS_AHEAD_HOURS * HOUR_MS) {
    throw new AppError('VALIDATION', SICKNESS_MESSAGES.tooFarAhead, field);
  }
  return instant;
}

/**
 * The months whose sick hours a report or recovery at `from` changes: every month from then to
 * now, none of which may be closed (docs/calculations.md#month-closing).
 */
function monthsChangedSince(from: Date, now: Date, timeZone: string) {
  return monthsOfPeriods(
    [{ start: from, end: new Date(Math.max(from.getTime(), now.getTime())) }],
    timeZone,
  );
}

/**
 * The reports with the employee's published shifts in each period: derived here on every read,
 * never copied (a shift moved later is marked where it now lies). An open period's shifts are
 * listed up to SICK_SHIFTS_AHEAD_DAYS after `now`.
 */
async function withShifts(
  ctx: TenantContext,
  now: Date,
  rows: readonly repo.ReportRow[],
): Promise<SickReportItem[]> {
  const horizon = new Date(now.getTime() + SICK_SHIFTS_AHEAD_DAYS * DAY_MS);
  const endOf = (row: repo.ReportRow) =>
    row.recoveredAt === null ? horizon : new Date(row.recoveredAt);
  if (rows.length === 0) return [];
  const from = new Date(Math.min(...rows.map((row) => Date.parse(row.sickFrom))));
  const to = new Date(Math.max(...rows.map((row) => endOf(row).getTime())));
  const shifts = await repo.shiftsOf(ctx, [...new Set(rows.map((row) => row.employeeId))], {
    from,
    to,
  });
  return rows.map((row) => {
    const start = row.sickFrom;
    const end = endOf(row).toISOString();
    return {
      ...row,
      shifts: shifts
        .filter((s) => s.employeeId === row.employeeId && s.startTime < end && s.endTime > start)
        .map((s) => ({ scheduleId: s.scheduleId, startTime: s.startTime, endTime: s.endTime })),
    };
  });
}

async function itemOf(ctx: TenantContext, now: Date, sickReportId: number) {
  const [item] = await withShifts(ctx, now, await repo.listReports(ctx, { sickReportId }));
  if (!item) throw new Error(`sick report ${sickReportId} vanished within its transaction`);
  return item;
}

/** A sick report starts within the employment: before its first day there is no work to miss. */
function assertEmployedOn(employee: AbsentEmployee, sickFrom: Date): void {
  if (employee.startDate === null) return;
  const day = toIsoDate(localDateOf(sickFrom, employee.timeZone));
  if (day >= employee.startDate) return;
  const start = formatLocalDate(fromIsoDate(employee.startDate));
  throw new AppError('VALIDATION', sickBeforeStartMessage(employee.firstName, start), 'sickFrom');
}

/**
 * POST /api/sickness/report: an employee of a company in reach (anyone else's is 404) is sick
 * from a moment, at most a day ahead. One open report per employee, and no report inside an
 * earlier period (409); none that changes a closed month (409). Who and when only: nothing
 * medical (docs/decisions/025).
 */
export async function reportSick(
  ctx: TenantContext,
  now: Date,
  input: SickReportInput,
): Promise<SickReportItem> {
  const employee = await absentEmployee(ctx, input.employeeId);
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.notFound, 'employeeId');
  assertCompanyInReach(ctx, employee.companyId);
  const sickFrom = notTooFarAhead(
    instantOf(input.sickFrom, employee.timeZone, 'sickFrom'),
    now,
    'sickFrom',
  );
  assertEmployedOn(employee, sickFrom);
  await assertMonthsOpen(
    ctx,
    employee.companyId,
    monthsChangedSince(sickFrom, now, employee.timeZone),
  );
  await repo.lockSicknessOf(ctx, employee.employeeId);
  const earlier = await repo.overlappingReport(ctx, employee.employeeId, sickFrom);
  if (earlier?.open) {
    throw new AppError(
      'CONFLICT',
      alreadySickMessage(employee.firstName, formatDate(earlier.sickFrom, employee.timeZone)),
      'employeeId',
    );
  }
  if (earlier) throw new AppError('CONFLICT', SICKNESS_MESSAGES.overlap, 'sickFrom');
  const sickReportId = await repo.insertReport(ctx, {
    companyId: employee.companyId,
    employeeId: employee.employeeId,
    sickFrom,
  });
  await recordAudit(ctx, {
    action: 'sickness.report',
    entity: 'sick_report',
    entityId: sickReportId,
    details: { employeeId: employee.employeeId, after: { sickFrom: sickFrom.toISOString() } },
  });
  return itemOf(ctx, now, sickReportId);
}

/**
 * PUT /api/sickness/{sickReportId}/recover: the open report of a company in reach ends at
 * `recoveredAt`, after its start and at most a day ahead. The months between the recovery and
 * now change (the days after it are no longer sick): none of them may be closed.
 */
export async function reportRecovery(
  ctx: TenantContext,
  now: Date,
  sickReportId: number,
  input: { recoveredAt: string },
): Promise<SickReportItem> {
  const report = await repo.reportForUpdate(ctx, sickReportId);
  if (!report) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  assertCompanyInReach(ctx, report.companyId);
  if (report.recoveredAt !== null) {
    throw new AppError('CONFLICT', SICKNESS_MESSAGES.alreadyRecovered);
  }
  const recoveredAt = notTooFarAhead(
    instantOf(input.recoveredAt, report.timeZone, 'recoveredAt'),
    now,
    'recoveredAt',
  );
  if (recoveredAt <= report.sickFrom) {
    throw new AppError('VALIDATION', SICKNESS_MESSAGES.recoveredBeforeSick, 'recoveredAt');
  }
  await assertMonthsOpen(
    ctx,
    report.companyId,
    monthsChangedSince(recoveredAt, now, report.timeZone),
  );
  await repo.recordRecovery(ctx, sickReportId, recoveredAt);
  await recordAudit(ctx, {
    action: 'sickness.recover',
    entity: 'sick_report',
    entityId: sickReportId,
    details: {
      employeeId: report.employeeId,
      before: { recoveredAt: null },
      after: { recoveredAt: recoveredAt.toISOString() },
    },
  });
  return itemOf(ctx, now, sickReportId);
}

/**
 * GET /api/sickness/company/{companyId}: the reports of a company in reach that touch the days
 * from `from` to `to` (the company's calendar), open ones first.
 */
export async function sicknessOfCompany(
  ctx: TenantContext,
  now: Date,
  companyId: number,
  query: { from: string | null; to: string | null },
): Promise<SickReportItem[]> {
  const timeZone = await zoneOfCompanyInReach(ctx, companyId);
  const rows = await repo.listReports(ctx, {
    companyId,
    from: query.from === null ? null : localTimeToInstant(fromIsoDate(query.from), 0, timeZone),
    to:
      query.to === null ? null : localTimeToInstant(addDays(fromIsoDate(query.to), 1), 0, timeZone),
  });
  return withShifts(ctx, now, rows);
}
