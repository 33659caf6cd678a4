import { monthName } from '@klokwerk/domain/dutch-calendar';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BalanceOf, type MonthRange, useHoursBalance } from '../../lib/queries/balances';
import { signedMinutesText } from './balance-format';
import { HoursBalanceCells, HoursBalanceHeads } from './hours-balance-cells';
import { LoadFailed, LoadingRows } from './load-states';
import { MonthRangeSelect } from './month-range-select';
import { NO_WRAP, ScrollTable } from './scroll-table';

/**
 * Plus/min-uren (docs/leave-and-hours-balance.md#hours-balance) of one employee per month:
 * what the contract asks, what was done (worked, leave, sick), the difference and the balance
 * carried from the first chosen month. One's own on Mijn uren, an employee's in the dialog.
 */
export function HoursBalance({
  of,
  currentYear,
  currentMonth,
  titleOrder = 2,
}: {
  of: BalanceOf;
  currentYear: number;
  currentMonth: number;
  titleOrder?: 2 | 3 | 4;
}) {
  const { t } = useTranslation('balances');
  const [range, setRange] = useState<MonthRange>({
    year: currentYear,
    from: 1,
    to: currentMonth,
  });
  const balance = useHoursBalance(of, range);
  const headingId = useId();
  const months = balance.data?.months ?? [];
  const last = months.at(-1);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={titleOrder} size="h4" id={headingId}>
        {t('hours.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('hours.intro')}
      </Text>
      <MonthRangeSelect value={range} onChange={setRange} currentYear={currentYear} />
      {balance.isPending && <LoadingRows rows={2} height={40} />}
      {balance.isError && (
        <LoadFailed
          title={t('hours.failed')}
          error={balance.error}
          retryLabel={t('hours.retry')}
          onRetry={() => void balance.refetch()}
        />
      )}
      {last && (
        // The figure a person looks for first, above a table that scrolls sideways on a phone.
        <Text fw={700}>
          {t('hours.balanceAt', {
            month: monthName(last.year, last.month),
            balance: signedMinutesText(last.balanceMinutes),
          })}
        </Text>
      )}
      {balance.data && months.length > 0 && (
        <ScrollTable minWidth={620} labelledBy={headingId}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('hours.month')}</Table.Th>
                <HoursBalanceHeads />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((month) => (
                <Table.Tr key={`${month.year}-${month.month}`}>
                  <Table.Td style={NO_WRAP}>{monthName(month.year, month.month)}</Table.Td>
                  <HoursBalanceCells
                    figures={month}
                    contractText={
                      month.maxMinutes === null && month.contractMinutes === 0
                        ? t('hours.noContract')
                        : undefined
                    }
                  />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
