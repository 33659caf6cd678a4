import { describe, expect, it } from 'vitest';
import { employeeStatus, missingProfileFields } from './profile-status';

const complete = {
  firstName: 'Emma',
  lastName: 'Smit',
  phoneNumber: '0629584170',
  dateOfBirth: '2002-08-21',
  address: 'Eerste van der Helststraat 22-2, 1073 AE Amsterdam',
  email: 'emma.smit@demohoreca.example',
  jobTitleId: 4,
  startDate: '2024-01-15',
  contractType: 'Bepaalde tijd',
  salary: 15.4,
  hoursPerWeek: 28,
  endDate: null,
};

describe('missingProfileFields', () => {
  it('finds nothing missing in a complete profile; 0 counts as filled', () => {
    expect(missingProfileFields(complete)).toEqual([]);
    expect(missingProfileFields({ ...complete, salary: 0, hoursPerWeek: 0 })).toEqual([]);
  });

  it('names every empty required field in the order of the specification', () => {
    expect(
      missingProfileFields({
        ...complete,
        phoneNumber: null,
        address: '  ',
        jobTitleId: null,
        salary: undefined,
        hoursPerWeek: null,
      }),
    ).toEqual(['phoneNumber', 'address', 'jobTitleId', 'salary', 'hoursPerWeek']);
  });

  it('does not ask for the optional end date', () => {
    expect(missingProfileFields({ ...complete, endDate: null })).toEqual([]);
  });
});

describe('employeeStatus', () => {
  const today = '2025-03-10';

  it('is Actief with a complete profile and no end date, or an end date still to come', () => {
    expect(employeeStatus(complete, today)).toBe('active');
    expect(employeeStatus({ ...complete, endDate: '2025-12-31' }, today)).toBe('active');
  });

  it('still counts the last day of the contract as employed', () => {
    expect(employeeStatus({ ...complete, endDate: '2025-03-10' }, today)).toBe('active');
  });

  it('is expired once the end date lies in the past, even with gaps in the profile', () => {
    expect(employeeStatus({ ...complete, endDate: '2025-03-09' }, today)).toBe('expired');
    expect(employeeStatus({ ...complete, endDate: '2024-12-31', address: null }, today)).toBe(
      'expired',
    );
  });

  it('is Incompleet profiel when a required field is empty', () => {
    expect(employeeStatus({ ...complete, dateOfBirth: null }, today)).toBe('incomplete');
  });
});
