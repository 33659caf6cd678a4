import { formatEuro, formatHours, formatNumber } from '@klokwerk/domain/format';
import { LEAVE_TYPES } from '@klokwerk/domain/leave-types';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_WRAP, ScrollTable } from '../../../components/signed-in/scroll-table';
import type { WageCostReport, WageCostRow } from '../api/get-wage-cost';
import { EmployeeCell, EuroCell, TotalRow, toCents } from './wage-cost-cells';

/** 50 → '50 %', 12.5 → '12,50 %'. */
const percentText = (percent: number) =>
  `${formatNumber(percent, Number.isInteger(percent) ? 0 : 2)} %`;

/** Whether the month has anything besides the plain wage cost to show. */
export function hasCodeFigures(report: WageCostReport): boolean {
  return report.rows.some(
    (row) =>
      row.bands.length > 0 ||
      row.sickHours > 0 ||
      LEAVE_TYPES.some((type) => row.leaveHours[type] > 0),
  );
}

/** The lines of one cell, or a dash when there are none. */
function Lines({ lines, none }: { lines: string[]; none: string }) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed" aria-label={none}>
        —
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Per employee the basic wage, the paid hours within each surcharge band with what the band
 * adds, the leave hours per type and the sick hours, and the cost with the surcharges (basic
 * wage + surcharges, the Kosten of the table above); the total below. Every figure is the
 * server's, only formatted.
 */
export function WageCostCodesTable({ report, period }: { report: WageCostReport; period: string }) {
  const { t } = useTranslation('reports');
  const label = t('wageCost.codes.caption', { period });
  const bandLines = (row: WageCostRow) =>
    row.bands.map((band) =>
      t('wageCost.codes.band', {
        name: band.name,
        code: band.hoursCode,
        percent: percentText(band.percent),
        hours: formatHours(band.hours),
        surcharge: formatEuro(toCents(band.surcharge)),
      }),
    );
  const leaveLines = (row: WageCostRow) =>
    LEAVE_TYPES.filter((type) => row.leaveHours[type] > 0).map((type) =>
      t(`wageCost.codes.${type}`, { hours: formatHours(row.leaveHours[type]) }),
    );
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('wageCost.codes.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('wageCost.codes.intro')}
      </Text>
      <ScrollTable minWidth={640} label={label}>
        <Table aria-label={label} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('wageCost.employee')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('wageCost.codes.basic')}
              </Table.Th>
              <Table.Th scope="col">{t('wageCost.codes.bands')}</Table.Th>
              <Table.Th scope="col">{t('wageCost.codes.leave')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('wageCost.codes.sick')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('wageCost.codes.totalCost')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.employeeId}>
                <EmployeeCell row={row} />
                <EuroCell euro={row.expense} />
                <Table.Td>
                  <Lines lines={bandLines(row)} none={t('wageCost.codes.none')} />
                </Table.Td>
                <Table.Td>
                  <Lines lines={leaveLines(row)} none={t('wageCost.codes.none')} />
                </Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {row.sickHours > 0 ? formatHours(row.sickHours) : '—'}
                </Table.Td>
                <EuroCell euro={row.totalCost} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <TotalRow label={t('wageCost.codes.total')} span={5} euro={report.totalCost} />
        </Table>
      </ScrollTable>
    </Stack>
  );
}
