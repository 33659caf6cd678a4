import type { CORRECTION_STATUSES } from '@klokwerk/contract/corrections';
import type { APPROVAL_STATUSES } from '@klokwerk/contract/time';
import type { ReactNode } from 'react';
import { DECISION_LOOKS, ToneBadge } from '../../../components/signed-in/tone-badge';

export type Verdict = keyof typeof DECISION_LOOKS;

/** A registration's or a correction's decision (docs/screens.md#reports). */
export function StatusBadge({ verdict, children }: { verdict: Verdict; children: ReactNode }) {
  const { tone, icon } = DECISION_LOOKS[verdict];
  return (
    <ToneBadge
      tone={tone}
      icon={icon}
      // A table squeezes its columns; the status is read whole, never cut to "Goe…".
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {children}
    </ToneBadge>
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
