import type { StaffingNeed } from '@klokwerk/contract/staffing';
import type { ContractPeriod } from '@klokwerk/domain/contract-periods';
import {
  addDays,
  fromIsoDate,
  type LocalDate,
  localTimeToInstant,
  toIsoDate,
} from '@klokwerk/domain/local-date';
import type {
  FixedShift,
  ProposalEmployee,
  ProposalInput,
  Span,
} from '@klokwerk/domain/roster-proposal/types';
import type { CandidateRow } from './repository';

/** What the product holds for one week, read by the service; mapped here without I/O. */
export interface WeekFacts {
  monday: LocalDate;
  timeZone: string;
  needs: readonly StaffingNeed[];
  jobTitles: Array<{ id: number; name: string }>;
  candidates: readonly CandidateRow[];
  contracts: ReadonlyMap<number, readonly ContractPeriod[]>;
  /** Definitive shifts and concepts from 15 weeks before the week to its end. */
  shifts: ReadonlyArray<{ id: number; employeeId: number; startMs: number; endMs: number }>;
  unavailable: ReadonlyArray<{ employeeId: number; startMs: number; endMs: number }>;
  absent: ReadonlyArray<{ employeeId: number; startMs: number; endMs: number }>;
  budgetCents: number | null;
  timeLimitSeconds: number | undefined;
}

/** A need's key for the model: the saved line and its date ('12:2026-11-23'). */
export const needKey = (needId: number, date: string) => `${needId}:${date}`;

/** The period in force in the week: the one on its Monday, else the first that starts in it. */
function contractOfWeek(periods: readonly ContractPeriod[], monday: string, sunday: string) {
  return periods.find((p) => p.from <= sunday && (p.to === null || p.to >= monday)) ?? null;
}

/** The contract's minimum and maximum a week: a fixed contract is its hours at least. */
function weekLimits(period: ContractPeriod | null) {
  if (!period) return { minWeekMinutes: 0, maxWeekMinutes: null };
  switch (period.hours.kind) {
    case 'fixed':
      return { minWeekMinutes: period.hours.minutesPerWeek, maxWeekMinutes: null };
    case 'zeroHours':
      return { minWeekMinutes: 0, maxWeekMinutes: null };
    case 'minMax':
      return {
        minWeekMinutes: period.hours.minMinutesPerWeek,
        maxWeekMinutes: period.hours.maxMinutesPerWeek,
      };
  }
}

const spansOf = (
  rows: ReadonlyArray<{ employeeId: number; startMs: number; endMs: number }>,
  employeeId: number,
): Span[] =>
  rows
    .filter((row) => row.employeeId === employeeId)
    .map((row) => ({ start: new Date(row.startMs), end: new Date(row.endMs) }));

/**
 * The week as the engine's ProposalInput (docs/roster-proposal.md#how-the-product-feeds-the-model):
 * each saved need on its date of the week; each employee with a job title who works for the
 * company in the week, with their cost, contract, absences and the shifts that stay.
 */
export function proposalInputOf(facts: WeekFacts): ProposalInput {
  const { monday, timeZone } = facts;
  const mondayIso = toIsoDate(monday);
  const sundayIso = toIsoDate(addDays(monday, 6));
  const weekStart = localTimeToInstant(monday, 0, timeZone);
  const weekEnd = localTimeToInstant(addDays(monday, 7), 0, timeZone);

  const needs = facts.needs.map((need) => {
    const date = toIsoDate(addDays(monday, need.weekday - 1));
    return {
      id: needKey(need.id, date),
      date,
      start: need.start,
      end: need.end,
      jobTitleId: need.jobTitleId,
      count: need.headcount,
    };
  });

  const employees: ProposalEmployee[] = [];
  for (const candidate of facts.candidates) {
    if (candidate.startDate !== null && candidate.startDate > sundayIso) continue;
    if (candidate.endDate !== null && candidate.endDate < mondayIso) continue;
    const absent = spansOf(facts.absent, candidate.employeeId);
    // Days of the week before the employment starts or after it ends count as absent.
    if (candidate.startDate !== null && candidate.startDate > mondayIso) {
      absent.push({
        start: weekStart,
        end: localTimeToInstant(fromIsoDate(candidate.startDate), 0, timeZone),
      });
    }
    if (candidate.endDate !== null && candidate.endDate < sundayIso) {
      absent.push({
        start: localTimeToInstant(addDays(fromIsoDate(candidate.endDate), 1), 0, timeZone),
        end: weekEnd,
      });
    }
    const fixedShifts: FixedShift[] = facts.shifts
      .filter((shift) => shift.employeeId === candidate.employeeId)
      .map((shift) => ({
        id: shift.id,
        start: new Date(shift.startMs),
        end: new Date(shift.endMs),
        // A shift of the week is taken to be worked in the employee's job title.
        jobTitleId:
          shift.startMs >= weekStart.getTime() && shift.startMs < weekEnd.getTime()
            ? candidate.jobTitleId
            : null,
      }));
    employees.push({
      id: candidate.employeeId,
      name: candidate.name,
      jobTitleIds: [candidate.jobTitleId],
      hourlyWageCents: Math.round((candidate.salary ?? 0) * candidate.hoursRating * 100),
      ...weekLimits(
        contractOfWeek(facts.contracts.get(candidate.employeeId) ?? [], mondayIso, sundayIso),
      ),
      dateOfBirth: candidate.dateOfBirth,
      unavailable: spansOf(facts.unavailable, candidate.employeeId),
      absent,
      fixedShifts,
    });
  }

  return {
    monday: mondayIso,
    timeZone,
    jobTitles: facts.jobTitles,
    needs,
    employees,
    budgetCents: facts.budgetCents,
    ...(facts.timeLimitSeconds === undefined ? {} : { timeLimitSeconds: facts.timeLimitSeconds }),
  };
}
