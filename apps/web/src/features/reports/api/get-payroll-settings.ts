import type { PayrollSettings } from '@klokwerk/contract/payroll';
import { payrollSettingsCall } from '@klokwerk/contract/payroll';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryOptionsFor } from '../../../lib/queries/query-for';
import { companyReportsKey } from './keys';

/** GET /api/payroll/settings/{companyId}: the Nmbrs numbers and hours code (null until saved). */
export function getPayrollSettings(
  companyId: number,
  signal?: AbortSignal,
): Promise<PayrollSettings> {
  return callApi(payrollSettingsCall, { params: { companyId } }, { signal });
}

export function payrollSettingsKey(companyId: number | null) {
  return [...companyReportsKey(companyId), 'payroll-settings'] as const;
}

export function payrollSettingsQueryOptions(companyId: number | null) {
  return queryOptionsFor(payrollSettingsKey(companyId), companyId, getPayrollSettings);
}

export function usePayrollSettings(companyId: number | null) {
  return useQuery(payrollSettingsQueryOptions(companyId));
}
