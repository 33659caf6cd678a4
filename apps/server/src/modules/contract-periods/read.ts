import { type ContractPeriod, checkedContractPeriods } from '@klokwerk/domain/contract-periods';
import { employmentOf, periodsOf, type ReadScope } from './stored-periods';

// The stored rows, for the contracts feature that writes them.
export { employmentOf, periodsOf, type ReadScope, type StoredPeriod } from './stored-periods';

/**
 * THE read of employees' contracts for the rules (leave, sickness, hours balance, surcharges):
 * each employee's periods as `ContractPeriod`s, in date order, checked, and cut to the
 * employment: a period does not run before the employee's start date or after the end date,
 * so an end date entered on the employee ends the contract too. Archived employees included;
 * every id asked for is in the answer ([] without a contract).
 */
export async function contractPeriodsOf(
  scope: ReadScope,
  employeeIds: readonly number[],
): Promise<Map<number, ContractPeriod[]>> {
  const [periods, employment] = await Promise.all([
    periodsOf(scope, employeeIds),
    employmentOf(scope, employeeIds),
  ]);
  const datesOf = new Map(employment.map((e) => [e.id, e]));
  const result = new Map<number, ContractPeriod[]>();
  for (const [employeeId, stored] of periods) {
    const start = datesOf.get(employeeId)?.startDate ?? null;
    const end = datesOf.get(employeeId)?.endDate ?? null;
    const cut: ContractPeriod[] = [];
    for (const { contractId: _, ...period } of stored) {
      const from = start !== null && start > period.from ? start : period.from;
      const to = end !== null && (period.to === null || end < period.to) ? end : period.to;
      if (to !== null && to < from) continue;
      cut.push({ ...period, from, to });
    }
    result.set(employeeId, checkedContractPeriods(cut));
  }
  return result;
}
