import { describe, expect, it } from 'vitest';
import { type ContractPeriod, MONDAY_TO_FRIDAY } from './contract-periods';
import { type PlannedShift, type SickHoursInput, sickHours } from './sick-hours';

const AMS = 'Europe/Amsterdam';
const at = (iso: string) => new Date(iso);
const shift = (start: string, end: string): PlannedShift => ({ start: at(start), end: at(end) });

const contract32: ContractPeriod = {
  from: '2025-01-01',
  to: null,
  hours: { kind: 'fixed', minutesPerWeek: 32 * 60 },
  workingWeekdays: MONDAY_TO_FRIDAY,
};

function input(overrides: Partial<SickHoursInput>): SickHoursInput {
  return {
    sickness: { start: at('2026-03-09T07:00:00+01:00'), recoveredAt: null },
    from: '2026-03-01',
    to: '2026-03-31',
    shifts: [],
    basis: 'contractWhenUnplanned',
    contracts: [contract32],
    paidHolidays: new Set(),
    timeZone: AMS,
    ...overrides,
  };
}

const view = (result: ReturnType<typeof sickHours>) =>
  result.days.map((d) => `${d.date} ${d.minutes} ${d.basis}`);

describe('sickHours: a sick week with planned shifts (9–15 March 2026)', () => {
  const shifts = [
    shift('2026-03-09T10:00:00+01:00', '2026-03-09T18:00:00+01:00'), // Mon 8 h − 30 min = 450
    shift('2026-03-10T17:00:00+01:00', '2026-03-10T23:00:00+01:00'), // Tue 6 h − 30 min = 330
    shift('2026-03-12T09:00:00+01:00', '2026-03-12T14:00:00+01:00'), // Thu 5 h, no break = 300
    shift('2026-03-14T16:00:00+01:00', '2026-03-15T01:00:00+01:00'), // Sat 9 h − 45 min = 495
    shift('2026-03-17T10:00:00+01:00', '2026-03-17T18:00:00+01:00'), // after the recovery
  ];
  const sickness = {
    start: at('2026-03-09T07:00:00+01:00'),
    recoveredAt: at('2026-03-16T08:00:00+01:00'),
  };

  it('counts the planned shifts, break deducted, the night shift on its first day: 26 h 15 min', () => {
    const result = sickHours(input({ shifts, sickness }));
    expect(view(result)).toEqual([
      '2026-03-09 450 shift',
      '2026-03-10 330 shift',
      '2026-03-12 300 shift',
      '2026-03-14 495 shift',
    ]);
    expect(result.totalMinutes).toBe(1575);
  });

  it('adds no contract day on the unplanned days of a rostered week', () => {
    const planned = sickHours(input({ shifts, sickness, basis: 'plannedShifts' }));
    const contract = sickHours(input({ shifts, sickness, basis: 'contractWhenUnplanned' }));
    expect(contract).toEqual(planned);
  });

  it('counts what is left of a shift when the report comes during it', () => {
    // Reported sick at 20:00 in Tuesday's 17:00–23:00 shift: 3 h left, no break.
    const late = {
      start: at('2026-03-10T20:00:00+01:00'),
      recoveredAt: at('2026-03-12T10:00:00+01:00'),
    };
    // Thursday's 09:00–14:00: sick until 10:00, so 1 h.
    expect(view(sickHours(input({ shifts, sickness: late })))).toEqual([
      '2026-03-10 180 shift',
      '2026-03-12 60 shift',
    ]);
  });
});

describe('sickHours: a sick week without planned shifts (16–22 March 2026)', () => {
  const sickness = {
    start: at('2026-03-16T07:30:00+01:00'),
    recoveredAt: at('2026-03-23T08:00:00+01:00'),
  };

  it('counts a contract day (32 h / 5 = 6 h 24 min) on each working day: 32 h', () => {
    const result = sickHours(input({ sickness }));
    expect(view(result)).toEqual([
      '2026-03-16 384 contract',
      '2026-03-17 384 contract',
      '2026-03-18 384 contract',
      '2026-03-19 384 contract',
      '2026-03-20 384 contract',
    ]);
    expect(result.totalMinutes).toBe(32 * 60);
  });

  it('counts nothing when the company counts planned shifts only', () => {
    expect(sickHours(input({ sickness, basis: 'plannedShifts' })).days).toEqual([]);
  });

  it('stops the day before the recovery, and counts an open sickness to the end of the days', () => {
    const recovered = { ...sickness, recoveredAt: at('2026-03-19T09:00:00+01:00') };
    expect(sickHours(input({ sickness: recovered })).totalMinutes).toBe(3 * 384); // Mon–Wed
    const open = { ...sickness, recoveredAt: null };
    // 16 March to 31 March: 12 working days.
    expect(sickHours(input({ sickness: open })).totalMinutes).toBe(12 * 384);
  });

  it('gives no contract day on a public holiday the company gives off (Koningsdag 2026)', () => {
    const result = sickHours(
      input({
        sickness: {
          start: at('2026-04-27T06:00:00+02:00'),
          recoveredAt: at('2026-05-04T06:00:00+02:00'),
        },
        from: '2026-04-01',
        to: '2026-05-31',
        paidHolidays: new Set(['2026-04-27']),
      }),
    );
    expect(result.days.map((d) => d.date)).toEqual([
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
    ]);
  });
});

describe('sickHours', () => {
  it('refuses a recovery before the report', () => {
    const sickness = { start: at('2026-03-16T08:00:00Z'), recoveredAt: at('2026-03-16T07:00:00Z') };
    expect(() => sickHours(input({ sickness }))).toThrow(RangeError);
  });
});
