import { describe, expect, it } from 'vitest';
import { absenceMarks } from './absences';

const ZONE = 'Europe/Amsterdam';
const emma = { employeeId: 1, firstName: 'Emma', lastName: 'Jansen' };
const bram = { employeeId: 2, firstName: 'Bram', lastName: 'Bakker' };
const week = [7, 8, 9, 10, 11, 12, 13].map((day) => ({ year: 2026, month: 12, day }));

const shift = (key: string, employee: typeof emma, start: string, end: string) => ({
  key,
  employee,
  startTime: new Date(start),
  endTime: new Date(end),
});

/** Emma has Wednesday and Thursday off; Bram is sick from Friday noon. */
const LEAVE = [
  {
    employeeId: 1,
    status: 'APPROVED',
    startsAt: '2026-12-08T23:00:00.000Z',
    endsAt: '2026-12-10T23:00:00.000Z',
    startTime: null,
  },
  // Pending leave marks nothing.
  {
    employeeId: 1,
    status: 'PENDING',
    startsAt: '2026-12-06T23:00:00.000Z',
    endsAt: '2026-12-07T23:00:00.000Z',
    startTime: null,
  },
];
const SICK = [{ employeeId: 2, sickFrom: '2026-12-11T11:00:00.000Z', recoveredAt: null }];

describe('absenceMarks', () => {
  it('warns on a shift in approved leave or sickness, in the server’s words', () => {
    const marks = absenceMarks(
      [
        shift('s1', emma, '2026-12-07T08:00:00Z', '2026-12-07T16:00:00Z'),
        shift('s2', emma, '2026-12-09T08:00:00Z', '2026-12-09T16:00:00Z'),
        shift('s3', bram, '2026-12-12T08:00:00Z', '2026-12-12T16:00:00Z'),
        // A night shift from Tuesday evening meets Wednesday's leave at midnight.
        shift('s4', emma, '2026-12-08T20:00:00Z', '2026-12-09T02:00:00Z'),
      ],
      LEAVE,
      SICK,
      week,
      ZONE,
    );
    expect(Object.fromEntries(marks.notes)).toEqual({
      s2: ['Emma Jansen heeft verlof op 09-12-2026.'],
      s3: ['Bram Bakker is ziekgemeld op 12-12-2026.'],
      s4: ['Emma Jansen heeft verlof op 09-12-2026.'],
    });
  });

  it('marks the days of the week each person is away, sickness from the day it began', () => {
    const { cells } = absenceMarks([], LEAVE, SICK, week, ZONE);
    expect(Object.fromEntries(cells)).toEqual({
      '1:2026-12-09': 'leave',
      '1:2026-12-10': 'leave',
      '2:2026-12-11': 'sick',
      '2:2026-12-12': 'sick',
      '2:2026-12-13': 'sick',
    });
  });

  it('names the times of leave for part of a day', () => {
    const part = {
      employeeId: 1,
      status: 'APPROVED',
      startsAt: '2026-12-07T08:00:00.000Z',
      endsAt: '2026-12-07T12:00:00.000Z',
      startTime: '09:00',
    };
    const marks = absenceMarks(
      [shift('s1', emma, '2026-12-07T11:00:00Z', '2026-12-07T17:00:00Z')],
      [part],
      [],
      week,
      ZONE,
    );
    expect(marks.notes.get('s1')).toEqual([
      'Emma Jansen heeft verlof op 07-12-2026 van 09:00 tot 13:00.',
    ]);
    expect(marks.cells.get('1:2026-12-07')).toBe('leave');
  });
});
