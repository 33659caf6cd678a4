import { describe, expect, it } from 'vitest';
import { shiftWarnings } from './shift-warnings';

const at = (iso: string) => new Date(iso);
const shift = {
  employeeId: 1,
  startTime: at('2026-12-03T14:00:00Z'),
  endTime: at('2026-12-03T22:00:00Z'),
};

describe('shiftWarnings', () => {
  it('names an overlapping shift and an unavailable time of the same person, in the server words', () => {
    expect(
      shiftWarnings(
        shift,
        'Cor Bakker',
        [
          {
            employeeId: 1,
            startTime: at('2026-12-03T07:00:00Z'),
            endTime: at('2026-12-03T15:00:00Z'),
          },
          // Someone else, and a shift that only touches: no warning.
          {
            employeeId: 2,
            startTime: at('2026-12-03T14:00:00Z'),
            endTime: at('2026-12-03T22:00:00Z'),
          },
          {
            employeeId: 1,
            startTime: at('2026-12-03T22:00:00Z'),
            endTime: at('2026-12-04T02:00:00Z'),
          },
        ],
        [
          {
            employeeId: 1,
            available: false,
            startTime: at('2026-12-03T14:00:00Z'),
            endTime: at('2026-12-03T22:00:00Z'),
          },
          {
            employeeId: 1,
            available: true,
            startTime: at('2026-12-03T07:00:00Z'),
            endTime: at('2026-12-03T22:00:00Z'),
          },
        ],
        'Europe/Amsterdam',
      ),
    ).toEqual([
      'Cor Bakker heeft al een dienst op 03-12-2026 van 08:00 tot 16:00.',
      'Cor Bakker heeft zich niet beschikbaar gemeld op 03-12-2026 van 15:00 tot 23:00.',
    ]);
  });

  it('says nothing when all is well', () => {
    expect(shiftWarnings(shift, 'Cor Bakker', [], [], 'Europe/Amsterdam')).toEqual([]);
  });
});
