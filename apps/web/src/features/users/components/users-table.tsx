import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '../../../lib/queries/company-users';
import { roleLabel } from '../../../lib/role-options';
import classes from './users.module.css';

export interface UserRowsProps {
  users: readonly CompanyUser[];
  labelledBy: string;
  onOpen(user: CompanyUser): void;
  /** Someone reaches for a user: fetch the dialog's code early. */
  onPrepare(): void;
}

/**
 * Naam, E-mail and Rol (docs/screens.md#registration-links). A click anywhere on a row opens Gebruikersbeheer;
 * the name is the row's button, so the keyboard and screen readers reach it as well.
 */
export function UsersTable({ users, labelledBy, onOpen, onPrepare }: UserRowsProps) {
  const { t } = useTranslation('users');
  return (
    <Table aria-labelledby={labelledBy} verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('list.name')}</Table.Th>
          <Table.Th scope="col">{t('list.email')}</Table.Th>
          <Table.Th scope="col">{t('list.role')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr
            key={user.userName}
            className={classes.row}
            onClick={() => onOpen(user)}
            onPointerEnter={onPrepare}
          >
            <Table.Th scope="row" fw={500}>
              <Anchor
                component="button"
                type="button"
                className={classes.rowButton}
                onClick={() => onOpen(user)}
                onFocus={onPrepare}
              >
                {user.fullName}
              </Anchor>
            </Table.Th>
            <Table.Td className={classes.email} c={user.email ? undefined : 'dimmed'}>
              {user.email ?? t('list.noEmail')}
            </Table.Td>
            <Table.Td>{roleLabel(user.roles[0])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
