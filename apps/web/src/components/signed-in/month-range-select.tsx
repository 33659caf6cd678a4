import { DUTCH_MONTHS } from '@klokwerk/domain/dutch-calendar';
import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MonthRange } from '../../lib/queries/balances';

/** The year and the first and last month of an hours balance. */
export function MonthRangeSelect({
  value,
  onChange,
  currentYear,
}: {
  value: MonthRange;
  onChange(range: MonthRange): void;
  currentYear: number;
}) {
  const { t } = useTranslation('balances');
  const months = DUTCH_MONTHS.map((label, index) => ({ value: String(index + 1), label }));
  // Next year too: leave is planned ahead, and its months can be looked at beforehand.
  const years = [currentYear - 1, currentYear, currentYear + 1].map(String);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('hours.year')}
        value={String(value.year)}
        data={years}
        onChange={(event) => onChange({ ...value, year: Number(event.currentTarget.value) })}
        w={100}
      />
      <NativeSelect
        label={t('hours.from')}
        value={String(value.from)}
        data={months}
        onChange={(event) => {
          const from = Number(event.currentTarget.value);
          onChange({ ...value, from, to: Math.max(from, value.to) });
        }}
        w={140}
      />
      <NativeSelect
        label={t('hours.to')}
        value={String(value.to)}
        data={months.filter((month) => Number(month.value) >= value.from)}
        onChange={(event) => onChange({ ...value, to: Number(event.currentTarget.value) })}
        w={140}
      />
    </Group>
  );
}
