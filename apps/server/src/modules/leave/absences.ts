import { ABSENCE_WARNINGS } from '@klokwerk/contract/leave';
import type { TodayBoard } from '@klokwerk/contract/today';
import { localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import { sql } from 'drizzle-orm';
import { epochMs } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../tenancy/tenant-context';
import { listLeave, pendingLeaveCount } from './repository';
import { listReports } from './sickness-repository';

/** A shift a warning is about, with its employee's name. */
export interface WarnedShift {
  scheduleId: number;
  employee: { firstName: string; lastName: string };
  startTime: string;
  endTime: string;
}

interface AbsenceClash {
  scheduleId: number;
  kind: 'leave' | 'sick';
  /** The absence's period; a sick period still open has no end. */
  startMs: number;
  endMs: number | null;
  /** Whether the leave is part of one day (its times are named). */
  partDay: boolean;
}

/** For each of these shifts, the approved leave and the sick periods of its employee it falls in. */
function absenceClashes(ctx: TenantContext, ids: readonly number[]): Promise<AbsenceClash[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<AbsenceClash>(
    ctx.tx,
    sql`
      select s.id::float8 as "scheduleId", 'leave' as "kind",
             ${epochMs(sql`l.starts_at`)} as "startMs", ${epochMs(sql`l.ends_at`)} as "endMs",
             l.start_minutes is not null as "partDay"
      from schedules s
      join leave_requests l
        on l.tenant_id = s.tenant_id and l.employee_id = s.employee_id and l.status = 'APPROVED'
        and l.starts_at < s.end_time and l.ends_at > s.start_time
      where s.tenant_id = ${ctx.tenantId} and s.id in (${list})
      union all
      select s.id::float8, 'sick', ${epochMs(sql`r.sick_from`)},
             case when r.recovered_at is null then null else ${epochMs(sql`r.recovered_at`)} end,
             false
      from schedules s
      join sick_reports r
        on r.tenant_id = s.tenant_id and r.employee_id = s.employee_id
        and r.sick_from < s.end_time and (r.recovered_at is null or r.recovered_at > s.start_time)
      where s.tenant_id = ${ctx.tenantId} and s.id in (${list})
      order by 1, 3`,
  );
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
