import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type RecordFilter as Filter, RECORD_FILTERS } from './use-month-records';

export interface RecordFilterProps {
  value: Filter;
  onChange(filter: Filter): void;
  /** How many of the month's registrations each choice shows. */
  count(filter: Filter): number;
}

/** Alle, In afwachting, Goedgekeurd or Afgekeurd: one choice, each with its count. */
export function RecordFilter({ value, onChange, count }: RecordFilterProps) {
  const { t } = useTranslation('reports');
  return (
    <Chip.Group multiple={false} value={value} onChange={(v) => onChange(v as Filter)}>
      <Group gap="xs" role="radiogroup" aria-label={t('hours.records.filter')}>
        {RECORD_FILTERS.map((status) => (
          <Chip key={status} value={status} type="radio" size="sm">
            {t(status === 'all' ? 'hours.records.all' : `hours.records.filter${status}`, {
              count: count(status),
            })}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
