import {
  type ManualRecordInput,
  TIME_MESSAGES,
  type TimeRecordItem,
  type WorkedHoursItem,
} from '@klokwerk/contract/time';
import { applyCorrections } from '@klokwerk/domain/apply-corrections';
import { netSeconds } from '@klokwerk/domain/breaks';
import { correctionsWindow, recordsWindow } from '@klokwerk/domain/correction-windows';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { can } from '@klokwerk/domain/policies';
import { secondsBetween, type TimeRecordInput } from '@klokwerk/domain/time-records';
import { recordAudit } from '../../audit/audit-log';
import { AppError, MESSAGES } from '../../http/errors';
import { instantOf } from '../../http/instants';
import { assertCompanyInReach } from '../../tenancy/company-scope';
import type { TenantContext } from '../../tenancy/tenant-context';
import { assertMonthsOpen } from '../month-closing/guard';
import { uniqueViolation } from '../registration/unique-violation';
import { periodOf } from './period';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

type PeriodQuery = { startDate: string | null; endDate: string | null };

/** The zone of a company the caller may act for; 404 for any other (docs/api-conventions.md#errors). */
export async function zoneOfCompanyInReach(ctx: TenantContext, companyId: number): Promise<string> {
  assertCompanyInReach(ctx, companyId);
  const timeZone = await repo.companyTimeZone(ctx, companyId);
  if (timeZone === null) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return timeZone;
}

/** GET /api/time/company/{companyId}: the registrations by clock-in, optionally of a period. */
export async function recordsOfCompany(
  ctx: TenantContext,
  companyId: number,
  query: PeriodQuery,
): Promise<TimeRecordItem[]> {
  const timeZone = await zoneOfCompanyInReach(ctx, companyId);
  return repo.listRecords(ctx, { companyId, ...periodOf(query, timeZone) });
}

function item(row: TimeRecordItem | null): TimeRecordItem {
  if (!row) throw new Error('time record vanished within its transaction');
  return row;
}

/**
 * Whether approved corrections give an open registration a clock-out: the rules run over the
 * employee's registrations around it (packages/domain/src/correction-windows.ts), since a
 * correction goes to the registration that clocked out on its day before it goes to an open one.
 */
async function correctedClockOut(
  ctx: TenantContext,
  record: TimeRecordInput,
  timeZone: string,
): Promise<Date | null> {
  const window = correctionsWindow({ from: record.clockInTime, to: record.clockInTime });
  const corrections = await repo.approvedCorrections(
    ctx,
    record.employeeId,
    window.from,
    window.to,
  );
  if (corrections.length === 0) return null;
  const around = recordsWindow(window);
  const records = await repo.recordInputs(ctx, record.employeeId, around.from, around.to);
  const corrected = applyCorrections(records, corrections, timeZone);
  return corrected.find((r) => r.recordId === record.recordId)?.effectiveClockOut ?? null;
}

/**
 * PUT /api/time/update-approval-status (docs/screens.md#hours-report). A registration without a clock-out is
 * approved only when an approved correction supplies one: otherwise the approval would say
 * "these hours are right" about hours nobody knows. The decision is audited with before and
 * after; deciding what is already decided changes nothing (unless a kiosk tap marked the
 * registration for review since: the decision clears the mark). A registration of a closed
 * month is not decided again (409).
 */
