import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBeach } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { LeaveBalance } from '../../../components/signed-in/leave-balance';
import { LeaveStatusBadge, useLeaveText } from '../../../components/signed-in/leave-labels';
import { QueryList } from '../../../components/signed-in/query-list';
import { useBanner } from '../../../components/signed-in/use-banner';
import { type LeaveItem, useCancelLeave, useMyLeave } from '../../../lib/queries/leave';
import { withServerReason } from '../../../lib/server-reason';

const loadDialog = () => import('./leave-request-dialog');
const LeaveRequestDialog = lazy(async () => ({ default: (await loadDialog()).LeaveRequestDialog }));

/** Pending leave, or approved leave that has not begun, may be withdrawn (docs/decisions/025). */
function cancellable(leave: LeaveItem, now: Date): boolean {
  return (
    leave.status === 'PENDING' ||
    (leave.status === 'APPROVED' && Date.parse(leave.startsAt) > now.getTime())
  );
}

function LeaveCard({
  leave,
  now,
  onCancelled,
  onFailed,
}: {
  leave: LeaveItem;
  now: Date;
  onCancelled(): void;
  onFailed(text: string): void;
}) {
  const { t } = useTranslation('leave');
  const text = useLeaveText();
  const cancel = useCancelLeave();
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700} id={titleId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {text.type(leave)}: {text.days(leave)}
          </Text>
          <LeaveStatusBadge status={leave.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {text.worth(leave)}
        </Text>
        {leave.note && <Text size="sm">{t('note', { note: leave.note })}</Text>}
        {leave.status === 'REJECTED' && leave.rejectionReason && (
          <Text size="sm">{t('reason', { reason: leave.rejectionReason })}</Text>
        )}
        {cancellable(leave, now) &&
          (asking ? (
            <Group gap="xs" role="group" aria-label={t('mine.cancelQuestion')}>
              <Text size="sm" fw={600}>
                {t('mine.cancelQuestion')}
              </Text>
              <Button
                size="compact-sm"
                color="red.9"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(leave.leaveId, {
                    onSuccess: onCancelled,
                    onError: (error) => onFailed(withServerReason(t('mine.cancelFailed'), error)),
                    onSettled: () => setAsking(false),
                  })
                }
              >
                {t('mine.cancelConfirm')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setAsking(false)}>
                {t('mine.cancelKeep')}
              </Button>
            </Group>
          ) : (
            <Group>
              <Button size="compact-sm" variant="light" onClick={() => setAsking(true)}>
                {t('mine.cancel')}
              </Button>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}

/**
 * Mijn verlof on Mijn rooster: Verlof aanvragen (a dialog of its own chunk), my leave balance
 * and my requests with their status, newest first, each pending one (or approved one still ahead) withdrawable.
 */
export function MyLeave({ today }: { today: string }) {
  const { t } = useTranslation('leave');
  const headingId = useId();
  const leave = useMyLeave(true);
  const [dialog, setDialog] = useState({ key: 0, opened: false });
  const [opening, startOpening] = useTransition();
  const { banner, show, close } = useBanner();
  const now = new Date();

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {t('mine.title')}
        </Title>
        <Button
          leftSection={<IconBeach size={18} aria-hidden />}
          loading={opening}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() =>
            startOpening(() => setDialog((current) => ({ key: current.key + 1, opened: true })))
          }
        >
          {t('mine.request')}
        </Button>
      </Group>
      <BannerAlert banner={banner} onClose={close} />
      <LeaveBalance of="me" currentYear={Number(today.slice(0, 4))} titleOrder={3} />
      <QueryList
        query={leave}
        items={(data) => data.requests}
        loading={{ rows: 2, height: 72 }}
        failed={t('mine.failed')}
        retryLabel={t('retry')}
        empty={t('mine.empty')}
      >
        {(item) => (
          <LeaveCard
            key={item.leaveId}
            leave={item}
            now={now}
            onCancelled={() => show('success', t('mine.cancelled'))}
            onFailed={(text) => show('error', text, true)}
          />
        )}
      </QueryList>
      <Suspense fallback={null}>
        {dialog.key > 0 && (
          <LeaveRequestDialog
            key={dialog.key}
            opened={dialog.opened}
            today={today}
            onClose={() => setDialog((current) => ({ ...current, opened: false }))}
            onSent={() => {
              setDialog((current) => ({ ...current, opened: false }));
              show('success', t('mine.sent'));
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
