import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loginCall } from '@klokwerk/contract/login';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../i18n/nl.json';
import { seriousViolations } from '../../../test/axe';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { setStandalone } from '../../../test/match-media';
import { sessionToken } from '../../../test/tokens';
import { LoginPage } from './login-page';

// Leaving the page is a full page load, which jsdom cannot do: the tests see where it goes.
const { hardNavigate } = vi.hoisted(() => ({ hardNavigate: vi.fn() }));
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate }));

let api: FakeApi;

/**
 * The sign-in screen as login.html shows it, at `address` (the guard's return page in its
 * query). Mantine's transitions and portals are off, as in the app's tests; the app's theme
 * and colour scheme (app/login-app.tsx) change nothing a test here reads.
 */
function openLogin(address = '/login'): void {
  window.history.replaceState(null, '', address);
  render(
    <MantineProvider env="test">
      <LoginPage />
    </MantineProvider>,
  );
}

/** Where the page went on to, replacing /login in the history. */
async function wentTo(path: string): Promise<void> {
  await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(path, { replace: true }));
}

const passwordField = () => screen.getByLabelText(/^Wachtwoord\s*\*?$/, { selector: 'input' });

async function fillIn(company: string, remember = false): Promise<void> {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Bedrijfsnaam/), company);
  await user.type(screen.getByLabelText(/Gebruikersnaam/), 'eigenaar');
  await user.type(passwordField(), 'Welkom123!');
  if (remember) await user.click(screen.getByLabelText('Wachtwoord onthouden'));
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

