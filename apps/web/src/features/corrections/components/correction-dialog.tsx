import { formatTime } from '@klokwerk/domain/format';
import { Button, Stack } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { ObjectHistory } from '../../../components/signed-in/object-history';
import { PhoneDialog } from '../../../components/signed-in/phone-dialog';
import { useBanner } from '../../../components/signed-in/use-banner';
import type { Correction } from '../../../lib/queries/corrections';
import { STATUS_COLOURS } from '../../../lib/status-colours';
import { useApproveCorrection } from '../api/approve-correction';
import { failureText } from '../lib/failure';
import { CorrectionSummary } from './correction-summary';
import classes from './dialog.module.css';
import { EditTimeForm } from './edit-time-form';
import { RejectForm } from './reject-form';

type Mode = 'actions' | 'edit' | 'reject';

export interface CorrectionDialogProps {
  correction: Correction;
  timeZone: string;
  opened: boolean;
  onClose(): void;
  /** The requested time was changed: the correction is still pending, with its new time. */
  onUpdated(correction: Correction): void;
  /** Approved or rejected: the page says so and the dialog closes. */
  onDecided(correction: Correction): void;
}

/**
 * The actions of a pending correction (docs/screens.md#corrections): its requested time with Bewerken,
 * Goedkeuren and Afwijzen; Bewerken turns it into the edit mode, Afwijzen into Verzoek
 * afwijzen. One dialog whose title follows the step, so focus never passes between two.
 */
export function CorrectionDialog({
  correction,
  timeZone,
  opened,
  onClose,
  onUpdated,
  onDecided,
}: CorrectionDialogProps) {
  const { t } = useTranslation('corrections');
  const [mode, setMode] = useState<Mode>('actions');
  const { banner, show, close } = useBanner();
  const approve = useApproveCorrection();
  const failed = (text: string) => show('error', text, true);

  const approveIt = () => {
    close();
    approve.mutate(correction.correctionId, {
      onSuccess: onDecided,
      onError: (error) => failed(failureText('approve', error, t)),
    });
  };

  const saved = (updated: Correction) => {
    onUpdated(updated);
    setMode('actions');
    show(
      'success',
      t('dialog.timeUpdated', { time: formatTime(new Date(updated.requestedTime), timeZone) }),
    );
  };

  const step = (next: Mode) => {
    close();
    setMode(next);
  };

  return (
    <PhoneDialog
      opened={opened}
      onClose={onClose}
      title={mode === 'reject' ? t('dialog.rejectTitle') : t('dialog.title')}
      size="lg"
      closeLabel={t('dialog.close')}
    >
      <Stack gap="md">
        <BannerAlert banner={banner} onClose={close} />
        <CorrectionSummary correction={correction} timeZone={timeZone} />
        <ObjectHistory
          entity="correction"
          entityId={correction.correctionId}
          companyId={correction.companyId}
        />
        {mode === 'actions' && (
          <div className={classes.actions}>
            <Button
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
              disabled={approve.isPending}
              onClick={() => step('edit')}
            >
              {t('dialog.edit')}
            </Button>
            <Button
              variant="outline"
              color={STATUS_COLOURS.negative}
              leftSection={<IconX size={18} aria-hidden />}
              disabled={approve.isPending}
              onClick={() => step('reject')}
            >
              {t('dialog.reject')}
            </Button>
            <Button
              color={STATUS_COLOURS.positive}
              leftSection={<IconCheck size={18} aria-hidden />}
              loading={approve.isPending}
              onClick={approveIt}
            >
              {t('dialog.approve')}
            </Button>
          </div>
        )}
        {mode === 'edit' && (
          <EditTimeForm
            correction={correction}
            timeZone={timeZone}
            onCancel={() => step('actions')}
            onSaved={saved}
            onFailed={failed}
          />
        )}
        {mode === 'reject' && (
          <RejectForm
            correction={correction}
            onCancel={() => step('actions')}
            onRejected={onDecided}
            onFailed={failed}
          />
        )}
      </Stack>
    </PhoneDialog>
  );
}
