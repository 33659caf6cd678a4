import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategories, useJobTitles } from '../../../lib/queries/organisation';

export interface JobTitleSelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'label'> {
  companyId: number;
  /** The id as the form holds it: '' when none is chosen. */
  value: string;
  onChange(value: string): void;
}

/**
 * The company's job titles (GET /api/jobtitles/company/{companyId}), grouped by department
 * when the categories are known, so "Ober" is found under Bediening. Clearing it leaves ''
 * and the contract's own message ("Ongeldige functie geselecteerd").
 */
export function JobTitleSelect({ companyId, value, onChange, ...rest }: JobTitleSelectProps) {
  const { t } = useTranslation('employees');
  const jobTitles = useJobTitles(companyId);
  const categories = useCategories(companyId);
  const titles = jobTitles.data ?? [];
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const title of titles) {
    const category = categories.data?.find((c) => c.id === title.categoryId);
    const group = category?.name ?? t('form.otherCategory');
    groups.set(group, [
      ...(groups.get(group) ?? []),
      { value: String(title.id), label: title.name },
    ]);
  }
  const data = [...groups].map(([group, items]) => ({ group, items }));
  const empty = jobTitles.isSuccess && titles.length === 0;
  return (
    <Select
      label={t('fields.jobTitleId')}
      placeholder={t('form.jobTitlePlaceholder')}
      data={data}
      value={titles.some((title) => String(title.id) === value) ? value : null}
      onChange={(chosen) => onChange(chosen ?? '')}
      searchable={titles.length > 7}
      clearable
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        empty ? t('form.noJobTitles') : jobTitles.isError ? t('form.jobTitlesFailed') : undefined
      }
      {...rest}
    />
  );
}
