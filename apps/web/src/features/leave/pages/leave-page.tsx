import { addDays, localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import { can } from '@klokwerk/domain/policies';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconFirstAidKit, IconX } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyScreen } from '../../../components/signed-in/company-screen';
import { NoAccess } from '../../../components/signed-in/no-access';
import { QueryList } from '../../../components/signed-in/query-list';
import { useBanner } from '../../../components/signed-in/use-banner';
import { ApiError } from '../../../lib/api-client';
import {
  type LeaveItem,
  type SickReport,
  useApproveLeave,
  useCompanyLeave,
  useCompanySickness,
} from '../../../lib/queries/leave';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWorkingCompany } from '../../../lib/use-working-company';
import { LeaveCard } from '../components/leave-card';
import { SickReportCard } from '../components/sick-report-card';

const loadReject = () => import('../components/reject-dialog');
const RejectDialog = lazy(async () => ({ default: (await loadReject()).RejectDialog }));
const loadSick = () => import('../components/sick-dialog');
const SickDialog = lazy(async () => ({ default: (await loadSick()).SickDialog }));
const loadRecovery = () => import('../components/recovery-dialog');
const RecoveryDialog = lazy(async () => ({ default: (await loadRecovery()).RecoveryDialog }));

/** How long a recovered sick report stays on the page. */
const RECOVERED_DAYS_SHOWN = 14;

/**
 * Verlof en ziekte, /verlof (docs/screens.md#leave-and-sickness): the requests that wait for a
 * decision, the approved leave from today on, and the sick reports, for a company in reach.
 * Who may decide (leave.decide) approves and rejects; who registers sickness (sickness.report)
 * reports sick and recovered; the accountant reads (leave.view).
 */
export function LeavePage() {
  const { t } = useTranslation('leave');
  const session = useSession();
  if (!session || !can(session.role, 'leave.view')) return <NoAccess title={t('title')} />;
  return <LeaveAndSickness session={session} />;
}

