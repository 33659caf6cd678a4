import { Autocomplete, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/signed-in/date-field';
import { formatWeekHours } from '../lib/employee-format';
import type { NewEmployeeFormValues } from '../lib/form-values';
import { DialogSection } from './dialog-section';
import { JobTitleSelect } from './job-title-select';

export type EmployeeFieldName = keyof NewEmployeeFormValues;

export interface EmployeeFieldsProps {
  /** The form's getInputProps for one field. */
  field(name: EmployeeFieldName): GetInputPropsReturnType;
  /** Fields marked as required: all but end date and rating to edit, fewer to add. */
  required: ReadonlySet<EmployeeFieldName>;
  companyId: number;
  /**
   * The hours per week of an employee that exists: they follow the contract periods and show
   * read-only here (docs/decisions/028-contracts-and-leave-settings.md). Undefined in the add
   * dialog, where they are typed and become the first period.
   */
  hoursFromContract?: number | null;
}

const CONTRACT_TYPES = ['permanent', 'fixed', 'onCall', 'minMax'] as const;

/** Hints under the input, so the inputs of a row stay level in the two-column grid. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * The employee's fields, shared by the edit and the add dialog, in two groups. Money and
 * hours are plain number inputs with the specification's steps (0,01 and 0,5); the contract's
 * schema checks them, so a wrong value shows its message instead of being silently rounded.
 */
export function EmployeeFields({
  field,
  required,
  companyId,
  hoursFromContract,
}: EmployeeFieldsProps) {
  const { t } = useTranslation('employees');
  const props = (name: EmployeeFieldName) => ({
    ...field(name),
    label: t(`fields.${name}`),
    required: required.has(name),
  });
  const jobTitle = field('jobTitleId');
  return (
    <Stack gap="lg">
      <DialogSection title={t('sections.person')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput {...props('firstName')} autoComplete="off" />
          <TextInput {...props('lastName')} autoComplete="off" />
          <TextInput {...props('email')} type="email" autoComplete="off" spellCheck={false} />
          <TextInput
            {...props('phoneNumber')}
            type="tel"
            autoComplete="off"
            description={t('form.phoneHint')}
            inputWrapperOrder={BELOW}
          />
          <DateField {...props('dateOfBirth')} />
          <TextInput {...props('address')} autoComplete="off" />
        </SimpleGrid>
      </DialogSection>
      <DialogSection title={t('sections.contract')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <JobTitleSelect
            companyId={companyId}
            value={String(jobTitle.value ?? '')}
            onChange={(value) => jobTitle.onChange(value)}
            error={jobTitle.error}
            onFocus={jobTitle.onFocus}
            onBlur={jobTitle.onBlur}
            required={required.has('jobTitleId')}
          />
          <Autocomplete
            {...props('contractType')}
            data={CONTRACT_TYPES.map((type) => t(`contractTypes.${type}`))}
            placeholder={t('form.contractPlaceholder')}
          />
          <DateField {...props('startDate')} />
          <DateField
            {...props('endDate')}
            clearable
            description={t('form.endDateHint')}
            inputWrapperOrder={BELOW}
          />
          <NumberInput
            {...props('salary')}
            leftSection="€"
            step={0.01}
            min={0}
            allowNegative={false}
            clampBehavior="none"
            decimalSeparator=","
            hideControls
          />
          {hoursFromContract === undefined ? (
            <NumberInput
              {...props('hoursPerWeek')}
              step={0.5}
              min={0}
              max={168}
              allowNegative={false}
              clampBehavior="none"
              decimalSeparator=","
            />
          ) : (
            <TextInput
              label={t('form.hoursFromContract')}
              description={t('form.hoursFromContractHint')}
              inputWrapperOrder={BELOW}
              value={hoursFromContract === null ? '' : formatWeekHours(hoursFromContract)}
              readOnly
              variant="filled"
            />
          )}
          <NumberInput
            {...props('hoursRating')}
            step={0.1}
            min={0}
            allowNegative={false}
            clampBehavior="none"
            decimalSeparator=","
            description={t('form.ratingHint')}
            inputWrapperOrder={BELOW}
          />
          <TextInput
            {...props('payrollNumber')}
            autoComplete="off"
            spellCheck={false}
            description={t('form.payrollNumberHint')}
            inputWrapperOrder={BELOW}
          />
        </SimpleGrid>
      </DialogSection>
    </Stack>
  );
}
