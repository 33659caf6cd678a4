import { Badge, type BadgeProps } from '@mantine/core';
import { IconAlertTriangle, IconCalendarX, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EmployeeStatus } from '../lib/profile-status';

/**
 * Red, green and the warning colour of docs/screens.md#employees, in shades that carry their text at
 * WCAG AA: white on red 9 (5.5:1) and on a green darker than Mantine's darkest (green 9 has
 * only 4.4:1), black on yellow 4. The icon says it without colour.
 */
export const STATUS_GREEN = '#267335';

const LOOK = {
  expired: { color: 'red.9', Icon: IconCalendarX },
  active: { color: STATUS_GREEN, Icon: IconCircleCheck },
  incomplete: { color: 'yellow.4', Icon: IconAlertTriangle },
} as const;

export function EmployeeStatusBadge({
  status,
  ...rest
}: { status: EmployeeStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation('employees');
  const { color, Icon } = LOOK[status];
  return (
    <Badge
      color={color}
      variant="filled"
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
      {...rest}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
