import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSignIn } from '../../../lib/auth-storage';
import { renderApp } from '../../../test/render-app';
import { sessionToken } from '../../../test/tokens';

const { hardNavigate } = vi.hoisted(() => ({ hardNavigate: vi.fn() }));
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate }));

function signIn(claims: Record<string, unknown>, subscription: string | null = null): void {
  const token = sessionToken(claims);
  saveSignIn({ token, tenantId: 'demohoreca', subscription, role: null }, false);
}

beforeEach(() => {
  // Only Date is faked, so Mantine's and Testing Library's timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-10T08:30:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  hardNavigate.mockReset();
});

function tileNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Onderdelen' });
  return [...nav.querySelectorAll('a, button')].map((el) => el.textContent ?? '');
}

describe('dashboard', () => {
  it('greets by first name and time of day', async () => {
    signIn({ firstName: 'Jan' });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Goedemorgen, Jan' })).toBeTruthy();
    expect(
      screen.getByText('Welkom terug in uw dashboard. Selecteer een optie om te beginnen.'),
    ).toBeTruthy();
    expect(document.title).toBe('Dashboard · Klokwerk');
  });

  it('falls back to Gebruiker without a first name', async () => {
    signIn({ firstName: null });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedemorgen, Gebruiker' }),
    ).toBeTruthy();
  });

  it('shows the tiles of the owner, linked to their pages', async () => {
    signIn({ roles: ['EIGENAAR'] });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(tileNames()).toEqual([
      'In en uit klokken',
      'Rooster',
      'Medewerkers',
      'Rapporten',
      'Beschikbaarheid',
      'Instellingen',
      'Uitloggen',
    ]);
    expect(screen.getByRole('link', { name: 'In en uit klokken' }).getAttribute('href')).toBe(
      '/ClockIn',
    );
  });

  it('shows an employee only their tiles; the first role counts', async () => {
    signIn({ roles: ['MEDEWERKER', 'EIGENAAR'] });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(tileNames()).toEqual(['Rooster', 'Uren Correctie', 'Beschikbaarheid', 'Uitloggen']);
  });

  it('shows only Uitloggen while the plan is unknown', async () => {
    signIn({ roles: ['EIGENAAR'], subscription: undefined });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(tileNames()).toEqual(['Uitloggen']);
  });

  it('signs out with the Uitloggen tile: keys gone, consent kept, full reload of /login', async () => {
    signIn({ roles: ['EIGENAAR'] }, 'Klokwerk Pro Maandelijks');
    localStorage.setItem('klokwerk.cookieConsent', 'kept');
    const { queryClient } = renderApp('/dashboard');
    queryClient.setQueryData(['employees'], [{ id: 1 }]);
    const nav = await screen.findByRole('navigation', { name: 'Onderdelen' });
    const tile = [...nav.querySelectorAll('button')].find((b) => b.textContent === 'Uitloggen');
    if (!tile) throw new Error('no Uitloggen tile');
    await userEvent.click(tile);

    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(sessionStorage.getItem('userSubscription')).toBeNull();
    expect(localStorage.getItem('klokwerk.cookieConsent')).toBe('kept');
    expect(queryClient.getQueryData(['employees'])).toBeUndefined();
  });
});
