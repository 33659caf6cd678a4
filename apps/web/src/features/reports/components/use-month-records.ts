import { useMemo, useState } from 'react';
import { useTimeRecords } from '../api/get-time-records';
import { useWorkedHours } from '../api/get-worked-hours';
import type { Reach } from '../lib/available-reports';
import type { Period } from '../lib/period';
import { recordRows } from '../lib/record-rows';

export const RECORD_FILTERS = ['all', 'Pending', 'Approved', 'Rejected'] as const;
export type RecordFilter = (typeof RECORD_FILTERS)[number];

export interface MonthRecordsInput {
  reach: Reach;
  companyId: number;
  employeeId: number | null;
  period: Period;
}

/**
 * The month's registrations, the company's or one's own: only the list the reach allows is
 * asked for, since staff may not read the company's. Then those of the status chosen.
 */
export function useMonthRecords({ reach, companyId, employeeId, period }: MonthRecordsInput) {
  const company = useTimeRecords(reach === 'company' ? companyId : null, period);
  const own = useWorkedHours(reach === 'own' ? employeeId : null, period);
  const query = reach === 'company' ? company : own;
  const rows = useMemo(
    () => recordRows((reach === 'company' ? company.data : own.data) ?? []),
    [reach, company.data, own.data],
  );
  const [filter, setFilter] = useState<RecordFilter>('all');
  const shown = filter === 'all' ? rows : rows.filter((row) => row.approvalStatus === filter);
  const count = (status: RecordFilter) =>
    status === 'all' ? rows.length : rows.filter((row) => row.approvalStatus === status).length;
  return { query, rows, filter, setFilter, shown, count };
}
