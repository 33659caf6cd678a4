import type { PayrollExport } from '@klokwerk/contract/payroll';
import { formatHours } from '@klokwerk/domain/format';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_WRAP, ScrollTable } from '../../../components/signed-in/scroll-table';

/**
 * The preview of the export: per employee the personeelsnummer, the name, the days with paid
 * time, the hours and, beside them and not deducted, the late penalty, then the hours of each
 * code (surcharge bands, leave, sickness), as the files hold them (the server's figures, only
 * formatted).
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
            {report.codeColumns.map((column) => (
              <Table.Th key={column.code} scope="col" ta="right" style={NO_WRAP}>
                {/* The code as the files head the column; what it stands for below it. */}
                {column.code}
                <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
                  {column.label}
                </Text>
              </Table.Th>
            ))}
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
              {report.codeColumns.map((column, index) => (
                <Table.Td key={column.code} ta="right" style={NO_WRAP}>
                  {formatHours(row.codeHours[index] ?? 0)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
