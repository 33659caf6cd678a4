import { payrollExportCall } from '@klokwerk/contract/payroll';
import { useMutation } from '@tanstack/react-query';
import { type ApiFile, downloadApi } from '../../../lib/api-client';
import type { Period } from '../lib/period';

/** The Visma Nmbrs import sheet, or the plain CSV per employee per day. */
export type PayrollFormat = 'nmbrs' | 'csv';

export interface PayrollFileInput {
  companyId: number;
  period: Period;
  format: PayrollFormat;
}

/**
 * GET /api/reports/payroll-export?…&format=nmbrs|csv: the server's file, fetched with the
 * bearer token, with the name the server gives it (as the hours report's CSV export).
 */
export function downloadPayrollFile({
  companyId,
  period,
  format,
}: PayrollFileInput): Promise<ApiFile> {
  return downloadApi(payrollExportCall, {
    query: { companyId, year: period.year, month: period.month, format },
  });
}

export function useDownloadPayrollFile() {
  return useMutation({ mutationFn: downloadPayrollFile });
}
