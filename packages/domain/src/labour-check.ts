import { isoWeekNumber } from './dutch-calendar';
import { formatDuration } from './format';
import { dayAndTime, shiftSpan } from './labour-format';
import { LABOUR_RULES, RULE_SOURCES, type RuleId } from './labour-rules';
import {
  addDays,
  compareDates,
  type LocalDate,
  localDateOf,
  localTimeToInstant,
  startOfWeek,
} from './local-date';
import { segmentsByDay } from './roster-layout';

const HOUR = 3600;
const DAY_MS = 86_400_000;

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

/** The employee's age in whole years on a local date. */
export function ageOn(dateOfBirth: string, date: LocalDate): number {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split('-').map(Number);
  const birthdayPassed = date.month > month || (date.month === month && date.day >= day);
  return date.year - year - (birthdayPassed ? 0 : 1);
}

/** Wall-clock minutes of a shift inside [fromHour, toHour) of each local day it touches. */
function minutesInWindow(shift: LabourShift, timeZone: string, from: number, to: number): number {
  let total = 0;
  for (const s of segmentsByDay(shift, timeZone)) {
    total += Math.max(0, Math.min(s.endMinute, to * 60) - Math.max(s.startMinute, from * 60));
  }
  return total;
}

/** Local Monday 00:00 of the week holding `instant`, as an instant, and its week's end. */
function weekBounds(date: LocalDate, timeZone: string) {
  const monday = startOfWeek(date);
  return {
    monday,
    start: localTimeToInstant(monday, 0, timeZone),
    end: localTimeToInstant(addDays(monday, 7), 0, timeZone),
  };
}

/** The weeks (Monday first) from the one holding `from` up to the one holding `to`. */
function weeksBetween(from: Date, to: Date, timeZone: string) {
  const weeks: Array<ReturnType<typeof weekBounds>> = [];
  let week = weekBounds(localDateOf(from, timeZone), timeZone);
  while (week.start < to) {
    weeks.push(week);
    week = weekBounds(addDays(week.monday, 7), timeZone);
  }
  return weeks;
}

/** A shift with its bounds as epoch milliseconds: the checks compare thousands of them. */
interface Timed {
  shift: LabourShift;
  s: number;
  e: number;
}

/** Seconds of work of `shifts` (sorted by start) inside [from, to). */
function workIn(shifts: readonly Timed[], from: number, to: number): number {
  let total = 0;
  for (const { s, e } of shifts) {
    if (s >= to) break;
    const start = s > from ? s : from;
    const end = e < to ? e : to;
    if (end > start) total += end - start;
  }
  return total / 1000;
}

/** The free stretches (seconds) inside [from, to) between the shifts, sorted by start. */
function restsIn(shifts: readonly Timed[], from: number, to: number): number[] {
  const rests: number[] = [];
  let free = from;
  for (const { s, e } of shifts) {
    if (s >= to) break;
    if (e <= from) continue;
    if (s > free) rests.push((s - free) / 1000);
    if (e > free) free = e;
  }
  if (to > free) rests.push((to - free) / 1000);
  return rests;
}

/** Minutes of break a shift needs (ATW art. 5:4); 0 for a short one. */
function breakMinutes(t: Timed, minor: boolean): number {
  const hours = (t.e - t.s) / 3_600_000;
  const rules = minor ? LABOUR_RULES.breaks.minor : LABOUR_RULES.breaks.adult;
  return rules.find((rule) => hours > rule.aboveHours)?.minutes ?? 0;
}

/** The first instant at which the employee counts as an adult (their 18th birthday, local). */
function adultFrom(employee: LabourEmployee, timeZone: string): number {
  if (employee.dateOfBirth === null) return Number.NEGATIVE_INFINITY;
  const [year = 0, month = 1, day = 1] = employee.dateOfBirth.split('-').map(Number);
  // 29 February: the birthday of a non-leap year is 1 March (ageOn agrees).
  const birthday = new Date(Date.UTC(year + LABOUR_RULES.adultAge, month - 1, day));
  return localTimeToInstant(
    {
      year: birthday.getUTCFullYear(),
      month: birthday.getUTCMonth() + 1,
      day: birthday.getUTCDate(),
    },
    0,
    timeZone,
  ).getTime();
}

/**
 * The working-time checks of issue 9 for one employee (LABOUR_RULES), over their shifts sorted
 * by start, each rule one pass: per shift, per pair of neighbours, per week, per run of weeks.
 */
