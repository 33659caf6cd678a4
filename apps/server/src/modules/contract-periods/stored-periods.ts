import type { ContractHours, ContractPeriod } from '@klokwerk/domain/contract-periods';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type ContractPeriodRow, contractPeriods, employees } from '../../db/schema/index';
import type { TenantScope } from '../../tenancy/tenant-context';

/**
 * The stored contract periods as the rules and the contracts module read them. Its own folder,
 * below contracts (whose writes check the month lock of month-closing), so that the month's
 * figures can read contracts without a cycle through month-closing.
 */

/** What a read needs: whose rows, and the transaction (a request's context is one). */
export type ReadScope = Pick<TenantScope, 'tenantId' | 'tx'>;

/** A stored period with its id. */
export interface StoredPeriod extends ContractPeriod {
  contractId: number;
}

function hoursOf(row: ContractPeriodRow): ContractHours {
  switch (row.kind) {
    case 'fixed':
      return { kind: 'fixed', minutesPerWeek: row.minutesPerWeek ?? 0 };
    case 'zeroHours':
      return { kind: 'zeroHours' };
    case 'minMax':
      return {
        kind: 'minMax',
        minMinutesPerWeek: row.minMinutesPerWeek ?? 0,
        maxMinutesPerWeek: row.maxMinutesPerWeek ?? 0,
      };
  }
}

function periodOf(row: ContractPeriodRow): StoredPeriod {
  return {
    contractId: row.id,
    from: row.startsOn,
    to: row.endsOn,
    hours: hoursOf(row),
    workingWeekdays: row.workingWeekdays,
  };
}

/** The periods of these employees in date order, per employee (every id, [] for none). */
export async function periodsOf(
  scope: ReadScope,
  employeeIds: readonly number[],
): Promise<Map<number, StoredPeriod[]>> {
  const byEmployee = new Map<number, StoredPeriod[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return byEmployee;
  const rows = await scope.tx
    .select()
    .from(contractPeriods)
    .where(
      and(
        eq(contractPeriods.tenantId, scope.tenantId),
        inArray(contractPeriods.employeeId, [...employeeIds]),
      ),
    )
    .orderBy(asc(contractPeriods.employeeId), asc(contractPeriods.startsOn));
  for (const row of rows) byEmployee.get(row.employeeId)?.push(periodOf(row));
  return byEmployee;
}

/** The employment dates and hours of these employees, archived ones included. */
export async function employmentOf(scope: ReadScope, employeeIds: readonly number[]) {
  if (employeeIds.length === 0) return [];
  return scope.tx
    .select({
      id: employees.id,
      companyId: employees.companyId,
      startDate: employees.startDate,
      endDate: employees.endDate,
      hoursPerWeek: employees.hoursPerWeek,
      archivedAt: employees.archivedAt,
    })
    .from(employees)
    .where(and(eq(employees.tenantId, scope.tenantId), inArray(employees.id, [...employeeIds])));
}
