import type { PayrollExport } from '@klokwerk/contract/payroll';
import { payrollExportCall } from '@klokwerk/contract/payroll';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryOptionsFor } from '../../../lib/queries/query-for';
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
  return queryOptionsFor([...monthKey(companyId, period), 'payroll'], companyId, (id, signal) =>
    getPayrollExport(id, period, signal),
  );
}

export function usePayrollExport(companyId: number | null, period: Period) {
  return useQuery(payrollExportQueryOptions(companyId, period));
}
