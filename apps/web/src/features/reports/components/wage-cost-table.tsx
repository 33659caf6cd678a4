import { formatEuro, formatHours } from '@klokwerk/domain/format';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_WRAP, ScrollTable } from '../../../components/signed-in/scroll-table';
import type { WageCostReport } from '../api/get-wage-cost';

/** Euro with 2 decimals as the server sends them, as whole cents for formatEuro. */
export const toCents = (euro: number) => Math.round(euro * 100);

/**
 * Medewerker, Gewerkte Uren ('{n} uur'), Kosten ('€ {amount}'), and the bold final row
 * 'Totale Kosten:' (docs/screens.md#wage-cost). Every figure is the server's; the screen only formats.
 */
export function WageCostTable({ report, label }: { report: WageCostReport; label: string }) {
  const { t } = useTranslation('reports');
  return (
    <ScrollTable minWidth={320} label={label}>
      <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('wageCost.employee')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('wageCost.hours')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('wageCost.cost')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.employeeId}>
              <Table.Th scope="row" fw={500}>
                {`${row.firstName} ${row.lastName}`.trim()}
              </Table.Th>
              <Table.Td ta="right" style={NO_WRAP}>
                {formatHours(row.hoursWorked)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {formatEuro(toCents(row.expense))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row" colSpan={2}>
              {t('wageCost.total')}
            </Table.Th>
            <Table.Td ta="right" style={NO_WRAP}>
              {formatEuro(toCents(report.totalExpense))}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}
