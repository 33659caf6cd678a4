import type { CORRECTION_STATUSES } from '@klokwerk/contract/corrections';
import type { APPROVAL_STATUSES } from '@klokwerk/contract/time';
import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Green approved, yellow pending, red rejected (docs/screens.md#reports), in shades that carry their
 * text at WCAG AA: white on red 9 and on a green darker than Mantine's, black on yellow 4
 * (autoContrast). The icon says it without colour.
 */
const STATUS_GREEN = '#267335';

export type Verdict = 'pending' | 'approved' | 'rejected';

const LOOK = {
  pending: { color: 'yellow.4', Icon: IconClockHour4 },
  approved: { color: STATUS_GREEN, Icon: IconCircleCheck },
  rejected: { color: 'red.9', Icon: IconCircleX },
} as const;

export function StatusBadge({ verdict, children }: { verdict: Verdict; children: ReactNode }) {
  const { color, Icon } = LOOK[verdict];
  return (
    <Badge
      color={color}
      variant="filled"
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
      // A table squeezes its columns; the status is read whole, never cut to "Goe…".
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {children}
    </Badge>
  );
}

type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** A registration's or a correction's status as the badge's verdict. */
export function verdictOf(status: ApprovalStatus | CorrectionStatus): Verdict {
  switch (status) {
    case 'Approved':
    case 'APPROVED':
      return 'approved';
    case 'Rejected':
    case 'REJECTED':
      return 'rejected';
    default:
      return 'pending';
  }
}
