import { Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '../../../lib/queries/company-users';
import type { Employee } from '../../../lib/queries/employees';

/**
 * The delete-confirm state: the action cannot be undone (docs/screens.md#employees), what happens to
 * the hours (archived, docs/data-model.md#archived-employees) and to the user account.
 */
export function DeleteConfirm({
  employee,
  account,
}: {
  employee: Employee;
  account: CompanyUser | null | undefined;
}) {
  const { t } = useTranslation('employees');
  const name = `${employee.firstName} ${employee.lastName}`;
  return (
    <Stack gap="sm">
      {/* Not an Alert: that would be announced as one before anything went wrong. */}
      <Paper bg="var(--mantine-color-red-light)" p="md" radius="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Text c="red.9" lh={0} aria-hidden>
            <IconAlertTriangle size={22} />
          </Text>
          <Text fw={600}>{t('delete.question', { name })}</Text>
        </Group>
      </Paper>
      <List size="sm" spacing={4}>
        <List.Item>{t('delete.hours')}</List.Item>
        {account && <List.Item>{t('delete.account', { userName: account.userName })}</List.Item>}
      </List>
    </Stack>
  );
}
