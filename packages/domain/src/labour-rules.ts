/**
 * The working-time rules the roster is checked against: the Arbeidstijdenwet (ATW)
 * as it applies to the hospitality sector, in one table, so a change of the law or the CAO
 * Horeca is one edit here. Hours and minutes are the law's own units; docs/labour-law.md
 * explains each rule with its article.
 */
export const LABOUR_RULES = {
  /** ATW art. 5:7 lid 1; jeugdigen art. 5:2 lid 1. */
  maxShiftHours: { adult: 12, minor: 9 },
  /**
   * ATW art. 5:8: a night shift lasts at most 10 hours. A night shift is one with work between
   * 00:00 and 06:00; the ATW (art. 1:7) counts one with more than an hour of it: set
   * minutesInWindow to 60 to follow that letter.
   */
  nightShift: { maxHours: 10, windowStartHour: 0, windowEndHour: 6, minutesInWindow: 0 },
  /** ATW art. 5:7 lid 1–3; jeugdigen art. 5:2 lid 1. Weeks run Monday to Sunday. */
  maxWeekHours: { adult: 60, minor: 45 },
  averageWeekHours: [
    { weeks: 4, hours: 55 },
    { weeks: 16, hours: 48 },
  ],
  /** ATW art. 5:3: 11 hours, once per 7 × 24 hours down to 8; jeugdigen 12 hours. */
  dailyRest: { adultHours: 11, shortenedHours: 8, shortenedOncePerDays: 7, minorHours: 12 },
  /** ATW art. 5:5: 36 hours in 7 × 24, or 72 in 14 × 24 in parts of at least 32. */
  weeklyRest: { hours: 36, alternativeHours: 72, alternativePartHours: 32 },
  /** ATW art. 5:4: breaks by the length of a shift (information: the hours report deducts them). */
  breaks: {
    adult: [
      { aboveHours: 10, minutes: 45 },
      { aboveHours: 5.5, minutes: 30 },
    ],
    minor: [{ aboveHours: 4.5, minutes: 30 }],
  },
  /** ATW art. 5:3 lid 2: a jeugdige's rest includes 23:00–06:00. */
  minorNightRest: { fromHour: 23, toHour: 6 },
  /** Below this age the rules for jeugdigen apply, on the day of the shift. */
  adultAge: 18,
} as const;

export type RuleId =
  | 'maxShift'
  | 'maxNightShift'
  | 'maxWeek'
  | 'average4Weeks'
  | 'average16Weeks'
  | 'dailyRest'
  | 'dailyRestShortenedTwice'
  | 'weeklyRest'
  | 'minorNightWork'
  | 'break';

/** Where each rule comes from, for the screen and the docs. */
export const RULE_SOURCES: Record<RuleId, string> = {
  maxShift: 'ATW art. 5:7 lid 1 (jeugdigen art. 5:2)',
  maxNightShift: 'ATW art. 5:8',
  maxWeek: 'ATW art. 5:7 lid 1 (jeugdigen art. 5:2)',
  average4Weeks: 'ATW art. 5:7 lid 2',
  average16Weeks: 'ATW art. 5:7 lid 3',
  dailyRest: 'ATW art. 5:3 lid 1 (jeugdigen lid 2)',
  dailyRestShortenedTwice: 'ATW art. 5:3 lid 1',
  weeklyRest: 'ATW art. 5:5 lid 1',
  minorNightWork: 'ATW art. 5:3 lid 2',
  break: 'ATW art. 5:4',
};
