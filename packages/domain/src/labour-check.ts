import { dayAndTime, formatDuration, isoWeekNumber, shiftSpan } from './labour-format';
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

const seconds = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

/** The employee's age in whole years on a local date. */
export function ageOn(dateOfBirth: string, date: LocalDate): number {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split('-').map(Number);
  const birthdayPassed = date.month > month || (date.month === month && date.day >= day);
  return date.year - year - (birthdayPassed ? 0 : 1);
}

function isMinorOn(employee: LabourEmployee, date: LocalDate): boolean {
  return employee.dateOfBirth !== null && ageOn(employee.dateOfBirth, date) < LABOUR_RULES.adultAge;
}

/** Wall-clock minutes of a shift inside [fromHour, toHour) of each local day it touches. */
function minutesInWindow(shift: LabourShift, timeZone: string, from: number, to: number): number {
  let total = 0;
  for (const s of segmentsByDay(shift, timeZone)) {
    total += Math.max(0, Math.min(s.endMinute, to * 60) - Math.max(s.startMinute, from * 60));
  }
  return total;
}

function intersects(a: { start: Date; end: Date }, from: Date, to: Date): boolean {
  return from < a.end && a.start < to;
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

/** Seconds of work of `shifts` inside [from, to). */
function workIn(shifts: readonly LabourShift[], from: Date, to: Date): number {
  let total = 0;
  for (const shift of shifts) {
    const start = shift.startTime > from ? shift.startTime : from;
    const end = shift.endTime < to ? shift.endTime : to;
    if (end > start) total += seconds(start, end);
  }
  return total;
}

/** The free stretches inside [from, to) between (merged) shifts. */
function restsIn(shifts: readonly LabourShift[], from: Date, to: Date): number[] {
  const rests: number[] = [];
  let free = from;
  for (const shift of shifts) {
    if (shift.endTime <= from || shift.startTime >= to) continue;
    if (shift.startTime > free) rests.push(seconds(free, shift.startTime));
    if (shift.endTime > free) free = shift.endTime;
  }
  if (to > free) rests.push(seconds(free, to));
  return rests;
}

/**
 * The working-time checks of issue 9 for one employee (LABOUR_RULES), over their shifts sorted
 * by start, each rule one pass: per shift, per pair of neighbours, per week, per run of weeks.
 */
export function checkEmployee(input: LabourCheckInput): Finding[] {
  const { employee, period, timeZone } = input;
  const shifts = [...input.shifts].sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
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
  const inPeriod = (shift: LabourShift) =>
    intersects({ start: shift.startTime, end: shift.endTime }, period.start, period.end);
  const minorAt = (instant: Date) => isMinorOn(employee, localDateOf(instant, timeZone));

  // Per shift: its length, a night shift's length, a minor's night, the break it needs.
  for (const shift of shifts.filter(inPeriod)) {
    const length = seconds(shift.startTime, shift.endTime);
    const minor = minorAt(shift.startTime);
    const span = shiftSpan(shift.startTime, shift.endTime, timeZone);
    const maxHours = minor ? LABOUR_RULES.maxShiftHours.minor : LABOUR_RULES.maxShiftHours.adult;
    if (length > maxHours * HOUR) {
      add(
        'maxShift',
        `Dienst langer dan ${maxHours} uur: ${formatDuration(length)} (${span})`,
        [shift.id],
        length - maxHours * HOUR,
        shift.startTime,
      );
    }
    const night = LABOUR_RULES.nightShift;
    const nightMinutes = minutesInWindow(
      shift,
      timeZone,
      night.windowStartHour,
      night.windowEndHour,
    );
    if (!minor && nightMinutes > night.minutesInWindow && length > night.maxHours * HOUR) {
      add(
        'maxNightShift',
        `Nachtdienst langer dan ${night.maxHours} uur: ${formatDuration(length)} (${span})`,
        [shift.id],
        length - night.maxHours * HOUR,
        shift.startTime,
      );
    }
    if (minor) {
      const { fromHour, toHour } = LABOUR_RULES.minorNightRest;
      const late =
        minutesInWindow(shift, timeZone, fromHour, 24) +
        minutesInWindow(shift, timeZone, 0, toHour);
      if (late > 0) {
        add(
          'minorNightWork',
          `Jeugdige werkt tussen ${fromHour}:00 en 0${toHour}:00: ${formatDuration(late * 60)} (${span})`,
          [shift.id],
          late * 60,
          shift.startTime,
        );
      }
    }
    const breaks = minor ? LABOUR_RULES.breaks.minor : LABOUR_RULES.breaks.adult;
    const needed = breaks.find((b) => length > b.aboveHours * HOUR);
    if (needed) {
      add(
        'break',
        `Pauze van ten minste ${needed.minutes} min nodig in een dienst van ${formatDuration(length)} (${span})`,
        [shift.id],
        needed.minutes * 60,
        shift.startTime,
        'info',
      );
    }
  }

  // Per pair of neighbours: the rest between them.
  const rest = LABOUR_RULES.dailyRest;
  const shortened: Date[] = [];
  for (let i = 1; i < shifts.length; i++) {
    const before = shifts[i - 1] as LabourShift;
    const after = shifts[i] as LabourShift;
    if (after.startTime < before.endTime) continue; // overlaps are the roster's own warning
    const gap = seconds(before.endTime, after.startTime);
    const minor = minorAt(after.startTime);
    const required = (minor ? rest.minorHours : rest.adultHours) * HOUR;
    if (gap >= required) continue;
    const between = `tussen ${dayAndTime(before.endTime, timeZone)} en ${dayAndTime(after.startTime, timeZone)}`;
    const reported = inPeriod(before) || inPeriod(after);
    const allowedShortening = !minor && gap >= rest.shortenedHours * HOUR;
    if (allowedShortening) {
      const lastShortened = shortened.at(-1);
      const secondInWeek =
        lastShortened !== undefined &&
        before.endTime.getTime() - lastShortened.getTime() < rest.shortenedOncePerDays * DAY_MS;
      shortened.push(before.endTime);
      if (!secondInWeek) {
        if (reported)
          add(
            'dailyRest',
            `Rusttijd ingekort tot ${formatDuration(gap)} ${between} (mag eens per ${rest.shortenedOncePerDays} dagen)`,
            [before.id, after.id],
            required - gap,
            before.endTime,
            'info',
          );
        continue;
      }
      if (reported)
        add(
          'dailyRestShortenedTwice',
          `Rusttijd binnen ${rest.shortenedOncePerDays} dagen voor de tweede keer korter dan ${rest.adultHours} uur: ${formatDuration(gap)} ${between}`,
          [before.id, after.id],
          required - gap,
          before.endTime,
        );
      continue;
    }
    if (reported)
      add(
        'dailyRest',
        `Rusttijd tussen diensten minder dan ${required / HOUR} uur: ${formatDuration(gap)} ${between}`,
        [before.id, after.id],
        required - gap,
        before.endTime,
      );
  }

  // Per week of the period: its hours, its weekly rest.
  for (const week of weeksBetween(period.start, period.end, timeZone)) {
    const own = shifts.filter((s) =>
      intersects({ start: s.startTime, end: s.endTime }, week.start, week.end),
    );
    if (own.length === 0) continue;
    const number = isoWeekNumber(week.monday);
    const worked = workIn(own, week.start, week.end);
    const minor = minorAt(week.start) || own.some((s) => minorAt(s.startTime));
    const maxHours = minor ? LABOUR_RULES.maxWeekHours.minor : LABOUR_RULES.maxWeekHours.adult;
    if (worked > maxHours * HOUR) {
      add(
        'maxWeek',
        `Meer dan ${maxHours} uur in week ${number}: ${formatDuration(worked)}`,
        own.map((s) => s.id),
        worked - maxHours * HOUR,
        week.start,
      );
    }
    const weekly = LABOUR_RULES.weeklyRest;
    const longest = Math.max(0, ...restsIn(shifts, week.start, week.end));
    if (longest < weekly.hours * HOUR) {
      // The alternative: 72 hours in the 14 days with the week before, in parts of at least 32.
      const fortnight = restsIn(
        shifts,
        weekBounds(addDays(week.monday, -7), timeZone).start,
        week.end,
      )
        .filter((part) => part >= weekly.alternativePartHours * HOUR)
        .reduce((sum, part) => sum + part, 0);
      if (fortnight < weekly.alternativeHours * HOUR) {
        add(
          'weeklyRest',
          `Geen ${weekly.hours} uur aaneengesloten rust in week ${number} (langste rust ${formatDuration(longest)})`,
          own.map((s) => s.id),
          weekly.hours * HOUR - longest,
          week.start,
        );
      }
    }
  }

  // Per run of weeks ending in a week of the period: the averages (adults).
  for (const { weeks, hours } of LABOUR_RULES.averageWeekHours) {
    for (const last of weeksBetween(period.start, period.end, timeZone)) {
      const first = weekBounds(addDays(last.monday, -7 * (weeks - 1)), timeZone);
      if (minorAt(last.start)) continue;
      const worked = workIn(shifts, first.start, last.end);
      if (worked <= weeks * hours * HOUR) continue;
      const own = shifts.filter((s) =>
        intersects({ start: s.startTime, end: s.endTime }, last.start, last.end),
      );
      add(
        weeks === 4 ? 'average4Weeks' : 'average16Weeks',
        `Gemiddeld meer dan ${hours} uur per week over ${weeks} weken (week ${isoWeekNumber(first.monday)}–${isoWeekNumber(last.monday)}): ${formatDuration(worked / weeks)} per week`,
        own.map((s) => s.id),
        worked / weeks - hours * HOUR,
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
