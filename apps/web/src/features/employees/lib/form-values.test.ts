import { employeeCreateBody, employeeUpdateBody } from '@klokwerk/contract/employees';
import { describe, expect, it } from 'vitest';
import type { Employee } from '../../../lib/queries/employees';
import { EMPTY_EMPLOYEE, toCreateBody, toFormValues, toUpdateBody } from './form-values';

const emma: Employee = {
  employeeId: 7,
  companyId: 1,
  firstName: 'Emma',
  lastName: 'Smit',
  email: 'emma.smit@demohoreca.example',
  phoneNumber: '0629584170',
  dateOfBirth: '2002-08-21',
  address: 'Eerste van der Helststraat 22-2',
  jobTitleId: 4,
  jobTitle: { id: 4, name: 'Ober' },
  startDate: '2024-01-15',
  endDate: null,
  contractType: 'Onbepaalde tijd',
  hoursPerWeek: 28,
  salary: 15.4,
  hoursRating: 1,
};

describe('the edit form', () => {
  it('starts from the employee, the phone number readable and the BSN empty', () => {
    const values = toFormValues(emma);
    expect(values.phoneNumber).toBe('06 29 58 41 70');
    expect(values.jobTitleId).toBe('4');
    expect(values.endDate).toBe('');
    expect(values.socialSecurityNumber).toBe('');
  });

  it('sends a body the contract accepts, without the BSN when none was typed', () => {
    const body = toUpdateBody(toFormValues(emma), { kind: 'keep' });
    expect('socialSecurityNumber' in body).toBe(false);
    const parsed = employeeUpdateBody.parse(body);
    expect(parsed).toMatchObject({ jobTitleId: 4, endDate: null, salary: 15.4 });
  });

  it('sends a typed BSN, and an empty one to remove it', () => {
    const typed = { ...toFormValues(emma), socialSecurityNumber: ' 123456782 ' };
    expect(toUpdateBody(typed, { kind: 'keep' }).socialSecurityNumber).toBe('123456782');
    expect(toUpdateBody(typed, { kind: 'remove' }).socialSecurityNumber).toBe('');
  });

  it('leaves out the hours per week: they follow the contract periods', () => {
    expect('hoursPerWeek' in toUpdateBody(toFormValues(emma), { kind: 'keep' })).toBe(false);
  });

  it('leaves out an empty rating, so the stored one stays', () => {
    const body = toUpdateBody({ ...toFormValues(emma), hoursRating: '' }, { kind: 'keep' });
    expect('hoursRating' in body).toBe(false);
    expect(employeeUpdateBody.safeParse(body).success).toBe(true);
  });
});

describe('the add form', () => {
  it('needs only names and e-mail; empty numbers go as null', () => {
    const body = toCreateBody(
      { ...EMPTY_EMPLOYEE, firstName: 'Sem', lastName: 'Kok', email: 'sem@example.nl' },
      1,
    );
    expect(body).toMatchObject({ companyId: 1, salary: null, hoursPerWeek: null });
    expect(employeeCreateBody.safeParse(body).success).toBe(true);
  });

  it('asks for a company when none is chosen', () => {
    const result = employeeCreateBody.safeParse(
      toCreateBody({ ...EMPTY_EMPLOYEE, firstName: 'a', lastName: 'b', email: 'c@d.nl' }, null),
    );
    expect(result.error?.issues[0]?.message).toBe('Selecteer eerst een bedrijf');
  });
});
