import { formatDate, formatTime } from '@klokwerk/domain/format';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Correction } from '../../../lib/queries/corrections';
import { clockOutText } from './clock-out-text';
import { ReasonText } from './reason-text';
import { StatusControl } from './status-control';

export interface CorrectionsTableProps {
  corrections: readonly Correction[];
  timeZone: string;
  /** The table's name for screen readers: which month it shows. */
  label: string;
  onReview(correction: Correction): void;
  /** Someone reaches for a pending status: fetch the dialog's code early. */
  onPrepare(): void;
}

/**
 * The manager's table (docs/screens.md#corrections): the clock-out column leaves small screens, the reason
 * medium ones; the status stays in every row, and only a pending one is a button that opens
 * the actions dialog.
 */
export function CorrectionsTable({
  corrections,
  timeZone,
  label,
  onReview,
  onPrepare,
}: CorrectionsTableProps) {
  const { t } = useTranslation('corrections');
  return (
    <Table aria-label={label} verticalSpacing="sm" horizontalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('review.table.employee')}</Table.Th>
          <Table.Th scope="col">{t('review.table.date')}</Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t('review.table.clockOut')}
          </Table.Th>
          <Table.Th scope="col">{t('review.table.requested')}</Table.Th>
          <Table.Th scope="col" visibleFrom="lg">
            {t('review.table.reason')}
          </Table.Th>
          <Table.Th scope="col">{t('review.table.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {corrections.map((correction) => {
          const requested = new Date(correction.requestedTime);
          return (
            <Table.Tr key={correction.correctionId}>
              <Table.Th scope="row" fw={500}>
                {correction.employeeName}
              </Table.Th>
              <Table.Td>{formatDate(requested, timeZone)}</Table.Td>
              <Table.Td visibleFrom="sm">{clockOutText(correction, timeZone, t)}</Table.Td>
              <Table.Td>{formatTime(requested, timeZone)}</Table.Td>
              <Table.Td visibleFrom="lg" maw="22rem">
                <ReasonText reason={correction.reason} />
              </Table.Td>
              <Table.Td>
                <StatusControl correction={correction} onReview={onReview} onPrepare={onPrepare} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
