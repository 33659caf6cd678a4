import type { TimeRecordItem, WorkedHoursItem } from '@klokwerk/contract/time';
import { applyCorrections } from '@klokwerk/domain/apply-corrections';
import { netSeconds } from '@klokwerk/domain/breaks';
import { correctionsWindow, recordsWindow } from '@klokwerk/domain/correction-windows';
import { secondsBetween, type TimeRecordInput } from '@klokwerk/domain/time-records';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';

function inputOf(item: TimeRecordItem): TimeRecordInput {
  return {
    recordId: item.recordId,
    employeeId: item.employee.employeeId,
    clockInTime: new Date(item.clockInTime),
    clockOutTime: item.clockOutTime === null ? null : new Date(item.clockOutTime),
    approvalStatus: item.approvalStatus,
  };
}

/**
 * Listed registrations (by clock-in) with the clock-out approved corrections make of them and
 * the time they stand for: what the reports and the payroll export count, so that every screen
 * shows the same times. The corrections are read around the listed clock-ins and matched among
 * every registration they could go to (packages/domain/src/correction-windows.ts), also those
 * just outside the list: a correction at 04:00 on the 1st may belong to the night of the 31st.
 */
export async function withEffectiveTimes(
  ctx: TenantContext,
  owner: repo.Owner,
  items: readonly TimeRecordItem[],
  timeZone: string,
): Promise<WorkedHoursItem[]> {
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return [];
  const window = correctionsWindow({
    from: new Date(first.clockInTime),
    to: new Date(last.clockInTime),
  });
  const corrections = await repo.approvedCorrections(ctx, owner, window.from, window.to);
  let records = items.map(inputOf);
  if (corrections.length > 0) {
    const around = recordsWindow(window);
    records = await repo.recordInputs(ctx, owner, around.from, around.to);
  }
  const corrected = new Map(
    applyCorrections(records, corrections, timeZone).map((r) => [r.recordId, r]),
  );
  return items.map((row) => {
    const own = corrected.get(row.recordId);
    const registered = row.clockOutTime === null ? null : new Date(row.clockOutTime);
    const out = own ? own.effectiveClockOut : registered;
    const worked = out ? secondsBetween(new Date(row.clockInTime), out) : null;
    return {
      ...row,
      effectiveClockOutTime: out?.toISOString() ?? null,
      correctionId: own?.correctionId ?? null,
      workedSeconds: worked,
      netSeconds: worked === null ? null : netSeconds(worked),
    };
  });
}
