import {
  addDays,
  compareDates,
  daysBetween,
  firstOfMonth,
  type LocalDate,
  localMinutesOf,
  localTimeToInstant,
  startOfWeek,
  toIsoDate,
} from '@klokwerk/domain/local-date';
import type { ShiftProfile } from './demo-people';
import type { Random } from './random';

/** Shift times in minutes after local midnight; past 24:00 ends the next day. */
export const SHIFT_TYPES = {
  lunch: { start: 10 * 60, end: 16 * 60 },
  diner: { start: 16 * 60, end: 23 * 60 },
  sluiting: { start: 18 * 60, end: 25 * 60 },
  lang: { start: 11 * 60, end: 22 * 60 },
  kantoor: { start: 9 * 60, end: 17 * 60 },
} as const;

export type ShiftType = keyof typeof SHIFT_TYPES;

/** How often each profile gets each kind of shift: mostly lunch and dinner, a few closings. */
const SHIFT_MIX: Record<ShiftProfile, readonly { value: ShiftType; weight: number }[]> = {
  keuken: [
    { value: 'lunch', weight: 3 },
    { value: 'diner', weight: 4 },
    { value: 'sluiting', weight: 1 },
    { value: 'lang', weight: 1 },
  ],
  bediening: [
    { value: 'lunch', weight: 3 },
    { value: 'diner', weight: 4 },
    { value: 'sluiting', weight: 2 },
    { value: 'lang', weight: 1 },
  ],
  management: [
    { value: 'lunch', weight: 2 },
    { value: 'diner', weight: 2 },
    { value: 'sluiting', weight: 1 },
    { value: 'lang', weight: 3 },
  ],
  kantoor: [{ value: 'kantoor', weight: 1 }],
};

/** Monday … Sunday: a restaurant needs most hands from Thursday to Sunday. */
const WEEKDAY_WEIGHTS = [2, 2, 3, 4, 5, 5, 4] as const;

export interface RosterEmployee {
  id: number;
  companyId: number;
  profile: ShiftProfile;
  hoursPerWeek: number;
  startDate: LocalDate;
  endDate: LocalDate | null;
}

export interface PlannedShift {
  employeeId: number;
  companyId: number;
  day: LocalDate;
  type: ShiftType;
  start: Date;
  end: Date;
  isTemporary: boolean;
}

export interface RosterInput {
  employees: readonly RosterEmployee[];
  now: Date;
  today: LocalDate;
  timeZone: string;
  random: Random;
  /** Given a shift that is under way at `now` (when one fits the time of day). */
  workingNow: ReadonlySet<number>;
  /** Given no shift today, so a record of theirs can stay open from an earlier day. */
  offToday: ReadonlySet<number>;
}

/** From the first day of last month up to and including next week's Sunday. */
export function rosterRange(today: LocalDate): { first: LocalDate; last: LocalDate } {
  return { first: firstOfMonth(today, -1), last: addDays(startOfWeek(today), 13) };
}

/** 3 to 5 shifts a week, about what the contract hours ask for. */
function shiftsPerWeek(hoursPerWeek: number): number {
  return Math.min(5, Math.max(3, Math.round(hoursPerWeek / 7.5)));
}

/** `count` different weekdays (1–7), busy days more likely. */
function pickWeekdays(count: number, random: Random): number[] {
  const left = WEEKDAY_WEIGHTS.map((weight, i) => ({ value: i + 1, weight }));
  const chosen: number[] = [];
  while (chosen.length < count && left.length > 0) {
    const day = random.weighted(left);
    chosen.push(day);
    left.splice(
      left.findIndex((d) => d.value === day),
      1,
    );
  }
  return chosen.sort((a, b) => a - b);
}

function employedOn(employee: RosterEmployee, day: LocalDate): boolean {
  if (compareDates(day, employee.startDate) < 0) return false;
  return employee.endDate === null || compareDates(day, employee.endDate) <= 0;
}

function shiftOn(
  employee: RosterEmployee,
  day: LocalDate,
  type: ShiftType,
  timeZone: string,
): PlannedShift {
  const times = SHIFT_TYPES[type];
  return {
    employeeId: employee.id,
    companyId: employee.companyId,
    day,
    type,
    start: localTimeToInstant(day, times.start, timeZone),
    end: localTimeToInstant(day, times.end, timeZone),
    isTemporary: false,
  };
}

/**
 * The shift types of a profile that started at least 20 minutes before `minutes` and have not
 * ended: whoever works one has clocked in even if late, and is still at work.
 */
function typesUnderWay(profile: ShiftProfile, minutes: number): ShiftType[] {
  return SHIFT_MIX[profile]
    .map((mix) => mix.value)
    .filter((type) => {
      const { start, end } = SHIFT_TYPES[type];
      return start + 20 <= minutes && minutes < end;
    })
    .sort((a, b) => SHIFT_TYPES[a].start - SHIFT_TYPES[b].start);
}

