import { recordForCorrection } from '@klokwerk/domain/apply-corrections';
import { recordsWindow } from '@klokwerk/domain/correction-windows';
import type { CalendarMonth } from '@klokwerk/domain/month-bounds';
import { monthsOfInstants } from '@klokwerk/domain/period-months';
import type { TenantContext } from '../../tenancy/tenant-context';
import { recordInputs } from '../time/index';

/**
 * The months whose hours a correction (a new request, a decision, an edit of its time) would
 * change, for the month lock (modules/common/month-lock.ts): the month of each requested time, and the
 * month of the registration that time would correct (recordForCorrection, read within its
 * recordsWindow), which for a night shift is the day before.
 */
export async function correctionMonths(
  ctx: TenantContext,
  employeeId: number,
  timeZone: string,
  requestedTimes: readonly Date[],
): Promise<CalendarMonth[]> {
  const instants: Date[] = [...requestedTimes];
  for (const requestedTime of requestedTimes) {
    const around = recordsWindow({ from: requestedTime, to: requestedTime });
    const records = await recordInputs(ctx, { employeeId }, around.from, around.to);
    const record = recordForCorrection(
      { correctionId: 0, employeeId, requestedTime, status: 'PENDING', reviewedAt: null },
      records,
      timeZone,
    );
    if (record) instants.push(record.clockInTime);
  }
  return monthsOfInstants(instants, timeZone);
}
