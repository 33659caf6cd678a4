import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { hardNavigate } from '../../../lib/hard-navigate';
import { RegistrationFrame } from './registration-frame';
import { useRegistrationText } from './registration-language';

/** Registration and reset pages go on to /login after 3 s (docs/screens.md#employee-registration). */
export const REDIRECT_MS = 3_000;
/** The forgot-password page waits 5 s: its text is longer (docs/screens.md#employee-registration). */
export const FORGOT_REDIRECT_MS = 5_000;

export interface RegistrationSuccessProps {
  title: string;
  message: string;
  /** What to do next: the other link, signing in, looking in the mailbox. */
  next: string;
  redirectMs?: number;
}

/** The last state: done, then on to the sign-in page, or there at once with the link. */
export function RegistrationSuccess({
  title,
  message,
  next,
  redirectMs = REDIRECT_MS,
}: RegistrationSuccessProps) {
  const { t } = useRegistrationText();
  useEffect(() => {
    // /login is a page of its own (apps/web/login.html): loaded at once, not through the app's
    // router, which would show /login in the address bar while it loads the page.
    const timer = setTimeout(() => hardNavigate('/login', { replace: true }), redirectMs);
    return () => clearTimeout(timer);
  }, [redirectMs]);

  return (
    <RegistrationFrame title={title}>
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        <Stack gap="xs">
          <Text fw={600}>{message}</Text>
          <Text>{next}</Text>
          <Text size="sm">{t('state.redirecting', { seconds: redirectMs / 1000 })}</Text>
        </Stack>
      </Alert>
      <Anchor component={Link} to="/login" replace>
        {t('state.toLogin')}
      </Anchor>
    </RegistrationFrame>
  );
}
