import type { CallResponse } from '@klokwerk/contract/call';
import { saveExpenseCall } from '@klokwerk/contract/expenses';
import { callApi } from '../../../lib/api-client';
import { monthDatePeriod } from '../../../lib/calendar-month';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import type { Period } from '../lib/period';

export type SavedExpense = CallResponse<typeof saveExpenseCall>;

export interface SaveExpenseInput {
  companyId: number;
  period: Period;
  /** The server's own total of the calculation; it refuses one that differs from its figure. */
  totalExpense: number;
}

/** POST /api/expenses/calculate: stores the month's wage-cost total (Opslaan). */
export function saveExpense(
  { companyId, period, totalExpense }: SaveExpenseInput,
  idempotencyKey?: string,
): Promise<SavedExpense> {
  return callApi(
    saveExpenseCall,
    { body: { companyId, totalExpense, ...monthDatePeriod(period) } },
    { idempotencyKey },
  );
}

/** Opslaan pressed again after a lost answer stores the month's total once. */
export function useSaveExpense() {
  return useCreatingMutation(saveExpense);
}
