import { formatDate, formatTime } from '@klokwerk/domain/format';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CorrectionsTableProps } from './corrections-table';
import classes from './list.module.css';
import { ReasonText } from './reason-text';
import { StatusControl } from './status-control';

/**
 * The manager's table on a phone, as a list: the employee with the status beside it, the date
 * and requested time below, then the reason (the table's clock-out stays off a small screen).
 */
export function CorrectionsList({
  corrections,
  timeZone,
  label,
  onReview,
  onPrepare,
}: CorrectionsTableProps) {
  const { t } = useTranslation('corrections');
  return (
    <ul className={classes.list} aria-label={label}>
      {corrections.map((correction) => {
        const requested = new Date(correction.requestedTime);
        return (
          <li key={correction.correctionId} className={classes.item}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Text fw={600}>{correction.employeeName}</Text>
                <Text size="sm">
                  {t('review.list.requestedAt', {
                    date: formatDate(requested, timeZone),
                    time: formatTime(requested, timeZone),
                  })}
                </Text>
              </div>
              <div className={classes.status}>
                <StatusControl correction={correction} onReview={onReview} onPrepare={onPrepare} />
              </div>
            </Group>
            <Text size="sm" mt={4}>
              <ReasonText reason={correction.reason} />
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
