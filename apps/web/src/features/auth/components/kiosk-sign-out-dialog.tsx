import { loginBody } from '@klokwerk/contract/login';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useVerifyKioskManager } from '../api/verify-kiosk-manager';

/** The sign-in call's own rules for the two fields a manager fills in. */
const validateCredentials = schemaResolver(loginBody.pick({ userName: true, password: true }), {
  sync: true,
});

interface KioskSignOutDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The kiosk's tenant; the manager must belong to it. */
  tenantId: string | null;
  /** Called once a manager's credentials have been accepted. */
  onVerified: () => void;
}

/**
 * A manager signs the kiosk out with their own user name and password (docs/roles-and-policies.md#roles: the kiosk's
 * sign-out is not for anyone passing by). The fields never autofill and are emptied on close:
 * the kiosk is a shared device whose browser must not keep a manager's password.
 */
export function KioskSignOutDialog({
  opened,
  onClose,
  tenantId,
  onVerified,
}: KioskSignOutDialogProps) {
  const { t } = useTranslation();
  const verify = useVerifyKioskManager();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useForm({
    initialValues: { userName: '', password: '' },
    validate: validateCredentials,
  });

  const refuse = (message: string) => {
    setRefusal(message);
    form.setFieldValue('password', '');
  };

  const close = () => {
    form.reset();
    verify.reset();
    setRefusal(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    if (!tenantId) return refuse(t('kioskSignOut.wrongCredentials'));
    verify.mutate(
      { tenantId, ...values },
      {
        onSuccess: (isManager) => (isManager ? onVerified() : refuse(t('kioskSignOut.notManager'))),
        // No answer, or too many attempts: the client's or server's own Dutch message says
        // more than "wrong password" would.
        onError: (error) =>
          refuse(
            error instanceof ApiError && (error.status === 0 || error.status === 429)
              ? error.message
              : t('kioskSignOut.wrongCredentials'),
          ),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('kioskSignOut.title')}
      centered
      closeButtonProps={{ 'aria-label': t('kioskSignOut.close') }}
    >
      <form onSubmit={submit} noValidate autoComplete="off">
        <Stack gap="md">
          <Text size="sm">{t('kioskSignOut.text')}</Text>
          {refusal && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
              {refusal}
            </Alert>
          )}
          <TextInput
            label={t('kioskSignOut.userName')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            data-autofocus
            {...form.getInputProps('userName')}
          />
          <PasswordInput
            label={t('kioskSignOut.password')}
            autoComplete="off"
            required
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleButtonProps={{
              'aria-label': passwordVisible
                ? t('kioskSignOut.hidePassword')
                : t('kioskSignOut.showPassword'),
            }}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('kioskSignOut.cancel')}
            </Button>
            <Button type="submit" loading={verify.isPending}>
              {t('kioskSignOut.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