beforeEach(() => {
  api = fakeApi();
  hardNavigate.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('login page', () => {
  it('has the fields, the remember box, the forgot link and the skip link', async () => {
    openLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeTruthy();
    expect(
      screen.getByText('Log in met de naam van je bedrijf en je eigen gebruikersnaam.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Bedrijfsnaam/).getAttribute('autocomplete')).toBe('organization');
    expect(screen.getByLabelText(/Gebruikersnaam/).getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('Wachtwoord onthouden')).toBeTruthy();
    // A plain link: the page to ask for a new password is the app's, a full page load away.
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Naar de inhoud' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(await seriousViolations()).toEqual([]);
  });

  it("is titled in login.html with the screen's own text", () => {
    const page = readFileSync(join(import.meta.dirname, '../../../../login.html'), 'utf8');
    expect(page).toContain(`<title>${login.title} · Klokwerk</title>`);
  });

  it('names the show-password toggle by what it does next', async () => {
    const user = userEvent.setup();
    openLogin();
    await user.type(await screen.findByLabelText(/Bedrijfsnaam/), 'x');
    await user.type(passwordField(), 'geheim');
    expect(passwordField().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord tonen' }));
    expect(passwordField().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord verbergen' }));
    expect(passwordField().getAttribute('type')).toBe('password');
  });

  it("says which fields are missing, in the contract's words, and sends nothing", async () => {
    const user = userEvent.setup();
    openLogin();
    await user.click(await screen.findByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Vul de bedrijfsnaam in.')).toBeTruthy();
    expect(screen.getByText('Vul de gebruikersnaam in.')).toBeTruthy();
    expect(screen.getByText('Vul het wachtwoord in.')).toBeTruthy();
    for (const label of [/Bedrijfsnaam/, /Gebruikersnaam/]) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await seriousViolations()).toEqual([]);

    // Typing in a field takes its message away; the others stay until the next press.
    await user.type(screen.getByLabelText(/Bedrijfsnaam/), 'D');
    expect(screen.queryByText('Vul de bedrijfsnaam in.')).toBeNull();
    expect(screen.getByLabelText(/Bedrijfsnaam/).hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText('Vul de gebruikersnaam in.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('takes a company name of only symbols, or a user name of spaces, as empty', async () => {
    const user = userEvent.setup();
    openLogin();
    await user.type(await screen.findByLabelText(/Bedrijfsnaam/), '&.!');
    await user.type(screen.getByLabelText(/Gebruikersnaam/), '   ');
    await user.type(passwordField(), 'x');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Vul de bedrijfsnaam in.')).toBeTruthy();
    expect(screen.getByText('Vul de gebruikersnaam in.')).toBeTruthy();
    expect(screen.queryByText('Vul het wachtwoord in.')).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('sends the normalised tenant in the body and the header', async () => {
    api.on(loginCall, { token: sessionToken() });
    openLogin();
    await fillIn("Café 't Hoekje & Zn. B.V.");
    await waitFor(() => expect(api.requests).not.toEqual([]));
    const [request] = api.requests;
    expect(request?.path).toBe('/api/login');
    expect(request?.body).toEqual({
      tenantId: 'cafethoekjeznbv',
      userName: 'eigenaar',
      password: 'Welkom123!',
    });
    expect(request?.headers['X-Tenant-ID']).toBe('cafethoekjeznbv');
    expect(request?.headers.Authorization).toBeUndefined();
  });

  it('shows the one failure message on a 401, empties the password and stores nothing', async () => {
    api.on(loginCall, refusal(401, 'LOGIN_FAILED', 'Onjuiste gegevens.'));
    openLogin();
    await fillIn('Demo Horeca');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Login mislukt. Controleer je gegevens en probeer opnieuw.',
    );
    expect((passwordField() as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Gebruikersnaam/) as HTMLInputElement).value).toBe('eigenaar');
    expect(screen.getByRole('button', { name: 'Inloggen' }).hasAttribute('disabled')).toBe(false);
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('shows the same message on a 429, and takes it away when signing in again', async () => {
    let answer = refusal(429, 'RATE_LIMITED', 'Te veel.');
    api.on(loginCall, () => answer);
    openLogin();
    await fillIn('Demo Horeca');
    expect((await screen.findByRole('alert')).textContent).toContain('Login mislukt.');

    answer = refusal(401, 'LOGIN_FAILED', 'Onjuiste gegevens.');
    const user = userEvent.setup();
    await user.type(passwordField(), 'Welkom123!');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect((await screen.findByRole('alert')).textContent).toContain('Login mislukt.');
  });

  it('says the server is unreachable when there is no answer at all', async () => {
    api.on(loginCall, () => {
      throw new TypeError('Failed to fetch');
    });
    openLogin();
    await fillIn('Demo Horeca');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'De server is niet bereikbaar.',
    );
  });

  it('stores the sign-in and opens the dashboard, busy until it has', async () => {
    api.on(loginCall, { token: sessionToken() });
    openLogin();
    await fillIn('Demo Horeca');
    await wentTo('/dashboard');
    expect(sessionStorage.getItem('tenantId')).toBe('demohoreca');
    expect(sessionStorage.getItem('userSubscription')).toBe('Klokwerk Pro Maandelijks');
    expect(localStorage.getItem('userRole')).toBe('EIGENAAR');
    expect(localStorage.getItem('authToken')).toBeNull();
    // The form stays on screen, its button busy, while the browser loads the dashboard.
    expect(screen.getByRole('button', { name: 'Inloggen' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the sign-in in localStorage with "Wachtwoord onthouden"', async () => {
    api.on(loginCall, { token: sessionToken() });
    openLogin();
    await fillIn('Demo Horeca', true);
    await wentTo('/dashboard');
    expect(localStorage.getItem('authToken')).not.toBeNull();
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('sends the kiosk to /clockin, even when it came from elsewhere', async () => {
    api.on(loginCall, { token: sessionToken({ roles: ['KLOKSYSTEEM'] }) });
    openLogin('/login?from=%2Fsettings');
    await fillIn('Demo Horeca');
    await wentTo('/clockin');
  });

  it('returns others to the page the guard stopped them at, with its query', async () => {
    api.on(loginCall, { token: sessionToken() });
    openLogin('/login?from=%2FReportPage%3Fmonth%3D2026-11');
    await fillIn('Demo Horeca');
    await wentTo('/ReportPage?month=2026-11');
  });

  it.each(['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x', '/login'])(
    'ignores the return page %s and opens the dashboard',
    async (from) => {
      api.on(loginCall, { token: sessionToken() });
      openLogin(`/login?${new URLSearchParams({ from })}`);
      await fillIn('Demo Horeca');
      await wentTo('/dashboard');
    },
  );

  it('moves a remembered kiosk straight on to /clockin without showing the form', async () => {
    localStorage.setItem('authToken', sessionToken({ roles: ['KLOKSYSTEEM'] }));
    openLogin();
    await wentTo('/clockin');
    expect(screen.queryByRole('heading', { name: 'Inloggen' })).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('moves on when another tab signs in with "Wachtwoord onthouden"', async () => {
    openLogin('/login?from=%2Fmijn-rooster');
    await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    act(() => {
      localStorage.setItem('authToken', sessionToken());
      window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));
    });
    await wentTo('/mijn-rooster');
  });

  it('says the server is unreachable when the sign-in rules cannot be fetched', async () => {
    vi.doMock('@klokwerk/contract/login', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      openLogin();
      await fillIn('Demo Horeca');
      expect((await screen.findByRole('alert')).textContent).toContain(
        'De server is niet bereikbaar.',
      );
      expect(api.requests).toEqual([]);
    } finally {
      vi.doUnmock('@klokwerk/contract/login');
    }
  });
});

describe('install prompt', () => {
  it('opens instructions for iOS and Android and closes again', async () => {
    const user = userEvent.setup();
    openLogin();
    expect(await screen.findByText('Zet Klokwerk op je beginscherm')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Installeren' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Klokwerk installeren' })).toBeTruthy();
    expect(within(dialog).getByText(/Zet op beginscherm/)).toBeTruthy();
    expect(within(dialog).getByText(/App installeren/)).toBeTruthy();
    expect(within(dialog).getByText(/Pagina toevoegen aan/)).toBeTruthy();
    // Mantine's X and the button below the steps: both are named, both close.
    const [closeIcon, closeButton] = within(dialog).getAllByRole('button', { name: 'Sluiten' });
    expect(closeIcon?.textContent).toBe('');
    expect(closeButton?.textContent).toBe('Sluiten');
    await user.click(closeIcon as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Installeren' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getAllByRole('button', { name: 'Sluiten' })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered inside the installed app', async () => {
    setStandalone(true);
    openLogin();
    await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    expect(screen.queryByText('Zet Klokwerk op je beginscherm')).toBeNull();
  });
});
