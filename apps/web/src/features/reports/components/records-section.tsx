import { formatDate, formatTime } from '@klokwerk/domain/format';
import { can } from '@klokwerk/domain/policies';
import { Button, Chip, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconChecks, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { useSession } from '../../../lib/session';
import { useDecideMany } from '../api/decide-many';
import { useTimeRecords } from '../api/get-time-records';
import { useWorkedHours } from '../api/get-worked-hours';
import { useUpdateApprovalStatus } from '../api/update-approval-status';
import type { Reach } from '../lib/available-reports';
import { failureText } from '../lib/error-text';
import { monthValue, type Period } from '../lib/period';
import { type RecordRow, recordRows } from '../lib/record-rows';
import { LoadError } from './load-error';
import { TableSkeleton } from './table-skeleton';
import { TimeRecordsTable } from './time-records-table';

const loadDialog = () => import('./reject-dialog');
const RejectDialog = lazy(async () => ({ default: (await loadDialog()).RejectDialog }));
const loadTimes = () => import('./record-times-dialog');
const RecordTimesDialog = lazy(async () => ({ default: (await loadTimes()).RecordTimesDialog }));
const loadHistory = () => import('./record-history-dialog');
const RecordHistoryDialog = lazy(async () => ({
  default: (await loadHistory()).RecordHistoryDialog,
}));

const FILTERS = ['all', 'Pending', 'Approved', 'Rejected'] as const;
type Filter = (typeof FILTERS)[number];

function subjectOf(row: RecordRow, timeZone: string): string {
  const clockIn = new Date(row.clockInTime);
  return `${row.name}, ${formatDate(clockIn, timeZone)} ${formatTime(clockIn, timeZone)}`;
}

export interface RecordsSectionProps {
  reach: Reach;
  companyId: number;
  employeeId: number | null;
  period: Period;
  timeZone: string;
  titleOrder: TitleOrder;
  onNotice: ShowBanner;
}

/**
 * A registration "Alles goedkeuren" takes: one that waits and has a clock-out. A rejected one
 * stays rejected unless chosen on its own: the manager decided it once already.
 */
const approvable = (row: RecordRow) =>
  row.clockOutTime !== null && row.approvalStatus === 'Pending';

/**
 * The month's registrations: the company's with Goedkeuren and Afkeuren for reviewers, one's
 * own read-only for staff, who may not read the company's (docs/roles-and-policies.md). Reviewers close a month
 * here without leaving the page: they add a missing registration, fill in a forgotten
 * clock-out, and approve the shown or chosen registrations in one go (all or none).
 */
export function RecordsSection({
  reach,
  companyId,
  employeeId,
  period,
  timeZone,
  titleOrder,
  onNotice,
}: RecordsSectionProps) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const company = useTimeRecords(reach === 'company' ? companyId : null, period);
  const own = useWorkedHours(reach === 'own' ? employeeId : null, period);
  const query = reach === 'company' ? company : own;
  const rows = useMemo(
    () => recordRows((reach === 'company' ? company.data : own.data) ?? []),
    [reach, company.data, own.data],
  );
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? rows : rows.filter((row) => row.approvalStatus === filter);
  const approval = useUpdateApprovalStatus();
  const [rejecting, setRejecting] = useState<RecordRow | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  const [historyOf, setHistoryOf] = useState<RecordRow | null>(null);
  const [historyOpened, setHistoryOpened] = useState(false);
  const mayReadHistory = can(useSession()?.role, 'audit.object');
  const bulk = useDecideMany(companyId);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // A times dialog: for a registration (its times), or null to add one; undefined when none.
  const [timesOf, setTimesOf] = useState<RecordRow | null | undefined>(undefined);
  const [timesOpened, setTimesOpened] = useState(false);
  // Each opening starts from a fresh form, also when the same registration is opened again.
  const [timesKey, setTimesKey] = useState(0);
  const shownApprovable = shown.filter(approvable);
  const chosen = rows.filter((row) => selected.has(row.recordId));

  const openTimes = (row: RecordRow | null) => {
    void loadTimes();
    setTimesOf(row);
    setTimesKey((key) => key + 1);
    setTimesOpened(true);
  };

  const decideAll = (targets: RecordRow[], approvalStatus: 'Approved' | 'Rejected') =>
    bulk.mutate(
      { recordIds: targets.map((row) => row.recordId), approvalStatus },
      {
        onSuccess: (answer) => {
          setSelected(new Set());
          const count = answer.changed.length;
          onNotice(
            'success',
            count === 0
              ? t('hours.records.bulkNothing')
              : t(
                  approvalStatus === 'Approved'
                    ? 'hours.records.bulkApproved'
                    : 'hours.records.bulkRejected',
                  { count },
                ),
          );
        },
        onError: (error) =>
          onNotice('error', failureText(t('hours.records.approvalFailed'), error), true),
      },
    );
  const empty = { month: monthValue(period.month), year: period.year };

  // Reviewers may reject at any moment: the dialog's code is fetched while they read the list.
  useEffect(() => {
    if (reach === 'company') void loadDialog();
  }, [reach]);

  const decide = (row: RecordRow, approvalStatus: 'Approved' | 'Rejected', reason?: string) =>
    approval.mutate(
      { recordId: row.recordId, approvalStatus, rejectionReason: reason },
      {
        onSuccess: () => {
          setDialogOpened(false);
          onNotice(
            'success',
            t(approvalStatus === 'Approved' ? 'hours.records.approved' : 'hours.records.rejected', {
              name: row.name,
            }),
          );
        },
        onError: (error) => {
          setDialogOpened(false);
          onNotice('error', failureText(t('hours.records.approvalFailed'), error), true);
        },
      },
    );

  const count = (status: Filter) =>
    status === 'all' ? rows.length : rows.filter((row) => row.approvalStatus === status).length;

  return (
    <Stack gap="sm">
      <Title order={titleOrder} size="h3" id={titleId}>
        {t('hours.records.title')}
      </Title>
      {query.isPending && <TableSkeleton />}
      {query.isError && <LoadError text={t('loadFailed')} onRetry={() => void query.refetch()} />}
      {reach === 'company' && (
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => openTimes(null)}
          >
            {t('hours.records.add')}
          </Button>
        </Group>
      )}
      {query.isSuccess && rows.length === 0 && <Text>{t('hours.records.empty', empty)}</Text>}
      {rows.length > 0 && (
        <>
          <Chip.Group multiple={false} value={filter} onChange={(v) => setFilter(v as Filter)}>
            <Group gap="xs" role="radiogroup" aria-label={t('hours.records.filter')}>
              {FILTERS.map((status) => (
                <Chip key={status} value={status} type="radio" size="sm">
                  {t(status === 'all' ? 'hours.records.all' : `hours.records.filter${status}`, {
                    count: count(status),
                  })}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {reach === 'company' && shown.length > 0 && (
            <Stack gap={4}>
              <Group gap="xs">
                <Button
                  leftSection={<IconChecks size={16} aria-hidden />}
                  disabled={shownApprovable.length === 0 || bulk.isPending}
                  loading={bulk.isPending}
                  onClick={() => decideAll(shownApprovable, 'Approved')}
                >
                  {t('hours.records.approveAll', { count: shownApprovable.length })}
                </Button>
                {chosen.length > 0 && (
                  <>
                    <Button
                      variant="default"
                      disabled={bulk.isPending || !chosen.every((row) => row.clockOutTime !== null)}
                      onClick={() => decideAll(chosen, 'Approved')}
                    >
                      {t('hours.records.approveSelected', { count: chosen.length })}
                    </Button>
                    <Button
                      variant="default"
                      disabled={bulk.isPending}
                      onClick={() => decideAll(chosen, 'Rejected')}
                    >
                      {t('hours.records.rejectSelected', { count: chosen.length })}
                    </Button>
                  </>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('hours.records.bulkHint')}
              </Text>
            </Stack>
          )}
          {shown.length === 0 ? (
            <Text>{t('hours.records.noneWithStatus', empty)}</Text>
          ) : (
            <TimeRecordsTable
              rows={shown}
              timeZone={timeZone}
              labelledBy={titleId}
              showReason={rows.some((row) => row.approvalStatus === 'Rejected')}
              actions={
                reach === 'company'
                  ? {
                      onApprove: (row) => decide(row, 'Approved'),
                      onReject: (row) => {
                        setRejecting(row);
                        setDialogOpened(true);
                      },
                      onHistory: mayReadHistory
                        ? (row) => {
                            void loadHistory();
                            setHistoryOf(row);
                            setHistoryOpened(true);
                          }
                        : undefined,
                      onEditTimes: openTimes,
                      selected,
                      onSelect: (row, on) =>
                        setSelected((before) => {
                          const next = new Set(before);
                          if (on) next.add(row.recordId);
                          else next.delete(row.recordId);
                          return next;
                        }),
                      busyId:
                        approval.isPending && approval.variables
                          ? Number(approval.variables.recordId)
                          : null,
                    }
                  : undefined
              }
            />
          )}
        </>
      )}
      {timesOf !== undefined && (
        <Suspense fallback={null}>
          <RecordTimesDialog
            key={timesKey}
            companyId={companyId}
            timeZone={timeZone}
            row={timesOf}
            subject={timesOf ? subjectOf(timesOf, timeZone) : null}
            opened={timesOpened}
            onClose={() => setTimesOpened(false)}
            onSaved={(record) => {
              setTimesOpened(false);
              const name = `${record.employee.firstName} ${record.employee.lastName}`.trim();
              onNotice(
                'success',
                t(timesOf ? 'hours.records.saved' : 'hours.records.added', { name }),
              );
            }}
          />
        </Suspense>
      )}
      {historyOf && (
        <Suspense fallback={null}>
          <RecordHistoryDialog
            key={historyOf.recordId}
            recordId={historyOf.recordId}
            companyId={companyId}
            subject={subjectOf(historyOf, timeZone)}
            opened={historyOpened}
            onClose={() => setHistoryOpened(false)}
          />
        </Suspense>
      )}
      {rejecting && (
        <Suspense fallback={null}>
          <RejectDialog
            key={rejecting.recordId}
            subject={subjectOf(rejecting, timeZone)}
            opened={dialogOpened}
            rejecting={approval.isPending}
            onConfirm={(reason) => decide(rejecting, 'Rejected', reason)}
            onClose={() => setDialogOpened(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
