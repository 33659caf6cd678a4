import { DUTCH_MONTHS } from '@klokwerk/domain/dutch-calendar';
import { Group, Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { monthValue, type Period, selectableYears } from '../lib/period';

const MONTHS = DUTCH_MONTHS.map((label, i) => ({ value: monthValue(i + 1), label }));

/**
 * The year and month selectors of the hours report (docs/calculations.md#hours-report): the current year and the
 * 5 before; Januari to December with the values 01–12.
 */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: Period;
  onChange(period: Period): void;
}) {
  const { t } = useTranslation('reports');
  const years = useMemo(
    () => selectableYears(new Date()).map((year) => ({ value: String(year), label: String(year) })),
    [],
  );
  return (
    // miw 0: on a narrow screen the two fields stand below each other, each as wide as fits.
    <Group gap="sm" align="flex-end" miw={0}>
      <Select
        label={t('period.year')}
        data={years}
        value={String(value.year)}
        onChange={(year) => year && onChange({ ...value, year: Number(year) })}
        allowDeselect={false}
        w="7rem"
        maw="100%"
      />
      <Select
        label={t('period.month')}
        data={MONTHS}
        value={monthValue(value.month)}
        onChange={(month) => month && onChange({ ...value, month: Number(month) })}
        allowDeselect={false}
        w="9.5rem"
        maw="100%"
      />
    </Group>
  );
}
