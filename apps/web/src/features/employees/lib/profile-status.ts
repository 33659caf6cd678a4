import type { EmployeeListItem } from '@klokwerk/contract/employees';

/**
 * Required for a complete profile (docs/screens.md#employees). A pure rule that the server could apply
 * too (a "profile incomplete" report, the kiosk): it belongs in packages/domain one day.
 */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'dateOfBirth',
  'address',
  'email',
  'jobTitleId',
  'startDate',
  'contractType',
  'salary',
  'hoursPerWeek',
] as const satisfies readonly (keyof EmployeeListItem)[];

export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The card statuses of docs/screens.md#employees, the first that applies. */
export type EmployeeStatus = 'expired' | 'active' | 'incomplete';

type ProfileFacts = Pick<EmployeeListItem, ProfileField | 'endDate'>;

function isFilled(value: string | number | null | undefined): boolean {
  return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
}

/** The required fields that are still empty, in the order of the list above. */
export function missingProfileFields(employee: ProfileFacts): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => !isFilled(employee[field]));
}

/**
 * Contract expired when the end date lies before `today` (the last day itself still counts as
 * employed), else Actief with a complete profile, else Incompleet profiel. `today` is the
 * calendar day 'yyyy-mm-dd' of the person looking, so it is a parameter.
 */
export function employeeStatus(employee: ProfileFacts, today: string): EmployeeStatus {
  if (employee.endDate !== null && employee.endDate < today) return 'expired';
  return missingProfileFields(employee).length === 0 ? 'active' : 'incomplete';
}
