import { ABSENCE_WARNINGS } from '@klokwerk/contract/leave';
import type { TodayBoard } from '@klokwerk/contract/today';
import { localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import type { TenantContext } from '../../tenancy/tenant-context';
import { absenceClashes } from './absences-repository';
import { listLeave, pendingLeaveCount } from './repository';
import { listReports } from './sickness-repository';

/** A shift a warning is about, with its employee's name. */
export interface WarnedShift {
  scheduleId: number;
  employee: { firstName: string; lastName: string };
  startTime: string;
  endTime: string;
}

/**
 * Warnings, not refusals, per shift planned in approved leave or in a sick period, on the day
 * the two first meet (ABSENCE_WARNINGS): what the roster answers after a shift is planned,
 * beside the availability warning.
 */
export async function absenceWarningsFor(
  ctx: TenantContext,
  shifts: readonly WarnedShift[],
  timeZone: string,
): Promise<Map<number, string[]>> {
  const warnings = new Map<number, string[]>();
  if (shifts.length === 0) return warnings;
  const byId = new Map(shifts.map((shift) => [shift.scheduleId, shift]));
  for (const clash of await absenceClashes(ctx, [...byId.keys()])) {
    const shift = byId.get(clash.scheduleId);
    if (!shift) continue;
    const name = `${shift.employee.firstName} ${shift.employee.lastName}`;
    const day = new Date(Math.max(Date.parse(shift.startTime), clash.startMs));
    const part =
      clash.partDay && clash.endMs !== null
        ? { start: new Date(clash.startMs), end: new Date(clash.endMs) }
        : null;
    const text =
      clash.kind === 'leave'
        ? ABSENCE_WARNINGS.onLeave({ name, day, timeZone, part })
        : ABSENCE_WARNINGS.sick({ name, day, timeZone, part: null });
    warnings.set(clash.scheduleId, [...(warnings.get(clash.scheduleId) ?? []), text]);
  }
  return warnings;
}

type Absent = Pick<TodayBoard, 'onLeave' | 'sick' | 'pendingLeave'>;

/**
 * Vandaag's absences: who is on approved leave today (the company's calendar), who is sick now
 * or later today, and how many requests wait for a decision.
 */
export async function absentToday(
  ctx: TenantContext,
  now: Date,
  companyId: number,
  timeZone: string,
  dayEnd: Date,
): Promise<Absent> {
  const today = toIsoDate(localDateOf(now, timeZone));
  const [leave, sick, pendingLeave] = await Promise.all([
    listLeave(ctx, { companyId, status: 'APPROVED', from: today, to: today }),
    listReports(ctx, { companyId, from: now, to: dayEnd }),
    pendingLeaveCount(ctx, companyId),
  ]);
  const person = (p: { employeeId: number; firstName: string; lastName: string }) => ({
    employeeId: p.employeeId,
    firstName: p.firstName,
    lastName: p.lastName,
  });
  return {
    onLeave: leave.map((l) => ({
      ...person(l),
      leaveId: l.leaveId,
      type: l.type,
      endDate: l.endDate,
      startTime: l.startTime,
      endTime: l.endTime,
    })),
    sick: sick.map((s) => ({ ...person(s), sickReportId: s.sickReportId, sickFrom: s.sickFrom })),
    pendingLeave,
  };
}
