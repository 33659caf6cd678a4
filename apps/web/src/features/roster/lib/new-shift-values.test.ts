import { describe, expect, it } from 'vitest';
import { initialValues, type NewShiftValues, validateNewShift } from './new-shift-values';

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
