import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CompanySelect } from '../../../components/signed-in/company-select';
import type { EmployeeStatus } from '../lib/profile-status';
import type { EmployeeListState } from './use-employee-list';

const STATUSES: readonly EmployeeStatus[] = ['active', 'incomplete', 'expired'];

export interface EmployeeFiltersProps {
  companyId: number | null;
  onCompanyChange(companyId: number | null): void;
  list: Pick<EmployeeListState, 'search' | 'setSearch' | 'statusFilter' | 'setStatusFilter'>;
}

/** Which company's employees, and which of them: by what was typed, and by status. */
export function EmployeeFilters({ companyId, onCompanyChange, list }: EmployeeFiltersProps) {
  const { t } = useTranslation('employees');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <CompanySelect value={companyId} onChange={onCompanyChange} label={t('companyLabel')} />
      <TextInput
        type="search"
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
      />
      <Select
        label={t('statusFilter')}
        data={[
          { value: 'all', label: t('statusAll') },
          ...STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
        value={list.statusFilter ?? 'all'}
        onChange={(value) =>
          list.setStatusFilter(value === null || value === 'all' ? null : (value as EmployeeStatus))
        }
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
