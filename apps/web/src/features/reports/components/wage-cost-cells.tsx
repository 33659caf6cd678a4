import { formatEuro } from '@klokwerk/domain/format';
import { Table } from '@mantine/core';
import { NO_WRAP } from '../../../components/signed-in/scroll-table';
import type { WageCostRow } from '../api/get-wage-cost';

/**
 * The cells both wage-cost tables share, so the plain table and the one with the codes name an
 * employee and print an amount alike.
 */

/** Euro with 2 decimals as the server sends them, as whole cents for formatEuro. */
export const toCents = (euro: number) => Math.round(euro * 100);

/** The employee's name heading a row. */
export function EmployeeCell({ row }: { row: Pick<WageCostRow, 'firstName' | 'lastName'> }) {
  return (
    <Table.Th scope="row" fw={500}>
      {`${row.firstName} ${row.lastName}`.trim()}
    </Table.Th>
  );
}

/** An amount of the server's, right-aligned on one line: '€ 1.234,50'. */
export function EuroCell({ euro }: { euro: number }) {
  return (
    <Table.Td ta="right" style={NO_WRAP}>
      {formatEuro(toCents(euro))}
    </Table.Td>
  );
}

/** The table's foot: one bold row, its label across the columns before the amount, the total. */
export function TotalRow({ label, span, euro }: { label: string; span: number; euro: number }) {
  return (
    <Table.Tfoot>
      <Table.Tr fw={700}>
        <Table.Th scope="row" colSpan={span}>
          {label}
        </Table.Th>
        <EuroCell euro={euro} />
      </Table.Tr>
    </Table.Tfoot>
  );
}
