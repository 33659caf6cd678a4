import {
  type BulkApprovalAnswer,
  type BulkApprovalInput,
  TIME_MESSAGES,
  type TimeRecordItem,
} from '@klokwerk/contract/time';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { monthsOfInstants } from '@klokwerk/domain/period-months';
import { recordAudit } from '../../audit/audit-log';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { correctedClockOut, settleCorrectedClockOut } from './corrected-clock-out';
import * as repo from './repository';
import { item } from './service';

type Decision = {
  approvalStatus: 'Approved' | 'Rejected';
  rejectionReason: string | null;
};

/** Whether deciding changes nothing: the same decision, and no kiosk mark left to clear. */
function alreadySo(record: repo.StoredRecord, decision: Decision): boolean {
  return (
    record.approvalStatus === decision.approvalStatus &&
    record.rejectionReason === decision.rejectionReason &&
    !record.needsReview
  );
}

/**
 * Checks that a registration may get this decision, and throws (changing nothing) when not: its
 * month must be open, and an approval needs a clock-out, registered or given by an approved
 * correction. Answers the clock-out a correction gives an open registration, to be kept with it.
 */
async function mayDecide(
  ctx: TenantContext,
  record: repo.StoredRecord,
  decision: Decision,
  timeZone: string,
): Promise<Date | null> {
  await assertMonthsOpen(ctx, record.companyId, monthsOfInstants([record.clockInTime], timeZone));
  if (decision.approvalStatus !== 'Approved' || record.clockOutTime !== null) return null;
  const clockOut = await correctedClockOut(ctx, record, timeZone);
  if (clockOut === null) throw new AppError('CONFLICT', TIME_MESSAGES.noClockOut, 'recordId');
  return clockOut;
}

/** Writes a decision that mayDecide allowed, and its audit entry (before and after). */
async function writeDecision(
  ctx: TenantContext,
  now: Date,
  record: repo.StoredRecord,
  decision: Decision,
  settledClockOut: Date | null,
): Promise<void> {
  // Approved with the clock-out the correction gave it, which it now keeps for good.
  if (settledClockOut) await settleCorrectedClockOut(ctx, record.recordId, settledClockOut);
  await repo.setApproval(ctx, record.recordId, { ...decision, at: now });
  await recordAudit(ctx, {
    action: 'time.record.approval',
    entity: 'time_record',
    entityId: record.recordId,
    details: {
      before: {
        approvalStatus: record.approvalStatus,
        rejectionReason: record.rejectionReason,
        needsReview: record.needsReview,
      },
      after: { ...decision, needsReview: false },
    },
  });
}

function decisionOf(input: {
  approvalStatus: 'Approved' | 'Rejected';
  rejectionReason: string | null;
}): Decision {
  return {
    approvalStatus: input.approvalStatus,
    rejectionReason: input.approvalStatus === 'Rejected' ? input.rejectionReason : null,
  };
}

/**
 * PUT /api/time/update-approval-status (docs/screens.md#hours-report). A registration without a clock-out is
 * approved only when an approved correction supplies one: otherwise the approval would say
 * "these hours are right" about hours nobody knows. The decision is audited with before and
 * after; deciding what is already decided changes nothing (unless a kiosk tap marked the
 * registration for review since: the decision clears the mark). A registration of a closed
 * month is not decided again (409).
 */
export async function updateApproval(
  ctx: TenantContext,
  now: Date,
  input: {
    recordId: number;
    approvalStatus: 'Approved' | 'Rejected';
    rejectionReason: string | null;
  },
): Promise<TimeRecordItem> {
  const [record] = await repo.recordsForUpdate(ctx, [input.recordId]);
  if (!record) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const timeZone = await zoneOfCompanyInReach(ctx, record.companyId);
  const decision = decisionOf(input);
  if (!alreadySo(record, decision)) {
    const settled = await mayDecide(ctx, record, decision, timeZone);
    await writeDecision(ctx, now, record, decision, settled);
  }
  return item(await repo.recordItem(ctx, record.recordId));
}

/**
 * PUT /api/time/approvals: one decision for several registrations, all or none. Every one is
 * checked as a single decision would be before any is written; the first that may not be
 * decided refuses the call, and the request's transaction leaves everything as it was. A
 * registration marked for review is one of them only when `reviewedIds` names it too: the mark
 * asks for a person's eye on its note, which a decision over a whole month would pass by
 * (docs/offline-kiosk.md#for-the-managers). The registrations are locked in id order, so two
 * bulk calls over the same rows cannot deadlock.
 */
export async function decideMany(
  ctx: TenantContext,
  now: Date,
  input: BulkApprovalInput,
): Promise<BulkApprovalAnswer> {
  const ids = [...new Set(input.recordIds)].sort((a, b) => a - b);
  const records = await repo.recordsForUpdate(ctx, ids);
  // Another tenant's ids are invisible here: as unknown as ids that never existed.
  if (records.length !== ids.length) {
    throw new AppError('NOT_FOUND', TIME_MESSAGES.recordsNotFound, 'recordIds');
  }
  const decision = decisionOf(input);
  const reviewed = new Set(input.reviewedIds);
  const zones = new Map<number, string>();
  const toWrite: { record: repo.StoredRecord; settled: Date | null }[] = [];
  for (const record of records) {
    let timeZone = zones.get(record.companyId);
    if (timeZone === undefined) {
      timeZone = await zoneOfCompanyInReach(ctx, record.companyId);
      zones.set(record.companyId, timeZone);
    }
    if (alreadySo(record, decision)) continue;
    try {
      if (record.needsReview && !reviewed.has(record.recordId)) {
        throw new AppError('CONFLICT', TIME_MESSAGES.markedForReview, 'recordIds');
      }
      toWrite.push({ record, settled: await mayDecide(ctx, record, decision, timeZone) });
    } catch (error) {
      throw await naming(ctx, record, timeZone, error);
    }
  }
  for (const { record, settled } of toWrite) {
    await writeDecision(ctx, now, record, decision, settled);
  }
  const changed: TimeRecordItem[] = [];
  for (const { record } of toWrite) changed.push(item(await repo.recordItem(ctx, record.recordId)));
  const written = new Set(toWrite.map(({ record }) => record.recordId));
  return {
    approvalStatus: decision.approvalStatus,
    changed,
    unchangedIds: ids.filter((recordId) => !written.has(recordId)),
  };
}

/** A refusal of one registration in a bulk call, saying whose and which one it is. */
async function naming(
  ctx: TenantContext,
  record: repo.StoredRecord,
  timeZone: string,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof AppError)) return error;
  const listed = item(await repo.recordItem(ctx, record.recordId));
  const name = `${listed.employee.firstName} ${listed.employee.lastName}`.trim();
  const moment = `${formatDate(record.clockInTime, timeZone)} ${formatTime(record.clockInTime, timeZone)}`;
  return new AppError(error.code, `${name}, ${moment}: ${error.message}`, 'recordIds');
}
