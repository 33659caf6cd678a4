import {
  LEAVE_ADJUSTMENT_MESSAGES,
  type LeaveAdjustments,
  type LeaveCorrectionInput,
  type LeaveOpeningInput,
} from '@klokwerk/contract/leave-adjustments';
import { fromIsoDate, localDateOf } from '@klokwerk/domain/local-date';
import { monthsOfDays } from '@klokwerk/domain/period-months';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompany } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
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
 * The months of the years from `first` through `last` that have begun by `now` on the
 * company's clock (a month closes only once it is over).
 */
async function monthsOfYears(
  ctx: TenantContext,
  companyId: number,
  now: Date,
  first: number,
  last: number,
) {
  const today = localDateOf(now, await zoneOfCompany(ctx, companyId));
  const days = { from: { year: first, month: 1, day: 1 }, to: { year: last, month: 12, day: 31 } };
  return monthsOfDays([days], today);
}

/**
 * PUT the opening balance. Its year is where the balance starts, so no correction may lie
 * before it: the opening already holds what came before. Every balance of its year is reckoned
 * from it, so while a month of that year (or of the year it replaces) is closed it stays
 * (409): a correction dated in an open month puts it right (docs/calculations.md#month-closing).
 */
export async function saveOpening(
  ctx: TenantContext,
  now: Date,
  employeeId: number,
  input: LeaveOpeningInput,
): Promise<LeaveAdjustments> {
  const employee = await repo.activeEmployee(ctx, employeeId, { lock: true });
  inReach(ctx, employee);
  const corrections = (await repo.correctionsOf(ctx, [employeeId])).get(employeeId) ?? [];
  const first = corrections[0];
  if (first && Number(first.date.slice(0, 4)) < input.year) {
    throw new AppError('VALIDATION', LEAVE_ADJUSTMENT_MESSAGES.correctionsBeforeOpening, 'year');
  }
  const before = (await repo.openingsOf(ctx, [employeeId])).get(employeeId);
  const years = [input.year, before?.year ?? input.year];
  await assertMonthsOpen(
    ctx,
    employee.companyId,
    await monthsOfYears(ctx, employee.companyId, now, Math.min(...years), Math.max(...years)),
    'year',
  );
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

/**
 * POST a correction: dated in or after the opening balance's year, and not in a closed month
 * (409), whose leave is frozen with its hours.
 */
export async function addCorrection(
  ctx: TenantContext,
  now: Date,
  employeeId: number,
  input: LeaveCorrectionInput,
): Promise<LeaveAdjustments> {
  const employee = await repo.activeEmployee(ctx, employeeId, { lock: true });
  inReach(ctx, employee);
  const opening = (await repo.openingsOf(ctx, [employeeId])).get(employeeId);
  if (opening && Number(input.date.slice(0, 4)) < opening.year) {
    throw new AppError('VALIDATION', LEAVE_ADJUSTMENT_MESSAGES.beforeOpening, 'date');
  }
  const { year, month } = fromIsoDate(input.date);
  await assertMonthsOpen(ctx, employee.companyId, [{ year, month }], 'date');
  await repo.insertCorrection(ctx, employeeId, input, now, (correctionId) => ({
    action: 'leave.correction.create',
    entity: 'employee',
    entityId: employeeId,
    details: { correctionId, ...input },
  }));
  return answer(ctx, employeeId);
}
