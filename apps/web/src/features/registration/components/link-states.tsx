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

export interface InvalidLinkProps {
  /** Why, when the page knows (no tenant in the link, a reset link used up). */
  reason?: string;
  /** What to do now; by default the invitation's rule (7 days, once, ask the employer). */
  text?: string;
  /** Where a new link comes from, when the person can ask for one (/forgot-password). */
  renew?: { to: string; label: string };
}

/** "Ongeldige of Verlopen Link", saying why when the page knows, with the way on. */
export function InvalidLink({ reason, text, renew }: InvalidLinkProps) {
  const { t } = useRegistrationText();
  return (
    <RegistrationFrame title={t('state.invalidTitle')}>
      <Alert color="red" variant="light" icon={<IconLinkOff aria-hidden />}>
        <Stack gap="xs">
          {reason && <Text fw={600}>{reason}</Text>}
          <Text>{text ?? t('state.invalidText')}</Text>
        </Stack>
      </Alert>
      {renew && (
        <Button component={Link} to={renew.to} size="md">
          {renew.label}
        </Button>
      )}
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
