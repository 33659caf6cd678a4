import {
  CORRECTION_MESSAGES,
  type CorrectionItem,
  type CorrectionReceipt,
  type CorrectionRequest,
} from '@klokwerk/contract/corrections';
import { recordForCorrection } from '@klokwerk/domain/apply-corrections';
import { can } from '@klokwerk/domain/policies';
import type { TimeRecordInput } from '@klokwerk/domain/time-records';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import { instantOf } from '../../http/instants';
import { periodOf, START_DATE_END_DATE } from '../../http/query-period';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { settleOpenRecordOf } from '../time/index';
import { correctionMonths } from './correction-months';
import * as repo from './repository';

type PeriodQuery = { startDate: string | null; endDate: string | null };

/**
 * The listed corrections with the registration each would apply to and its clock-out (the
 * manager's table, docs/screens.md#corrections), by the rule of docs/calculations.md#time-and-time-zones in the company's zone.
 */
async function withRecords(
  ctx: TenantContext,
  filter: repo.CorrectionFilter,
  timeZone: string,
): Promise<CorrectionItem[]> {
  const rows = await repo.listCorrections(ctx, filter);
  if (rows.length === 0) return [];
  const recordsOf = new Map<number, TimeRecordInput[]>();
  for (const record of await repo.candidateRecords(ctx, filter)) {
    const own = recordsOf.get(record.employeeId);
    if (own) own.push(record);
    else recordsOf.set(record.employeeId, [record]);
  }
  // The row's extra `requested` is left out by the answer's serializer.
  return rows.map((row) => {
    const record = recordForCorrection(
      repo.correctionInput(row),
      recordsOf.get(row.employeeId) ?? [],
      timeZone,
    );
    return {
      ...row,
      recordId: record?.recordId ?? null,
      clockOutTime: record?.clockOutTime?.toISOString() ?? null,
    };
  });
}

/**
 * GET /api/corrections/all/email/{email}: one's own corrections (the staff list of
 * docs/screens.md#corrections), or, for a reviewer (corrections.review), those of an employee of a company in reach.
 * Anyone else's address is 404, as if nobody had it.
 */
export async function correctionsOfEmployee(
  ctx: TenantContext,
  email: string,
): Promise<CorrectionItem[]> {
  const employee = await repo.employeeByEmail(ctx, email, { archived: true });
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  if (employee.employeeId !== ctx.actor.employeeId) {
    if (!can(ctx.actor.role, 'corrections.review')) {
      throw new AppError('NOT_FOUND', MESSAGES.notFound);
    }
    assertCompanyInReach(ctx, employee.companyId);
  }
  return withRecords(
    ctx,
    { employeeId: employee.employeeId, from: null, to: null },
    employee.timeZone,
  );
}

/** GET /api/corrections/all/company/{companyId}: optionally of [startDate, endDate). */
export async function correctionsOfCompany(
  ctx: TenantContext,
  companyId: number,
  query: PeriodQuery,
): Promise<CorrectionItem[]> {
  const timeZone = await zoneOfCompanyInReach(ctx, companyId);
  return withRecords(
    ctx,
    { companyId, ...periodOf(query, START_DATE_END_DATE, timeZone) },
    timeZone,
  );
}

function notInFuture(instant: Date, now: Date, field: string): Date {
  if (instant > now) throw new AppError('VALIDATION', CORRECTION_MESSAGES.inFuture, field);
  return instant;
}

/**
 * POST /api/corrections/request. Staff ask for themselves only: the address
 * must be their own employee's, or the answer is 403 whether it exists or not. The kiosk (the
 * one requester that also clocks, time.clock) submits for any employee of its company, who
 * stands in front of it. The requested time is a clock-out that has happened: not in the future.
 */
export async function requestCorrection(
  ctx: TenantContext,
  now: Date,
  input: CorrectionRequest,
): Promise<CorrectionReceipt> {
  const timeZone = await zoneOfCompanyInReach(ctx, input.companyId);
  const employee = await repo.employeeByEmail(ctx, input.employeeEmail, {
    companyId: input.companyId,
    archived: false,
  });
  if (can(ctx.actor.role, 'time.clock')) {
    if (!employee) {
      throw new AppError('NOT_FOUND', CORRECTION_MESSAGES.unknownEmployee, 'employeeEmail');
    }
  } else if (!employee || employee.employeeId !== ctx.actor.employeeId) {
    throw new AppError('FORBIDDEN', CORRECTION_MESSAGES.notYours, 'employeeEmail');
  }
  const requestedTime = notInFuture(
    instantOf(input.requestedTime, timeZone, 'requestedTime'),
    now,
    'requestedTime',
  );
  // A request for a closed month could only be decided after reopening it: said now.
  await assertMonthsOpen(
    ctx,
    employee.companyId,
    await correctionMonths(ctx, employee.employeeId, timeZone, [requestedTime]),
  );
  // The same request twice (a double click, a resend without a key) is one request.
  const twin = { employeeId: employee.employeeId, requestedTime, reason: input.reason };
  await repo.lockRequestsOf(ctx, employee.employeeId);
  if (await repo.pendingTwinExists(ctx, twin)) {
    throw new AppError('CONFLICT', CORRECTION_MESSAGES.duplicate, 'requestedTime');
  }
  const correctionId = await repo.insertCorrection(ctx, {
    employeeId: employee.employeeId,
    companyId: employee.companyId,
    requestedTime,
    reason: input.reason,
  });
  return {
    correctionId,
    employeeEmail: employee.email,
    firstName: employee.firstName,
    requestedTime: requestedTime.toISOString(),
    reason: input.reason,
    status: 'PENDING',
  };
}

