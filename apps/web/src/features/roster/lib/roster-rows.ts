import type { ScheduleItem } from '@klokwerk/contract/schedules';
import { formatTime } from '@klokwerk/domain/format';
import { compareDates, daysBetween, type LocalDate } from '@klokwerk/domain/local-date';
import { type DaySegment, segmentsOnDay, startDayOf } from '@klokwerk/domain/roster-layout';

/** The employee of a shift, as the roster shows and filters it. */
export type RosterEmployee = ScheduleItem['employee'];

/** A shift as the grids draw it: definitive, or a concept only the planners see. */
export interface RosterShift {
  /** Unique on the screen: `s<scheduleId>`. */
  key: string;
  scheduleId: number;
  concept: boolean;
  employee: RosterEmployee;
  startTime: Date;
  endTime: Date;
  /** 'HH:mm–HH:mm' on the company's clock, 24-hour. */
  label: string;
}

/** Someone with a row: name, job title and department. */
export interface RowPerson {
  employeeId: number;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  categoryId: number | null;
}

/** An employee of the company's list (planners), with the job title's id. */
export interface ListedEmployee {
  employeeId: number;
  firstName: string;
  lastName: string;
  jobTitleId: number | null;
  jobTitle: { name: string } | null;
}

export function shiftLabel(start: Date, end: Date, timeZone: string): string {
  return `${formatTime(start, timeZone)}–${formatTime(end, timeZone)}`;
}

/** The shifts as the grids draw them, by start (the server's order), labelled on the company clock. */
export function rosterShifts(items: readonly ScheduleItem[], timeZone: string): RosterShift[] {
  return items.map((item) => {
    const startTime = new Date(item.startTime);
    const endTime = new Date(item.endTime);
    return {
      key: `s${item.scheduleId}`,
      scheduleId: item.scheduleId,
      concept: item.status === 'CONCEPT',
      employee: item.employee,
      startTime,
      endTime,
      label: shiftLabel(startTime, endTime, timeZone),
    };
  });
}

const collator = new Intl.Collator('nl', { sensitivity: 'base' });

function byName(a: RowPerson, b: RowPerson): number {
  return (
    collator.compare(a.lastName, b.lastName) ||
    collator.compare(a.firstName, b.firstName) ||
    a.employeeId - b.employeeId
  );
}

function personOf(employee: RosterEmployee): RowPerson {
  return {
    employeeId: employee.employeeId,
    firstName: employee.firstName,
    lastName: employee.lastName,
    jobTitle: employee.jobTitle?.name ?? null,
    categoryId: employee.categoryId,
  };
}

export interface PeopleInput {
  /** The company's employees. */
  listed: readonly ListedEmployee[];
  /** Job title id → category id: the department of a listed employee. */
  categoryOfJobTitle: ReadonlyMap<number, number>;
  /** The week's shifts: one of someone no longer listed (archived since) still gets a row. */
  shifts: readonly RosterShift[];
  /** A category id, or null for every department. */
  department: number | null;
}

/**
 * The rows, by last name: every employee of the company (an empty row is where a shift is
 * still to be planned) and whoever else has a shift this week; then the department filter.
 */
export function rowPeople({
  listed,
  categoryOfJobTitle,
  shifts,
  department,
}: PeopleInput): RowPerson[] {
  const people = new Map<number, RowPerson>();
  for (const employee of listed) {
    people.set(employee.employeeId, {
      employeeId: employee.employeeId,
      firstName: employee.firstName,
      lastName: employee.lastName,
      jobTitle: employee.jobTitle?.name ?? null,
      categoryId:
        employee.jobTitleId === null ? null : (categoryOfJobTitle.get(employee.jobTitleId) ?? null),
    });
  }
  for (const shift of shifts) {
    if (!people.has(shift.employee.employeeId)) {
      people.set(shift.employee.employeeId, personOf(shift.employee));
    }
  }
  return [...people.values()]
    .filter((person) => department === null || person.categoryId === department)
    .sort(byName);
}

function byEmployee(shifts: readonly RosterShift[]): Map<number, RosterShift[]> {
  const grouped = new Map<number, RosterShift[]>();
  for (const shift of shifts) {
    const list = grouped.get(shift.employee.employeeId);
    if (list) list.push(shift);
    else grouped.set(shift.employee.employeeId, [shift]);
  }
  return grouped;
}

export interface WeekRow {
  person: RowPerson;
  /** Seven lists, Monday first: the shifts that start on that day. */
  days: RosterShift[][];
}

/**
 * The week view: a row for every person, each shift in the cell of the day it starts on (a
 * night shift 22:00–04:00 stays on its first day).
 */
export function weekRows(
  people: readonly RowPerson[],
  shifts: readonly RosterShift[],
  days: readonly LocalDate[],
  timeZone: string,
): WeekRow[] {
  const monday = days[0];
  if (!monday) return [];
  const grouped = byEmployee(shifts);
  return people.map((person) => {
    const cells: RosterShift[][] = days.map(() => []);
    for (const shift of grouped.get(person.employeeId) ?? []) {
      cells[daysBetween(monday, startDayOf(shift, timeZone))]?.push(shift);
    }
    return { person, days: cells };
  });
}

export interface DayBlock {
  shift: RosterShift;
  segment: DaySegment;
  /** 0 for the first line; overlapping shifts of one person go on the next lines. */
  lane: number;
}

export interface DayRow {
  person: RowPerson;
  blocks: DayBlock[];
  lanes: number;
}

/**
 * The day view: the part of each shift that falls on `day`, in wall-clock minutes, so a shift
 * from the evening before shows in the early hours. Overlapping shifts of one person (a
 * planner's mistake the warnings point out) each get their own line instead of hiding each
 * other.
 */
export function dayRows(
  people: readonly RowPerson[],
  shifts: readonly RosterShift[],
  day: LocalDate,
  timeZone: string,
): DayRow[] {
  const grouped = byEmployee(shifts);
  return people.map((person) => {
    const laneEnds: number[] = [];
    const blocks = segmentsOnDay(grouped.get(person.employeeId) ?? [], day, timeZone).map(
      ({ shift, segment }) => {
        let lane = laneEnds.findIndex((end) => end <= segment.startMinute);
        if (lane < 0) lane = laneEnds.length;
        laneEnds[lane] = segment.endMinute;
        return { shift, segment, lane };
      },
    );
    return { person, blocks, lanes: Math.max(1, laneEnds.length) };
  });
}

/** Whether `date` is the same calendar day as `other`. */
export function sameDay(date: LocalDate, other: LocalDate): boolean {
  return compareDates(date, other) === 0;
}
