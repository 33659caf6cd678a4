import { formatHours } from '@klokwerk/domain/format';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_WRAP, ScrollTable } from '../../../components/signed-in/scroll-table';
import type { WageCostReport } from '../api/get-wage-cost';
import { EmployeeCell, EuroCell, TotalRow } from './wage-cost-cells';

/**
 * Medewerker, Gewerkte Uren ('{n} uur'), Kosten ('€ {amount}'), and the bold final row
 * 'Totale Kosten:' (docs/screens.md#wage-cost). The cost is the wage cost incl. surcharges
 * (totalCost), the one total the dialog, Opslaan and the CSV name too; the table of the codes
 * below splits it into basic wage and bands. Every figure is the server's; the screen only formats.
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
              <EmployeeCell row={row} />
              <Table.Td ta="right" style={NO_WRAP}>
                {formatHours(row.hoursWorked)}
              </Table.Td>
              <EuroCell euro={row.totalCost} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <TotalRow label={t('wageCost.total')} span={2} euro={report.totalCost} />
      </Table>
    </ScrollTable>
  );
}
