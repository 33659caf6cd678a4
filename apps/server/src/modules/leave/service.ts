import {
  LEAVE_MESSAGES,
  type LeaveItem,
  type LeaveRequestInput,
  type LeaveStatus,
  leaveOverlapMessage,
  MY_LEAVE_REQUESTS,
  outsideEmploymentMessage,
} from '@klokwerk/contract/leave';
import { formatLocalDate } from '@klokwerk/domain/format';
import { leaveMinutesPerDay } from '@klokwerk/domain/leave-days';
import { type LeaveDays, leavePeriod, minutesBetween } from '@klokwerk/domain/leave-period';
import { fromIsoDate } from '@klokwerk/domain/local-date';
import { monthsOfPeriods } from '@klokwerk/domain/period-months';
import { ROLE_RANK } from '@klokwerk/domain/roles';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import { NONEXISTENT_TIME_MESSAGE } from '../../http/instants';
import type { Mailer } from '../../mail/mailer';
import { queueMail } from '../../mail/outbox';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { contractPeriodsOf } from '../contract-periods/read';
import { leaveSettingsOf, paidHolidays } from '../pay-settings/read';
import { leaveDecisionMail } from './mails';
import * as repo from './repository';

export interface LeaveDeps {
  now: Date;
  mailer: Mailer;
  publicUrl: string;
}

