import type { AuditActor } from '@klokwerk/contract/audit';
import type { MonthState } from '@klokwerk/contract/month-closing';
import { monthName } from '@klokwerk/domain/dutch-calendar';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { can } from '@klokwerk/domain/policies';
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { useBanner } from '../../../components/signed-in/use-banner';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';
import { useCloseMonth } from '../api/close-month';
import { useMonthStatus } from '../api/get-month-status';
import { useReopenMonth } from '../api/reopen-month';
import type { Period } from '../lib/period';
import { LoadError } from './load-error';

const loadDialog = () => import('./month-closing-dialog');
const MonthClosingDialog = lazy(async () => ({ default: (await loadDialog()).MonthClosingDialog }));

/** Who did it: the person's name, the account's name, or the system (the CLI, a migration). */
function actorName(actor: AuditActor | null, t: TFunction<'reports'>): string {
  if (actor === null) return t('closing.system');
  return actor.fullName ?? actor.userName ?? t('closing.unknownActor');
}

/** "Afgesloten door Eva de Vries op 02-11-2026 om 09:15." on the company's clock. */
function eventText(
  key: 'closing.closedBy' | 'closing.reopenedBy',
  at: string,
  actor: AuditActor | null,
  timeZone: string,
  t: TFunction<'reports'>,
): string {
  const moment = new Date(at);
  return t(key, {
    name: actorName(actor, t),
    date: formatDate(moment, timeZone),
    time: formatTime(moment, timeZone),
  });
}

export interface MonthClosingPanelProps {
  session: Session;
  companyId: number;
  period: Period;
  timeZone: string;
  /**
   * The state the report itself sends, for roles that may not close months (and so may not
   * ask for the state on its own); undefined while the report loads.
   */
  reportState: MonthState | undefined;
}

/**
 * Whether the month is closed, by whom and when, or open. The roles of
 * `month.close` get Maand afsluiten (after a confirmation) and, once closed, Maand heropenen
 * with a reason; the others read the state the report sends.
 */
export function MonthClosingPanel({
  session,
  companyId,
  period,
  timeZone,
  reportState,
}: MonthClosingPanelProps) {
  const { t } = useTranslation('reports');
  const mayClose = can(session.role, 'month.close');
  const status = useMonthStatus(mayClose ? companyId : null, period);
  const state = mayClose ? status.data : reportState;
  const titleId = useId();
  const close = useCloseMonth();
  const reopen = useReopenMonth();
  const [dialog, setDialog] = useState<'close' | 'reopen' | null>(null);
  const [opened, setOpened] = useState(false);
  const { banner, show, close: closeBanner } = useBanner();
  const label = monthName(period.year, period.month);
  const change = dialog === 'reopen' ? reopen : close;
  const refusal = change.isError
    ? change.error instanceof ApiError
      ? change.error.message
      : GENERIC_ERROR_MESSAGE
    : null;

  const openDialog = (mode: 'close' | 'reopen') => {
    void loadDialog();
    close.reset();
    reopen.reset();
    setDialog(mode);
    setOpened(true);
  };

  const confirm = (reason: string | null) => {
    const done = (key: 'closing.closed' | 'closing.reopened') => () => {
      setOpened(false);
      show('success', t(key, { month: label }));
    };
    if (reason === null) close.mutate({ companyId, period }, { onSuccess: done('closing.closed') });
    else reopen.mutate({ companyId, period, reason }, { onSuccess: done('closing.reopened') });
  };

  if (mayClose && status.isError) {
    return <LoadError text={t('closing.loadFailed')} onRetry={() => void status.refetch()} />;
  }
  if (!mayClose && reportState === undefined) return null;

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
        {state === undefined ? (
          <Skeleton height={44} />
        ) : (
          <Group justify="space-between" align="center" gap="md">
            <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 16rem' }}>
              <ThemeIcon variant="light" color={state.closed ? 'teal' : 'gray'} size="lg">
                {state.closed ? <IconLock aria-hidden /> : <IconLockOpen aria-hidden />}
              </ThemeIcon>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} id={titleId}>
                  {t(state.closed ? 'closing.closedTitle' : 'closing.openTitle', { month: label })}
                </Text>
                {state.closed && state.closedAt && (
                  <Text size="sm">
                    {eventText('closing.closedBy', state.closedAt, state.closedBy, timeZone, t)}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {t(state.closed ? 'closing.closedHint' : 'closing.openHint')}
                </Text>
                {!state.closed && state.reopenedAt && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {eventText(
                      'closing.reopenedBy',
                      state.reopenedAt,
                      state.reopenedBy,
                      timeZone,
                      t,
                    )}
                    {state.reason && ` ${t('closing.reason', { reason: state.reason })}`}
                  </Text>
                )}
              </Stack>
            </Group>
            {mayClose && (
              <Button
                variant={state.closed ? 'default' : 'filled'}
                leftSection={
                  state.closed ? (
                    <IconLockOpen size={18} aria-hidden />
                  ) : (
                    <IconLock size={18} aria-hidden />
                  )
                }
                onPointerEnter={() => void loadDialog()}
                onFocus={() => void loadDialog()}
                onClick={() => openDialog(state.closed ? 'reopen' : 'close')}
              >
                {t(state.closed ? 'closing.reopen' : 'closing.close')}
              </Button>
            )}
          </Group>
        )}
      </Paper>
      <BannerAlert banner={banner} onClose={closeBanner} />
      {dialog && (
        <Suspense fallback={null}>
          <MonthClosingDialog
            key={dialog}
            mode={dialog}
            monthLabel={label}
            opened={opened}
            busy={change.isPending}
            error={refusal}
            onConfirm={confirm}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
