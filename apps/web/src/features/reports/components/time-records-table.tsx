import { formatDate, formatTime } from '@klokwerk/domain/format';
import { stillAtWork } from '@klokwerk/domain/kiosk-tap';
import { ActionIcon, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NO_WRAP, ScrollTable } from '../../../components/signed-in/scroll-table';
import { NO_REASON } from '../api/update-approval-status';
import type { RecordRow } from '../lib/record-rows';
import { type RecordActions, RecordDecisionButtons } from './record-decision-buttons';
import { StatusBadge, verdictOf } from './status-badge';
import classes from './time-records-table.module.css';

export interface TimeRecordsTableProps {
  rows: readonly RecordRow[];
  timeZone: string;
  /** Without it the table is read-only (one's own registrations). */
  actions?: RecordActions;

  labelledBy: string;
  /** The reason column, when the month has a rejection (the common month has none). */
  showReason: boolean;
  /** The note column, when a registration of the month was marked for review. */
  showNote: boolean;
}

/**
 * The month's registrations (docs/screens.md#hours-report): employee, date, in, out or "—", the status and
 * the rejection reason, with Goedkeuren and Afkeuren, each disabled when the registration
 * already has that status (docs/screens.md#hours-report). A registration without a clock-out cannot be approved:
 * it says "Uitkloktijd ontbreekt" and offers to fill it in instead. Every registration can be
 * chosen for a decision at once, and its times changed. Times on the company's clock, the
 * clock-out as the reports count it (an approved correction's, marked). An open registration of
 * a shift still going says "Aan het werk sinds 16:00" instead: nothing is missing yet. A
 * registration marked for review shows "Te controleren" with its note.
 */
export function TimeRecordsTable({
  rows,
  timeZone,
  actions,
  labelledBy,
  showReason,
  showNote,
}: TimeRecordsTableProps) {
  const { t } = useTranslation('reports');
  const company = actions !== undefined;
  const deciding = company && actions.frozen !== true;
  // Read once per render: whether an open registration is a shift still going.
  const now = new Date();
  return (
    <ScrollTable
      minWidth={(company ? 800 : 300) + (showReason ? 180 : 0) + (showNote ? 240 : 0)}
      labelledBy={labelledBy}
    >
      <Table
        aria-labelledby={labelledBy}
        verticalSpacing="xs"
        // One's own registrations (four narrow columns) fit a 360 px phone without scrolling.
        horizontalSpacing={company ? 'xs' : 2}
        className={company ? undefined : classes.own}
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr>
            {deciding && (
              <Table.Th scope="col">
                <VisuallyHidden>{t('hours.records.select')}</VisuallyHidden>
              </Table.Th>
            )}
            {company && <Table.Th scope="col">{t('hours.records.employee')}</Table.Th>}
            <Table.Th scope="col">{t('hours.records.date')}</Table.Th>
            <Table.Th scope="col">{t('hours.records.clockIn')}</Table.Th>
            <Table.Th scope="col">{t('hours.records.clockOut')}</Table.Th>
            <Table.Th scope="col">{t('hours.records.status')}</Table.Th>
            {showReason && <Table.Th scope="col">{t('hours.records.rejectionReason')}</Table.Th>}
            {showNote && <Table.Th scope="col">{t('hours.records.note')}</Table.Th>}
            {company && (
              <Table.Th scope="col">
                <VisuallyHidden>{t('hours.records.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const clockIn = new Date(row.clockInTime);
            const date = formatDate(clockIn, timeZone);
            const time = formatTime(clockIn, timeZone);
            const label = { name: row.name, date, time };
            return (
              <Table.Tr key={row.recordId}>
                {deciding && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('hours.records.selectLabel', label)}
                      checked={actions.selected.has(row.recordId)}
                      onChange={(event) => actions.onSelect(row, event.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                {company && <Table.Td>{row.name}</Table.Td>}
                <Table.Td style={NO_WRAP}>{date}</Table.Td>
                <Table.Td style={NO_WRAP}>{time}</Table.Td>
                <Table.Td style={row.clockOutTime === null ? undefined : NO_WRAP}>
                  <ClockOut row={row} timeZone={timeZone} explain={company} now={now} />
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <StatusBadge verdict={verdictOf(row.approvalStatus)}>
                    {t(`hours.records.${row.approvalStatus}`)}
                  </StatusBadge>
                </Table.Td>
                {showReason && (
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {row.approvalStatus === 'Rejected' && row.rejectionReason
                      ? row.rejectionReason === NO_REASON
                        ? t('hours.records.noReason')
                        : row.rejectionReason
                      : ''}
                  </Table.Td>
                )}
                {showNote && (
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <ReviewNote row={row} />
                  </Table.Td>
                )}
                {actions && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {deciding && (
                        <RecordDecisionButtons row={row} actions={actions} label={label} />
                      )}
                      {actions.onHistory && (
                        <ActionIcon
                          variant="default"
                          size={26}
                          aria-label={t('hours.records.historyLabel', label)}
                          onClick={() => actions.onHistory?.(row)}
                        >
                          <IconHistory size={16} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * The clock-out, marked when a correction set it. Without one: for a manager "Uitkloktijd
 * ontbreekt" and the two ways out; on one's own list "—" (the employee may still be at work).
 */
function ClockOut({
  row,
  timeZone,
  explain,
  now,
}: {
  row: RecordRow;
  timeZone: string;
  explain: boolean;
  now: Date;
}) {
  const { t } = useTranslation('reports');
  const clockIn = new Date(row.clockInTime);
  // The kiosk's own threshold: a tap now would clock this registration out.
  if (row.clockOutTime === null && stillAtWork(clockIn, now)) {
    return (
      <Text size="sm" maw={explain ? 200 : undefined}>
        {t('hours.records.atWorkSince', { time: formatTime(clockIn, timeZone) })}
      </Text>
    );
  }
  if (row.clockOutTime === null && explain) {
    return (
      <>
        <Text size="sm" fw={600}>
          {t('hours.records.missingClockOut')}
        </Text>
        <Text size="xs" c="dimmed" maw={200}>
          {t('hours.records.missingClockOutHint')}
        </Text>
      </>
    );
  }
  if (row.clockOutTime === null) {
    return (
      <>
        <span aria-hidden>{t('hours.records.noClockOut')}</span>
        <VisuallyHidden>{t('hours.records.noClockOutLabel')}</VisuallyHidden>
      </>
    );
  }
  const time = formatTime(new Date(row.clockOutTime), timeZone);
  if (!row.corrected) return time;
  // The mark on a line of its own keeps the column as narrow as a time (a phone's width).
  return (
    <>
      {time}
      <Text size="xs" c="dimmed">
        {t('hours.records.corrected')}
      </Text>
    </>
  );
}

/** "Te controleren" and the note while the mark stands; the note alone once it is decided. */
function ReviewNote({ row }: { row: RecordRow }) {
  const { t } = useTranslation('reports');
  if (row.reviewNote === null) return null;
  return (
    <>
      {row.needsReview && (
        <Text size="sm" fw={600}>
          {t('hours.records.needsReview')}
        </Text>
      )}
      <Text size="xs" c={row.needsReview ? undefined : 'dimmed'} maw={320}>
        {row.reviewNote}
      </Text>
    </>
  );
}
