import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/signed-in/load-states';
import { type CompanyUser, useCompanyUsers } from '../../../lib/queries/company-users';
import { UsersList } from './users-list';
import { UsersTable } from './users-table';

export interface UsersOverviewProps {
  companyId: number | null;
  onOpen(user: CompanyUser): void;
  onPrepare(): void;
  /** The banner of the last role change, shown where the list is. */
  children?: ReactNode;
}

const TITLE_ID = 'users-overview-title';

/** The company's accounts (docs/screens.md#registration-links): a table on a wide screen, a list on a phone. */
export function UsersOverview({ companyId, onOpen, onPrepare, children }: UsersOverviewProps) {
  const { t } = useTranslation('users');
  const users = useCompanyUsers(companyId);
  // Read at once, not after the first paint: a phone should never flash the wide table.
  const narrow = useMediaQuery('(max-width: 40em)', undefined, { getInitialValueInEffect: false });
  const Rows = narrow ? UsersList : UsersTable;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={TITLE_ID}>
            {t('list.title')}
          </Title>
          {users.isSuccess && users.data.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('list.hint')}
            </Text>
          )}
        </Stack>
        {children}
        {companyId === null && <Text>{t('chooseCompany')}</Text>}
        {users.isLoading && (
          <Stack gap="xs" aria-busy="true" aria-labelledby={TITLE_ID}>
            <Skeleton height={40} />
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Stack>
        )}
        {users.isError && (
          <RetryAlert retryLabel={t('list.retry')} onRetry={() => void users.refetch()}>
            {t('list.loadFailed')}
          </RetryAlert>
        )}
        {users.isSuccess && users.data.length === 0 && <Text>{t('list.empty')}</Text>}
        {users.isSuccess && users.data.length > 0 && (
          <Rows users={users.data} labelledBy={TITLE_ID} onOpen={onOpen} onPrepare={onPrepare} />
        )}
      </Stack>
    </Paper>
  );
}
