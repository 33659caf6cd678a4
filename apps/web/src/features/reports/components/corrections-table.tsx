import { formatDate, formatTime } from '@klokwerk/domain/format';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_WRAP, ScrollTable } from '../../../components/signed-in/scroll-table';
import type { Correction } from '../../../lib/queries/corrections';
import { StatusBadge, verdictOf } from './status-badge';

function dateTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return `${formatDate(at, timeZone)} ${formatTime(at, timeZone)}`;
}

/** The corrections with their status badges (docs/screens.md#reports: green, yellow, red). */
export function CorrectionsTable({
  corrections,
  timeZone,
  showEmployee,
  label,
}: {
  corrections: readonly Correction[];
  timeZone: string;
  showEmployee: boolean;
  label: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <ScrollTable minWidth={showEmployee ? 820 : 640} label={label}>
      <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {showEmployee && <Table.Th scope="col">{t('corrections.employee')}</Table.Th>}
            <Table.Th scope="col">{t('corrections.requestedTime')}</Table.Th>
            <Table.Th scope="col">{t('corrections.clockOut')}</Table.Th>
            <Table.Th scope="col">{t('corrections.reason')}</Table.Th>
            <Table.Th scope="col">{t('corrections.status')}</Table.Th>
            <Table.Th scope="col">{t('corrections.rejectionReason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {corrections.map((c) => (
            <Table.Tr key={c.correctionId}>
              {showEmployee && <Table.Td>{c.employeeName}</Table.Td>}
              <Table.Td style={NO_WRAP}>{dateTime(c.requestedTime, timeZone)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                {c.clockOutTime ? dateTime(c.clockOutTime, timeZone) : t('corrections.none')}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.reason}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <StatusBadge verdict={verdictOf(c.status)}>
                  {t(`corrections.${c.status}`)}
                </StatusBadge>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.rejectionReason ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
