import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { hardNavigate } from '../../../lib/hard-navigate';
import { useSession } from '../../../lib/session';
import { InstallPromptCard } from '../components/install-prompt-card';
import { LoginForm } from '../components/login-form';
import { t } from '../login-texts';
import { destinationAfterLogin, returnPathOf } from '../return-path';

/**
 * The sign-in screen (docs/screens.md#sign-in), the page of its own at /login (login.html), in
 * the frame the app's pages have: the skip link and <main>.
 */
export function LoginPage() {
  const session = useSession();
  // Signed in already when the page opened (remembered from before, e.g. the installed app
  // opening at /login): nothing to show on the way on.
  const [signedInAtOpen] = useState(() => session !== null);
  const destination = session
    ? destinationAfterLogin(session, returnPathOf(window.location.search))
    : null;

  // Signed in, at opening, just now or in another tab: straight on, in place of /login in the
  // history. The same rule serves every case, so a successful login needs no navigate call.
  useEffect(() => {
    if (destination) hardNavigate(destination, { replace: true });
  }, [destination]);

  if (signedInAtOpen) return null;

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Container component="main" id="main" tabIndex={-1} size="lg" px="md" pb="xl">
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
      </Container>
    </>
  );
}