function minutesOf(time: string | null): number | null {
  if (time === null) return null;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The account's own employee, or a 404 that says why there is none. */
async function ownEmployee(ctx: TenantContext): Promise<repo.AbsentEmployee> {
  const employeeId = ctx.actor.employeeId;
  const employee = employeeId === null ? null : await repo.absentEmployee(ctx, employeeId);
  if (!employee) throw new AppError('NOT_FOUND', LEAVE_MESSAGES.notAnEmployee);
  return employee;
}

/**
 * The period of the request's days in the company's zone; a wall-clock time that does not
 * exist there (the spring-forward hour) is a 400 naming the time.
 */
function periodOf(days: LeaveDays, timeZone: string): { start: Date; end: Date } {
  try {
    return leavePeriod(days, timeZone);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const startExists = (() => {
      try {
        leavePeriod({ ...days, endMinutes: days.startMinutes }, timeZone);
        return true;
      } catch {
        return false;
      }
    })();
    throw new AppError(
      'VALIDATION',
      NONEXISTENT_TIME_MESSAGE,
      startExists ? 'endTime' : 'startTime',
    );
  }
}

/**
 * What a request is worth in minutes (docs/calculations.md#leave-requests): part of a day its
 * real minutes; whole days a contract day on each working day of the employee's contract
 * periods, less the public holidays the company gives off (leaveMinutesPerDay).
 */
async function worthOf(
  ctx: TenantContext,
  employee: repo.AbsentEmployee,
  input: LeaveRequestInput,
  period: { start: Date; end: Date },
): Promise<number> {
  if (input.startTime !== null) return minutesBetween(period.start, period.end);
  const from = input.startDate;
  const to = input.endDate ?? input.startDate;
  const [contracts, settings] = await Promise.all([
    contractPeriodsOf(ctx, [employee.employeeId]),
    leaveSettingsOf(ctx, employee.companyId),
  ]);
  const days = leaveMinutesPerDay(
    { unit: 'days', from, to },
    contracts.get(employee.employeeId) ?? [],
    paidHolidays(settings, from, to),
  );
  return days.reduce((sum, day) => sum + day.minutes, 0);
}

/**
 * Leave lies within the employment: a day before its start or after its end is no day off from
 * work (400 naming the field), and neither is a request worth nothing, only weekend days or
 * closed holidays, which would sit in the queue as if it were leave.
 */
function assertLeaveWorthTaking(
  employee: repo.AbsentEmployee,
  input: LeaveRequestInput,
  minutes: number,
): void {
  const last = input.endDate ?? input.startDate;
  if (employee.startDate !== null && input.startDate < employee.startDate) {
    const day = formatLocalDate(fromIsoDate(employee.startDate));
    throw new AppError('VALIDATION', outsideEmploymentMessage('start', day), 'startDate');
  }
  if (employee.endDate !== null && last > employee.endDate) {
    const day = formatLocalDate(fromIsoDate(employee.endDate));
    throw new AppError('VALIDATION', outsideEmploymentMessage('end', day), 'endDate');
  }
  if (minutes === 0) throw new AppError('VALIDATION', LEAVE_MESSAGES.noWorth, 'startDate');
}

/**
 * The months a stored request's days touch: a decision or a withdrawal changes the hours those
 * months pay (docs/calculations.md#month-closing).
 */
function monthsOfLeave(leave: repo.StoredLeave) {
  return monthsOfPeriods([{ start: leave.startsAt, end: leave.endsAt }], leave.timeZone);
}

async function itemOf(ctx: TenantContext, leaveId: number): Promise<LeaveItem> {
  const [item] = await repo.listLeave(ctx, { leaveId });
  if (!item) throw new Error(`leave request ${leaveId} vanished within its transaction`);
  return item;
}

/**
 * POST /api/leave/requests: a request for oneself (the token's employee), PENDING. Days that
 * are over may be asked for afterwards (calamity leave is told after the fact) as long as their
 * month is open (409 otherwise); never overlapping one's own pending or approved leave (409).
 * Whole days are worth their counted contract days, part of a day its minutes
 * (docs/calculations.md#leave-requests).
 */
export async function requestLeave(
  ctx: TenantContext,
  input: LeaveRequestInput,
): Promise<LeaveItem> {
  const employee = await ownEmployee(ctx);
  const { timeZone } = employee;
  const days: LeaveDays = {
    startDate: fromIsoDate(input.startDate),
    endDate: fromIsoDate(input.endDate ?? input.startDate),
    startMinutes: minutesOf(input.startTime),
    endMinutes: minutesOf(input.endTime),
  };
  const period = periodOf(days, timeZone);
  const minutes = await worthOf(ctx, employee, input, period);
  assertLeaveWorthTaking(employee, input, minutes);
  // Leave changes the hours its months pay: none of them may be closed.
  await assertMonthsOpen(ctx, employee.companyId, monthsOfPeriods([period], timeZone));
  await repo.lockLeaveOf(ctx, employee.employeeId);
  const overlap = await repo.overlappingLeave(ctx, { employeeId: employee.employeeId, ...period });
  if (overlap) throw new AppError('CONFLICT', leaveOverlapMessage(overlap), 'startDate');
  const values: repo.NewLeave = {
    companyId: employee.companyId,
    employeeId: employee.employeeId,
    leaveType: input.type,
    startDate: input.startDate,
    endDate: input.endDate ?? input.startDate,
    startMinutes: days.startMinutes,
    endMinutes: days.endMinutes,
    startsAt: period.start,
    endsAt: period.end,
    minutes,
    note: input.note,
  };
  const leaveId = await repo.insertLeave(ctx, values);
  await recordAudit(ctx, {
    action: 'leave.request',
    entity: 'leave',
    entityId: leaveId,
    details: {
      employeeId: employee.employeeId,
      after: {
        type: input.type,
        startDate: values.startDate,
        endDate: values.endDate,
        startTime: input.startTime,
        endTime: input.endTime,
        minutes,
      },
    },
  });
  return itemOf(ctx, leaveId);
}

/** GET /api/me/leave: my own requests, newest first day first. */
export async function myLeave(
  ctx: TenantContext,
): Promise<{ timeZone: string; requests: LeaveItem[] }> {
  const employee = await ownEmployee(ctx);
  const requests = await repo.listLeave(ctx, {
    employeeId: employee.employeeId,
    newestFirst: MY_LEAVE_REQUESTS,
  });
  return { timeZone: employee.timeZone, requests };
}

/** GET /api/leave/company/{companyId}: a company in reach, by first day. */
export async function leaveOfCompany(
  ctx: TenantContext,
  companyId: number,
  query: { status?: LeaveStatus | null; from: string | null; to: string | null },
): Promise<LeaveItem[]> {
  await zoneOfCompanyInReach(ctx, companyId);
  return repo.listLeave(ctx, {
    companyId,
    status: query.status ?? null,
    from: query.from,
    to: query.to,
  });
}

/**
 * PUT /api/leave/requests/{leaveId}/cancel: one's own request only (anyone else's is 404, as
 * if it did not exist): while it is pending, or approved leave that has not begun
 * (docs/decisions/025). A withdrawal touching a closed month is refused.
 */
export async function cancelLeave(
  ctx: TenantContext,
  now: Date,
  leaveId: number,
): Promise<LeaveItem> {
  const leave = await repo.leaveForUpdate(ctx, leaveId);
  if (!leave || ctx.actor.employeeId === null || leave.employeeId !== ctx.actor.employeeId) {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  }
  const cancellable =
    leave.status === 'PENDING' || (leave.status === 'APPROVED' && leave.startsAt > now);
  if (!cancellable) throw new AppError('CONFLICT', LEAVE_MESSAGES.notCancellable);
  await assertMonthsOpen(ctx, leave.companyId, monthsOfLeave(leave));
  await repo.updateLeave(ctx, leaveId, { status: 'CANCELLED', cancelledAt: now });
  await recordAudit(ctx, {
    action: 'leave.cancel',
    entity: 'leave',
    entityId: leaveId,
    details: { before: { status: leave.status }, after: { status: 'CANCELLED' } },
  });
  return itemOf(ctx, leaveId);
}

/** Owners may decide their own request: there is nobody above them to ask. */
const OWNER_RANK = 4;

/**
 * A PENDING request of a company in reach, locked; 404 when out of reach, 403 for one's own
 * (another manager decides it), 409 when it is decided or in a closed month.
 */
async function pendingLeave(ctx: TenantContext, leaveId: number): Promise<repo.StoredLeave> {
  const leave = await repo.leaveForUpdate(ctx, leaveId);
  if (!leave) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  assertCompanyInReach(ctx, leave.companyId);
  if (leave.employeeId === ctx.actor.employeeId && ROLE_RANK[ctx.actor.role] < OWNER_RANK) {
    throw new AppError('FORBIDDEN', LEAVE_MESSAGES.ownDecision);
  }
  if (leave.status !== 'PENDING') throw new AppError('CONFLICT', LEAVE_MESSAGES.notPending);
  await assertMonthsOpen(ctx, leave.companyId, monthsOfLeave(leave));
  return leave;
}

/** The decision's mail to the employee, queued with the decision (shift-mails' outbox). */
async function mailDecision(ctx: TenantContext, deps: LeaveDeps, item: LeaveItem) {
  const employee = await repo.absentEmployee(ctx, item.employeeId);
  if (!employee) return;
  const message = leaveDecisionMail(
    { to: employee.email, companyName: employee.companyName, publicUrl: deps.publicUrl },
    item,
  );
  await queueMail(ctx, deps.mailer, 'leave.decided', message);
}

/** A manager's decision on a PENDING request: stored, audited and mailed to the employee. */
async function decideLeave(
  ctx: TenantContext,
  deps: LeaveDeps,
  leaveId: number,
  decision: { status: 'APPROVED' } | { status: 'REJECTED'; rejectionReason: string },
): Promise<LeaveItem> {
  await pendingLeave(ctx, leaveId);
  await repo.updateLeave(ctx, leaveId, {
    ...decision,
    decidedBy: ctx.actor.userId,
    decidedAt: deps.now,
  });
  await recordAudit(ctx, {
    action: decision.status === 'APPROVED' ? 'leave.approve' : 'leave.reject',
    entity: 'leave',
    entityId: leaveId,
    details: { before: { status: 'PENDING' }, after: decision },
  });
  const item = await itemOf(ctx, leaveId);
  await mailDecision(ctx, deps, item);
  return item;
}

/** PUT /api/leave/requests/{leaveId}/approve: the leave takes its days out of the roster. */
export function approveLeave(
  ctx: TenantContext,
  deps: LeaveDeps,
  leaveId: number,
): Promise<LeaveItem> {
  return decideLeave(ctx, deps, leaveId, { status: 'APPROVED' });
}

/** PUT /api/leave/requests/{leaveId}/reject with a reason the employee reads in the mail. */
export function rejectLeave(
  ctx: TenantContext,
  deps: LeaveDeps,
  leaveId: number,
  rejectionReason: string,
): Promise<LeaveItem> {
  return decideLeave(ctx, deps, leaveId, { status: 'REJECTED', rejectionReason });
}
