import { applyCorrections, recordForCorrection } from '@klokwerk/domain/apply-corrections';
import { correctionsWindow, recordsWindow } from '@klokwerk/domain/correction-windows';
import type { CorrectionInput, TimeRecordInput } from '@klokwerk/domain/time-records';
import { recordAudit } from '../../audit/audit-log';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';

/**
 * The clock-out approved corrections give one registration, or null when none does. The rules
 * run over the employee's registrations around it (packages/domain/src/correction-windows.ts),
 * since a correction goes to the registration that clocked out on its day before it goes to an
 * open one.
 */
export async function correctedClockOut(
  ctx: TenantContext,
  record: TimeRecordInput,
  timeZone: string,
): Promise<Date | null> {
  const window = correctionsWindow({ from: record.clockInTime, to: record.clockInTime });
  const owner = { employeeId: record.employeeId };
  const corrections = await repo.approvedCorrections(ctx, owner, window.from, window.to);
  if (corrections.length === 0) return null;
  const around = recordsWindow(window);
  const records = await repo.recordInputs(ctx, owner, around.from, around.to);
  const corrected = applyCorrections(records, corrections, timeZone);
  const own = corrected.find((r) => r.recordId === record.recordId);
  return own?.correctionId == null ? null : own.effectiveClockOut;
}

/**
 * Stores the clock-out an approved correction gave an open registration on the registration
 * itself. What every screen shows of it stays the same (the correction still applies to it, now
 * at distance zero), but it is no longer open: the kiosk starts the employee's next tap as a new
 * registration, and the correction cannot move to a later registration that clocks out on the
 * same day. Audited as `time.record.corrected-clock-out`.
 */
export async function settleCorrectedClockOut(
  ctx: TenantContext,
  recordId: number,
  clockOut: Date,
): Promise<void> {
  await repo.closeRecord(ctx, recordId, clockOut);
  await recordAudit(ctx, {
    action: 'time.record.corrected-clock-out',
    entity: 'time_record',
    entityId: recordId,
    details: { before: { clockOutTime: null }, after: { clockOutTime: clockOut.toISOString() } },
  });
}

/**
 * After a correction's approval: when it applies to an open registration of its employee, that
 * registration gets the clock-out (settleCorrectedClockOut).
 */
export async function settleOpenRecordOf(
  ctx: TenantContext,
  correction: CorrectionInput,
  timeZone: string,
): Promise<void> {
  const around = recordsWindow({ from: correction.requestedTime, to: correction.requestedTime });
  const owner = { employeeId: correction.employeeId };
  const records = await repo.recordInputs(ctx, owner, around.from, around.to);
  const record = recordForCorrection(correction, records, timeZone);
  if (!record || record.clockOutTime !== null) return;
  const clockOut = await correctedClockOut(ctx, record, timeZone);
  if (clockOut) await settleCorrectedClockOut(ctx, record.recordId, clockOut);
}
