import { formatHours } from '@klokwerk/domain/format';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HoursRow } from '../api/get-hours-report';
import { hoursColumns } from './hours-columns';

/**
 * One's own month as figures under their names instead of a table row eight columns wide: a
 * waiter reads it on a phone. The same fields as the table, in the same order.
 */
export function OwnHoursList({ row, labelledBy }: { row: HoursRow; labelledBy: string }) {
  const { t } = useTranslation('reports');
  return (
    <SimpleGrid component="dl" aria-labelledby={labelledBy} cols={{ base: 2, sm: 3 }} m={0}>
      {hoursColumns(t).map(([label, hours]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={600} m={0}>
            {formatHours(hours(row))}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
