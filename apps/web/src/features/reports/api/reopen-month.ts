import type { MonthStatus } from '@klokwerk/contract/month-closing';
import { reopenMonthCall } from '@klokwerk/contract/month-closing';
import { callApi } from '../../../lib/api-client';
import { type CloseMonthInput, useMonthChange } from './close-month';

export interface ReopenMonthInput extends CloseMonthInput {
  reason: string;
}

/** POST /api/months/reopen with the reason, which is kept. */
export function reopenMonth({ companyId, period, reason }: ReopenMonthInput): Promise<MonthStatus> {
  return callApi(reopenMonthCall, {
    body: { companyId, year: period.year, month: period.month, reason },
  });
}

export function useReopenMonth() {
  return useMonthChange(reopenMonth);
}