export function checkEmployee(input: LabourCheckInput): Finding[] {
  const { employee, period, timeZone } = input;
  const shifts: Timed[] = input.shifts
    .map((shift) => ({ shift, s: shift.startTime.getTime(), e: shift.endTime.getTime() }))
    .sort((a, b) => a.s - b.s);
  const periodStart = period.start.getTime();
  const periodEnd = period.end.getTime();
  const adultAt = adultFrom(employee, timeZone);
  const minorAt = (ms: number) => ms < adultAt;
  const inPeriod = (t: Timed) => t.s < periodEnd && t.e > periodStart;
  const findings: Finding[] = [];
  const add = (
    rule: RuleId,
    message: string,
    shiftIds: Array<string | number>,
    amountSeconds: number,
    at: Date,
    severity: Finding['severity'] = 'violation',
  ) =>
    findings.push({
      rule,
      severity,
      employeeId: employee.employeeId,
      employeeName: employee.name,
      message,
      shiftIds,
      amountSeconds,
      source: RULE_SOURCES[rule],
      at,
    });

  // Per shift: its length, a night shift's length, a minor's night.
  for (const timed of shifts.filter(inPeriod)) {
    const { shift } = timed;
    const length = (timed.e - timed.s) / 1000;
    const minor = minorAt(timed.s);
    const span = () => shiftSpan(shift.startTime, shift.endTime, timeZone);
    const maxHours = minor ? LABOUR_RULES.maxShiftHours.minor : LABOUR_RULES.maxShiftHours.adult;
    if (length > maxHours * HOUR) {
      add(
        'maxShift',
        `Dienst langer dan ${maxHours} uur: ${formatDuration(length)} (${span()})`,
        [shift.id],
        length - maxHours * HOUR,
        shift.startTime,
      );
    }
    const night = LABOUR_RULES.nightShift;
    if (!minor && length > night.maxHours * HOUR) {
      const nightMinutes = minutesInWindow(
        shift,
        timeZone,
        night.windowStartHour,
        night.windowEndHour,
      );
      if (nightMinutes > night.minutesInWindow) {
        add(
          'maxNightShift',
          `Nachtdienst langer dan ${night.maxHours} uur: ${formatDuration(length)} (${span()})`,
          [shift.id],
          length - night.maxHours * HOUR,
          shift.startTime,
        );
      }
    }
    if (minor) {
      const { fromHour, toHour } = LABOUR_RULES.minorNightRest;
      const late =
        minutesInWindow(shift, timeZone, fromHour, 24) +
        minutesInWindow(shift, timeZone, 0, toHour);
      if (late > 0) {
        add(
          'minorNightWork',
          `Jeugdige werkt tussen ${fromHour}:00 en 0${toHour}:00: ${formatDuration(late * 60)} (${span()})`,
          [shift.id],
          late * 60,
          shift.startTime,
        );
      }
    }
  }

  // Per pair of neighbours from 7 days before the period on (the shortening's memory): the rest.
  const rest = LABOUR_RULES.dailyRest;
  const memoryFrom = periodStart - rest.shortenedOncePerDays * DAY_MS;
  let lastShortened: number | undefined;
  for (let i = 1; i < shifts.length; i++) {
    const before = shifts[i - 1] as Timed;
    const after = shifts[i] as Timed;
    if (before.e < memoryFrom) continue;
    if (before.s >= periodEnd) break;
    if (after.s < before.e) continue; // overlaps are the roster's own warning
    const gap = (after.s - before.e) / 1000;
    const minor = minorAt(after.s);
    const required = (minor ? rest.minorHours : rest.adultHours) * HOUR;
    if (gap >= required) continue;
    const between = () =>
      `tussen ${dayAndTime(before.shift.endTime, timeZone)} en ${dayAndTime(after.shift.startTime, timeZone)}`;
    const reported = inPeriod(before) || inPeriod(after);
    const ids = [before.shift.id, after.shift.id];
    if (!minor && gap >= rest.shortenedHours * HOUR) {
      const secondInWeek =
        lastShortened !== undefined &&
        before.e - lastShortened < rest.shortenedOncePerDays * DAY_MS;
      lastShortened = before.e;
      if (!reported) continue;
      if (secondInWeek) {
        add(
          'dailyRestShortenedTwice',
          `Rusttijd binnen ${rest.shortenedOncePerDays} dagen voor de tweede keer korter dan ${rest.adultHours} uur: ${formatDuration(gap)} ${between()}`,
          ids,
          required - gap,
          before.shift.endTime,
        );
      } else {
        add(
          'dailyRest',
          `Rusttijd ingekort tot ${formatDuration(gap)} ${between()} (mag eens per ${rest.shortenedOncePerDays} dagen)`,
          ids,
          required - gap,
          before.shift.endTime,
          'info',
        );
      }
      continue;
    }
    if (reported)
      add(
        'dailyRest',
        `Rusttijd tussen diensten minder dan ${required / HOUR} uur: ${formatDuration(gap)} ${between()}`,
        ids,
        required - gap,
        before.shift.endTime,
      );
  }

  const weeks = weeksBetween(period.start, period.end, timeZone);
  // Per week of the period: its hours, its weekly rest.
  for (const week of weeks) {
    const from = week.start.getTime();
    const to = week.end.getTime();
    const own = shifts.filter((t) => t.s < to && t.e > from);
    if (own.length === 0) continue;
    const number = isoWeekNumber(week.monday);
    const worked = workIn(own, from, to);
    const minor = minorAt(from) || own.some((t) => minorAt(t.s));
    const maxHours = minor ? LABOUR_RULES.maxWeekHours.minor : LABOUR_RULES.maxWeekHours.adult;
    const ownIds = own.map((t) => t.shift.id);
    if (worked > maxHours * HOUR) {
      add(
        'maxWeek',
        `Meer dan ${maxHours} uur in week ${number}: ${formatDuration(worked)}`,
        ownIds,
        worked - maxHours * HOUR,
        week.start,
      );
    }
    // The breaks the week's shifts need, as one reminder: the hours report deducts them anyway.
    const needing = own.filter((t) => inPeriod(t) && breakMinutes(t, minorAt(t.s)) > 0);
    if (needing.length > 0) {
      const most = Math.max(...needing.map((t) => breakMinutes(t, minorAt(t.s))));
      add(
        'break',
        `Pauze nodig in ${needing.length === 1 ? '1 dienst' : `${needing.length} diensten`} van week ${number} (tot ${most} min per dienst)`,
        needing.map((t) => t.shift.id),
        most * 60,
        week.start,
        'info',
      );
    }
    const weekly = LABOUR_RULES.weeklyRest;
    const longest = Math.max(0, ...restsIn(shifts, from, to));
    if (longest < weekly.hours * HOUR) {
      // The alternative: 72 hours in the 14 days with the week before, in parts of at least 32.
      const fortnight = restsIn(shifts, from - 7 * DAY_MS, to)
        .filter((part) => part >= weekly.alternativePartHours * HOUR)
        .reduce((sum, part) => sum + part, 0);
      if (fortnight < weekly.alternativeHours * HOUR) {
        add(
          'weeklyRest',
          `Geen ${weekly.hours} uur aaneengesloten rust in week ${number} (langste rust ${formatDuration(longest)})`,
          ownIds,
          weekly.hours * HOUR - longest,
          week.start,
        );
      }
    }
  }

  // Per run of weeks ending in a week of the period: the averages (adults).
  for (const { weeks: count, hours } of LABOUR_RULES.averageWeekHours) {
    for (const last of weeks) {
      if (minorAt(last.start.getTime())) continue;
      const first = weekBounds(addDays(last.monday, -7 * (count - 1)), timeZone);
      const worked = workIn(shifts, first.start.getTime(), last.end.getTime());
      if (worked <= count * hours * HOUR) continue;
      const from = last.start.getTime();
      const to = last.end.getTime();
      add(
        count === 4 ? 'average4Weeks' : 'average16Weeks',
        `Gemiddeld meer dan ${hours} uur per week over ${count} weken (week ${isoWeekNumber(first.monday)}–${isoWeekNumber(last.monday)}): ${formatDuration(worked / count)} per week`,
        shifts.filter((t) => t.s < to && t.e > from).map((t) => t.shift.id),
        worked / count - hours * HOUR,
        last.start,
      );
    }
  }

  return findings.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Whether a finding belongs to the local week starting on `monday` (for a week's panel). */
export function inWeek(finding: Finding, monday: LocalDate, timeZone: string): boolean {
  const date = localDateOf(finding.at, timeZone);
  return compareDates(date, monday) >= 0 && compareDates(date, addDays(monday, 7)) < 0;
}

export interface RosterCheckInput {
  employees: readonly LabourEmployee[];
  /** Every employee's shifts, definitive and concept, with 16 weeks of history. */
  shifts: ReadonlyArray<LabourShift & { employeeId: number }>;
  period: { start: Date; end: Date };
  timeZone: string;
}

export interface RosterCheck {
  findings: Finding[];
  /** Employees checked as adults because their date of birth is not known. */
  withoutBirthDate: number[];
}

/** The checks for a company's roster: per employee over their own sorted shifts. */
export function checkRoster(input: RosterCheckInput): RosterCheck {
  const byEmployee = new Map<number, LabourShift[]>();
  for (const shift of input.shifts) {
    const list = byEmployee.get(shift.employeeId);
    if (list) list.push(shift);
    else byEmployee.set(shift.employeeId, [shift]);
  }
  const findings: Finding[] = [];
  const withoutBirthDate: number[] = [];
  for (const employee of input.employees) {
    const shifts = byEmployee.get(employee.employeeId);
    if (!shifts) continue;
    if (employee.dateOfBirth === null) withoutBirthDate.push(employee.employeeId);
    findings.push(
      ...checkEmployee({ employee, shifts, period: input.period, timeZone: input.timeZone }),
    );
  }
  return { findings: findings.sort((a, b) => a.at.getTime() - b.at.getTime()), withoutBirthDate };
}
