import { Badge, type BadgeProps } from '@mantine/core';
import { type Icon, IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { STATUS_COLOURS, type StatusTone } from '../../lib/status-colours';

export interface ToneBadgeProps extends Omit<BadgeProps, 'color' | 'children' | 'leftSection'> {
  tone: StatusTone;
  /** Says the status without colour. */
  icon: Icon;
  children: ReactNode;
}

/** A status as a filled badge in its colour (lib/status-colours.ts), with an icon before it. */
export function ToneBadge({ tone, icon: StatusIcon, children, ...rest }: ToneBadgeProps) {
  return (
    <Badge
      color={STATUS_COLOURS[tone]}
      variant="filled"
      tt="none"
      leftSection={<StatusIcon size={14} aria-hidden />}
      {...rest}
    >
      {children}
    </Badge>
  );
}

/**
 * How a decision shows (a registration's approval, a correction): green approved, yellow
 * pending, red rejected (docs/screens.md#reports, docs/screens.md#corrections).
 */
export const DECISION_LOOKS = {
  approved: { tone: 'positive', icon: IconCircleCheck },
  pending: { tone: 'waiting', icon: IconClockHour4 },
  rejected: { tone: 'negative', icon: IconCircleX },
} as const satisfies Record<string, { tone: StatusTone; icon: Icon }>;
