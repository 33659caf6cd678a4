import { can } from '@klokwerk/domain/policies';
import type { Role } from '@klokwerk/domain/roles';
import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarFeedButton } from '../../../components/signed-in/calendar-feed-button';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { ShiftMailsSwitch } from '../../../components/signed-in/shift-mails-switch';

export interface RosterHeaderProps {
  role: Role | null;
  /** The planner's own employee, if any: shift mails and the calendar feed are an employee's. */
  employeeId: number | null;
  /** Claims and taken offers waiting on Open diensten. */
  waiting: number;
}

/** The roster's title, the way to Open diensten and the planner's own mails and calendar. */
export function RosterHeader({ role, employeeId, waiting }: RosterHeaderProps) {
  const { t } = useTranslation('roster');
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <PageHeading title={t('title')} intro={t('intro')}>
        {can(role, 'open-shifts.manage') && (
          <Group gap={6} align="center">
            <Anchor
              component={Link}
              to="/open-diensten"
              size="sm"
              aria-label={waiting > 0 ? t('openShiftsWaiting', { count: waiting }) : undefined}
            >
              {t('openShifts')}
            </Anchor>
            {waiting > 0 && (
              <Badge size="sm" variant="light" color="blue" tt="none" aria-hidden>
                {t('waiting', { count: waiting })}
              </Badge>
            )}
          </Group>
        )}
      </PageHeading>
      {employeeId !== null && can(role, 'calendar.own') && (
        <Group gap="md">
          <ShiftMailsSwitch />
          <CalendarFeedButton />
        </Group>
      )}
    </Group>
  );
}
