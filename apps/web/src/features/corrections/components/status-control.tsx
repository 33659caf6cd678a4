import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Correction } from '../../../lib/queries/corrections';
import { StatusBadge } from './status-badge';

export interface StatusControlProps {
  correction: Correction;
  onReview(correction: Correction): void;
  /** Someone reaches for a pending status: fetch the dialog's code early. */
  onPrepare(): void;
}

/** The status of a row; only a pending one is a button, which opens the actions dialog. */
export function StatusControl({ correction, onReview, onPrepare }: StatusControlProps) {
  const { t } = useTranslation('corrections');
  if (correction.status !== 'PENDING') return <StatusBadge status={correction.status} />;
  return (
    <UnstyledButton
      aria-haspopup="dialog"
      aria-label={t('review.table.review', { status: t('status.PENDING') })}
      onClick={() => onReview(correction)}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
    >
      <StatusBadge status={correction.status} style={{ cursor: 'pointer' }} />
    </UnstyledButton>
  );
}