/**
 * A PENDING correction of a company the reviewer may act for, locked; 404 / 409 otherwise, and
 * 409 when it would change the hours of a closed month.
 */
async function pendingCorrection(ctx: TenantContext, correctionId: number) {
  const correction = await repo.correctionForUpdate(ctx, correctionId);
  if (!correction) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const timeZone = await zoneOfCompanyInReach(ctx, correction.companyId);
  if (correction.status !== 'PENDING') {
    throw new AppError('CONFLICT', CORRECTION_MESSAGES.notPending);
  }
  await assertMonthsOpen(
    ctx,
    correction.companyId,
    await correctionMonths(ctx, correction.employeeId, timeZone, [correction.requestedTime]),
  );
  return { correction, timeZone };
}

async function answer(
  ctx: TenantContext,
  correctionId: number,
  timeZone: string,
): Promise<CorrectionItem> {
  const [item] = await withRecords(ctx, { correctionId, from: null, to: null }, timeZone);
  if (!item) throw new Error(`correction ${correctionId} vanished within its transaction`);
  return item;
}

/**
 * PUT /api/corrections/approve/{id}: from now on the reports use its time (docs/calculations.md#corrections). A
 * correction that gives an open registration its clock-out closes it (settleOpenRecordOf), so
 * the employee's next kiosk tap starts a new registration instead of changing this one.
 */
export async function approveCorrection(
  ctx: TenantContext,
  now: Date,
  correctionId: number,
): Promise<CorrectionItem> {
  const { correction, timeZone } = await pendingCorrection(ctx, correctionId);
  await repo.updateCorrection(ctx, correctionId, {
    status: 'APPROVED',
    reviewedBy: ctx.actor.userId,
    reviewedAt: now,
  });
  await settleOpenRecordOf(
    ctx,
    {
      correctionId,
      employeeId: correction.employeeId,
      requestedTime: correction.requestedTime,
      status: 'APPROVED',
      reviewedAt: now,
    },
    timeZone,
  );
  await recordAudit(ctx, {
    action: 'correction.approve',
    entity: 'correction',
    entityId: correctionId,
    details: { before: { status: 'PENDING' }, after: { status: 'APPROVED' } },
  });
  return answer(ctx, correctionId, timeZone);
}

/** PUT /api/corrections/reject/{id} with a reason (docs/screens.md#corrections: not blank). */
export async function rejectCorrection(
  ctx: TenantContext,
  now: Date,
  correctionId: number,
  rejectionReason: string,
): Promise<CorrectionItem> {
  const { timeZone } = await pendingCorrection(ctx, correctionId);
  await repo.updateCorrection(ctx, correctionId, {
    status: 'REJECTED',
    rejectionReason,
    reviewedBy: ctx.actor.userId,
    reviewedAt: now,
  });
  await recordAudit(ctx, {
    action: 'correction.reject',
    entity: 'correction',
    entityId: correctionId,
    details: { before: { status: 'PENDING' }, after: { status: 'REJECTED', rejectionReason } },
  });
  return answer(ctx, correctionId, timeZone);
}

/**
 * PUT /api/corrections/update-time/{id}: the manager's edit mode (docs/screens.md#corrections). The request
 * stays PENDING, so it is not reviewed yet; the audit log says who changed the time.
 */
export async function updateCorrectionTime(
  ctx: TenantContext,
  now: Date,
  correctionId: number,
  newRequestedTime: string,
): Promise<CorrectionItem> {
  const { correction, timeZone } = await pendingCorrection(ctx, correctionId);
  const requestedTime = notInFuture(
    instantOf(newRequestedTime, timeZone, 'newRequestedTime'),
    now,
    'newRequestedTime',
  );
  await assertMonthsOpen(
    ctx,
    correction.companyId,
    await correctionMonths(ctx, correction.employeeId, timeZone, [requestedTime]),
  );
  await repo.updateCorrection(ctx, correctionId, { requestedTime });
  await recordAudit(ctx, {
    action: 'correction.update-time',
    entity: 'correction',
    entityId: correctionId,
    details: {
      before: { requestedTime: correction.requestedTime.toISOString() },
      after: { requestedTime: requestedTime.toISOString() },
    },
  });
  return answer(ctx, correctionId, timeZone);
}

/** One employee's corrections by id, newest requested time first (Mijn uren: the token's own). */
export function correctionsOfEmployeeId(
  ctx: TenantContext,
  employeeId: number,
  timeZone: string,
): Promise<CorrectionItem[]> {
  return withRecords(ctx, { employeeId, from: null, to: null }, timeZone);
}