/**
 * The roster: one shift a day at most, so no two shifts of one person overlap (a closing
 * shift ends at 01:00, the earliest next one starts at 09:00). Next week's roster is
 * definitive except for a few concept shifts, so the legend shows both.
 */
export function planRoster(input: RosterInput): PlannedShift[] {
  const { employees, today, timeZone, random } = input;
  const { first, last } = rosterRange(today);
  const shifts: PlannedShift[] = [];

  for (let week = startOfWeek(first); compareDates(week, last) <= 0; week = addDays(week, 7)) {
    for (const employee of employees) {
      for (const weekday of pickWeekdays(shiftsPerWeek(employee.hoursPerWeek), random)) {
        const day = addDays(week, weekday - 1);
        if (compareDates(day, first) < 0 || compareDates(day, last) > 0) continue;
        if (!employedOn(employee, day)) continue;
        if (compareDates(day, today) === 0 && input.offToday.has(employee.id)) continue;
        shifts.push(shiftOn(employee, day, random.weighted(SHIFT_MIX[employee.profile]), timeZone));
      }
    }
  }

  // Alternate between the earliest and the latest fitting shift, so the kiosk shows a
  // lunch and an evening crew when it can.
  const minutesNow = localMinutesOf(input.now, timeZone);
  let nth = 0;
  for (const employee of employees) {
    if (!input.workingNow.has(employee.id) || !employedOn(employee, today)) continue;
    const fitting = typesUnderWay(employee.profile, minutesNow);
    const type = nth % 2 === 0 ? fitting[0] : fitting.at(-1);
    nth += 1;
    // Too early or too late for any shift: the random roster of today stands.
    if (type === undefined) continue;
    const planned = shifts.findIndex(
      (s) => s.employeeId === employee.id && compareDates(s.day, today) === 0,
    );
    if (planned >= 0) shifts.splice(planned, 1);
    shifts.push(shiftOn(employee, today, type, timeZone));
  }

  markConcepts(shifts, today, random);
  return shifts.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.employeeId - b.employeeId,
  );
}

/** About one in eight of next week's shifts stays a concept, and at least two. */
function markConcepts(shifts: PlannedShift[], today: LocalDate, random: Random): void {
  const nextMonday = addDays(startOfWeek(today), 7);
  const nextWeek = shifts.filter((s) => {
    const offset = daysBetween(nextMonday, s.day);
    return offset >= 0 && offset < 7;
  });
  const wanted = Math.min(nextWeek.length, Math.max(2, Math.round(nextWeek.length / 8)));
  const candidates = [...nextWeek];
  for (let i = 0; i < wanted; i++) {
    const [shift] = candidates.splice(random.int(0, candidates.length - 1), 1);
    if (shift) shift.isTemporary = true;
  }
}

export interface PlannedAvailability {
  employeeId: number;
  companyId: number;
  start: Date;
  end: Date;
  available: boolean;
}

const AVAILABLE_WINDOWS = [
  { start: 8 * 60, end: 17 * 60 },
  { start: 16 * 60, end: 23 * 60 },
  { start: 10 * 60, end: 22 * 60 },
] as const;

/**
 * Availability for the coming two weeks: a few days someone can work, and one or two days
 * off, chosen among the days they have no shift so that the roster agrees with it.
 */
export function planAvailability(input: {
  employees: readonly RosterEmployee[];
  shifts: readonly PlannedShift[];
  today: LocalDate;
  timeZone: string;
  random: Random;
}): PlannedAvailability[] {
  const { today, timeZone, random } = input;
  const rows: PlannedAvailability[] = [];
  for (const employee of input.employees) {
    const working = new Set(
      input.shifts.filter((s) => s.employeeId === employee.id).map((s) => toIsoDate(s.day)),
    );
    const days = Array.from({ length: 14 }, (_, i) => addDays(today, i)).filter((day) =>
      employedOn(employee, day),
    );
    const free = days.filter((day) => !working.has(toIsoDate(day)));
    const offDays = new Set<string>();
    for (let i = random.int(1, 2); i > 0 && free.length > 0; i--) {
      const [day] = free.splice(random.int(0, free.length - 1), 1);
      if (!day) continue;
      offDays.add(toIsoDate(day));
      rows.push({
        employeeId: employee.id,
        companyId: employee.companyId,
        start: localTimeToInstant(day, 8 * 60, timeZone),
        end: localTimeToInstant(day, 23 * 60, timeZone),
        available: false,
      });
    }
    const onDays = days.filter((day) => !offDays.has(toIsoDate(day)));
    for (let i = random.int(3, 5); i > 0 && onDays.length > 0; i--) {
      const [day] = onDays.splice(random.int(0, onDays.length - 1), 1);
      if (!day) continue;
      const window = random.pick(AVAILABLE_WINDOWS);
      rows.push({
        employeeId: employee.id,
        companyId: employee.companyId,
        start: localTimeToInstant(day, window.start, timeZone),
        end: localTimeToInstant(day, window.end, timeZone),
        available: true,
      });
    }
  }
  return rows.sort((a, b) => a.start.getTime() - b.start.getTime());
}
