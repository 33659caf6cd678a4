import { fromIsoDate, localTimeToInstant } from '../../local-date';
import type { ProposalEmployee, ProposalInput, StaffingNeed } from '../types';

/**
 * Small hand-checked weeks for the proposal's tests: the week of Monday 23 November 2026 in
 * Amsterdam, job titles Kok (1), Bediening (2) and Afwas (3, held by nobody unless given).
 */

export const MONDAY = '2026-11-23';
export const AMS = 'Europe/Amsterdam';
export const KOK = 1;
export const BEDIENING = 2;
export const AFWAS = 3;

/** 'yyyy-mm-dd' and 'HH:MM' on Amsterdam's clock. */
export function at(date: string, time: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return localTimeToInstant(fromIsoDate(date), hour * 60 + minute, AMS);
}

export function employee(
  id: number,
  fields: Partial<Omit<ProposalEmployee, 'id'>> = {},
): ProposalEmployee {
  return {
    id,
    name: `Medewerker ${id}`,
    jobTitleIds: [KOK],
    hourlyWageCents: 1500,
    minWeekMinutes: 0,
    maxWeekMinutes: null,
    dateOfBirth: '1990-01-01',
    unavailable: [],
    absent: [],
    fixedShifts: [],
    ...fields,
  };
}

export function need(
  id: string,
  date: string,
  start: string,
  end: string,
  fields: Partial<Pick<StaffingNeed, 'jobTitleId' | 'count'>> = {},
): StaffingNeed {
  return { id, date, start, end, jobTitleId: KOK, count: 1, ...fields };
}

export function week(
  needs: StaffingNeed[],
  employees: ProposalEmployee[],
  fields: Partial<ProposalInput> = {},
): ProposalInput {
  return {
    monday: MONDAY,
    timeZone: AMS,
    jobTitles: [
      { id: KOK, name: 'Kok' },
      { id: BEDIENING, name: 'Bediening' },
      { id: AFWAS, name: 'Afwas' },
    ],
    needs,
    employees,
    budgetCents: null,
    ...fields,
  };
}
