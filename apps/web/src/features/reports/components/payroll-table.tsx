import type { PayrollExport } from '@klokwerk/contract/payroll';
import { formatHours } from '@klokwerk/domain/format';
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_WRAP, ScrollTable } from '../../../components/signed-in/scroll-table';

/**
 * The preview of the export: per employee the personeelsnummer, the name, the days with paid
 * time, the hours and, beside them and not deducted, the late penalty, as the files hold them
 * (the server's figures, only formatted).
 */
export function PayrollTable({ report, label }: { report: PayrollExport; label: string }) {
  const { t } = useTranslation('reports');
  return (
    <ScrollTable minWidth={300} label={label}>
      <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              {/* Nmbrs' own short name keeps a phone's table narrow; readers hear it in full. */}
              <span aria-hidden>{t('payroll.table.payrollNumberShort')}</span>
              <VisuallyHidden>{t('payroll.table.payrollNumber')}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">{t('payroll.table.name')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('payroll.table.days')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('payroll.table.hours')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('payroll.table.penalty')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.employees.map((row) => (
            <Table.Tr key={row.employeeId}>
              <Table.Td style={NO_WRAP}>
                {row.payrollNumber ?? (
                  <>
                    <span aria-hidden>—</span>
                    <VisuallyHidden>{t('payroll.table.noPayrollNumber')}</VisuallyHidden>
                  </>
                )}
              </Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{row.days}</Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {formatHours(row.hours)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {row.penaltyHours === null ? (
                  <>
                    <span aria-hidden>—</span>
                    <VisuallyHidden>{t('payroll.table.penaltyUnknown')}</VisuallyHidden>
                  </>
                ) : (
                  formatHours(row.penaltyHours)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
