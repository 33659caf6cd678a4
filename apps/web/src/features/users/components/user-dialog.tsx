import { mayChangeRolesOf } from '@klokwerk/domain/policies';
import { primaryRole, type Role } from '@klokwerk/domain/roles';
import { Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { PhoneDialog } from '../../../components/signed-in/phone-dialog';
import { useBanner } from '../../../components/signed-in/use-banner';
import { type CompanyUser, useAssignRole } from '../../../lib/queries/company-users';
import { roleOptions, validateRole } from '../../../lib/role-options';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { resetFailure, roleFailure } from '../lib/failure-messages';
import classes from './users.module.css';

export interface UserDialogProps {
  user: CompanyUser;
  companyId: number;
  /** The signed-in user's role: it decides which roles may be given (docs/roles-and-policies.md). */
  actorRole: Role | null;
  opened: boolean;
  onClose(): void;
  /** The role is saved: the page says so, the list reloads and the dialog closes. */
  onRoleSaved(): void;
}

/**
 * Gebruikersbeheer (docs/screens.md#registration-links): who the user is, read-only; the role, opened with
 * the user's first role chosen; and a password-reset link mailed to the user.
 */
export function UserDialog({
  user,
  companyId,
  actorRole,
  opened,
  onClose,
  onRoleSaved,
}: UserDialogProps) {
  const { t } = useTranslation('users');
  const assign = useAssignRole(companyId);
  const reset = useRequestPasswordReset();
  const { banner, show, close } = useBanner();
  const current = user.roles[0] ?? null;
  const mayChange = mayChangeRolesOf(actorRole, primaryRole(user.roles));
  const form = useForm<{ role: string | null }>({
    initialValues: { role: current },
    validate: { role: validateRole },
  });

  const saveRole = form.onSubmit(({ role }) => {
    if (!role) return;
    close();
    assign.mutate(
      { userName: user.userName, role },
      { onSuccess: onRoleSaved, onError: (error) => show('error', roleFailure(error, t)) },
    );
  });

  const sendResetLink = () => {
    close();
    if (!user.email) {
      show('error', t('dialog.reset.noEmail'));
      return;
    }
    reset.mutate(user.userName, {
      onSuccess: (sent) => show('success', t('dialog.reset.sent', { email: sent.email })),
      onError: (error) => show('error', resetFailure(error, t)),
    });
  };

  const busy = assign.isPending || reset.isPending;

  return (
    <PhoneDialog
      opened={opened}
      onClose={onClose}
      title={t('dialog.title')}
      size="lg"
      closeLabel={t('dialog.close')}
    >
      <form onSubmit={saveRole} noValidate>
        <Stack gap="md">
          <BannerAlert banner={banner} onClose={close} />
          <TextInput label={t('dialog.name')} value={user.fullName} variant="filled" readOnly />
          <TextInput label={t('dialog.userName')} value={user.userName} variant="filled" readOnly />
          <TextInput
            label={t('dialog.email')}
            value={user.email ?? ''}
            placeholder={t('list.noEmail')}
            variant="filled"
            readOnly
          />
          <Select
            label={t('dialog.role')}
            placeholder={t('dialog.rolePlaceholder')}
            data={roleOptions(actorRole, current)}
            allowDeselect={false}
            disabled={!mayChange}
            description={mayChange ? t('dialog.sessionsEnd') : t('dialog.notAllowed')}
            {...form.getInputProps('role')}
          />
          <Text size="sm" c="dimmed">
            {t('dialog.resetHelp')}
          </Text>
          <div className={classes.actions}>
            <Button
              variant="light"
              className={classes.reset}
              leftSection={<IconKey size={18} aria-hidden />}
              loading={reset.isPending}
              disabled={assign.isPending}
              onClick={sendResetLink}
            >
              {t('dialog.resetPassword')}
            </Button>
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('dialog.cancel')}
            </Button>
            <Button
              type="submit"
              loading={assign.isPending}
              disabled={!mayChange || reset.isPending}
            >
              {t('dialog.saveRole')}
            </Button>
          </div>
        </Stack>
      </form>
    </PhoneDialog>
  );
}
