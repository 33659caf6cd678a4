import type { Company } from '@klokwerk/contract/companies';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './company-list.module.css';
import { CompanyListItem } from './company-list-item';

function matches(company: Company, query: string): boolean {
  const fields = [company.companyName, company.emailAddress, company.city, company.address];
  return fields.some((field) => field?.toLocaleLowerCase('nl').includes(query));
}

export interface CompanyListProps {
  companies: readonly Company[];
  editingId: number | null;
  /** The company whose delete confirmation is on its way. */
  openingId: number | null;
  onEdit(company: Company): void;
  onDelete(company: Company): void;
  onPrepareDelete(): void;
}

/** The searchable list with its count (docs/screens.md#company-management); the count is announced as it changes. */
export function CompanyList({
  companies,
  editingId,
  openingId,
  onEdit,
  onDelete,
  onPrepareDelete,
}: CompanyListProps) {
  const { t } = useTranslation('companies');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLocaleLowerCase('nl'));
  const shown = useMemo(
    () => (query === '' ? companies : companies.filter((c) => matches(c, query))),
    [companies, query],
  );

  const count =
    query === ''
      ? t('list.count', { count: companies.length })
      : t('list.found', { count: shown.length, total: companies.length });

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('list.title')}
      </Title>
      <TextInput
        type="search"
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Text size="sm" c="dimmed" role="status">
        {count}
      </Text>
      {companies.length === 0 && <Text>{t('list.empty')}</Text>}
      {companies.length > 0 && shown.length === 0 && (
        <Text>{t('list.nothingFound', { query: search.trim() })}</Text>
      )}
      {shown.length > 0 && (
        <Stack component="ul" gap="sm" className={classes.list}>
          {shown.map((company) => (
            <CompanyListItem
              key={company.companyId}
              company={company}
              editing={company.companyId === editingId}
              opening={company.companyId === openingId}
              onEdit={() => onEdit(company)}
              onDelete={() => onDelete(company)}
              onPrepareDelete={onPrepareDelete}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
