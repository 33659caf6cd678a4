import type { HoursBalanceMonth, HoursBalanceRow } from '@klokwerk/contract/balances';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { minutesText, signedMinutesText } from './balance-format';
import { NO_WRAP } from './scroll-table';

/** The figures of a Plus/min-uren row: one employee's month, or an employee in the report. */
type Figures = Pick<
  HoursBalanceMonth | HoursBalanceRow,
  | 'contractMinutes'
  | 'workedMinutes'
  | 'leaveMinutes'
  | 'sickMinutes'
  | 'unpaidLeaveMinutes'
  | 'differenceMinutes'
  | 'balanceMinutes'
>;

/**
 * The column heads after the first (the month or the employee) of a Plus/min-uren table. The
 * heads and HoursBalanceCells come from one file so the two stay in the same order. The
 * report alone shows unpaid leave (`withUnpaid`); one employee's own table leaves it out.
 */
export function HoursBalanceHeads({ withUnpaid = false }: { withUnpaid?: boolean }) {
  const { t } = useTranslation('balances');
  return (
    <>
      <Table.Th ta="right">{t('hours.contract')}</Table.Th>
      <Table.Th ta="right">{t('hours.worked')}</Table.Th>
      <Table.Th ta="right">{t('hours.leave')}</Table.Th>
      <Table.Th ta="right">{t('hours.sick')}</Table.Th>
      {withUnpaid && <Table.Th ta="right">{t('hours.unpaid')}</Table.Th>}
      <Table.Th ta="right">{t('hours.difference')}</Table.Th>
      <Table.Th ta="right">{t('hours.balance')}</Table.Th>
    </>
  );
}

/**
 * The figure cells of one row under HoursBalanceHeads: hours on one line each, the difference
 * and the balance with their sign, the balance in bold. `contractText` stands in the contract
 * cell where the minutes alone would mislead (a month without a contract).
 */
export function HoursBalanceCells({
  figures,
  withUnpaid = false,
  contractText,
}: {
  figures: Figures;
  withUnpaid?: boolean;
  contractText?: string;
}) {
  return (
    <>
      <Table.Td ta="right" style={NO_WRAP}>
        {contractText ?? minutesText(figures.contractMinutes)}
      </Table.Td>
      <Table.Td ta="right" style={NO_WRAP}>
        {minutesText(figures.workedMinutes)}
      </Table.Td>
      <Table.Td ta="right" style={NO_WRAP}>
        {minutesText(figures.leaveMinutes)}
      </Table.Td>
      <Table.Td ta="right" style={NO_WRAP}>
        {minutesText(figures.sickMinutes)}
      </Table.Td>
      {withUnpaid && (
        <Table.Td ta="right" style={NO_WRAP}>
          {minutesText(figures.unpaidLeaveMinutes)}
        </Table.Td>
      )}
      <Table.Td ta="right" style={NO_WRAP}>
        {signedMinutesText(figures.differenceMinutes)}
      </Table.Td>
      <Table.Td ta="right" style={NO_WRAP} fw={700}>
        {signedMinutesText(figures.balanceMinutes)}
      </Table.Td>
    </>
  );
}
