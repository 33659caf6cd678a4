import { formatLocalDate } from '@klokwerk/domain/format';
import { fromIsoDate } from '@klokwerk/domain/local-date';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../lib/queries/employees';

/**
 * The contract in words. Without an end date it reads "Onbepaalde tijd" (docs/screens.md#employees),
 * with the contract type in front when that says more ("Oproepcontract, onbepaalde tijd");
 * with one, until when it runs or since when it has ended.
 */
export function useContractLabel(): (employee: Employee, today: string) => string {
  const { t } = useTranslation('employees');
  return (employee, today) => {
    const permanent = t('card.permanent');
    const type = employee.contractType?.trim() || null;
    if (employee.endDate === null) {
      return type && type.toLowerCase() !== permanent.toLowerCase()
        ? `${type}, ${permanent.toLowerCase()}`
        : permanent;
    }
    const date = formatLocalDate(fromIsoDate(employee.endDate));
    const term = employee.endDate < today ? t('card.endedOn', { date }) : t('card.until', { date });
    return type ? `${type}, ${term.charAt(0).toLowerCase()}${term.slice(1)}` : term;
  };
}
