import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addMonths, sameMonth } from '../../../lib/calendar-month';
import { type Month, monthLabel } from '../lib/month';

export interface MonthNavigatorProps {
  month: Month;
  /** The company's current month: no correction lies after it (none may be in the future). */
  latest: Month;
  onChange(month: Month): void;
}

/** Previous and next month around the Dutch label 'november 2026' (docs/screens.md#corrections). */
export function MonthNavigator({ month, latest, onChange }: MonthNavigatorProps) {
  const { t } = useTranslation('corrections');
  const isLatest = sameMonth(month, latest);
  return (
    <Group gap="xs" role="group" aria-label={t('review.month.label')}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('review.month.previous')}
        onClick={() => onChange(addMonths(month, -1))}
      >
        <IconChevronLeft size={20} aria-hidden />
      </ActionIcon>
      {/* A steady width, so that the arrows do not move with the month's name; never wider
          than the screen. */}
      <Title order={2} size="h4" miw="min(9.5rem, 100%)" ta="center" aria-live="polite">
        {monthLabel(month)}
      </Title>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('review.month.next')}
        disabled={isLatest}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <IconChevronRight size={20} aria-hidden />
      </ActionIcon>
      {!isLatest && (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(latest)}>
          {t('review.month.current')}
        </Button>
      )}
    </Group>
  );
}
