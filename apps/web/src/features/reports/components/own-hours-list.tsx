import { formatHours } from '@klokwerk/domain/format';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HoursRow } from '../api/get-hours-report';

/**
 * One's own month as figures under their names instead of a table row seven columns wide: a
 * waiter reads it on a phone. The same fields as the table, in the same order.
 */
export function OwnHoursList({ row, labelledBy }: { row: HoursRow; labelledBy: string }) {
  const { t } = useTranslation('reports');
  const items = [
    [t('hours.summary.scheduledNet'), row.scheduledHoursWithBreak],
    [t('hours.summary.scheduledGross'), row.scheduledHours],
    [t('hours.summary.actualNet'), row.actualHoursWithBreak],
    [t('hours.summary.actualGross'), row.actualHours],
    [t('hours.summary.late'), row.lateHours],
    [t('hours.summary.penalty'), row.penaltyHours],
  ] as const;
  return (
    <SimpleGrid component="dl" aria-labelledby={labelledBy} cols={{ base: 2, sm: 3 }} m={0}>
      {items.map(([label, hours]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={600} m={0}>
            {formatHours(hours)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
