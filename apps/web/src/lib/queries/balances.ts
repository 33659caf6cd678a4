import {
  hoursBalanceCall,
  hoursBalanceReportCall,
  leaveBalanceCall,
  myHoursBalanceCall,
  myLeaveBalanceCall,
} from '@klokwerk/contract/balances';
import type { CallResponse } from '@klokwerk/contract/call';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { leaveKey } from './leave';
import { queryOptionsFor } from './query-for';

/**
 * The leave balance and the hours balance: one's own (Mijn verlof, Mijn uren), an employee's
 * (the employee dialog) and the report Plus/min-uren. Under leaveKey, so a leave decision or a
 * request refreshes every balance on screen.
 */
export type LeaveBalance = CallResponse<typeof leaveBalanceCall>;
export type HoursBalance = CallResponse<typeof hoursBalanceCall>;
export type HoursBalanceReport = CallResponse<typeof hoursBalanceReportCall>;
/** The year and its first and last month (1–12) of an hours balance. */
export interface MonthRange {
  year: number;
  from: number;
  to: number;
}

/** Whose balance: the signed-in user's own, or an employee's by id. */
export type BalanceOf = 'me' | number;

export function leaveBalanceQueryOptions(of: BalanceOf, year: number) {
  return queryOptions({
    queryKey: [...leaveKey, 'balance', of, year],
    queryFn: ({ signal }) =>
      of === 'me'
        ? callApi(myLeaveBalanceCall, { query: { year } }, { signal })
        : callApi(leaveBalanceCall, { params: { employeeId: of }, query: { year } }, { signal }),
  });
}

export function useLeaveBalance(of: BalanceOf, year: number) {
  return useQuery(leaveBalanceQueryOptions(of, year));
}

export function useHoursBalance(of: BalanceOf, range: MonthRange) {
  return useQuery({
    queryKey: [...leaveKey, 'hours-balance', of, range],
    queryFn: ({ signal }) =>
      of === 'me'
        ? callApi(myHoursBalanceCall, { query: range }, { signal })
        : callApi(hoursBalanceCall, { params: { employeeId: of }, query: range }, { signal }),
  });
}

/** GET /api/reports/hours-balance; a null company asks nothing. */
export function useHoursBalanceReport(companyId: number | null, range: MonthRange) {
  return useQuery(
    queryOptionsFor(
      [...leaveKey, 'hours-balance-report', companyId, range],
      companyId,
      (id, signal) =>
        callApi(hoursBalanceReportCall, { query: { companyId: id, ...range } }, { signal }),
    ),
  );
}
