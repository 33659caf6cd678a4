import { CONTRACT_MESSAGES, type EmployeeContracts } from '@klokwerk/contract/employee-contracts';
import type { ContractPeriod } from '@klokwerk/domain/contract-periods';
import { fromIsoDate, type LocalDate, localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import { monthsOfDays } from '@klokwerk/domain/period-months';
import { type AuditEntry, recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompany } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { initialContractPeriod } from './initial-period';
import {
  changedDays,
  type DayRange,
  hoursPerWeekOn,
  periodsAfter,
  periodToEnd,
} from './period-changes';
import * as repo from './repository';

/**
 * An employee's contract periods (docs/leave-and-hours-balance.md#contracts): read, added,
 * changed and removed by HR and the owners, each change audited on the employee as pay changes
 * are, refused when it would change a closed month. After each change the employee row's hours
 * per week follow the periods (docs/decisions/028-contracts-and-leave-settings.md).
 */

type Employee = NonNullable<Awaited<ReturnType<typeof repo.lockedEmployee>>>;

/** The employee, locked, in a company the caller may act for; else 404. */
async function employeeInReach(ctx: TenantContext, employeeId: number): Promise<Employee> {
  const employee = await repo.lockedEmployee(ctx, employeeId);
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  assertCompanyInReach(ctx, employee.companyId);
  return employee;
}

async function storedPeriods(ctx: TenantContext, employeeId: number) {
  return (await repo.periodsOf(ctx, [employeeId])).get(employeeId) ?? [];
}

async function answer(ctx: TenantContext, employeeId: number): Promise<EmployeeContracts> {
  const [periods, employee] = await Promise.all([
    storedPeriods(ctx, employeeId),
    repo.employmentOf(ctx, [employeeId]),
  ]);
  return {
    employeeId,
    hoursPerWeek: employee[0]?.hoursPerWeek ?? null,
    periods: periods.map(repo.periodItem),
  };
}

/** GET: the periods of an employee in a company in reach. */
export async function contractsOf(
  ctx: TenantContext,
  employeeId: number,
): Promise<EmployeeContracts> {
  const employee = await repo.employmentOf(ctx, [employeeId]);
  const found = employee[0];
  if (!found || found.archivedAt !== null) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  assertCompanyInReach(ctx, found.companyId);
  return answer(ctx, employeeId);
}

/** What the audit trail keeps of a period: the answer's fields. */
function auditValues(period: repo.StoredPeriod) {
  const { contractId: _, ...values } = repo.periodItem(period);
  return values;
}

interface Change {
  before: repo.StoredPeriod | null;
  after: ContractPeriod | null;
}

/**
 * Checks and writes a set of changes to one employee's periods: none may start before the
 * employee's start date, the result may not overlap, no changed day may lie in a closed month.
 * Then each change is written and audited, and the row's hours per week follow.
 */
async function applyChanges(
  ctx: TenantContext,
  now: Date,
  employee: Employee,
  current: readonly repo.StoredPeriod[],
  changes: readonly Change[],
  months: 'guarded' | 'unguarded' = 'guarded',
): Promise<void> {
  for (const { after } of changes) {
    if (after && employee.startDate !== null && after.from < employee.startDate) {
      throw new AppError('VALIDATION', CONTRACT_MESSAGES.beforeEmployment, 'from');
    }
  }
  const replaced = new Set(changes.flatMap(({ before }) => (before ? [before.contractId] : [])));
  const result = periodsAfter([
    ...current.filter((p) => !replaced.has(p.contractId)),
    ...changes.flatMap(({ after }) => (after ? [after] : [])),
  ]);
  if (result === null) throw new AppError('CONFLICT', CONTRACT_MESSAGES.overlap, 'from');

  const timeZone = await zoneOfCompany(ctx, employee.companyId);
  const today: LocalDate = localDateOf(now, timeZone);
  const ranges: DayRange[] = changes.flatMap(({ before, after }) => changedDays(before, after));
  if (months === 'guarded') {
    // The contract hours of a month are part of what its closing froze.
    const days = ranges.map((range) => ({
      from: fromIsoDate(range.from),
      to: range.to === null ? null : fromIsoDate(range.to),
    }));
    await assertMonthsOpen(ctx, employee.companyId, monthsOfDays(days, today), 'from');
  }

  // Removals, then changes, then new periods: a period that makes room is out of the way
  // before the one that takes its place is written.
  const rank = ({ before, after }: Change) => (after === null ? 0 : before === null ? 2 : 1);
  const ordered = [...changes].sort((a, b) => rank(a) - rank(b));
  for (const { before, after } of ordered) {
    if (before && after) {
      await repo.updatePeriod(ctx, before.contractId, after);
      await recordAudit(
        ctx,
        auditEntry(employee.id, 'employee.contract.change', before.contractId, {
          before: auditValues(before),
          after: auditValues({ ...after, contractId: before.contractId }),
        }),
      );
    } else if (before) {
      await repo.deletePeriod(ctx, before.contractId);
      await recordAudit(
        ctx,
        auditEntry(employee.id, 'employee.contract.delete', before.contractId, {
          before: auditValues(before),
        }),
      );
    } else if (after) {
      await repo.insertPeriod(ctx, employee.id, after, (contractId) =>
        auditEntry(employee.id, 'employee.contract.create', contractId, {
          after: auditValues({ ...after, contractId }),
        }),
      );
    }
  }
  await repo.setHoursPerWeek(ctx, employee.id, hoursPerWeekOn(result, toIsoDate(today)));
}

/** A period's change is audited on its employee, naming the period. */
function auditEntry(
  employeeId: number,
  action: string,
  contractId: number,
  details: Record<string, unknown>,
): AuditEntry {
  return { action, entity: 'employee', entityId: employeeId, details: { contractId, ...details } };
}

/**
 * POST: a new period. Starting inside a period that runs on (or ends no later than the new
 * one), it is a change of contract from that day: the earlier period ends the day before.
 */
export async function createPeriod(
  ctx: TenantContext,
  now: Date,
  employeeId: number,
  period: ContractPeriod,
): Promise<EmployeeContracts> {
  const employee = await employeeInReach(ctx, employeeId);
  const current = await storedPeriods(ctx, employeeId);
  const ended = periodToEnd(current, period);
  const changes: Change[] = [{ before: null, after: period }];
  if (ended) {
    const before = current.find((p) => p.contractId === ended.contractId) ?? null;
    changes.push({ before, after: ended });
  }
  await applyChanges(ctx, now, employee, current, changes);
  return answer(ctx, employeeId);
}

async function periodOfEmployee(
  ctx: TenantContext,
  employeeId: number,
  contractId: number,
): Promise<{ employee: Employee; current: repo.StoredPeriod[]; period: repo.StoredPeriod }> {
  const employee = await employeeInReach(ctx, employeeId);
  const current = await storedPeriods(ctx, employeeId);
  const period = current.find((p) => p.contractId === contractId);
  if (!period) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return { employee, current, period };
}

/** PUT: one period's dates, hours and days. */
export async function updatePeriod(
  ctx: TenantContext,
  now: Date,
  employeeId: number,
  contractId: number,
  changed: ContractPeriod,
): Promise<EmployeeContracts> {
  const { employee, current, period } = await periodOfEmployee(ctx, employeeId, contractId);
  await applyChanges(ctx, now, employee, current, [{ before: period, after: changed }]);
  return answer(ctx, employeeId);
}

/** DELETE: one period. */
export async function deletePeriod(
  ctx: TenantContext,
  now: Date,
  employeeId: number,
  contractId: number,
): Promise<EmployeeContracts> {
  const { employee, current, period } = await periodOfEmployee(ctx, employeeId, contractId);
  await applyChanges(ctx, now, employee, current, [{ before: period, after: null }]);
  return answer(ctx, employeeId);
}

/**
 * Gives an employee without any period the one its row stands for (initial-period.ts): called
 * after an employee is created or saved, so that the rules find a contract for everyone with
 * a start date and hours. An employee with periods is left alone: their hours change there.
 * No closed month is asked: the employee had no contract at all until now, and a closed
 * month's figures did not count one.
 */
export async function ensureInitialContract(
  ctx: TenantContext,
  now: Date,
  employeeId: number,
): Promise<void> {
  const employee = await employeeInReach(ctx, employeeId);
  const current = await storedPeriods(ctx, employeeId);
  if (current.length > 0) return;
  const period = initialContractPeriod(employee);
  if (period === null) return;
  await applyChanges(ctx, now, employee, current, [{ before: null, after: period }], 'unguarded');
}

/** Whether the employee has any contract period: their hours per week then follow those. */
export async function hasContractPeriods(ctx: TenantContext, employeeId: number): Promise<boolean> {
  return (await storedPeriods(ctx, employeeId)).length > 0;
}
