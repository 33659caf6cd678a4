import { formatLocalDate } from '@klokwerk/domain/format';
import { fromIsoDate } from '@klokwerk/domain/local-date';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import type { Employee } from '../../../lib/queries/employees';
import {
  type LeaveCorrectionValues,
  type LeaveOpeningValues,
  useAddLeaveCorrection,
  useLeaveAdjustments,
  useSaveLeaveOpening,
} from '../api/leave-adjustments';
import { weekMinutesText } from '../lib/contract-format';
import { DialogSection } from './dialog-section';
import { LeaveCorrectionForm } from './leave-correction-form';
import { LeaveOpeningForm } from './leave-opening-form';

/** '+4 uur', '−2,5 uur': a change of the balance with its sign. */
function signedHours(minutes: number): string {
  return `${minutes < 0 ? '−' : '+'}${weekMinutesText(Math.abs(minutes))}`;
}

export interface LeaveAdjustmentsProps {
  employee: Employee;
  today: string;
  /** leave-adjustments.manage: enter the opening balance and corrections. */
  mayManage: boolean;
}

/**
 * HR's part of the employee's leave (docs/screens.md#employees): the opening balance and the
 * corrections with their reasons, each entered in a form in place. Corrections are never
 * changed or removed, so the list only grows.
 */
export function LeaveAdjustments({ employee, today, mayManage }: LeaveAdjustmentsProps) {
  const { t } = useTranslation('employees');
  const adjustments = useLeaveAdjustments(employee.employeeId);
  const saveOpening = useSaveLeaveOpening(employee.employeeId);
  const addCorrection = useAddLeaveCorrection(employee.employeeId);
  const [editing, setEditing] = useState<'opening' | 'correction' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const closeSaved = useCallback(() => setSaved(null), []);
  const openingButton = useRef<HTMLButtonElement>(null);
  const correctionButton = useRef<HTMLButtonElement>(null);

  const done = (message: string, button: RefObject<HTMLButtonElement | null>) => {
    setEditing(null);
    setSaved(message);
    requestAnimationFrame(() => button.current?.focus());
  };
  const submitOpening = (body: LeaveOpeningValues, onError: (error: unknown) => void) =>
    saveOpening.mutate(body, {
      onSuccess: () => done(t('leave.openingSaved'), openingButton),
      onError,
    });
  const submitCorrection = (body: LeaveCorrectionValues, onError: (error: unknown) => void) =>
    addCorrection.mutate(body, {
      onSuccess: () => done(t('leave.correctionSaved'), correctionButton),
      onError,
    });

  const kind = (value: 'statutory' | 'extra') => t(`leave.kinds.${value}`);
  const opening = adjustments.data?.opening ?? null;
  const corrections = adjustments.data?.corrections ?? [];

  return (
    <DialogSection title={t('sections.leave')}>
      <Text size="sm" c="dimmed">
        {t('leave.intro')}
      </Text>
      {saved && (
        <TimedAlert kind="success" onClose={closeSaved}>
          {saved}
        </TimedAlert>
      )}
      {adjustments.isPending && <LoadingRows rows={1} height={48} />}
      {adjustments.isError && (
        <LoadFailed
          title={t('leave.loadFailed')}
          error={adjustments.error}
          retryLabel={t('retry')}
          onRetry={() => void adjustments.refetch()}
        />
      )}
      {adjustments.isSuccess && (
        <>
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
                          kind: kind(pot.kind),
                          year: pot.accrualYear,
                          hours:
                            pot.minutes < 0
                              ? signedHours(pot.minutes)
                              : weekMinutesText(pot.minutes),
                        })}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Stack>
            )}
            {mayManage && editing === 'opening' && (
              <LeaveOpeningForm
                opening={opening}
                thisYear={Number(today.slice(0, 4))}
                busy={saveOpening.isPending}
                onSubmit={submitOpening}
                onCancel={() => setEditing(null)}
              />
            )}
            {mayManage && editing === null && (
              <Group>
                <Button
                  ref={openingButton}
                  variant="light"
                  size="sm"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => {
                    setSaved(null);
                    setEditing('opening');
                  }}
                >
                  {t('leave.openingEdit')}
                </Button>
              </Group>
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={4} size="h6">
              {t('leave.correctionsTitle')}
            </Title>
            {corrections.length === 0 ? (
              <Text size="sm" fs="italic">
                {t('leave.noCorrections')}
              </Text>
            ) : (
              <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                {corrections.map((correction) => (
                  <Paper component="li" key={correction.correctionId} withBorder radius="md" p="sm">
                    <Text size="sm" fw={600}>
                      {t('leave.correction', {
                        date: formatLocalDate(fromIsoDate(correction.date)),
                        kind: kind(correction.kind),
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
            )}
            {mayManage && editing === 'correction' && (
              <LeaveCorrectionForm
                today={today}
                busy={addCorrection.isPending}
                onSubmit={submitCorrection}
                onCancel={() => setEditing(null)}
              />
            )}
            {mayManage && editing === null && (
              <Group>
                <Button
                  ref={correctionButton}
                  variant="light"
                  size="sm"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => {
                    setSaved(null);
                    setEditing('correction');
                  }}
                >
                  {t('leave.correctionAdd')}
                </Button>
              </Group>
            )}
          </Stack>
        </>
      )}
    </DialogSection>
  );
}
