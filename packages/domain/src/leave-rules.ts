/**
 * The leave rules of the Burgerlijk Wetboek (book 7) in one table, so that a change of the law
 * or of a CAO is one edit here; docs/leave-and-hours-balance.md explains each with its article.
 */
export const LEAVE_RULES = {
  /** BW 7:634 lid 1: four times the agreed weekly hours over a year with a right to wages. */
  statutoryWeeksPerYear: 4,
  /**
   * BW 7:634 lid 1, hours agreed per year instead of per week: leave "in the same proportion".
   * Without agreed hours (zero-hours, min-max) four weeks of leave per 52 weeks of paid time:
   * 4/52 of every paid minute.
   */
  paidTimeAccrual: { leaveWeeks: 4, yearWeeks: 52 },
  /** BW 7:640a: statutory leave lapses six months after the end of the year it was earned in. */
  statutoryExpiryMonths: 6,
  /** BW 7:642: other leave lapses five years after the end of the year it was earned in. */
  extraExpiryYears: 5,
  /** Extra-statutory leave set in days: a day is a fifth of the contract week. */
  daysPerWeek: 5,
} as const;

/** Which rule a figure of the leave balance follows. */
export type LeaveRuleId =
  | 'statutoryAccrual'
  | 'extraAccrual'
  | 'statutoryExpiry'
  | 'extraExpiry'
  | 'openingBalance'
  | 'carriedOver'
  | 'correction'
  | 'leaveTaken'
  | 'remaining';

/**
 * Where each rule comes from, for the screen and the docs: shown after the figure's own label
 * ("Beginsaldo (vastgelegd door HR)"), so it never repeats that label; the balance itself
 * follows from the figures above it and names no source.
 */
export const LEAVE_RULE_SOURCES: Record<LeaveRuleId, string> = {
  statutoryAccrual: 'BW 7:634',
  extraAccrual: 'bovenwettelijk verlof (bedrijfsinstelling)',
  statutoryExpiry: 'BW 7:640a',
  extraExpiry: 'BW 7:642',
  openingBalance: 'vastgelegd door HR',
  carriedOver: 'over van vorig jaar',
  correction: 'vastgelegd door HR',
  leaveTaken: 'BW 7:638',
  remaining: '',
};

/** Statutory (wettelijk, BW 7:634) or extra-statutory (bovenwettelijk) leave. */
export type LeaveKind = 'statutory' | 'extra';
