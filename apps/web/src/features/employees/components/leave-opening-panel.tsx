import { Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveAdjustments, LeaveOpeningValues } from '../api/leave-adjustments';
import { weekMinutesText } from '../lib/contract-format';
import { signedHours } from '../lib/signed-hours';
import { LeaveEditButton } from './leave-edit-button';
import { LeaveOpeningForm } from './leave-opening-form';

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
    <Stack gap="xs">
      <Title order={4} size="h6">
        {t('leave.openingTitle')}
      </Title>
      {opening === null ? (
        <Text size="sm" fs="italic">
          {t('leave.noOpening')}
        </Text>
      ) : (
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
      {show === 'form' && (
        <LeaveOpeningForm
          opening={opening}
          thisYear={props.thisYear}
          busy={props.busy}
          onSubmit={props.onSubmit}
          onCancel={props.onCancel}
        />
      )}
      {show === 'button' && (
        <LeaveEditButton
          button={props.button}
          icon={<IconPencil size={16} aria-hidden />}
          onClick={props.onEdit}
        >
          {t('leave.openingEdit')}
        </LeaveEditButton>
      )}
    </Stack>
  );
}
