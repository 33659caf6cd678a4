import { Badge, type BadgeProps } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CorrectionStatus } from '../lib/status';

/**
 * Green approved, yellow pending, red rejected, grey other (docs/screens.md#corrections), in shades that
 * carry their text at WCAG AA: white on red 9, on a green darker than Mantine's darkest and on
 * grey 7, black on yellow 4. The icon says it without colour.
 */
const LOOK = {
  APPROVED: { color: '#267335', Icon: IconCircleCheck },
  PENDING: { color: 'yellow.4', Icon: IconClockHour4 },
  REJECTED: { color: 'red.9', Icon: IconCircleX },
} as const;

const OTHER = { color: 'gray.7', Icon: IconHelpCircle } as const;

export function StatusBadge({
  status,
  ...rest
}: { status: CorrectionStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation('corrections');
  // The client does not parse answers again: a status a newer server adds shows as grey.
  const { color, Icon } = LOOK[status] ?? OTHER;
  const label = status in LOOK ? t(`status.${status}`) : t('status.other');
  return (
    <Badge
      color={color}
      variant="filled"
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
      {...rest}
    >
      {label}
    </Badge>
  );
}
