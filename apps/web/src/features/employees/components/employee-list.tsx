import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../lib/queries/employees';
import { errorMessage } from '../lib/error-message';
import { EmployeeGrid, EmployeeGridSkeleton } from './employee-grid';
import { EmptyState } from './empty-state';
import type { EmployeeListState } from './use-employee-list';

export interface EmployeeListProps {
  companyId: number | null;
  list: Pick<EmployeeListState, 'employees' | 'withStatus' | 'shown' | 'today'>;
  onOpen(employee: Employee): void;
  /** Fetches the employee dialog's code as a pointer or the keyboard comes near a card. */
  onPrefetch(): void;
}

/** The employees as cards, with how many the filters show, or why there are none. */
export function EmployeeList({ companyId, list, onOpen, onPrefetch }: EmployeeListProps) {
  const { t } = useTranslation('employees');
  const { employees, withStatus, shown } = list;
  const countText =
    shown.length === withStatus.length
      ? t('count', { count: withStatus.length })
      : t('countFiltered', { shown: shown.length, total: withStatus.length });

  return (
    <Stack gap="sm" component="section" aria-labelledby="employee-list-heading">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id="employee-list-heading">
          {t('listHeading')}
        </Title>
        {employees.isSuccess && (
          <Text c="dimmed" size="sm" role="status">
            {countText}
          </Text>
        )}
      </Group>
      {companyId === null ? (
        <EmptyState title={t('noCompany')} />
      ) : employees.isPending ? (
        <EmployeeGridSkeleton />
      ) : employees.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('loadFailed', { message: errorMessage(employees.error) })}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void employees.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : withStatus.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('noMatches')} />
      ) : (
        <EmployeeGrid
          employees={shown}
          today={list.today}
          onOpen={onOpen}
          onPrefetch={onPrefetch}
        />
      )}
    </Stack>
  );
}
