import { formatLocalDate } from '@klokwerk/domain/format';
import { fromIsoDate } from '@klokwerk/domain/local-date';
import { Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveAdjustments, LeaveCorrectionValues } from '../api/leave-adjustments';
import { signedHours } from '../lib/signed-hours';
import { LeaveCorrectionForm } from './leave-correction-form';
import { LeavePanel } from './leave-panel';

export interface LeaveCorrectionsPanelProps {
  corrections: LeaveAdjustments['corrections'];
  today: string;
  /** The form in place, the button that opens it, or neither (a reader, or the other form open). */
  show: 'form' | 'button' | null;
  busy: boolean;
  button: RefObject<HTMLButtonElement | null>;
  onAdd(): void;
  onSubmit(body: LeaveCorrectionValues, onError: (error: unknown) => void): void;
  onCancel(): void;
}

/** The corrections, each with its reason and who entered it. */
export function LeaveCorrectionsPanel({ corrections, show, ...props }: LeaveCorrectionsPanelProps) {
  const { t } = useTranslation('employees');
  return (
    <LeavePanel
      title={t('leave.correctionsTitle')}
      emptyText={corrections.length === 0 ? t('leave.noCorrections') : null}
      show={show}
      form={
        <LeaveCorrectionForm
          today={props.today}
          busy={props.busy}
          onSubmit={props.onSubmit}
          onCancel={props.onCancel}
        />
      }
      button={props.button}
      buttonIcon={<IconPlus size={16} aria-hidden />}
      buttonLabel={t('leave.correctionAdd')}
      onOpen={props.onAdd}
    >
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {corrections.map((correction) => (
          <Paper component="li" key={correction.correctionId} withBorder radius="md" p="sm">
            <Text size="sm" fw={600}>
              {t('leave.correction', {
                date: formatLocalDate(fromIsoDate(correction.date)),
                kind: t(`leave.kinds.${correction.kind}`),
                hours: signedHours(correction.minutes),
              })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {correction.reason}
            </Text>
            {correction.createdBy && (
              <Text size="xs" c="dimmed">
                {t('leave.correctionBy', { name: correction.createdBy })}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </LeavePanel>
  );
}
