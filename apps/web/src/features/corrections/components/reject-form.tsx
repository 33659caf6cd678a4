import { rejectCorrectionBody } from '@klokwerk/contract/corrections';
import { Button } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/signed-in/counted-textarea';
import type { Correction } from '../../../lib/queries/corrections';
import { useRejectCorrection } from '../api/reject-correction';
import { failureText } from '../lib/failure';
import classes from './dialog.module.css';

export interface RejectFormProps {
  correction: Correction;
  onCancel(): void;
  onRejected(correction: Correction): void;
  onFailed(text: string): void;
}

/** Verzoek afwijzen (docs/screens.md#corrections): the reason must not be blank. */
export function RejectForm({ correction, onCancel, onRejected, onFailed }: RejectFormProps) {
  const { t } = useTranslation('corrections');
  const reject = useRejectCorrection();
  const field = useRef<HTMLTextAreaElement>(null);
  const form = useForm({
    initialValues: { rejectionReason: '' },
    validate: schemaResolver(rejectCorrectionBody, { sync: true }),
  });

  useEffect(() => field.current?.focus(), []);

  const submit = form.onSubmit(({ rejectionReason }) => {
    reject.mutate(
      { correctionId: correction.correctionId, rejectionReason: rejectionReason.trim() },
      { onSuccess: onRejected, onError: (error) => onFailed(failureText('reject', error, t)) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <CountedTextarea
        ref={field}
        label={t('dialog.rejectionReason')}
        description={t('dialog.rejectionReasonHint')}
        required
        rows={4}
        limit={1000}
        mb="md"
        {...form.getInputProps('rejectionReason')}
      />
      <div className={classes.actions}>
        <Button variant="default" onClick={onCancel} disabled={reject.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" color="red.9" loading={reject.isPending}>
          {t('dialog.confirmReject')}
        </Button>
      </div>
    </form>
  );
}