export async function updateApproval(
  ctx: TenantContext,
  now: Date,
  input: {
    recordId: number;
    approvalStatus: 'Approved' | 'Rejected';
    rejectionReason: string | null;
  },
): Promise<TimeRecordItem> {
  const record = await repo.recordForUpdate(ctx, input.recordId);
  if (!record) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const timeZone = await zoneOfCompanyInReach(ctx, record.companyId);
  const rejectionReason = input.approvalStatus === 'Rejected' ? input.rejectionReason : null;
  if (
    record.approvalStatus === input.approvalStatus &&
    record.rejectionReason === rejectionReason &&
    !record.needsReview
  ) {
    return item(await repo.recordItem(ctx, record.recordId));
  }
  await assertMonthsOpen(ctx, record.companyId, timeZone, [record.clockInTime]);
  if (
    input.approvalStatus === 'Approved' &&
    record.clockOutTime === null &&
    (await correctedClockOut(ctx, record, timeZone)) === null
  ) {
    throw new AppError('CONFLICT', TIME_MESSAGES.noClockOut);
  }
  await repo.setApproval(ctx, record.recordId, {
    approvalStatus: input.approvalStatus,
    rejectionReason,
    at: now,
  });
  await recordAudit(ctx, {
    action: 'time.record.approval',
    entity: 'time_record',
    entityId: record.recordId,
    details: {
      before: {
        approvalStatus: record.approvalStatus,
        rejectionReason: record.rejectionReason,
        needsReview: record.needsReview,
      },
      after: { approvalStatus: input.approvalStatus, rejectionReason, needsReview: false },
    },
  });
  return item(await repo.recordItem(ctx, record.recordId));
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
  const items = await repo.listRecords(ctx, { employeeId, ...periodOf(query, employee.timeZone) });
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return [];
  const records: TimeRecordInput[] = items.map((r) => ({
    recordId: r.recordId,
    employeeId,
    clockInTime: new Date(r.clockInTime),
    clockOutTime: r.clockOutTime === null ? null : new Date(r.clockOutTime),
    approvalStatus: r.approvalStatus,
  }));
  const window = correctionsWindow({
    from: new Date(first.clockInTime),
    to: new Date(last.clockInTime),
  });
  const corrections = await repo.approvedCorrections(ctx, employeeId, window.from, window.to);
  const corrected = applyCorrections(records, corrections, employee.timeZone);
  return items.map((row, index) => {
    const out = corrected[index]?.effectiveClockOut ?? null;
    const worked = out === null ? null : secondsBetween(new Date(row.clockInTime), out);
    return {
      ...row,
      effectiveClockOutTime: out?.toISOString() ?? null,
      correctionId: corrected[index]?.correctionId ?? null,
      workedSeconds: worked,
      netSeconds: worked === null ? null : netSeconds(worked),
    };
  });
}

function span(clockIn: number, clockOut: number | null, timeZone: string): string {
  const start = new Date(clockIn);
  const from = `${formatDate(start, timeZone)} ${formatTime(start, timeZone)}`;
  return clockOut === null
    ? `${from}, nog open`
    : `${from}–${formatTime(new Date(clockOut), timeZone)}`;
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
  const clockIn = instantOf(input.clockInTime, timeZone, 'clockInTime');
  const clockOut =
    input.clockOutTime === null ? null : instantOf(input.clockOutTime, timeZone, 'clockOutTime');
  if (clockIn > now) throw new AppError('VALIDATION', TIME_MESSAGES.inFuture, 'clockInTime');
  if (clockOut) {
    if (clockOut <= clockIn) {
      throw new AppError('VALIDATION', TIME_MESSAGES.clockOutBeforeClockIn, 'clockOutTime');
    }
    if (clockOut > now) throw new AppError('VALIDATION', TIME_MESSAGES.inFuture, 'clockOutTime');
    if (clockOut.getTime() - clockIn.getTime() > DAY_MS) {
      throw new AppError('VALIDATION', TIME_MESSAGES.tooLong, 'clockOutTime');
    }
  }

  await assertMonthsOpen(ctx, employee.companyId, timeZone, [clockIn]);
  await repo.lockClockOf(ctx, employee.employeeId);
  if (clockOut === null && (await repo.openRecordOf(ctx, employee.employeeId))) {
    throw new AppError('CONFLICT', TIME_MESSAGES.alreadyOpen, 'clockOutTime');
  }
  const overlap = await repo.overlappingRecord(ctx, employee.employeeId, clockIn, clockOut);
  if (overlap) {
    throw new AppError(
      'CONFLICT',
      `Deze registratie overlapt met een andere registratie van deze medewerker (${span(overlap.clockIn, overlap.clockOut, timeZone)}).`,
      'clockInTime',
    );
  }
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
