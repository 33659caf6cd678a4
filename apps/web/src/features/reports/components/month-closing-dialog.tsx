import { reopenMonthBody } from '@klokwerk/contract/month-closing';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/signed-in/counted-textarea';

const validate = schemaResolver(reopenMonthBody.pick({ reason: true }), { sync: true });

export interface MonthClosingDialogProps {
  mode: 'close' | 'reopen';
  /** 'oktober 2026' */
  monthLabel: string;
  opened: boolean;
  busy: boolean;
  /** The server's refusal ("Er wachten nog 3 registraties…"), shown in the dialog. */
  error: string | null;
  onConfirm(reason: string | null): void;
  onClose(): void;
}

/**
 * Asks before a month is closed, and for the reason before it is reopened (the contract's
 * rule: a reason is required). A refusal stays in the dialog, where the focus is. Its own
 * chunk, with Mantine's modal stack.
 */
export function MonthClosingDialog({
  mode,
  monthLabel,
  opened,
  busy,
  error,
  onConfirm,
  onClose,
}: MonthClosingDialogProps) {
  const { t } = useTranslation('reports');
  const form = useForm({
    initialValues: { reason: '' },
    validate: mode === 'reopen' ? validate : undefined,
  });
  const texts = mode === 'close' ? 'closing.closeDialog' : 'closing.reopenDialog';
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={t(`${texts}.title`)}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(({ reason }) => onConfirm(mode === 'close' ? null : reason.trim()))}
      >
        <Stack gap="md">
          <Text>{t(`${texts}.text`, { month: monthLabel })}</Text>
          {mode === 'reopen' && (
            <CountedTextarea
              label={t('closing.reopenDialog.reason')}
              description={t('closing.reopenDialog.reasonHint')}
              required
              limit={500}
              rows={3}
              data-autofocus
              {...form.getInputProps('reason')}
            />
          )}
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('closing.cancel')}
            </Button>
            <Button
              type="submit"
              loading={busy}
              color={mode === 'reopen' ? 'orange.9' : undefined}
              data-autofocus={mode === 'close' ? true : undefined}
            >
              {t(`${texts}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
