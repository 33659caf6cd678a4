import type { OpenShiftItem } from '@klokwerk/contract/open-shifts';
import { readIsoDate } from '@klokwerk/domain/local-date';
import { weekOf } from '@klokwerk/domain/roster-layout';
import { describe, expect, it } from 'vitest';
import { openShiftDay, openShiftWeek, rosterOpenShifts } from './open-shift-rows';

const ZONE = 'Europe/Amsterdam';

function date(iso: string) {
  const day = readIsoDate(iso);
  if (!day) throw new Error(iso);
  return day;
}

/** Friday 14 March 2025, 22:00 to 04:00 on Saturday, Amsterdam time (UTC+1). */
const NIGHT: OpenShiftItem = {
  openShiftId: 1,
  companyId: 1,
  jobTitle: { id: 1, name: 'Barman' },
  startTime: '2025-03-14T21:00:00.000Z',
  endTime: '2025-03-15T03:00:00.000Z',
  places: 3,
  filled: 0,
  placesLeft: 3,
  claims: [],
};

describe('open shifts on the roster', () => {
  const shifts = rosterOpenShifts([NIGHT], ZONE);

  it('puts a night in the week on the day it starts, labelled on the company clock', () => {
    const week = openShiftWeek(shifts, weekOf(date('2025-03-12')), ZONE);
    expect(week.map((day) => day.map((shift) => shift.label))).toEqual([
      [],
      [],
      [],
      [],
      ['22:00–04:00'],
      [],
      [],
    ]);
  });

  it('shows a night in the day view on both days it covers', () => {
    const friday = openShiftDay(shifts, date('2025-03-14'), ZONE);
    expect(friday.blocks.map((b) => [b.startMinute, b.endMinute])).toEqual([[22 * 60, 24 * 60]]);
    const saturday = openShiftDay(shifts, date('2025-03-15'), ZONE);
    expect(saturday.blocks.map((b) => [b.startMinute, b.endMinute])).toEqual([[0, 4 * 60]]);
    expect(openShiftDay(shifts, date('2025-03-16'), ZONE).blocks).toEqual([]);
  });

  it('gives open shifts at the same time a line each', () => {
    const two = rosterOpenShifts([NIGHT, { ...NIGHT, openShiftId: 2 }], ZONE);
    const friday = openShiftDay(two, date('2025-03-14'), ZONE);
    expect(friday.lanes).toBe(2);
    expect(friday.blocks.map((b) => b.lane)).toEqual([0, 1]);
  });
});
