import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSystemDark } from '../test/match-media';
import { renderApp } from '../test/render-app';
import { signInWith } from '../test/tokens';

function scheme(): string | null {
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

describe('theme', () => {
  it('follows the system without a stored choice, also when it changes', async () => {
    setSystemDark(true);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(scheme()).toBe('dark');
    setSystemDark(false);
    await waitFor(() => expect(scheme()).toBe('light'));
  });

  it('uses a stored dark choice even when the system is light', async () => {
    localStorage.setItem('themePreference', 'dark');
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(scheme()).toBe('dark');
  });

  it('uses a stored light choice even when the system is dark', async () => {
    setSystemDark(true);
    localStorage.setItem('themePreference', 'light');
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(scheme()).toBe('light');
  });

  it('toggles and stores the choice', async () => {
    signInWith();
    renderApp('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Donkere modus' }));
    expect(localStorage.getItem('themePreference')).toBe('dark');
    expect(scheme()).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Lichte modus' }));
    expect(localStorage.getItem('themePreference')).toBe('light');
    expect(scheme()).toBe('light');
  });

  it('is forced to light by logging out from the top bar, which leads to /login', async () => {
    localStorage.setItem('themePreference', 'dark');
    localStorage.setItem('klokwerk.cookieConsent', 'kept');
    signInWith();
    const { router } = renderApp('/settings');
    expect(await screen.findByRole('button', { name: 'Lichte modus' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toBeNull();
    expect(localStorage.getItem('themePreference')).toBe('light');
    expect(scheme()).toBe('light');
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('klokwerk.cookieConsent')).toBe('kept');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Uitloggen' })).toBeNull());
  });
});
