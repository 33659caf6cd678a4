import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RegistrationFrame } from './registration-frame';
import { useRegistrationText } from './registration-language';

/** "Token wordt gevalideerd...": the link is being checked. */
export function ValidatingLink({ title }: { title: string }) {
  const { t } = useRegistrationText();
  return (
    <RegistrationFrame title={title}>
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('state.validating')}</Text>
        </Stack>
      </Center>
    </RegistrationFrame>
  );
}

/** "Ongeldige of Verlopen Link", with why when the page knows (no tenant in the link). */
export function InvalidLink({ reason }: { reason?: string }) {
  const { t } = useRegistrationText();
  return (
    <RegistrationFrame title={t('state.invalidTitle')}>
      <Alert color="red" variant="light" icon={<IconLinkOff aria-hidden />}>
        <Stack gap="xs">
          {reason && <Text fw={600}>{reason}</Text>}
          <Text>{t('state.invalidText')}</Text>
        </Stack>
      </Alert>
      <Anchor component={Link} to="/login">
        {t('state.toLogin')}
      </Anchor>
    </RegistrationFrame>
  );
}

/** The check itself failed (no connection, too many tries): it may work a moment later. */
export function LinkCheckFailed({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry(): void;
}) {
  const { t } = useRegistrationText();
  return (
    <RegistrationFrame title={title}>
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{t('state.loadFailed')}</Text>
          <Text>{message}</Text>
          <Button variant="light" color="red" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        </Stack>
      </Alert>
    </RegistrationFrame>
  );
}
