import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../lib/api-client';
import { clearSignIn } from '../lib/auth-storage';
import { seriousViolations } from '../test/axe';
import { fakeApi, refusal } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { signInWith } from '../test/tokens';

const { hardNavigate } = vi.hoisted(() => ({ hardNavigate: vi.fn() }));
vi.mock('../lib/hard-navigate', () => ({ hardNavigate }));
beforeEach(() => hardNavigate.mockReset());

describe('routes', () => {
  it.each(['/clockin', '/ClockIn', '/CLOCKIN'])('opens the clock-in page at %s', async (path) => {
    signInWith();
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inklokken/uitklokken' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verzend' })).toBeTruthy();
    expect(document.title).toBe('Inklokken/uitklokken · Klokwerk');
  });

  it.each([
    ['/EmployerDashboard', 'Medewerkerbeheer'],
    ['/employeehourstable', 'Werknemersuren per Maand'],
    ['/ExpenseCalculator', 'Loonkosten'],
    ['/Urencorrectie', 'Uren correcties'],
    ['/Schedulepro', 'Roosterbeheer'],
    ['/ReportPage', 'Rapporten'],
    ['/settings', 'Instellingen'],
    ['/settings/category-jobtitlePro', 'Organisatie Structuur'],
    ['/settings/company-management', 'Bedrijvenbeheer'],
    ['/settings/RegistrationLinkDashboard', 'Registratielink Genereren'],
    ['/settings/penaltySettings', 'Penalty Instellingen'],
    ['/settings/audit-log', 'Auditlog'],
    ['/availabilitiy', 'Beschikbaarheid Invullen'],
  ])('shows the guarded page %s as %s', async (path, title) => {
    signInWith();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each([
    ['/forgot-password', 'Wachtwoord vergeten'],
    ['/aanmelden', 'Probeer Klokwerk 30 dagen gratis'],
  ])('shows the public page %s without signing in', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Uitloggen' })).toBeNull();
  });

  it('opens the reset page without signing in, and says when its link names no tenant', async () => {
    renderApp('/reset-password/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ongeldige of Verlopen Link' }),
    ).toBeTruthy();
    expect(screen.getByText('Geen tenant opgegeven in de resetlink.')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it.each(['/register/abc', '/users/register/abc'])(
    'opens the registration page %s without signing in',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ongeldige of Verlopen Link' }),
      ).toBeTruthy();
      expect(screen.getByText('Geen tenant opgegeven in de registratielink.')).toBeTruthy();
    },
  );

  it.each([
    ['/', '/'],
    ['/privacy', '/privacy'],
    ['/About#team', '/about#team'],
    ['/login', '/login'],
    ['/Login?from=%2Fsettings', '/login?from=%2Fsettings'],
  ])(
    'leaves the page %s to the server: a link to it is a full page load of %s in its place',
    async (path, page) => {
      const { router } = renderApp('/bestaat-niet');
      await screen.findByRole('heading', { name: 'Pagina niet gevonden' });
      await act(() => router.navigate(path));
      await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(page, { replace: true }));
    },
  );

  it.each(['/', '/login'])(
    'shows the 404 rather than reloading when the server itself sent the app for %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeTruthy();
      expect(hardNavigate).not.toHaveBeenCalled();
    },
  );

  it('answers an unknown path with a Dutch 404', async () => {
    renderApp('/bestaat-niet');
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('links the 404 to the dashboard when signed in', async () => {
    signInWith();
    renderApp('/bestaat-niet');
    expect(
      (await screen.findByRole('link', { name: 'Naar het dashboard' })).getAttribute('href'),
    ).toBe('/dashboard');
  });
});

describe('guard', () => {
  it('sends a visitor without a token to the page /login, with the page to come back to', async () => {
    const { router } = renderApp('/Schedulepro?week=2026-W49');
    await waitFor(() =>
      expect(hardNavigate).toHaveBeenCalledWith('/login?from=%2FSchedulepro%3Fweek%3D2026-W49', {
        replace: true,
      }),
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Uitloggen' })).toBeNull();
  });

  it('sends the next person at the till to /login without the page after an Uitloggen', async () => {
    signInWith();
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Instellingen' });
    act(() => clearSignIn({ onPurpose: true }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(router.state.location.search).toBe('');
  });

  it('treats an expired token as none', async () => {
    signInWith({ sub: 'x', roles: ['EIGENAAR'], exp: Math.floor(Date.now() / 1000) - 1 });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('button', { name: 'Uitloggen' })).toBeNull();
  });

  it('shows the top bar with a token', async () => {
    signInWith();
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Instellingen' });
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Donkere modus' })).toBeTruthy();
  });

  it('shows the top bar on a public page opened with a token, once its code has come', async () => {
    signInWith();
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' });
    expect(await screen.findByRole('button', { name: 'Uitloggen' })).toBeTruthy();
  });

  it('sends the user to /login when the server ends the session, and back after', async () => {
    signInWith();
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Instellingen' });
    fakeApi().on(employeesOfCompanyCall, refusal(401, 'TOKEN_INVALID', 'x'));
    await act(() =>
      callApi(employeesOfCompanyCall, { params: { companyId: 1 } }).catch(() => undefined),
    );
    vi.unstubAllGlobals();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Fsettings');
    await waitFor(() =>
      expect(hardNavigate).toHaveBeenCalledWith('/login?from=%2Fsettings', { replace: true }),
    );
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });
});
