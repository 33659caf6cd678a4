import { hoursReportCall, wageCostReportCall } from '@klokwerk/contract/reports';
import { useMutation } from '@tanstack/react-query';
import { type ApiFile, downloadApi } from '../../../lib/api-client';
import type { Period } from '../lib/period';

export type ReportFile = 'hours' | 'wage-cost';

const CALLS = { hours: hoursReportCall, 'wage-cost': wageCostReportCall } as const;

export interface DownloadInput {
  report: ReportFile;
  companyId: number;
  period: Period;
}

/**
 * GET /api/reports/{hours|wage-cost}?…&format=csv: the server's file for Dutch Excel
 * (docs/calculations.md#csv-files), fetched with the bearer token, with the name the server gives it.
 */
export function downloadReport({ report, companyId, period }: DownloadInput): Promise<ApiFile> {
  return downloadApi(CALLS[report], {
    query: { companyId, year: period.year, month: period.month, format: 'csv' },
  });
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
