import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/signed-in/date-field';
import { TimeField } from '../../../components/signed-in/time-field';
import type { CompanyEmployees } from '../../../lib/queries/employees';
import type { NewShiftValues } from '../lib/new-shift-values';

export interface NewShiftFieldsProps {
  form: UseFormReturnType<NewShiftValues>;
  employees: CompanyEmployees;
}

/** Who works the shift (each with the job title, when there is one), and from when until when. */
export function NewShiftFields({ form, employees }: NewShiftFieldsProps) {
  const { t } = useTranslation('roster');
  const options = useMemo(
    () =>
      employees.map((employee) => ({
        value: String(employee.employeeId),
        label: `${employee.firstName} ${employee.lastName}${employee.jobTitle ? ` (${employee.jobTitle.name})` : ''}`,
      })),
    [employees],
  );
  return (
    <>
      <Select
        label={t('newShift.employee')}
        placeholder={t('newShift.employeePlaceholder')}
        data={options}
        searchable
        nothingFoundMessage={t('newShift.noEmployees')}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('employeeId')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <DateField
          label={t('newShift.startDate')}
          withAsterisk
          {...form.getInputProps('startDate')}
        />
        <TimeField label={t('newShift.startTime')} {...form.getInputProps('startTime')} />
        <DateField label={t('newShift.endDate')} withAsterisk {...form.getInputProps('endDate')} />
        <TimeField label={t('newShift.endTime')} {...form.getInputProps('endTime')} />
      </SimpleGrid>
    </>
  );
}
