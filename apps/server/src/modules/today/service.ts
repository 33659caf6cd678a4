import {
  OPEN_LOOKBACK_DAYS,
  PRESENT_AT_MOST_HOURS,
  type TodayBoard,
} from '@klokwerk/contract/today';
import { addDays, localDateOf, localTimeToInstant, toIsoDate } from '@klokwerk/domain/local-date';
import { SHIFT_MATCH_HOURS } from '@klokwerk/domain/match-shifts';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { absentToday } from '../leave/index';
import { publishedShifts } from '../my-roster/index';
import * as repo from './repository';

const HOUR_MS = 3_600_000;

/**
 * GET /api/today/company/{companyId}: the day in the company's own calendar. A registration
 * without clock-out says someone is in while it is younger than PRESENT_AT_MOST_HOURS; older,
 * it is a forgotten clock-out and listed as open. A shift of today counts as come when a
 * registration began within SHIFT_MATCH_HOURS of its start (the hours report's own matching);
 * otherwise its employee is expected, and late once it has begun. Who is on approved leave
 * today or sick is listed too (the screen marks an expected shift of theirs as such).
 */
export async function todayBoard(
  ctx: TenantContext,
  now: Date,
  companyId: number,
): Promise<TodayBoard> {
  const timeZone = await zoneOfCompanyInReach(ctx, companyId);
  const today = localDateOf(now, timeZone);
  const dayStart = localTimeToInstant(today, 0, timeZone);
  const dayEnd = localTimeToInstant(addDays(today, 1), 0, timeZone);
  const records = await repo.boardRecords(ctx, companyId, {
    openSince: localTimeToInstant(addDays(today, -OPEN_LOOKBACK_DAYS), 0, timeZone),
    endedSince: dayStart,
  });
  const shifts = (await publishedShifts(ctx, { companyId, from: dayStart, to: dayEnd })).filter(
    (shift) => new Date(shift.startTime) >= dayStart,
  );
  const presentSince = now.getTime() - PRESENT_AT_MOST_HOURS * HOUR_MS;
  const open = records.filter((r) => r.clockOutTime === null);
  const inNow = open.filter((r) => Date.parse(r.clockInTime) >= presentSince);
  const shiftOf = (employeeId: number, clockIn: string) =>
    shifts.find(
      (s) =>
        s.employeeId === employeeId &&
        Math.abs(Date.parse(s.startTime) - Date.parse(clockIn)) <= SHIFT_MATCH_HOURS * HOUR_MS,
    ) ?? null;
  const person = (r: { employeeId: number; firstName: string; lastName: string }) => ({
    employeeId: r.employeeId,
    firstName: r.firstName,
    lastName: r.lastName,
  });
  const came = (shift: (typeof shifts)[number]) =>
    records.some(
      (r) =>
        r.employeeId === shift.employeeId &&
        Math.abs(Date.parse(shift.startTime) - Date.parse(r.clockInTime)) <=
          SHIFT_MATCH_HOURS * HOUR_MS,
    );
  const presentIds = new Set(inNow.map((r) => r.employeeId));
  return {
    companyId,
    date: toIsoDate(today),
    timeZone,
    present: inNow.map((r) => ({
      ...person(r),
      recordId: r.recordId,
      clockInTime: r.clockInTime,
      shiftStart: shiftOf(r.employeeId, r.clockInTime)?.startTime ?? null,
    })),
    expected: shifts
      .filter((shift) => !came(shift) && !presentIds.has(shift.employeeId))
      .map((shift) => ({
        ...person(shift),
        scheduleId: shift.scheduleId,
        startTime: shift.startTime,
        endTime: shift.endTime,
        late: Date.parse(shift.startTime) < now.getTime(),
      })),
    left: records.flatMap((r) =>
      r.clockOutTime !== null && !presentIds.has(r.employeeId)
        ? [
            {
              ...person(r),
              recordId: r.recordId,
              clockInTime: r.clockInTime,
              clockOutTime: r.clockOutTime,
            },
          ]
        : [],
    ),
    open: open
      .filter((r) => Date.parse(r.clockInTime) < presentSince)
      .map((r) => ({ ...person(r), recordId: r.recordId, clockInTime: r.clockInTime })),
    ...(await repo.pendingCounts(ctx, companyId).then((counts) => ({
      pendingRegistrations: counts.registrations,
      pendingCorrections: counts.corrections,
    }))),
    ...(await absentToday(ctx, now, companyId, timeZone, dayEnd)),
  };
}