function Section({
  title,
  count,
  action,
  children,
}: {
  title: string;
  count?: number;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="xs" align="center">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {count !== undefined && (
            <Badge variant="light" tt="none" size="lg">
              {count}
            </Badge>
          )}
        </Group>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

type Dialog =
  | { kind: 'reject'; leave: LeaveItem }
  | { kind: 'sick' }
  | { kind: 'recover'; report: SickReport };

function LeaveAndSickness({ session }: { session: Session }) {
  const { t } = useTranslation('leave');
  usePageTitle(t('title'));
  const working = useWorkingCompany(session);
  const { companyId, timeZone } = working;
  const mayDecide = can(session.role, 'leave.decide');
  const mayReport = can(session.role, 'sickness.report');
  const today = localDateOf(new Date(), timeZone);
  const pending = useCompanyLeave(companyId, { status: 'PENDING' });
  const approved = useCompanyLeave(companyId, { status: 'APPROVED', from: toIsoDate(today) });
  const sickness = useCompanySickness(companyId, {
    from: toIsoDate(addDays(today, -RECOVERED_DAYS_SHOWN)),
  });
  const approve = useApproveLeave();
  const { banner, show, close } = useBanner();
  const [dialog, setDialog] = useState<{ key: number; opened: boolean; of: Dialog } | null>(null);
  const open = (of: Dialog) =>
    setDialog((current) => ({ key: (current?.key ?? 0) + 1, opened: true, of }));
  const closeDialog = () =>
    setDialog((current) => (current ? { ...current, opened: false } : null));
  const failure = (what: string, error: unknown) =>
    show('error', error instanceof ApiError ? `${what} ${error.message}` : what, true);

  const dialogs = (
    <Suspense fallback={null}>
      {dialog?.of.kind === 'reject' && (
        <RejectDialog
          key={dialog.key}
          leave={dialog.of.leave}
          opened={dialog.opened}
          onClose={closeDialog}
          onRejected={(leave) => {
            closeDialog();
            show(
              'success',
              t('pending.rejected', {
                name: `${leave.firstName} ${leave.lastName}`,
                firstName: leave.firstName,
              }),
            );
          }}
          onFailed={(text) => {
            closeDialog();
            show('error', text, true);
          }}
        />
      )}
      {dialog?.of.kind === 'sick' && companyId !== null && (
        <SickDialog
          key={dialog.key}
          companyId={companyId}
          timeZone={timeZone}
          opened={dialog.opened}
          onClose={closeDialog}
          onReported={(report) => {
            closeDialog();
            show(
              'success',
              t('sickness.reported', { name: `${report.firstName} ${report.lastName}` }),
            );
          }}
        />
      )}
      {dialog?.of.kind === 'recover' && (
        <RecoveryDialog
          key={dialog.key}
          report={dialog.of.report}
          timeZone={timeZone}
          opened={dialog.opened}
          onClose={closeDialog}
          onRecovered={(report) => {
            closeDialog();
            show(
              'success',
              t('sickness.recoveredNotice', { name: `${report.firstName} ${report.lastName}` }),
            );
          }}
        />
      )}
    </Suspense>
  );

  return (
    <CompanyScreen
      title={t('title')}
      intro={t('intro')}
      companyLabel={t('companyLabel')}
      noCompany={t('noCompany')}
      working={working}
      banner={banner}
      onCloseBanner={close}
      after={dialogs}
    >
      {() => (
        <>
          <Section title={t('pending.title')} count={pending.data?.length}>
            <QueryList
              query={pending}
              items={(data) => data}
              loading={{ rows: 2, height: 96 }}
              failed={t('pending.failed')}
              retryLabel={t('retry')}
              empty={t('pending.empty')}
            >
              {(leave) => (
                <LeaveCard
                  key={leave.leaveId}
                  leave={leave}
                  actions={
                    mayDecide && (
                      <Group gap="xs">
                        <Button
                          size="compact-md"
                          color="#267335"
                          leftSection={<IconCheck size={16} aria-hidden />}
                          loading={approve.isPending && approve.variables === leave.leaveId}
                          aria-label={`${t('pending.approve')}: ${leave.firstName} ${leave.lastName}`}
                          onClick={() =>
                            approve.mutate(leave.leaveId, {
                              onSuccess: () =>
                                show(
                                  'success',
                                  t('pending.approved', {
                                    name: `${leave.firstName} ${leave.lastName}`,
                                    firstName: leave.firstName,
                                  }),
                                ),
                              onError: (error) => failure(t('pending.approveFailed'), error),
                            })
                          }
                        >
                          {t('pending.approve')}
                        </Button>
                        <Button
                          size="compact-md"
                          variant="outline"
                          color="red.9"
                          leftSection={<IconX size={16} aria-hidden />}
                          aria-label={`${t('pending.reject')}: ${leave.firstName} ${leave.lastName}`}
                          onPointerEnter={() => void loadReject()}
                          onClick={() => open({ kind: 'reject', leave })}
                        >
                          {t('pending.reject')}
                        </Button>
                      </Group>
                    )
                  }
                />
              )}
            </QueryList>
          </Section>

          <Section title={t('approved.title')} count={approved.data?.length}>
            <QueryList
              query={approved}
              items={(data) => data}
              loading={{ rows: 2, height: 80 }}
              failed={t('approved.failed')}
              retryLabel={t('retry')}
              empty={t('approved.empty')}
            >
              {(leave) => <LeaveCard key={leave.leaveId} leave={leave} />}
            </QueryList>
          </Section>

          <Section
            title={t('sickness.title')}
            count={sickness.data?.filter((report) => report.recoveredAt === null).length}
            action={
              mayReport && (
                <Button
                  leftSection={<IconFirstAidKit size={18} aria-hidden />}
                  onPointerEnter={() => void loadSick()}
                  onFocus={() => void loadSick()}
                  onClick={() => open({ kind: 'sick' })}
                >
                  {t('sickness.report')}
                </Button>
              )
            }
          >
            <Text size="sm" c="dimmed">
              {t('sickness.privacy')}
            </Text>
            <QueryList
              query={sickness}
              items={(data) => data}
              loading={{ rows: 2, height: 80 }}
              failed={t('sickness.failed')}
              retryLabel={t('retry')}
              empty={t('sickness.empty')}
            >
              {(report) => (
                <SickReportCard
                  key={report.sickReportId}
                  report={report}
                  timeZone={timeZone}
                  onRecover={mayReport ? () => open({ kind: 'recover', report }) : null}
                />
              )}
            </QueryList>
          </Section>
        </>
      )}
    </CompanyScreen>
  );
}
