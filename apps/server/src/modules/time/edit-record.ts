import type { EditRecordInput, TimeRecordItem } from '@klokwerk/contract/time';
import { monthsOfInstants } from '@klokwerk/domain/period-months';
import { recordAudit } from '../../audit/audit-log';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { assertNoOverlap, enteredTimes } from './manual-times';
import * as repo from './repository';
import { item } from './service';

/**
 * PUT /api/time/records/{recordId}: a manager sets the times of a registration (a forgotten
 * clock-out, a wrong clock-in), by the rules of manual entry (manual-times.ts). Both the month
 * it was in and the month it moves to must be open. The registration returns to Pending, since
 * a decision was about the old times; the audit entry keeps both. The same times again change
 * nothing (a double click).
 */
export async function editRecord(
  ctx: TenantContext,
  now: Date,
  recordId: number,
  input: EditRecordInput,
): Promise<TimeRecordItem> {
  const [record] = await repo.recordsForUpdate(ctx, [recordId]);
  if (!record) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const timeZone = await zoneOfCompanyInReach(ctx, record.companyId);
  const { clockIn, clockOut } = enteredTimes(input, timeZone, now);
  if (clockOut === null) throw new Error('the contract requires a clock-out');
  if (
    clockIn.getTime() === record.clockInTime.getTime() &&
    clockOut.getTime() === record.clockOutTime?.getTime()
  ) {
    return item(await repo.recordItem(ctx, recordId));
  }
  await assertMonthsOpen(
    ctx,
    record.companyId,
    monthsOfInstants([record.clockInTime, clockIn], timeZone),
  );
  await repo.lockClockOf(ctx, record.employeeId);
  await assertNoOverlap(ctx, record.employeeId, { clockIn, clockOut }, timeZone, recordId);
  await repo.setTimes(ctx, recordId, { clockIn, clockOut });
  await recordAudit(ctx, {
    action: 'time.record.update',
    entity: 'time_record',
    entityId: recordId,
    details: {
      before: {
        clockInTime: record.clockInTime.toISOString(),
        clockOutTime: record.clockOutTime?.toISOString() ?? null,
        approvalStatus: record.approvalStatus,
        rejectionReason: record.rejectionReason,
      },
      after: {
        clockInTime: clockIn.toISOString(),
        clockOutTime: clockOut.toISOString(),
        approvalStatus: 'Pending',
        rejectionReason: null,
      },
    },
  });
  return item(await repo.recordItem(ctx, recordId));
}
