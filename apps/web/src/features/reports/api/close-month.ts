import type { MonthStatus } from '@klokwerk/contract/month-closing';
import { closeMonthCall } from '@klokwerk/contract/month-closing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { Period } from '../lib/period';
import { monthStatusKey } from './get-month-status';
import { monthKey } from './keys';

export interface CloseMonthInput {
  companyId: number;
  period: Period;
}

/** POST /api/months/close ("Maand afsluiten"); 409 while registrations are still pending. */
export function closeMonth({ companyId, period }: CloseMonthInput): Promise<MonthStatus> {
  return callApi(closeMonthCall, {
    body: { companyId, year: period.year, month: period.month },
  });
}

/**
 * The answer is the month's new state, shown at once; the month's reports are fetched again,
 * since a closed month shows the figures of the moment of closing.
 */
export function useMonthChange<I extends CloseMonthInput>(
  change: (input: I) => Promise<MonthStatus>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (status, { companyId, period }) => {
      queryClient.setQueryData(monthStatusKey(companyId, period), status);
      await queryClient.invalidateQueries({ queryKey: monthKey(companyId, period) });
    },
  });
}

export function useCloseMonth() {
  return useMonthChange(closeMonth);
}
