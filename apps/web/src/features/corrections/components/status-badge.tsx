import type { BadgeProps } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DECISION_LOOKS, ToneBadge } from '../../../components/signed-in/tone-badge';
import type { CorrectionStatus } from '../lib/status';

const LOOK = {
  APPROVED: DECISION_LOOKS.approved,
  PENDING: DECISION_LOOKS.pending,
  REJECTED: DECISION_LOOKS.rejected,
} as const;

/** Grey for a status this client does not know. */
const OTHER = { tone: 'neutral', icon: IconHelpCircle } as const;

/** A correction's status (docs/screens.md#corrections). */
export function StatusBadge({
  status,
  ...rest
}: { status: CorrectionStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation('corrections');
  // The client does not parse answers again: a status a newer server adds shows as grey.
  const look = LOOK[status] ?? OTHER;
  const label = status in LOOK ? t(`status.${status}`) : t('status.other');
  return (
    <ToneBadge tone={look.tone} icon={look.icon} {...rest}>
      {label}
    </ToneBadge>
  );
}
