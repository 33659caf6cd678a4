import type { ContractPeriodItem } from '@klokwerk/contract/employee-contracts';
import type { ContractPeriod } from '@klokwerk/domain/contract-periods';
import { and, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../audit/audit-log';
import { insertAudited } from '../../audit/audited-insert';
import { contractPeriods, employees } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { currentEmployee } from '../common/employee-repository';
import type { ReadScope, StoredPeriod } from '../contract-periods/read';

export {
  employmentOf,
  periodsOf,
  type ReadScope,
  type StoredPeriod,
} from '../contract-periods/read';

/** A period as the API answers it: the kind's minutes, the others null. */
export function periodItem(period: StoredPeriod): ContractPeriodItem {
  const { hours } = period;
  return {
    contractId: period.contractId,
    from: period.from,
    to: period.to,
    kind: hours.kind,
    minutesPerWeek: hours.kind === 'fixed' ? hours.minutesPerWeek : null,
    minMinutesPerWeek: hours.kind === 'minMax' ? hours.minMinutesPerWeek : null,
    maxMinutesPerWeek: hours.kind === 'minMax' ? hours.maxMinutesPerWeek : null,
    workingWeekdays: [...period.workingWeekdays],
  };
}

function columnsOf(period: ContractPeriod) {
  const item = periodItem({ ...period, contractId: 0 });
  return {
    startsOn: item.from,
    endsOn: item.to,
    kind: item.kind,
    minutesPerWeek: item.minutesPerWeek,
    minMinutesPerWeek: item.minMinutesPerWeek,
    maxMinutesPerWeek: item.maxMinutesPerWeek,
    workingWeekdays: item.workingWeekdays,
  };
}

/**
 * An employee that is not archived, its row locked until the transaction ends: two changes to
 * one employee's periods take turns, so the overlap check of one sees the other's result.
 */
export function lockedEmployee(ctx: TenantContext, employeeId: number) {
  return currentEmployee(
    ctx,
    {
      id: employees.id,
      companyId: employees.companyId,
      startDate: employees.startDate,
      endDate: employees.endDate,
      contractType: employees.contractType,
      hoursPerWeek: employees.hoursPerWeek,
    },
    employeeId,
    { lock: true },
  );
}

/** A new period and its audit entry, which `entry` makes from the period's id. */
export function insertPeriod(
  ctx: TenantContext,
  employeeId: number,
  period: ContractPeriod,
  entry: (contractId: number) => AuditEntry,
): Promise<number> {
  return insertAudited(
    ctx,
    contractPeriods,
    { tenantId: ctx.tenantId, employeeId, ...columnsOf(period) },
    entry,
  );
}

/**
 * Periods written without a request (the demo seed, test fixtures): each employee's first
 * period, as initial-period.ts makes it, unaudited as the employees' own rows are.
 */
export async function insertPeriods(
  scope: ReadScope,
  periods: readonly { employeeId: number; period: ContractPeriod }[],
): Promise<void> {
  if (periods.length === 0) return;
  await scope.tx.insert(contractPeriods).values(
    periods.map(({ employeeId, period }) => ({
      tenantId: scope.tenantId,
      employeeId,
      ...columnsOf(period),
    })),
  );
}

const thePeriod = (ctx: TenantContext, contractId: number) =>
  and(eq(contractPeriods.tenantId, ctx.tenantId), eq(contractPeriods.id, contractId));

export async function updatePeriod(
  ctx: TenantContext,
  contractId: number,
  period: ContractPeriod,
): Promise<void> {
  await ctx.tx.update(contractPeriods).set(columnsOf(period)).where(thePeriod(ctx, contractId));
}

export async function deletePeriod(ctx: TenantContext, contractId: number): Promise<void> {
  await ctx.tx.delete(contractPeriods).where(thePeriod(ctx, contractId));
}

/** The employee row's summary of the hours (docs/decisions/028-contracts-and-leave-settings.md). */
export async function setHoursPerWeek(
  ctx: TenantContext,
  employeeId: number,
  hoursPerWeek: number | null,
): Promise<void> {
  await ctx.tx
    .update(employees)
    .set({ hoursPerWeek })
    .where(and(eq(employees.tenantId, ctx.tenantId), eq(employees.id, employeeId)));
}
