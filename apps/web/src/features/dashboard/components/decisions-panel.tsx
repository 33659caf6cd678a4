import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Today } from '../api/get-today';
import { TodayPanel } from './today-panel';

/** What waits for a decision, each count a link to the screen where it is decided. */
export function DecisionsPanel({ data }: { data: Today }) {
  const { t } = useTranslation();
  return (
    <TodayPanel title={t('today.decisions')}>
      {data.pendingRegistrations === 0 &&
      data.pendingCorrections === 0 &&
      data.pendingLeave === 0 ? (
        <Text size="sm" c="dimmed">
          {t('today.nothingPending')}
        </Text>
      ) : (
        <Stack gap={4}>
          {data.pendingRegistrations > 0 && (
            <Anchor component={Link} to="/EmployeeHoursTable" size="sm" fw={600}>
              {t('today.pendingRegistrations', { count: data.pendingRegistrations })}
            </Anchor>
          )}
          {data.pendingCorrections > 0 && (
            <Anchor component={Link} to="/Urencorrectie" size="sm" fw={600}>
              {t('today.pendingCorrections', { count: data.pendingCorrections })}
            </Anchor>
          )}
          {data.pendingLeave > 0 && (
            <Anchor component={Link} to="/verlof" size="sm" fw={600}>
              {t('today.pendingLeave', { count: data.pendingLeave })}
            </Anchor>
          )}
        </Stack>
      )}
    </TodayPanel>
  );
}
