import { can } from '@klokwerk/domain/policies';
import { Button, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { useSession } from '../../../lib/session';
import type { Reach } from '../lib/available-reports';
import { monthValue, type Period } from '../lib/period';
import { BulkDecisions } from './bulk-decisions';
import { LoadError } from './load-error';
import { MarkedRecords } from './marked-records';
import { RecordDialogs } from './record-dialogs';
import { RecordFilter } from './record-filter';
import { TableSkeleton } from './table-skeleton';
import { TimeRecordsTable } from './time-records-table';
import { useMonthRecords } from './use-month-records';
import { useRecordDecisions } from './use-record-decisions';
import { useRecordDialogs } from './use-record-dialogs';

export interface RecordsSectionProps {
  reach: Reach;
  companyId: number;
  employeeId: number | null;
  period: Period;
  timeZone: string;
  titleOrder: TitleOrder;
  /**
   * The month is closed: its registrations can be read, and their history, but not decided,
   * changed or added to until it is reopened, so the screen offers nothing that can only fail.
   */
  closed: boolean;
  onNotice: ShowBanner;
}

/**
 * The month's registrations: the company's with Goedkeuren and Afkeuren for reviewers, one's
 * own read-only for staff, who may not read the company's. Reviewers close a month here
 * without leaving the page: they add a missing registration, fill in a forgotten clock-out,
 * decide the registrations marked for review one by one (listed apart, with their notes), and
 * approve the shown or chosen registrations in one go (all or none).
 */
export function RecordsSection(props: RecordsSectionProps) {
  const { reach, companyId, period, timeZone, onNotice } = props;
  const { t } = useTranslation('reports');
  const titleId = useId();
  const records = useMonthRecords(props);
  const { query, rows, shown } = records;
  const decisions = useRecordDecisions({ companyId, rows, onNotice });
  const dialogs = useRecordDialogs();
  const mayReadHistory = can(useSession()?.role, 'audit.object');
  const empty = { month: monthValue(period.month), year: period.year };
  const marked = rows.filter((row) => row.needsReview);
  const deciding = reach === 'company' && !props.closed;

  return (
    <Stack gap="sm">
      <Title order={props.titleOrder} size="h3" id={titleId}>
        {t('hours.records.title')}
      </Title>
      {query.isPending && <TableSkeleton />}
      {query.isError && <LoadError text={t('loadFailed')} onRetry={() => void query.refetch()} />}
      {deciding && (
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => dialogs.openTimes(null)}
          >
            {t('hours.records.add')}
          </Button>
        </Group>
      )}
      {query.isSuccess && rows.length === 0 && <Text>{t('hours.records.empty', empty)}</Text>}
      {rows.length > 0 && (
        <>
          {deciding && marked.length > 0 && (
            <MarkedRecords
              rows={marked}
              timeZone={timeZone}
              titleOrder={Math.min(props.titleOrder + 1, 6) as TitleOrder}
              busyId={decisions.busyId}
              onApprove={(row) => decisions.decide(row, 'Approved')}
              onReject={decisions.openReject}
            />
          )}
          <RecordFilter value={records.filter} onChange={records.setFilter} count={records.count} />
          {deciding && shown.length > 0 && (
            <BulkDecisions
              shown={shown}
              chosen={decisions.chosen}
              busy={decisions.decidingAll}
              onDecide={decisions.decideAll}
            />
          )}
          {shown.length === 0 ? (
            <Text>{t('hours.records.noneWithStatus', empty)}</Text>
          ) : (
            <TimeRecordsTable
              rows={shown}
              timeZone={timeZone}
              labelledBy={titleId}
              showReason={rows.some((row) => row.approvalStatus === 'Rejected')}
              showNote={rows.some((row) => row.reviewNote !== null)}
              actions={
                reach === 'company'
                  ? {
                      onApprove: (row) => decisions.decide(row, 'Approved'),
                      onReject: decisions.openReject,
                      onHistory: mayReadHistory ? dialogs.openHistory : undefined,
                      onEditTimes: dialogs.openTimes,
                      selected: decisions.selected,
                      onSelect: decisions.select,
                      busyId: decisions.busyId,
                      frozen: props.closed,
                    }
                  : undefined
              }
            />
          )}
        </>
      )}
      <RecordDialogs
        reach={reach}
        companyId={companyId}
        timeZone={timeZone}
        dialogs={dialogs}
        decisions={decisions}
        onNotice={onNotice}
      />
    </Stack>
  );
}
