import type { DemoJobTitle } from './demo-people';

/**
 * Centrum's Bezetting (docs/decisions/007-demo-seed.md): a kitchen and a floor for the evening
 * every day, lunch on the floor, more hands on Friday and Saturday, and a weekly wage budget, so
 * the roster's Bezetting panel and Rooster voorstellen have something to work with on the
 * first visit. Strand has none: its roster shows how the panel looks without.
 */
export interface DemoNeed {
  weekdays: readonly number[];
  from: string;
  to: string;
  jobTitle: DemoJobTitle;
  headcount: number;
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;
const WEEKEND = [6, 7] as const;

export const DEMO_NEEDS: readonly DemoNeed[] = [
  { weekdays: EVERY_DAY, from: '17:00', to: '22:00', jobTitle: 'Kok', headcount: 1 },
  { weekdays: [1, 2, 3, 4, 7], from: '17:00', to: '22:00', jobTitle: 'Ober', headcount: 1 },
  { weekdays: [5, 6], from: '17:00', to: '22:00', jobTitle: 'Ober', headcount: 2 },
  { weekdays: WEEKEND, from: '11:00', to: '16:00', jobTitle: 'Barista', headcount: 1 },
];

/** Centrum's wage budget for a week, in cents. */
export const DEMO_WEEKLY_BUDGET_CENTS = 6_000_00;

/** Minutes after midnight of a "hh:mm" clock time. */
function minuteOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** One row per weekday of each need, as the staffing table keeps them. */
export function demoNeedRows(jobTitleId: (name: DemoJobTitle) => number) {
  return DEMO_NEEDS.flatMap((need) =>
    need.weekdays.map((weekday) => ({
      weekday,
      startMinute: minuteOf(need.from),
      endMinute: minuteOf(need.to),
      jobTitleId: jobTitleId(need.jobTitle),
      headcount: need.headcount,
    })),
  );
}
