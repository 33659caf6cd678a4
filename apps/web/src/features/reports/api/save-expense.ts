import type { CallResponse } from '@klokwerk/contract/call';
import { saveExpenseCall } from '@klokwerk/contract/expenses';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { monthDatePeriod } from '../../../lib/calendar-month';
import type { Period } from '../lib/period';

export type SavedExpense = CallResponse<typeof saveExpenseCall>;

export interface SaveExpenseInput {
  companyId: number;
  period: Period;
  /** The server's own total of the calculation; it refuses one that differs from its figure. */
  totalExpense: number;
}

/** POST /api/expenses/calculate: stores the month's wage-cost total (Opslaan). */
export function saveExpense({
  companyId,
  period,
  totalExpense,
}: SaveExpenseInput): Promise<SavedExpense> {
  return callApi(saveExpenseCall, {
    body: { companyId, totalExpense, ...monthDatePeriod(period) },
  });
}

export function useSaveExpense() {
  return useMutation({ mutationFn: saveExpense });
}
