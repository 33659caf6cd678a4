import { hhmm } from '../../../components/signed-in/time-field';
import type { SaveStaffingBody, Staffing } from '../api/staffing';

/** One line of the form; `key` keeps React's rows apart while lines come and go. */
export interface StaffingRow {
  key: number;
  weekday: number;
  start: string;
  end: string;
  jobTitleId: string | null;
  headcount: string;
}

let nextKey = 1;

export function newRow(weekday: number): StaffingRow {
  return { key: nextKey++, weekday, start: '', end: '', jobTitleId: null, headcount: '1' };
}

export function rowsOf(staffing: Staffing): StaffingRow[] {
  return staffing.needs.map((need) => ({
    key: nextKey++,
    weekday: need.weekday,
    start: need.start,
    end: need.end,
    jobTitleId: String(need.jobTitleId),
    headcount: String(need.headcount),
  }));
}

/** Euro as the form shows it: '1250' or '1250,50'; cents stay whole. */
export function euroText(cents: number | null): string {
  if (cents === null) return '';
  const euro = cents / 100;
  return Number.isInteger(euro) ? String(euro) : euro.toFixed(2).replace('.', ',');
}

/**
 * The form as the call's body, in the order of the days; the server checks every field and
 * names the first wrong one. A budget that is no amount is sent as it is, so that it is refused.
 */
export function bodyOf(rows: readonly StaffingRow[], budget: string): SaveStaffingBody {
  const trimmed = budget.trim().replace(/\./g, '').replace(',', '.');
  const cents = trimmed === '' ? null : Math.round(Number(trimmed) * 100);
  return {
    needs: [...rows]
      .sort((a, b) => a.weekday - b.weekday)
      .map((row) => ({
        weekday: row.weekday,
        start: hhmm(row.start),
        end: hhmm(row.end),
        jobTitleId: row.jobTitleId ?? '',
        headcount: Number(row.headcount),
      })),
    weeklyBudgetCents: cents === null || Number.isFinite(cents) ? cents : -1,
  };
}
