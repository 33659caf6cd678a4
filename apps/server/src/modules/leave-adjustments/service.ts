import {
  LEAVE_ADJUSTMENT_MESSAGES,
  type LeaveAdjustments,
  type LeaveCorrectionInput,
  type LeaveOpeningInput,
} from '@klokwerk/contract/leave-adjustments';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';

/**
 * HR's part of an employee's leave (docs/leave-and-hours-balance.md#the-balance): the opening
 * balance and corrections, each audited on the employee. A correction is never changed or
 * removed; a mistake is undone by a correction the other way.
 */

function inReach(
  ctx: TenantContext,
  employee: { companyId: number } | null,
): asserts employee is { id: number; companyId: number } {
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  assertCompanyInReach(ctx, employee.companyId);
}

async function answer(ctx: TenantContext, employeeId: number): Promise<LeaveAdjustments> {
  const [openings, corrections] = await Promise.all([
    repo.openingsOf(ctx, [employeeId]),
    repo.correctionsOf(ctx, [employeeId]),
  ]);
  const opening = openings.get(employeeId);
  return {
    employeeId,
    opening: opening
      ? {
          year: opening.year,
          pots: opening.pots,
          updatedAt: opening.updatedAt.toISOString(),
          updatedBy: opening.updatedByName,
        }
      : null,
    corrections: (corrections.get(employeeId) ?? []).map((c) => ({
      ...c,
      createdAt: c.createdAt.toISOString(),
    })),
  };
}

/** GET: an employee (not archived) in a company in reach. */
export async function adjustmentsOf(
  ctx: TenantContext,
  employeeId: number,
): Promise<LeaveAdjustments> {
  inReach(ctx, await repo.activeEmployee(ctx, employeeId));
  return answer(ctx, employeeId);
}

/**
 * PUT the opening balance. Its year is where the balance starts, so no correction may lie
 * before it: the opening already holds what came before.
 */
export async function saveOpening(
  ctx: TenantContext,
  now: Date,
  employeeId: number,
  input: LeaveOpeningInput,
): Promise<LeaveAdjustments> {
  inReach(ctx, await repo.activeEmployee(ctx, employeeId, { lock: true }));
  const corrections = (await repo.correctionsOf(ctx, [employeeId])).get(employeeId) ?? [];
  const first = corrections[0];
  if (first && Number(first.date.slice(0, 4)) < input.year) {
    throw new AppError('VALIDATION', LEAVE_ADJUSTMENT_MESSAGES.correctionsBeforeOpening, 'year');
  }
  const before = (await repo.openingsOf(ctx, [employeeId])).get(employeeId);
  await repo.saveOpening(ctx, employeeId, input, now);
  await recordAudit(ctx, {
    action: 'leave.opening.change',
    entity: 'employee',
    entityId: employeeId,
    details: {
      before: before ? { year: before.year, pots: before.pots } : null,
      after: { year: input.year, pots: input.pots },
    },
  });
  return answer(ctx, employeeId);
}

/** POST a correction: dated in or after the opening balance's year. */
export async function addCorrection(
  ctx: TenantContext,
  now: Date,
  employeeId: number,
  input: LeaveCorrectionInput,
): Promise<LeaveAdjustments> {
  inReach(ctx, await repo.activeEmployee(ctx, employeeId, { lock: true }));
  const opening = (await repo.openingsOf(ctx, [employeeId])).get(employeeId);
  if (opening && Number(input.date.slice(0, 4)) < opening.year) {
    throw new AppError('VALIDATION', LEAVE_ADJUSTMENT_MESSAGES.beforeOpening, 'date');
  }
  await repo.insertCorrection(ctx, employeeId, input, now, (correctionId) => ({
    action: 'leave.correction.create',
    entity: 'employee',
    entityId: employeeId,
    details: { correctionId, ...input },
  }));
  return answer(ctx, employeeId);
}
