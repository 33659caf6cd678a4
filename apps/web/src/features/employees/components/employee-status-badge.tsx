import type { BadgeProps } from '@mantine/core';
import { IconAlertTriangle, IconCalendarX, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/signed-in/tone-badge';
import type { EmployeeStatus } from '../lib/profile-status';

/** Red, green and the warning colour of docs/screens.md#employees. */
const LOOK = {
  expired: { tone: 'negative', icon: IconCalendarX },
  active: { tone: 'positive', icon: IconCircleCheck },
  incomplete: { tone: 'waiting', icon: IconAlertTriangle },
} as const;

export function EmployeeStatusBadge({
  status,
  ...rest
}: { status: EmployeeStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation('employees');
  const { tone, icon } = LOOK[status];
  return (
    <ToneBadge tone={tone} icon={icon} {...rest}>
      {t(`status.${status}`)}
    </ToneBadge>
  );
}
