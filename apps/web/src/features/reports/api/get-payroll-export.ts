import type { PayrollExport } from '@klokwerk/contract/payroll';
import { payrollExportCall } from '@klokwerk/contract/payroll';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { Period } from '../lib/period';
import { monthKey } from './keys';

/**
 * GET /api/reports/payroll-export (format json): the month's paid hours per employee as the
 * files will hold them, with the month's state and the warnings, for the preview.
 */
export function getPayrollExport(
  companyId: number,
  { year, month }: Period,
  signal?: AbortSignal,
): Promise<PayrollExport> {
  return callApi(payrollExportCall, { query: { companyId, year, month } }, { signal });
}

export function payrollExportQueryOptions(companyId: number | null, period: Period) {
  return queryOptions({
    queryKey: [...monthKey(companyId, period), 'payroll'],
    queryFn:
      companyId === null ? skipToken : ({ signal }) => getPayrollExport(companyId, period, signal),
  });
}

export function usePayrollExport(companyId: number | null, period: Period) {
  return useQuery(payrollExportQueryOptions(companyId, period));
}
