import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { type SessionClaims, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { InstallPromptCard } from '../components/install-prompt-card';
import { LoginForm } from '../components/login-form';
import type { LoginRedirectState } from '../components/require-auth';

/** Only a path inside this app; never "//evil.example" or a full address from crafted state. */
function safeReturnPath(state: unknown): string | null {
  const from = (state as LoginRedirectState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * The kiosk always opens the clock-in screen (docs/screens.md#sign-in); anyone else goes back to the
 * page the guard stopped them at, or to the dashboard.
 */
export function destinationAfterLogin(claims: SessionClaims, state: unknown): string {
  if (claims.roles.includes('KLOKSYSTEEM')) return '/clockin';
  return safeReturnPath(state) ?? '/dashboard';
}

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  usePageTitle(t('login.title'));

  // Signed in (just now, or remembered from before, e.g. the installed app opening at /login):
  // straight on. The same rule serves both cases, so a successful login needs no navigate call.
  if (session) return <Navigate to={destinationAfterLogin(session, location.state)} replace />;

  return (
    <Stack maw={440} mx="auto" py="xl" gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('login.title')}</Title>
        <Text c="dimmed">{t('login.intro')}</Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <LoginForm />
      </Paper>
      <InstallPromptCard />
    </Stack>
  );
}
