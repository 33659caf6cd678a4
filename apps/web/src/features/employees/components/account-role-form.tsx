import { mayChangeRolesOf } from '@klokwerk/domain/policies';
import { primaryRole, type Role } from '@klokwerk/domain/roles';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import { ApiError } from '../../../lib/api-client';
import { type CompanyUser, useAssignRole } from '../../../lib/queries/company-users';
import { roleOptions, validateRole } from '../../../lib/role-options';

export interface AccountRoleFormProps {
  account: CompanyUser;
  companyId: number;
  /** The signed-in user's role: it decides which roles may be given (lib/role-options.ts). */
  actorRole: Role | null;
}

/**
 * The role of the employee's user account, opened with its first role chosen. Only the roles
 * the signed-in user may give are offered; an account ranked above them is shown, not changed
 * (docs/decisions/011-invitations-and-account-links.md, "Role change").
 */
export function AccountRoleForm({ account, companyId, actorRole }: AccountRoleFormProps) {
  const { t } = useTranslation('employees');
  const assign = useAssignRole(companyId);
  const [banner, setBanner] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const current = account.roles[0] ?? null;
  const form = useForm<{ role: string | null }>({
    initialValues: { role: current },
    validate: { role: validateRole },
  });

  if (!mayChangeRolesOf(actorRole, primaryRole(account.roles))) {
    return (
      <Text size="sm" c="dimmed">
        {t('account.notAllowed')}
      </Text>
    );
  }

  const data = roleOptions(actorRole, current);

  const submit = form.onSubmit(({ role }) => {
    if (!role) return;
    setBanner(null);
    assign.mutate(
      { userName: account.userName, role },
      {
        onSuccess: () => {
          setBanner({ kind: 'success', text: t('account.roleSaved') });
          form.resetDirty({ role });
        },
        // The server's reason (a higher rank, the last owner), else the specification's text.
        onError: (error) =>
          setBanner({
            kind: 'error',
            text:
              error instanceof ApiError && error.code !== 'UNKNOWN'
                ? error.message
                : t('account.roleFailed'),
          }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('sections.account')}>
      <Stack gap="sm">
        {banner && (
          <TimedAlert kind={banner.kind} onClose={() => setBanner(null)}>
            {banner.text}
          </TimedAlert>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('account.role')}
            placeholder={t('account.rolePlaceholder')}
            data={data}
            style={{ flex: '1 1 12rem' }}
            {...form.getInputProps('role')}
          />
          <Button type="submit" variant="light" loading={assign.isPending}>
            {t('account.saveRole')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('account.sessionsEnd')}
        </Text>
      </Stack>
    </form>
  );
}
