import { describe, expect, it } from 'vitest';
import { checkEmployee } from './labour-check';
import { localTimeToInstant } from './local-date';
import {
  type OwnTimes,
  obstaclesTo,
  placesLeft,
  type TakeFacts,
  takeBlockers,
  takerViolations,
} from './open-shifts';

const AMS = 'Europe/Amsterdam';

/** '2026-12-08 22:00' on Amsterdam's clock. */
function at(text: string): Date {
  const [date = '', time = '00:00'] = text.split(' ');
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return localTimeToInstant({ year, month, day }, hour * 60 + minute, AMS);
}

const free: TakeFacts = {
  started: false,
  placesLeft: 2,
  jobTitleId: 7,
  employeeJobTitleId: 7,
  alreadyClaimed: false,
  overlapsOwnShift: false,
  markedUnavailable: false,
  onLeave: false,
  sick: false,
  violations: [],
};

/** Sanne's week of 7 December 2026 with the shift 'open' added, checked. */
function weekWith(shifts: Array<[string, string]>, open: [string, string]) {
  return checkEmployee({
    employee: { employeeId: 1, name: 'Sanne de Vries', dateOfBirth: '1990-05-01' },
    shifts: [
      ...shifts.map(([from, to], index) => ({
        id: index + 1,
        startTime: at(from),
        endTime: at(to),
      })),
      { id: 'open', startTime: at(open[0]), endTime: at(open[1]) },
    ],
    period: { start: at('2026-12-07 00:00'), end: at('2026-12-14 00:00') },
    timeZone: AMS,
  });
}

describe('takeBlockers', () => {
  it('lets an employee with the job title, free and within the law take the shift', () => {
    expect(takeBlockers(free, true)).toEqual([]);
  });

  it('names every reason, in the order the screen shows them', () => {
    const violation = weekWith([], ['2026-12-08 08:00', '2026-12-08 21:00'])[0];
    if (!violation) throw new Error('a 13-hour shift is a violation');
    const all: TakeFacts = {
      started: true,
      placesLeft: 0,
      jobTitleId: 7,
      employeeJobTitleId: 8,
      alreadyClaimed: true,
      overlapsOwnShift: true,
      markedUnavailable: true,
      onLeave: true,
      sick: true,
      violations: [violation],
    };
    expect(takeBlockers(all, true)).toEqual([
      'started',
      'full',
      'jobTitle',
      'claimed',
      'overlap',
      'unavailable',
      'leave',
      'sick',
      'labourLaw',
    ]);
  });

  it('takes no job title into account when the shift asks none, or an employee has none', () => {
    expect(takeBlockers({ ...free, jobTitleId: null, employeeJobTitleId: 3 }, true)).toEqual([]);
    expect(takeBlockers({ ...free, employeeJobTitleId: null }, true)).toEqual(['jobTitle']);
  });

  it('counts places only for an open shift: one left is enough, none is full', () => {
    expect(takeBlockers({ ...free, placesLeft: 1 }, true)).toEqual([]);
    expect(takeBlockers({ ...free, placesLeft: null }, true)).toEqual([]);
    expect(takeBlockers({ ...free, placesLeft: 0 }, true)).toEqual(['full']);
  });

  it('lets the labour law block an open shift, while for an offer the planner decides', () => {
    const [violation] = weekWith([], ['2026-12-08 08:00', '2026-12-08 21:00']);
    if (!violation) throw new Error('a 13-hour shift is a violation');
    const facts = { ...free, violations: [violation] };
    expect(takeBlockers(facts, true)).toEqual(['labourLaw']);
    expect(takeBlockers(facts, false)).toEqual([]);
  });
});

