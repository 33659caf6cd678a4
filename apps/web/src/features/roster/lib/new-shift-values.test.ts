import { describe, expect, it } from 'vitest';
import {
  draftTimes,
  endDateAfter,
  initialValues,
  movedValues,
  type NewShiftValues,
  nightsOf,
  validateNewShift,
} from './new-shift-values';

const AMS = 'Europe/Amsterdam';
const GAP = 'bestaat niet';
const employees = [{ employeeId: 4, email: 'anna@demohoreca.example' }];
const valid: NewShiftValues = {
  ...initialValues({ year: 2026, month: 11, day: 24 }),
  employeeId: '4',
};
const check = (changes: Partial<NewShiftValues>, companyId: number | null = 1) =>
  validateNewShift({ ...valid, ...changes }, companyId, employees, AMS, GAP);

describe('the Nieuwe Dienst form', () => {
  it('starts at 09:00–17:00 on the chosen day', () => {
    expect(initialValues({ year: 2026, month: 11, day: 24 })).toEqual({
      employeeId: null,
      startDate: '2026-11-24',
      startTime: '09:00',
      endDate: '2026-11-24',
      endTime: '17:00',
    });
  });

  it('accepts a valid shift, also one that crosses midnight', () => {
    expect(check({})).toEqual({});
    expect(check({ startTime: '22:00', endDate: '2026-11-25', endTime: '04:00' })).toEqual({});
  });

  it('gives the three texts of docs/screens.md#roster on the input to fix', () => {
    expect(check({ employeeId: null })).toEqual({ employeeId: 'Selecteer een geldige medewerker' });
    expect(check({ employeeId: '99' })).toEqual({ employeeId: 'Selecteer een geldige medewerker' });
    expect(check({ endTime: '08:00' })).toEqual({ endTime: 'Eindtijd moet na begintijd liggen' });
    expect(check({}, null)).toEqual({ companyId: 'Selecteer eerst een bedrijf' });
  });

  it('asks for an empty date or time where it is missing', () => {
    expect(check({ startDate: '' })).toEqual({ startDate: 'Vul de begindatum en begintijd in.' });
    expect(check({ endTime: '' })).toEqual({ endTime: 'Vul de einddatum en eindtijd in.' });
  });

  it('refuses a time in the spring-forward hour and a shift over 24 hours', () => {
    expect(
      check({
        startDate: '2027-03-28',
        startTime: '02:30',
        endDate: '2027-03-28',
        endTime: '08:00',
      }),
    ).toEqual({ startTime: GAP });
    expect(check({ endDate: '2026-11-25', endTime: '09:01' })).toEqual({
      endDate: 'Een dienst duurt hoogstens 24 uur. Controleer de einddatum.',
    });
  });
});

describe('a shift moved to another day', () => {
  const night = {
    employeeId: 4,
    startTime: new Date('2026-11-24T21:00:00Z'),
    endTime: new Date('2026-11-25T03:00:00Z'),
  };

  it('keeps its clock times, and a night shift still ends the next morning', () => {
    expect(draftTimes(movedValues(night, { year: 2026, month: 11, day: 27 }, AMS))).toEqual({
      startTime: '2026-11-27T22:00:00',
      endTime: '2026-11-28T04:00:00',
    });
    // Back to a day before: also across a month.
    expect(draftTimes(movedValues(night, { year: 2026, month: 10, day: 31 }, AMS))).toEqual({
      startTime: '2026-10-31T22:00:00',
      endTime: '2026-11-01T04:00:00',
    });
  });

  it('keeps the clock times onto the night the clock goes back, an hour longer', () => {
    const moved = movedValues(night, { year: 2026, month: 10, day: 24 }, AMS);
    expect(draftTimes(moved)).toEqual({
      startTime: '2026-10-24T22:00:00',
      endTime: '2026-10-25T04:00:00',
    });
    expect(validateNewShift(moved, 1, employees, AMS, GAP)).toEqual({});
  });

  it('says so when its start does not exist on the night the clock goes forward', () => {
    const early = {
      employeeId: 4,
      startTime: new Date('2026-11-24T01:30:00Z'),
      endTime: new Date('2026-11-24T07:00:00Z'),
    };
    const moved = movedValues(early, { year: 2027, month: 3, day: 28 }, AMS);
    expect(draftTimes(moved)).toEqual({
      startTime: '2027-03-28T02:30:00',
      endTime: '2027-03-28T08:00:00',
    });
    expect(validateNewShift(moved, 1, employees, AMS, GAP)).toEqual({ startTime: GAP });
  });
});

describe('the end date of a form whose start date moves', () => {
  it('stays as many days after the start as it was, across a month and a year', () => {
    const nights = nightsOf({ startDate: '2026-11-24', endDate: '2026-11-25' });
    expect(nights).toBe(1);
    expect(endDateAfter('2026-12-31', nights ?? 0)).toBe('2027-01-01');
    expect(endDateAfter('2026-11-30', 0)).toBe('2026-11-30');
  });

  it('is unknown while a date is empty or impossible', () => {
    expect(nightsOf({ startDate: '0002-11-24', endDate: '2026-11-25' })).toBeNull();
    expect(endDateAfter('', 1)).toBeNull();
    expect(endDateAfter('2026-02-30', 1)).toBeNull();
  });
});
