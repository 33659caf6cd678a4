import { recordForCorrection } from '@klokwerk/domain/apply-corrections';
import { recordsWindow } from '@klokwerk/domain/correction-windows';
import type { TenantContext } from '../../tenancy/tenant-context';
import { assertMonthsOpen } from '../month-closing/guard';
import { recordInputs } from '../time/repository';

/**
 * Refuses (409) a correction (a new request, a decision, an edit of its time) that would change
 * the hours of a closed month: the month of each requested time, and the month of the
 * registration that time would correct (recordForCorrection, read within its recordsWindow),
 * which for a night shift is the day before.
 */
export async function assertCorrectionMonthsOpen(
  ctx: TenantContext,
  correction: { companyId: number; employeeId: number },
  timeZone: string,
  requestedTimes: readonly Date[],
): Promise<void> {
  const instants: Date[] = [...requestedTimes];
  for (const requestedTime of requestedTimes) {
    const around = recordsWindow({ from: requestedTime, to: requestedTime });
    const records = await recordInputs(
      ctx,
      { employeeId: correction.employeeId },
      around.from,
      around.to,
    );
    const record = recordForCorrection(
      {
        correctionId: 0,
        employeeId: correction.employeeId,
        requestedTime,
        status: 'PENDING',
        reviewedAt: null,
      },
      records,
      timeZone,
    );
    if (record) instants.push(record.clockInTime);
  }
  await assertMonthsOpen(ctx, correction.companyId, timeZone, instants);
}