describe('takerViolations', () => {
  it('finds the rest broken by a shift that starts 7 hours after the last (8 at the least)', () => {
    // Tuesday 12:00–22:00, then the open shift Wednesday 05:00–13:00: 7 hours of rest.
    const findings = weekWith(
      [['2026-12-08 12:00', '2026-12-08 22:00']],
      ['2026-12-09 05:00', '2026-12-09 13:00'],
    );
    expect(takerViolations(findings, 'open').map((f) => f.rule)).toEqual(['dailyRest']);
  });

  it('finds none at exactly 11 hours of rest', () => {
    const findings = weekWith(
      [['2026-12-08 12:00', '2026-12-08 21:00']],
      ['2026-12-09 08:00', '2026-12-09 16:00'],
    );
    expect(takerViolations(findings, 'open')).toEqual([]);
  });

  it('finds the 61st hour of a week, and leaves out what does not name the shift', () => {
    // Five shifts of 11 hours (55) on Monday to Friday, and a sixth of 6 hours on Saturday:
    // 61 hours in the week. A 13-hour shift on Sunday the week before names nothing new.
    const days = ['07', '08', '09', '10', '11'];
    const findings = weekWith(
      days.map((d) => [`2026-12-${d} 08:00`, `2026-12-${d} 19:00`] as [string, string]),
      ['2026-12-12 10:00', '2026-12-12 16:00'],
    );
    expect(takerViolations(findings, 'open').map((f) => f.rule)).toContain('maxWeek');
    const within = weekWith(
      days.map((d) => [`2026-12-${d} 08:00`, `2026-12-${d} 19:00`] as [string, string]),
      ['2026-12-12 10:00', '2026-12-12 15:00'],
    );
    expect(takerViolations(within, 'open').map((f) => f.rule)).not.toContain('maxWeek');
    expect(takerViolations(within, 99)).toEqual([]);
  });

  it('leaves out reminders: a break is not a violation', () => {
    const findings = weekWith([], ['2026-12-08 08:00', '2026-12-08 18:00']);
    expect(findings.some((f) => f.severity === 'info')).toBe(true);
    expect(takerViolations(findings, 'open')).toEqual([]);
  });
});

describe('obstaclesTo', () => {
  const span = (from: string, to: string | null) => ({
    startMs: at(from).getTime(),
    endMs: to === null ? null : at(to).getTime(),
  });
  // Sanne's own times in December: a shift (id 5), a morning marked not available, a week of
  // approved leave, and a sick report that has not ended.
  const own: OwnTimes = {
    shifts: [{ id: 5, ...span('2026-12-08 10:00', '2026-12-08 18:00') }],
    unavailable: [span('2026-12-09 08:00', '2026-12-09 12:00')],
    leave: [span('2026-12-14 00:00', '2026-12-21 00:00')],
    sick: [span('2026-12-28 08:00', null)],
  };
  const shift = (from: string, to: string, scheduleId: number | null = null) => ({
    startMs: at(from).getTime(),
    endMs: at(to).getTime(),
    scheduleId,
  });
  const none = { overlapsOwnShift: false, markedUnavailable: false, onLeave: false, sick: false };

  it('names each of her times the shift overlaps, one stretch read for many shifts', () => {
    expect(obstaclesTo(own, shift('2026-12-08 17:00', '2026-12-08 23:00'))).toEqual({
      ...none,
      overlapsOwnShift: true,
    });
    expect(obstaclesTo(own, shift('2026-12-09 11:00', '2026-12-09 19:00'))).toEqual({
      ...none,
      markedUnavailable: true,
    });
    expect(obstaclesTo(own, shift('2026-12-16 10:00', '2026-12-16 18:00'))).toEqual({
      ...none,
      onLeave: true,
    });
    expect(obstaclesTo(own, shift('2027-01-04 10:00', '2027-01-04 18:00'))).toEqual({
      ...none,
      sick: true,
    });
  });

  it('lets a shift end where another begins, and ignores the shift being moved itself', () => {
    expect(obstaclesTo(own, shift('2026-12-08 18:00', '2026-12-08 22:00'))).toEqual(none);
    expect(obstaclesTo(own, shift('2026-12-09 12:00', '2026-12-09 20:00'))).toEqual(none);
    expect(obstaclesTo(own, shift('2026-12-08 10:00', '2026-12-08 18:00', 5))).toEqual(none);
  });
});

describe('placesLeft', () => {
  it('is what is asked minus what is taken, never below zero', () => {
    expect(placesLeft(3, 0)).toBe(3);
    expect(placesLeft(3, 2)).toBe(1);
    expect(placesLeft(3, 3)).toBe(0);
    expect(placesLeft(1, 2)).toBe(0);
  });
});
