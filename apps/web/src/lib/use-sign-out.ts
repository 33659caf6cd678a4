import { useMantineColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSignIn } from './auth-storage';
import { hardNavigate } from './hard-navigate';
import { writeThemePreference } from './theme-preference';

/**
 * Signing out: the sign-in keys go (consent stays, docs/security.md#tokens), cached tenant data goes, the
 * theme is forced to light (docs/screens.md#top-bar), and the user lands on /login.
 * `hard` reloads the page there, as the dashboard's Uitloggen tile does (docs/screens.md#top-bar), so no
 * state of the previous user can survive in memory.
 */
export function useSignOut(): (options?: { hard?: boolean }) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { setColorScheme } = useMantineColorScheme();

  return useCallback(
    async ({ hard = false } = {}) => {
      clearSignIn({ onPurpose: true });
      if (hard) {
        writeThemePreference('light');
        queryClient.clear();
        hardNavigate('/login');
        return;
      }
      setColorScheme('light');
      await navigate('/login', { replace: true });
      // After leaving the page, so that its queries do not refetch into an emptied cache.
      queryClient.clear();
    },
    [navigate, queryClient, setColorScheme],
  );
}
