import type { RuleId } from './labour-rules';

// What the labour-law checks read and what they find: the one shape every rule family
// (labour-*-checks.ts) and the composing checkEmployee share, below all of them.

/** A shift as the checks read it: definitive or concept, in any order. */
export interface LabourShift {
  id: string | number;
  startTime: Date;
  endTime: Date;
}

export interface LabourEmployee {
  employeeId: number;
  name: string;
  /** 'yyyy-mm-dd'; without it the employee is checked as an adult (the screen says so). */
  dateOfBirth: string | null;
}

export interface Finding {
  rule: RuleId;
  /** 'info': a reminder (breaks), not a breach. */
  severity: 'violation' | 'info';
  employeeId: number;
  employeeName: string;
  /** Plain Dutch: the rule, by how much, and when. */
  message: string;
  shiftIds: Array<string | number>;
  /** Over the limit or short of it, in seconds. */
  amountSeconds: number;
  /** The article the rule comes from. */
  source: string;
  /** The moment it is about, for ordering. */
  at: Date;
}

export interface LabourCheckInput {
  employee: LabourEmployee;
  /** The employee's shifts, with enough history for the averages (16 weeks back). */
  shifts: readonly LabourShift[];
  /** Findings are reported for this period; the history only informs them. */
  period: { start: Date; end: Date };
  timeZone: string;
}
