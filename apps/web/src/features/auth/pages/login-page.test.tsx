import { companiesCall } from '@klokwerk/contract/companies';
import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import { loginCall } from '@klokwerk/contract/login';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { setStandalone } from '../../../test/match-media';
import { renderApp } from '../../../test/render-app';
import { sessionToken } from '../../../test/tokens';

let api: FakeApi;

/** What the app sent, apart from the kiosk screen's company list. */
function sent() {
  return api.requests.filter((request) => request.path !== '/api/companies');
}

/** The server: the sign-in answers with `token`, the dashboard's employee list is empty. */
function answerSignIn(token: string): void {
  api.on(loginCall, { token }).on(employeesOfCompanyCall, []);
}

async function fillIn(company: string, remember = false): Promise<void> {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Bedrijfsnaam/), company);
  await user.type(screen.getByLabelText(/Gebruikersnaam/), 'eigenaar');
  await user.type(screen.getByLabelText(/^Wachtwoord\s*\*?$/, { selector: 'input' }), 'Welkom123!');
  if (remember) await user.click(screen.getByLabelText('Wachtwoord onthouden'));
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

beforeEach(() => {
  // The kiosk's screen names its company (GET /api/companies); these tests are about sign-in.
  api = fakeApi().on(companiesCall, []);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login page', () => {
  it('has the fields, the remember box, the forgot link and a page title', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeTruthy();
    expect(screen.getByLabelText(/Bedrijfsnaam/).getAttribute('autocomplete')).toBe('organization');
    expect(screen.getByLabelText(/Gebruikersnaam/).getAttribute('autocomplete')).toBe('username');
    expect(
      screen
        .getByLabelText(/^Wachtwoord\s*\*?$/, { selector: 'input' })
        .getAttribute('autocomplete'),
    ).toBe('current-password');
    expect(screen.getByLabelText('Wachtwoord onthouden')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(document.title).toBe('Inloggen · Klokwerk');
    expect(await seriousViolations()).toEqual([]);
  });

  it("says which fields are missing, in the contract's words, and sends nothing", async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Vul de bedrijfsnaam in.')).toBeTruthy();
    expect(screen.getByText('Vul de gebruikersnaam in.')).toBeTruthy();
    expect(screen.getByText('Vul het wachtwoord in.')).toBeTruthy();
    for (const label of [/Bedrijfsnaam/, /Gebruikersnaam/]) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(sent()).toEqual([]);
  });

  it('takes a company name of only symbols, or a user name of spaces, as empty', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/Bedrijfsnaam/), '&.!');
    await user.type(screen.getByLabelText(/Gebruikersnaam/), '   ');
    await user.type(screen.getByLabelText(/^Wachtwoord\s*\*?$/, { selector: 'input' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Vul de bedrijfsnaam in.')).toBeTruthy();
    expect(screen.getByText('Vul de gebruikersnaam in.')).toBeTruthy();
    expect(screen.queryByText('Vul het wachtwoord in.')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('sends the normalised tenant in the body and the header', async () => {
    answerSignIn(sessionToken());
    renderApp('/login');
    await fillIn("Café 't Hoekje & Zn. B.V.");
    await waitFor(() => expect(sent()).not.toEqual([]));
    const [request] = sent();
    expect(request?.path).toBe('/api/login');
    expect(request?.body).toEqual({
      tenantId: 'cafethoekjeznbv',
      userName: 'eigenaar',
      password: 'Welkom123!',
    });
    expect(request?.headers['X-Tenant-ID']).toBe('cafethoekjeznbv');
  });

  it('shows the one failure message on a 401 and stores nothing', async () => {
    api.on(loginCall, refusal(401, 'LOGIN_FAILED', 'Onjuiste gegevens.'));
    const { router } = renderApp('/login');
    await fillIn('Demo Horeca');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Login mislukt. Controleer je gegevens en probeer opnieuw.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('shows the same message on a 429', async () => {
    api.on(loginCall, refusal(429, 'RATE_LIMITED', 'Te veel.'));
    renderApp('/login');
    await fillIn('Demo Horeca');
    expect((await screen.findByRole('alert')).textContent).toContain('Login mislukt.');
  });

  it('says the server is unreachable when there is no answer at all', async () => {
    api.on(loginCall, () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/login');
    await fillIn('Demo Horeca');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'De server is niet bereikbaar.',
    );
  });

  it('stores the sign-in and opens the dashboard', async () => {
    answerSignIn(sessionToken());
    const { router } = renderApp('/login');
    await fillIn('Demo Horeca');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sessionStorage.getItem('tenantId')).toBe('demohoreca');
    expect(sessionStorage.getItem('userSubscription')).toBe('Klokwerk Pro Maandelijks');
    expect(localStorage.getItem('userRole')).toBe('EIGENAAR');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the sign-in in localStorage with "Wachtwoord onthouden"', async () => {
    answerSignIn(sessionToken());
    const { router } = renderApp('/login');
    await fillIn('Demo Horeca', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('authToken')).not.toBeNull();
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('sends the kiosk to /clockin, even when it came from elsewhere', async () => {
    answerSignIn(sessionToken({ roles: ['KLOKSYSTEEM'] }));
    const { router } = renderApp('/login', { from: '/settings' });
    await fillIn('Demo Horeca');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clockin'));
  });

  it('returns others to the page the guard stopped them at', async () => {
    answerSignIn(sessionToken());
    const { router } = renderApp('/ReportPage');
    await fillIn('Demo Horeca');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ReportPage'));
  });

  it('moves a remembered kiosk straight on to /clockin', async () => {
    localStorage.setItem('authToken', sessionToken({ roles: ['KLOKSYSTEEM'] }));
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clockin'));
    expect(sent()).toEqual([]);
  });

  it('says the server is unreachable when the sign-in rules cannot be fetched', async () => {
    vi.doMock('@klokwerk/contract/login', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      renderApp('/login');
      await fillIn('Demo Horeca');
      expect((await screen.findByRole('alert')).textContent).toContain(
        'De server is niet bereikbaar.',
      );
      expect(sent()).toEqual([]);
    } finally {
      vi.doUnmock('@klokwerk/contract/login');
    }
  });

  it('ignores a return path that leaves the app', async () => {
    answerSignIn(sessionToken());
    const { router } = renderApp('/login', { from: '//evil.example/x' });
    await fillIn('Demo Horeca');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('install prompt', () => {
  it('opens instructions for iOS and Android and closes again', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    expect(await screen.findByText('Zet Klokwerk op je beginscherm')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Installeren' }));
    const dialog = await screen.findByRole('dialog');
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
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    expect(screen.queryByText('Zet Klokwerk op je beginscherm')).toBeNull();
  });
});
