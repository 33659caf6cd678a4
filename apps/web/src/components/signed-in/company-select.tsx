import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanies } from '../../lib/queries/companies';

export interface CompanySelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'label' | 'placeholder'> {
  value: number | null;
  onChange(companyId: number | null): void;
  label?: string;
  /** The screen's own text for "nothing chosen" (by default 'Selecteer een bedrijf'). */
  placeholder?: string;
  /** The screen's own text when the user may act for no company. */
  emptyText?: string;
}

/**
 * The company a screen works on (docs/roles-and-policies.md#company-reach): every company of the tenant for tenant-wide roles,
 * just their own for the others (GET /api/companies already answers only those). Pair it with
 * useSelectedCompany, so the choice carries over to the next screen.
 */
export function CompanySelect({
  value,
  onChange,
  label,
  placeholder,
  emptyText,
  ...rest
}: CompanySelectProps) {
  const { t } = useTranslation();
  const companies = useCompanies();
  const data = (companies.data ?? []).map((company) => ({
    value: String(company.companyId),
    label: company.companyName,
  }));
  const empty = companies.isSuccess && data.length === 0;
  return (
    <Select
      label={label ?? t('companySelect.label')}
      placeholder={
        empty
          ? (emptyText ?? t('companySelect.empty'))
          : (placeholder ?? t('companySelect.placeholder'))
      }
      data={data}
      value={value === null || !data.some((d) => d.value === String(value)) ? null : String(value)}
      onChange={(chosen) => onChange(chosen === null ? null : Number(chosen))}
      disabled={empty || data.length === 1}
      searchable={data.length > 7}
      nothingFoundMessage={t('companySelect.nothingFound')}
      allowDeselect={false}
      error={companies.isError ? t('companySelect.loadFailed') : undefined}
      {...rest}
    />
  );
}
