import { formatHours } from '@klokwerk/domain/format';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_WRAP, ScrollTable } from '../../../components/signed-in/scroll-table';
import type { HoursRow } from '../api/get-hours-report';
import { hoursColumns } from './hours-columns';

/**
 * The calculated hours per employee, as the server computed them (docs/calculations.md#hours-report),
 * as the CSV file has them: planned, then the story of the month left to right, worked − penalty
 * = result. "excl. pauze" is net (the WithBreak fields), "incl. pauze" gross.
 */
export function HoursSummaryTable({
  rows,
  labelledBy,
}: {
  rows: readonly HoursRow[];
  labelledBy: string;
}) {
  const { t } = useTranslation('reports');
  const columns = hoursColumns(t);
  return (
    <ScrollTable minWidth={960} labelledBy={labelledBy}>
      <Table aria-labelledby={labelledBy} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('hours.summary.employee')}</Table.Th>
            {columns.map(([label]) => (
              <Table.Th key={label} scope="col" ta="right">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.employeeId}>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              {columns.map(([label, hours]) => (
                <Table.Td key={label} ta="right" style={NO_WRAP}>
                  {formatHours(hours(row))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
