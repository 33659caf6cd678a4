import {
  type ContractHours,
  type ContractPeriod,
  MONDAY_TO_FRIDAY,
} from '@klokwerk/domain/contract-periods';

/**
 * The first contract period of an employee who has none yet, from what the employee row says:
 * the rule migration 0014 applied to every employee there was
 * (docs/decisions/028-contracts-and-leave-settings.md). The free-text contract type names the
 * kind; the hours per week (one decimal) become whole minutes.
 */

/** "Oproepcontract", "nulurencontract", "0-uren", but not "40 uren". */
const ZERO_HOURS = /oproep|nul[- ]?uren|\b0[- ]?uren/i;
const MIN_MAX = /min[- ]?max/i;
const WEEK_MINUTES = 7 * 24 * 60;

export interface EmployeeContractFields {
  startDate: string | null;
  endDate: string | null;
  contractType: string | null;
  hoursPerWeek: number | null;
}

export function contractKindOfType(contractType: string | null): ContractHours['kind'] {
  if (contractType && ZERO_HOURS.test(contractType)) return 'zeroHours';
  if (contractType && MIN_MAX.test(contractType)) return 'minMax';
  return 'fixed';
}

/**
 * The period the employee row stands for, or null without a start date, or without hours for
 * a kind that needs them. A min-max text gets the hours as both minimum and maximum, so nothing
 * counts as plus or minus until HR enters the real band.
 */
export function initialContractPeriod(employee: EmployeeContractFields): ContractPeriod | null {
  if (employee.startDate === null) return null;
  const to =
    employee.endDate !== null && employee.endDate >= employee.startDate ? employee.endDate : null;
  const base = { from: employee.startDate, to, workingWeekdays: [...MONDAY_TO_FRIDAY] };
  const kind = contractKindOfType(employee.contractType);
  if (kind === 'zeroHours') return { ...base, hours: { kind } };
  if (employee.hoursPerWeek === null) return null;
  const minutes = Math.round(employee.hoursPerWeek * 60);
  if (minutes < 0 || minutes > WEEK_MINUTES) return null;
  return {
    ...base,
    hours:
      kind === 'minMax'
        ? { kind, minMinutesPerWeek: minutes, maxMinutesPerWeek: minutes }
        : { kind, minutesPerWeek: minutes },
  };
}
