import {
  MY_CORRECTIONS,
  MY_MESSAGES,
  MY_SHIFTS_DAYS,
  type MyShiftItem,
} from '@klokwerk/contract/my-roster';
import { localDateOf } from '@klokwerk/domain/local-date';
import { monthBounds } from '@klokwerk/domain/month-bounds';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { correctionsOfEmployeeId } from '../corrections/index';
import { workedHours } from '../time/index';
import * as repo from './repository';

const DAY_MS = 86_400_000;

/** The signed-in account's own employee, or a 404 that says why there is none. */
async function ownEmployee(ctx: TenantContext) {
  const employeeId = ctx.actor.employeeId;
  if (employeeId === null) throw new AppError('NOT_FOUND', MY_MESSAGES.notAnEmployee);
  const employee = await repo.companyOfEmployee(ctx, employeeId);
  if (!employee) throw new AppError('NOT_FOUND', MY_MESSAGES.notAnEmployee);
  return { employeeId, ...employee };
}

const overlaps = (a: { startTime: string; endTime: string }, b: typeof a) =>
  a.startTime < b.endTime && b.startTime < a.endTime;

/**
 * GET /api/me/shifts: my shifts that have not ended, the next MY_SHIFTS_DAYS days, each with
 * the first names of the colleagues whose shift overlaps it. Only ever the token's employee.
 */
export async function myShifts(
  ctx: TenantContext,
  now: Date,
): Promise<{ timeZone: string; shifts: MyShiftItem[] }> {
  const me = await ownEmployee(ctx);
  const mine = await repo.publishedShifts(ctx, {
    employeeId: me.employeeId,
    from: now,
    to: new Date(now.getTime() + MY_SHIFTS_DAYS * DAY_MS),
  });
  const first = mine[0];
  const last = mine.at(-1);
  if (!first || !last) return { timeZone: me.timeZone, shifts: [] };
  const latestEnd = mine.reduce((end, shift) => (shift.endTime > end ? shift.endTime : end), '');
  const everyone = await repo.publishedShifts(ctx, {
    companyId: me.companyId,
    from: new Date(first.startTime),
    to: new Date(latestEnd),
  });
  const shifts = mine.map((shift) => {
    const names = everyone
      .filter((other) => other.employeeId !== me.employeeId && overlaps(shift, other))
      .map((other) => other.firstName);
    return {
      scheduleId: shift.scheduleId,
      companyId: shift.companyId,
      companyName: me.companyName,
      startTime: shift.startTime,
      endTime: shift.endTime,
      colleagues: [...new Set(names)]
        .sort((a, b) => a.localeCompare(b, 'nl'))
        .map((firstName) => ({ firstName })),
    };
  });
  return { timeZone: me.timeZone, shifts };
}

/**
 * GET /api/me/hours: my registrations of this month so far in my company's calendar, with the
 * approved corrections applied, their sums, and my latest correction requests. The sums are the
 * time from the clock-in (as the wage cost pays it), the waiting registrations included; a
 * rejected one is listed but is no worked time. The page says how this differs from the hours
 * report (docs/calculations.md#one-count-of-the-month).
 */
export async function myHours(ctx: TenantContext, now: Date) {
  const me = await ownEmployee(ctx);
  const today = localDateOf(now, me.timeZone);
  const bounds = monthBounds(today.year, today.month, me.timeZone);
  const registrations = await workedHours(ctx, me.employeeId, {
    startDate: bounds.start.toISOString(),
    endDate: bounds.end.toISOString(),
  });
  let workedSeconds = 0;
  let netSeconds = 0;
  for (const registration of registrations) {
    if (registration.approvalStatus === 'Rejected') continue;
    workedSeconds += registration.workedSeconds ?? 0;
    netSeconds += registration.netSeconds ?? 0;
  }
  return {
    year: today.year,
    month: today.month,
    timeZone: me.timeZone,
    workedSeconds,
    netSeconds,
    pendingCount: registrations.filter((r) => r.approvalStatus === 'Pending').length,
    clockedIn: registrations.some((r) => r.effectiveClockOutTime === null),
    registrations,
    corrections: (await correctionsOfEmployeeId(ctx, me.employeeId, me.timeZone)).slice(
      0,
      MY_CORRECTIONS,
    ),
  };
}
