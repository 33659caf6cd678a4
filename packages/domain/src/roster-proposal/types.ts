import type { Finding } from '../labour-types';

/**
 * What "Rooster voorstellen" reads and what it gives back (docs/roster-proposal.md): plain data,
 * no I/O, so that a route, a test and the benchmark call the same engine. Times of day are the
 * company's wall clock; instants are Dates; money is integer cents and time integer minutes.
 */

/** An interval of instants, [start, end). */
export interface Span {
  start: Date;
  end: Date;
}

/** How many people of one job title one window of one day needs. */
export interface StaffingNeed {
  /** The caller's key for the need, returned with its shifts and with what stays uncovered. */
  id: string;
  /** The local date the window starts on, 'yyyy-mm-dd', inside the week. */
  date: string;
  /** 'HH:MM' on the company's clock. */
  start: string;
  /** 'HH:MM'; at or before `start` it is the next day (17:00–01:00). */
  end: string;
  jobTitleId: number;
  count: number;
}

/** A shift the proposal keeps as it is: definitive shifts of the week and before it. */
export interface FixedShift {
  id: string | number;
  start: Date;
  end: Date;
  /** A shift of the week with a job title covers a need of that title inside its hours. */
  jobTitleId: number | null;
}

export interface ProposalEmployee {
  id: number;
  name: string;
  /** The job titles the employee may be planned for. */
  jobTitleIds: number[];
  /** What an hour of work costs (the hourly wage times the employer's rating), in cents. */
  hourlyWageCents: number;
  /** The contract's minimum per week, in minutes (0: none); short of it is penalised, not refused. */
  minWeekMinutes: number;
  /** The contract's maximum per week, in minutes; null: only the law's. */
  maxWeekMinutes: number | null;
  /** 'yyyy-mm-dd'; decides the rules for jeugdigen as labour-check.ts does (null: an adult). */
  dateOfBirth: string | null;
  /** Times the employee is not available (availability that excludes). */
  unavailable: Span[];
  /** Approved leave and sick leave. */
  absent: Span[];
  /**
   * Definitive shifts the proposal keeps: those of the week, the last one before it (rest) and,
   * for the 4- and 16-week averages, those of the 15 weeks before.
   */
  fixedShifts: FixedShift[];
}

/** The weights of the objective, per unit; docs/roster-proposal.md explains their order. */
export interface ProposalWeights {
  /** Per person-minute of a need left open. */
  understaffedMinute: number;
  /** Per cent of wage cost. */
  costCent: number;
  /** Per minute short of an employee's contract minimum. */
  contractShortMinute: number;
  /** Per evening or weekend shift an employee works above the fair share. */
  unpopularAboveShare: number;
}

export const DEFAULT_WEIGHTS: ProposalWeights = {
  understaffedMinute: 2000,
  costCent: 1,
  contractShortMinute: 2,
  unpopularAboveShare: 300,
};

export const DEFAULT_TIME_LIMIT_SECONDS = 10;

export interface ProposalInput {
  /** The Monday of the week, 'yyyy-mm-dd'; the week runs to the next Monday 00:00. */
  monday: string;
  timeZone: string;
  jobTitles: Array<{ id: number; name: string }>;
  needs: StaffingNeed[];
  employees: ProposalEmployee[];
  /** The week's wage budget in cents, fixed shifts included; null: none. */
  budgetCents: number | null;
  /** Default DEFAULT_TIME_LIMIT_SECONDS. */
  timeLimitSeconds?: number;
  weights?: Partial<ProposalWeights>;
}

/** One shift of the proposal: a concept for the planner to edit and publish. */
export interface ProposedShift {
  needId: string;
  employeeId: number;
  jobTitleId: number;
  start: Date;
  end: Date;
  /** Paid time (break deducted) at the employee's hourly cost, in cents. */
  costCents: number;
}

export type UncoveredReason =
  | 'noOneAvailable'
  | 'labourLaw'
  | 'contractHours'
  | 'budget'
  | 'timeLimit';

export interface UncoveredNeed {
  needId: string;
  jobTitleId: number;
  start: Date;
  end: Date;
  /** People still missing for this need. */
  missing: number;
  reason: UncoveredReason;
  /** Plain Dutch for the planner: "Niemand beschikbaar met functie Kok". */
  message: string;
}

export interface EmployeeWeek {
  employeeId: number;
  /** Minutes of work in the week: fixed and proposed shifts. */
  minutes: number;
  proposedMinutes: number;
  /** Minutes short of the contract minimum. */
  shortMinutes: number;
  /** Evening and weekend shifts of the proposal. */
  unpopularShifts: number;
}

export interface RosterProposal {
  shifts: ProposedShift[];
  uncovered: UncoveredNeed[];
  /** Person-minutes the needs ask for, and the part the fixed and proposed shifts cover. */
  neededMinutes: number;
  coveredMinutes: number;
  /** Σ cost of the proposed shifts, in cents. */
  costCents: number;
  /** The week's wage cost: fixed shifts of the week and the proposal, in cents. */
  weekCostCents: number;
  employees: EmployeeWeek[];
  /** labour-check.ts over the week with every kept and proposed shift. */
  findings: Finding[];
  /** The weighted objective (docs/roster-proposal.md) of this roster. */
  objective: number;
  solver: SolverReport;
}

/**
 * Whose roster it is: the solver's (better than its start), the start's (greedy, repaired and
 * improved; the solver found nothing better or was stopped) or the greedy baseline's.
 */
export type SolverMethod = 'mip' | 'start' | 'greedy';

export interface SolverReport {
  method: SolverMethod;
  /** The whole model's status as HiGHS says ('optimal', 'timeLimit', …); for greedy 'greedy'. */
  status: string;
  seconds: number;
  /**
   * What the solve of the whole model proved: the roster's objective is at most this share
   * above the best possible (0: optimal); null when the whole model was not solved.
   */
  gap: number | null;
  /** Neighbourhoods re-optimised before the whole model (docs/roster-proposal.md#solving). */
  neighbourhoods: number;
}
