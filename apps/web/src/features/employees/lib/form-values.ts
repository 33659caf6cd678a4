import { formatPhoneNumber } from '@klokwerk/domain/phone-number';
import type { Employee, EmployeeUpdateValues } from '../../../lib/queries/employees';
import type { EmployeeCreateValues } from '../api/create-employee';

type NumberField = 'salary' | 'hoursPerWeek' | 'hoursRating';

/**
 * What the employee form holds: the contract's fields, each as an input keeps it ('' when
 * empty; a number input gives a number, or text while half typed). The contract's schemas
 * validate the body made from it, so their messages are the form's.
 */
export type EmployeeFormValues = {
  [K in keyof Required<EmployeeUpdateValues>]: K extends NumberField ? number | string : string;
};

/** The add dialog's fields: the same, without the BSN (kept for the edit dialog). */
export type NewEmployeeFormValues = Omit<EmployeeFormValues, 'socialSecurityNumber'>;

export const EMPTY_EMPLOYEE: NewEmployeeFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  address: '',
  jobTitleId: '',
  startDate: '',
  endDate: '',
  contractType: '',
  salary: '',
  hoursPerWeek: '',
  hoursRating: '',
  payrollNumber: '',
};

/** The edit form filled with an employee as the list shows it; the BSN field starts empty. */
export function toFormValues(employee: Employee): EmployeeFormValues {
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    phoneNumber: employee.phoneNumber ? formatPhoneNumber(employee.phoneNumber) : '',
    dateOfBirth: employee.dateOfBirth ?? '',
    address: employee.address ?? '',
    jobTitleId: employee.jobTitleId === null ? '' : String(employee.jobTitleId),
    startDate: employee.startDate ?? '',
    endDate: employee.endDate ?? '',
    contractType: employee.contractType ?? '',
    salary: employee.salary ?? '',
    hoursPerWeek: employee.hoursPerWeek ?? '',
    hoursRating: employee.hoursRating ?? '',
    payrollNumber: employee.payrollNumber ?? '',
    socialSecurityNumber: '',
  };
}

export type BsnChange = { kind: 'keep' } | { kind: 'remove' };

/**
 * The PUT body. An empty rating is left out (the server keeps the stored one), and so are the
 * hours per week, which follow the contract periods. The BSN is sent only when the user typed
 * one, or as '' when they chose to remove it: a PUT without it keeps the stored number
 * (docs/roles-and-policies.md).
 */
export function toUpdateBody(values: EmployeeFormValues, bsn: BsnChange): EmployeeUpdateValues {
  const { hoursRating, socialSecurityNumber, hoursPerWeek: _, ...rest } = values;
  const typed = socialSecurityNumber.trim();
  return {
    ...rest,
    ...(hoursRating === '' ? {} : { hoursRating }),
    ...(bsn.kind === 'remove'
      ? { socialSecurityNumber: '' }
      : typed === ''
        ? {}
        : { socialSecurityNumber: typed }),
  };
}

/** The POST body: empty optional fields are sent as null, an empty rating is left out. */
export function toCreateBody(
  values: NewEmployeeFormValues,
  companyId: number | null,
): EmployeeCreateValues {
  const { salary, hoursPerWeek, hoursRating, ...rest } = values;
  return {
    ...rest,
    companyId: companyId ?? '',
    salary: salary === '' ? null : salary,
    hoursPerWeek: hoursPerWeek === '' ? null : hoursPerWeek,
    ...(hoursRating === '' ? {} : { hoursRating }),
  };
}
