import { Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveAdjustments, LeaveOpeningValues } from '../api/leave-adjustments';
import { weekMinutesText } from '../lib/contract-format';
import { signedHours } from '../lib/signed-hours';
import { LeaveOpeningForm } from './leave-opening-form';
import { LeavePanel } from './leave-panel';

export interface LeaveOpeningPanelProps {
  opening: LeaveAdjustments['opening'];
  /** The year a new opening balance starts at. */
  thisYear: number;
  /** The form in place, the button that opens it, or neither (a reader, or the other form open). */
  show: 'form' | 'button' | null;
  busy: boolean;
  button: RefObject<HTMLButtonElement | null>;
  onEdit(): void;
  onSubmit(body: LeaveOpeningValues, onError: (error: unknown) => void): void;
  onCancel(): void;
}

/** The opening balance: its year and what each pot held then. */
export function LeaveOpeningPanel({ opening, show, ...props }: LeaveOpeningPanelProps) {
  const { t } = useTranslation('employees');
  return (
    <LeavePanel
      title={t('leave.openingTitle')}
      emptyText={opening === null ? t('leave.noOpening') : null}
      show={show}
      form={
        <LeaveOpeningForm
          opening={opening}
          thisYear={props.thisYear}
          busy={props.busy}
          onSubmit={props.onSubmit}
          onCancel={props.onCancel}
        />
      }
      button={props.button}
      buttonIcon={<IconPencil size={16} aria-hidden />}
      buttonLabel={t('leave.openingEdit')}
      onOpen={props.onEdit}
    >
      {opening && (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('leave.openingYear', { year: opening.year })}
          </Text>
          {opening.pots.length === 0 ? (
            <Text size="sm">{t('leave.noPots')}</Text>
          ) : (
            <Stack component="ul" gap={2} m={0} pl="md">
              {opening.pots.map((pot) => (
                <Text component="li" size="sm" key={`${pot.kind}:${pot.accrualYear}`}>
                  {t('leave.pot', {
                    kind: t(`leave.kinds.${pot.kind}`),
                    year: pot.accrualYear,
                    hours:
                      pot.minutes < 0 ? signedHours(pot.minutes) : weekMinutesText(pot.minutes),
                  })}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </LeavePanel>
  );
}
