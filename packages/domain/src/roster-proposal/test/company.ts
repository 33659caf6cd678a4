import { addDays, fromIsoDate, toIsoDate } from '../../local-date';
import type { FixedShift, ProposalEmployee, ProposalInput, Span, StaffingNeed } from '../types';
import { AMS, at, MONDAY } from './week';

/**
 * A generated company for the benchmark and the larger tests, the same for a seed: job titles
 * with lunch and dinner peaks and a busier weekend, a mix of contracts and ages, about one slot
 * in five unavailable, about one employee in twenty on leave, and last week's last shift.
 */

export interface CompanyShape {
  employees: number;
  jobTitles: number;
  seed: number;
  /** Scales every need's count (1: the benchmark's week). */
  busy?: number;
}

/** A small, fast, seeded generator (mulberry32): the same company on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TITLES = [
  'Bediening',
  'Kok',
  'Afwas',
  'Bar',
  'Runner',
  'Zelfstandig kok',
  'Gastvrouw',
  'Barista',
  'Sous-chef',
  'Leidinggevende',
];
/** How many of every 36 employees hold each title first: as the titles' needs go. */
const TITLE_WEIGHTS = [10, 5, 3, 3, 5, 2, 2, 2, 2, 2];

/** A title's day: windows with a base count at lunch and at dinner. */
const WINDOWS: Array<{ start: string; end: string; base: number[] }> = [
  { start: '10:30', end: '15:30', base: [4, 2, 1, 1, 2, 1, 1, 1, 1, 1] },
  { start: '16:30', end: '22:30', base: [6, 3, 2, 2, 3, 1, 1, 1, 1, 1] },
];
/** Late bar and closing on Friday and Saturday. */
const LATE = { start: '21:00', end: '01:00', titles: [0, 3] };
/** Contracts: a fifth nearly full-time, the rest part-time or on call (minimum 0). */
const CONTRACTS = [
  { share: 0.2, min: 24, max: 38 },
  { share: 0.4, min: 8, max: 24 },
  { share: 0.4, min: 0, max: 16 },
];

export function generatedCompany(shape: CompanyShape): ProposalInput {
  const next = random(shape.seed);
  const pick = (n: number) => Math.floor(next() * n);
  const monday = fromIsoDate(MONDAY);
  const dates = Array.from({ length: 7 }, (_, i) => toIsoDate(addDays(monday, i)));
  const titles = TITLES.slice(0, shape.jobTitles).map((name, i) => ({ id: i + 1, name }));
  const weights = TITLE_WEIGHTS.slice(0, shape.jobTitles);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const titleByWeight = () => {
    let r = next() * weightSum;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return i + 1;
    }
    return 1;
  };

  const employees: ProposalEmployee[] = Array.from({ length: shape.employees }, (_, i) => {
    const first = titleByWeight();
    const jobTitleIds = next() < 0.3 ? [...new Set([first, titleByWeight()])] : [first];
    const minor = next() < 0.1;
    const draw = next();
    const contract =
      CONTRACTS.find((_, c) => draw < CONTRACTS.slice(0, c + 1).reduce((s, k) => s + k.share, 0)) ??
      CONTRACTS[0];
    const unavailable: Span[] = [];
    for (const date of dates) {
      for (const [from, to] of [
        ['06:00', '16:00'],
        ['16:00', '23:59'],
      ] as const) {
        if (next() < 0.2) unavailable.push({ start: at(date, from), end: at(date, to) });
      }
    }
    const absent: Span[] = [];
    if (next() < 0.05) {
      const from = pick(5);
      const days = 3 + pick(5);
      absent.push({
        start: at(dates[from] ?? MONDAY, '00:00'),
        end: at(toIsoDate(addDays(fromIsoDate(dates[from] ?? MONDAY), days)), '00:00'),
      });
    }
    const fixedShifts: FixedShift[] = [];
    if (next() < 0.6) {
      // Last Sunday's shift, ending between 22:00 and 01:00 (a minor's at 22:00): Monday
      // morning needs its rest.
      const end = 22 * 60 + (minor ? 0 : pick(4) * 60);
      const sunday = toIsoDate(addDays(monday, -1));
      fixedShifts.push({
        id: `zondag-${i + 1}`,
        start: at(sunday, '16:00'),
        end: new Date(at(sunday, '00:00').getTime() + end * 60_000),
        jobTitleId: first,
      });
    }
    const age = minor ? 16 + pick(2) : 18 + pick(40);
    return {
      id: i + 1,
      name: `Medewerker ${i + 1}`,
      jobTitleIds,
      hourlyWageCents: minor
        ? 700 + pick(300)
        : 1300 + pick(1200) + (first === 9 || first === 10 ? 600 : 0),
      minWeekMinutes: (contract?.min ?? 0) * 60,
      maxWeekMinutes: (contract?.max ?? 40) * 60,
      dateOfBirth: `${2026 - age}-0${1 + pick(9)}-1${pick(10)}`,
      unavailable,
      absent,
      fixedShifts,
    };
  });

  const busy = shape.busy ?? 1;
  const needs: StaffingNeed[] = [];
  dates.forEach((date, day) => {
    const weekend = day >= 4 ? 1.5 : 1;
    for (const title of titles) {
      for (const window of WINDOWS) {
        const base = window.base[title.id - 1] ?? 1;
        const count = Math.max(1, Math.round(base * weekend * busy * (0.8 + next() * 0.4)));
        needs.push({
          id: `${date}-${title.id}-${window.start}`,
          date,
          start: window.start,
          end: window.end,
          jobTitleId: title.id,
          count,
        });
      }
      if ((day === 4 || day === 5) && LATE.titles.includes(title.id - 1)) {
        needs.push({
          id: `${date}-${title.id}-laat`,
          date,
          start: LATE.start,
          end: LATE.end,
          jobTitleId: title.id,
          count: Math.max(1, Math.round(2 * busy)),
        });
      }
    }
  });

  return {
    monday: MONDAY,
    timeZone: AMS,
    jobTitles: titles,
    needs,
    employees,
    budgetCents: null,
  };
}
