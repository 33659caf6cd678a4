import { formatHours } from '@klokwerk/domain/format';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_WRAP, ScrollTable } from '../../../components/signed-in/scroll-table';
import type { HoursRow } from '../api/get-hours-report';

/**
 * The calculated hours per employee, as the server computed them (docs/calculations.md#breaks): "excl. pauze" is
 * net (the WithBreak fields), "incl. pauze" gross, as in the CSV file.
 */
export function HoursSummaryTable({
  rows,
  labelledBy,
}: {
  rows: readonly HoursRow[];
  labelledBy: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <ScrollTable minWidth={820} labelledBy={labelledBy}>
      <Table aria-labelledby={labelledBy} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('hours.summary.employee')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('hours.summary.scheduledNet')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('hours.summary.scheduledGross')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('hours.summary.actualNet')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('hours.summary.actualGross')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('hours.summary.late')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('hours.summary.penalty')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.employeeId}>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              <Table.Td ta="right" style={NO_WRAP}>
                {formatHours(row.scheduledHoursWithBreak)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {formatHours(row.scheduledHours)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {formatHours(row.actualHoursWithBreak)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {formatHours(row.actualHours)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {formatHours(row.lateHours)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {formatHours(row.penaltyHours)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
