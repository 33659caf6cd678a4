import type { LeaveCorrection, LeavePotAmount } from '@klokwerk/domain/leave-balance';
import { correctionsOf, openingsOf, type ReadScope } from './repository';

/**
 * THE reads of HR's leave entries for the balance (leave-balance.ts). The employees are not
 * checked here: the caller read them in reach.
 */

/** An opening balance as `leaveBalance` takes it: its `firstYear` and `opening` pots. */
export interface LeaveOpening {
  firstYear: number;
  opening: LeavePotAmount[];
}

/** The opening balances of these employees; an employee without one is absent. */
export async function leaveOpeningsOf(
  scope: ReadScope,
  employeeIds: readonly number[],
): Promise<Map<number, LeaveOpening>> {
  const stored = await openingsOf(scope, employeeIds);
  return new Map(
    [...stored].map(([employeeId, { year, pots }]) => [
      employeeId,
      { firstYear: year, opening: pots },
    ]),
  );
}

/** HR's corrections of these employees by date, as `leaveBalance` takes them ([] for none). */
export async function leaveCorrectionsOf(
  scope: ReadScope,
  employeeIds: readonly number[],
): Promise<Map<number, LeaveCorrection[]>> {
  const stored = await correctionsOf(scope, employeeIds);
  return new Map(
    [...stored].map(([employeeId, list]) => [
      employeeId,
      list.map(({ date, kind, minutes }) => ({ date, kind, minutes })),
    ]),
  );
}
