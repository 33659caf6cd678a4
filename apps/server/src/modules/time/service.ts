import {
  type ManualRecordInput,
  TIME_MESSAGES,
  type TimeRecordItem,
  type WorkedHoursItem,
} from '@klokwerk/contract/time';
import { monthsOfInstants } from '@klokwerk/domain/period-months';
import { can } from '@klokwerk/domain/policies';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError, MESSAGES } from '../../http/errors';
import { periodOf, START_DATE_END_DATE } from '../../http/query-period';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { withEffectiveTimes } from './effective-times';
import { assertNoOverlap, enteredTimes } from './manual-times';
import * as repo from './repository';

const _DAY_MS = 24 * 60 * 60 * 1000;

type PeriodQuery = { startDate: string | null; endDate: string | null };

/**
 * GET /api/time/company/{companyId}: the registrations by clock-in, optionally of a period, with
 * the clock-out the reports use (withEffectiveTimes).
 */
export async function recordsOfCompany(
  ctx: TenantContext,
  companyId: number,
  query: PeriodQuery,
): Promise<WorkedHoursItem[]> {
  const timeZone = await zoneOfCompanyInReach(ctx, companyId);
  const items = await repo.listRecords(ctx, {
    companyId,
    ...periodOf(query, START_DATE_END_DATE, timeZone),
  });
  return withEffectiveTimes(ctx, { companyId }, items, timeZone);
}

export function item(row: TimeRecordItem | null): TimeRecordItem {
  if (!row) throw new Error('time record vanished within its transaction');
  return row;
}

/**
 * GET /api/time/worked-hours/{employeeId}: one employee's registrations by clock-in, each with
 * the clock-out approved corrections make of it and the time it stands for. One's own employee
 * for everyone the route admits; any employee of a company in reach for the reviewers
 * (time.review). Anyone else's id is 404, as if it did not exist.
 */
export async function workedHours(
  ctx: TenantContext,
  employeeId: number,
  query: PeriodQuery,
): Promise<WorkedHoursItem[]> {
  const employee = await repo.employeeById(ctx, employeeId, { archived: true });
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  if (ctx.actor.employeeId !== employeeId) {
    if (!can(ctx.actor.role, 'time.review')) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    assertCompanyInReach(ctx, employee.companyId);
  }
  const items = await repo.listRecords(ctx, {
    employeeId,
    ...periodOf(query, START_DATE_END_DATE, employee.timeZone),
  });
  return withEffectiveTimes(ctx, { employeeId }, items, employee.timeZone);
}

/**
 * POST /api/time/records (docs/api-conventions.md): a manager enters a missing registration, Pending and
 * marked manual, with the manager as its creator. Worked time only: not in the future, the
 * clock-out after the clock-in and at most 24 hours later, no overlap with the employee's other
 * registrations (rejected ones aside: entering the right times for a rejected registration is
 * what this is for), and at most one open registration.
 */
export async function createRecord(
  ctx: TenantContext,
  now: Date,
  input: ManualRecordInput,
): Promise<TimeRecordItem> {
  const timeZone = await zoneOfCompanyInReach(ctx, input.companyId);
  const employee = await repo.employeeById(ctx, input.employeeId, { archived: false });
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  assertCompanyInReach(ctx, employee.companyId);
  if (employee.companyId !== input.companyId) {
    throw new AppError(
      'VALIDATION',
      'Deze medewerker hoort niet bij het gekozen bedrijf.',
      'employeeId',
    );
  }
  const { clockIn, clockOut } = enteredTimes(input, timeZone, now);

  await assertMonthsOpen(ctx, employee.companyId, monthsOfInstants([clockIn], timeZone));
  await repo.lockClockOf(ctx, employee.employeeId);
  if (clockOut === null && (await repo.openRecordOf(ctx, employee.employeeId))) {
    throw new AppError('CONFLICT', TIME_MESSAGES.alreadyOpen, 'clockOutTime');
  }
  await assertNoOverlap(ctx, employee.employeeId, { clockIn, clockOut }, timeZone);
  let recordId: number;
  try {
    recordId = await ctx.tx.transaction((tx) =>
      repo.insertRecord(
        { ...ctx, tx },
        {
          employeeId: employee.employeeId,
          companyId: employee.companyId,
          clockInTime: clockIn,
          clockOutTime: clockOut,
          source: 'manual',
        },
      ),
    );
  } catch (error) {
    // The lock keeps kiosk taps out; a writer that takes no lock still meets the index.
    if (uniqueViolation(error) === null) throw error;
    throw new AppError('CONFLICT', TIME_MESSAGES.alreadyOpen, 'clockOutTime');
  }
  await recordAudit(ctx, {
    action: 'time.record.create',
    entity: 'time_record',
    entityId: recordId,
    details: {
      employeeId: employee.employeeId,
      clockInTime: clockIn.toISOString(),
      clockOutTime: clockOut?.toISOString() ?? null,
    },
  });
  return item(await repo.recordItem(ctx, recordId));
}
