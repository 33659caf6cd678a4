import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { loginPath } from '../features/auth/return-path';
import { setUnauthorizedHandler } from '../lib/api-client';
import { useSession } from '../lib/session';
import { TopBarSlot } from './top-bar-slot';

/** Frame of every page: skip link, the top bar while signed in, and the page in <main>. */
export function RootLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  // The server no longer accepts the token (expired, password changed, revoked): the client has
  // already cleared the sign-in; drop cached data and go to /login, back here after signing in.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      const here = `${location.pathname}${location.search}${location.hash}`;
      void navigate(loginPath(here), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, location, queryClient]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {session && <TopBarSlot />}
      <Container component="main" id="main" tabIndex={-1} size="lg" px="md" pb="xl">
        <Outlet />
      </Container>
    </>
  );
}
