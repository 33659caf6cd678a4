import type { ScheduleItem } from '@klokwerk/contract/schedules';
import { describe, expect, it } from 'vitest';
import { weekAround } from './period';
import { dayRows, type RosterEmployee, rosterShifts, rowPeople, weekRows } from './roster-rows';

const AMS = 'Europe/Amsterdam';

const anna: RosterEmployee = {
  employeeId: 1,
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@demohoreca.example',
  jobTitle: { id: 11, name: 'Kok' },
  categoryId: 21,
};
const bram: RosterEmployee = {
  employeeId: 2,
  firstName: 'Bram',
  lastName: 'Bakker',
  email: 'bram@demohoreca.example',
  jobTitle: { id: 12, name: 'Ober' },
  categoryId: 22,
};

function item(
  scheduleId: number,
  employee: RosterEmployee,
  start: string,
  end: string,
  status: ScheduleItem['status'] = 'DEFINITIVE',
) {
  return {
    scheduleId,
    status,
    employee,
    employeeEmail: employee.email,
    companyId: 1,
    startTime: start,
    endTime: end,
  } satisfies ScheduleItem;
}

/** A concept shift of Anna (the server answers concepts to planners only). */
const concept = (scheduleId: number, start: string, end: string) =>
  item(scheduleId, anna, start, end, 'CONCEPT');

describe('rosterShifts', () => {
  it('marks concept shifts, labelled on the company clock like definitive ones', () => {
    const shifts = rosterShifts(
      [
        item(7, bram, '2026-11-24T08:00:00.000Z', '2026-11-24T16:00:00.000Z'),
        concept(8, '2026-11-24T21:00:00.000Z', '2026-11-25T03:00:00.000Z'),
        concept(9, '2027-06-01T07:00:00.000Z', '2027-06-01T15:00:00.000Z'),
      ],
      AMS,
    );
    expect(shifts.map((s) => [s.key, s.label, s.concept])).toEqual([
      ['s7', '09:00–17:00', false],
      ['s8', '22:00–04:00', true],
      ['s9', '09:00–17:00', true],
    ]);
  });
});

describe('rows', () => {
  const week = weekAround({ year: 2026, month: 11, day: 24 });
  const shifts = rosterShifts(
    [
      // Sunday night before the week: only Monday's early hours belong to this week.
      item(1, bram, '2026-11-22T21:00:00.000Z', '2026-11-23T02:00:00.000Z'),
      concept(3, '2026-11-24T21:00:00.000Z', '2026-11-25T03:00:00.000Z'),
      item(2, bram, '2026-11-27T16:00:00.000Z', '2026-11-27T22:00:00.000Z'),
    ],
    AMS,
  );
  const listed = [
    {
      employeeId: 3,
      firstName: 'Cees',
      lastName: 'Aalders',
      jobTitleId: 11,
      jobTitle: { name: 'Kok' },
    },
    {
      employeeId: 1,
      firstName: 'Anna',
      lastName: 'de Vries',
      jobTitleId: 11,
      jobTitle: { name: 'Kok' },
    },
  ];
  const categoryOfJobTitle = new Map([[11, 21]]);

  it('lists every employee by last name, and who has a shift without being listed (archived since), and filters on the department', () => {
    const all = rowPeople({ listed, categoryOfJobTitle, shifts, department: null });
    expect(all.map((p) => [p.lastName, p.jobTitle, p.categoryId])).toEqual([
      ['Aalders', 'Kok', 21],
      ['Bakker', 'Ober', 22],
      ['de Vries', 'Kok', 21],
    ]);
    const kitchen = rowPeople({ listed, categoryOfJobTitle, shifts, department: 21 });
    expect(kitchen.map((p) => p.firstName)).toEqual(['Cees', 'Anna']);
  });

  it('draws a night shift on its first day in the week view', () => {
    const people = rowPeople({ listed, categoryOfJobTitle, shifts, department: null });
    const rows = weekRows(people, shifts, week.days, AMS);
    const byName = Object.fromEntries(
      rows.map((r) => [r.person.firstName, r.days.map((d) => d.map((s) => s.label))]),
    );
    expect(byName.Anna).toEqual([[], ['22:00–04:00'], [], [], [], [], []]);
    // The Sunday-night shift of last week is not drawn in this week's Monday cell.
    expect(byName.Bram).toEqual([[], [], [], [], ['17:00–23:00'], [], []]);
    expect(byName.Cees).toEqual([[], [], [], [], [], [], []]);
  });

  it('draws the early hours of a night shift in the next day of the day view', () => {
    const people = rowPeople({ listed, categoryOfJobTitle, shifts, department: null });
    const wednesday = dayRows(people, shifts, { year: 2026, month: 11, day: 25 }, AMS);
    expect(wednesday.map((r) => [r.person.firstName, r.blocks.map((b) => b.segment)])).toEqual([
      ['Cees', []],
      ['Bram', []],
      [
        'Anna',
        [
          {
            date: { year: 2026, month: 11, day: 25 },
            startMinute: 0,
            endMinute: 240,
            fromPreviousDay: true,
            intoNextDay: false,
          },
        ],
      ],
    ]);
    const monday = dayRows(people, shifts, { year: 2026, month: 11, day: 23 }, AMS);
    expect(monday.map((r) => [r.person.firstName, r.blocks[0]?.segment.endMinute])).toEqual([
      ['Cees', undefined],
      ['Bram', 180],
      ['Anna', undefined],
    ]);
  });

  it('counts wall-clock hours on the nights the clocks change', () => {
    const night = rosterShifts(
      [
        concept(4, '2027-03-27T21:00:00.000Z', '2027-03-28T04:00:00.000Z'),
        concept(5, '2026-10-24T20:00:00.000Z', '2026-10-25T05:00:00.000Z'),
      ],
      AMS,
    );
    const people = rowPeople({ listed: [], categoryOfJobTitle, shifts: night, department: null });
    const spring = dayRows(people, night, { year: 2027, month: 3, day: 28 }, AMS);
    const autumn = dayRows(people, night, { year: 2026, month: 10, day: 25 }, AMS);
    expect(spring[0]?.blocks.map((b) => [b.segment.startMinute, b.segment.endMinute])).toEqual([
      [0, 360],
    ]);
    expect(autumn[0]?.blocks.map((b) => [b.segment.startMinute, b.segment.endMinute])).toEqual([
      [0, 360],
    ]);
    expect(night.map((s) => s.label)).toEqual(['22:00–06:00', '22:00–06:00']);
  });

  it('puts overlapping shifts of one person on separate lines', () => {
    const overlapping = rosterShifts(
      [
        concept(4, '2026-11-24T08:00:00.000Z', '2026-11-24T16:00:00.000Z'),
        concept(5, '2026-11-24T11:00:00.000Z', '2026-11-24T19:00:00.000Z'),
        concept(6, '2026-11-24T16:00:00.000Z', '2026-11-24T21:00:00.000Z'),
      ],
      AMS,
    );
    const people = rowPeople({
      listed: [],
      categoryOfJobTitle,
      shifts: overlapping,
      department: null,
    });
    const [row] = dayRows(people, overlapping, { year: 2026, month: 11, day: 24 }, AMS);
    expect(row?.blocks.map((b) => [b.shift.label, b.lane])).toEqual([
      ['09:00–17:00', 0],
      ['12:00–20:00', 1],
      ['17:00–22:00', 0],
    ]);
    expect(row?.lanes).toBe(2);
  });
});
