import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { LoginPage } from '../features/auth/pages/login-page';
import { themePreferenceManager } from '../lib/theme-preference';
import { cssVariablesResolver, theme } from './theme';

/**
 * /login as a page of its own: the sign-in screen with Mantine's provider set up as the app's
 * (src/app/providers.tsx), so it looks the same and follows the same stored colour scheme,
 * but without the router, i18next or TanStack Query, which it does not use.
 * `env` 'test' turns off Mantine's transitions and portals, as in the app's tests.
 */
export function LoginApp({ env = 'default' }: { env?: 'default' | 'test' }) {
  const [colorSchemeManager] = useState(themePreferenceManager);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      <LoginPage />
    </MantineProvider>
  );
}
