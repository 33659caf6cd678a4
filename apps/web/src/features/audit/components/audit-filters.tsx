import { AUDIT_ENTITIES, type AuditEntity } from '@klokwerk/contract/audit';
import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { entityText } from '../../../lib/audit/describe-entry';
import type { AuditFilter } from '../api/get-audit-log';
import { PeriodInput } from './period-input';

export const NO_FILTER: AuditFilter = {
  personId: null,
  entity: null,
  fromDate: null,
  toDate: null,
};

export interface AuditFiltersProps {
  value: AuditFilter;
  onChange(filter: AuditFilter): void;
  /** The people to choose from: id and name. */
  people: ReadonlyArray<{ userId: number; name: string }>;
}

export function isFiltered(filter: AuditFilter): boolean {
  return (
    filter.personId !== null ||
    filter.entity !== null ||
    filter.fromDate !== null ||
    filter.toDate !== null
  );
}

/** Person, kind of object and period (the days as the company's clock shows them). */
export function AuditFilters({ value, onChange, people }: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const set = (change: Partial<AuditFilter>) => onChange({ ...value, ...change });
  const entities = AUDIT_ENTITIES.map((entity) => ({
    value: entity,
    label: entityText(entity, t),
  }));
  const persons = people.map((person) => ({ value: String(person.userId), label: person.name }));
  const filtered = isFiltered(value);

  return (
    <Group
      component="fieldset"
      gap="sm"
      align="flex-end"
      wrap="wrap"
      // A fieldset is at least as wide as its content unless told otherwise.
      style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}
      aria-label={t('filters.label')}
    >
      <Select
        label={t('filters.person')}
        placeholder={t('filters.personPlaceholder')}
        description={t('filters.personHint')}
        data={persons}
        value={value.personId === null ? null : String(value.personId)}
        onChange={(chosen) => set({ personId: chosen === null ? null : Number(chosen) })}
        clearable
        searchable
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        label={t('filters.entity')}
        placeholder={t('filters.entityPlaceholder')}
        data={entities}
        value={value.entity}
        onChange={(chosen) => set({ entity: (chosen as AuditEntity | null) ?? null })}
        clearable
        w={{ base: '100%', xs: 200 }}
      />
      <PeriodInput
        // A cleared filter starts the picker afresh.
        key={value.fromDate === null ? 'none' : 'set'}
        from={value.fromDate}
        to={value.toDate}
        onChange={(fromDate, toDate) => set({ fromDate, toDate })}
      />
      <Button
        variant="subtle"
        leftSection={<IconFilterOff size={18} aria-hidden />}
        disabled={!filtered}
        onClick={() => onChange(NO_FILTER)}
      >
        {t('filters.clear')}
      </Button>
    </Group>
  );
}
