import { companiesCall } from '@klokwerk/contract/companies';
import { loginCall } from '@klokwerk/contract/login';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { sessionToken, signInWith } from '../../../test/tokens';
import { maySignOutKiosk } from '../api/verify-kiosk-manager';

const { hardNavigate } = vi.hoisted(() => ({ hardNavigate: vi.fn() }));
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate }));

let api: FakeApi;

const KIOSK = { sub: 'kiosk', firstName: null, roles: ['KLOKSYSTEEM'] };

/** What the app sent, apart from the kiosk screen's company list. */
function sent() {
  return api.requests.filter((request) => request.path !== '/api/companies');
}

async function openDialog(): Promise<HTMLElement> {
  renderApp('/clockin');
  await screen.findByRole('heading', { level: 1, name: 'Inklokken/uitklokken' });
  await userEvent.click(
    within(screen.getByRole('banner')).getByRole('button', { name: 'Kiosk afmelden' }),
  );
  return screen.findByRole('dialog', { name: 'Kiosk afmelden' });
}

async function confirm(dialog: HTMLElement, userName: string, password: string): Promise<void> {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), userName);
  await user.type(
    within(dialog).getByLabelText(/^Wachtwoord\s*\*?$/, { selector: 'input' }),
    password,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Afmelden' }));
}

beforeEach(() => {
  // The kiosk's screen names its company (GET /api/companies); these tests are about sign-in.
  api = fakeApi().on(companiesCall, []);
  hardNavigate.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the kiosk in the top bar', () => {
  it('offers no Uitloggen, only the quiet Kiosk afmelden', async () => {
    signInWith(KIOSK, { remember: true });
    renderApp('/clockin');
    await screen.findByRole('heading', { level: 1, name: 'Inklokken/uitklokken' });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Uitloggen' })).toBeNull();
    expect(within(banner).getByRole('button', { name: 'Kiosk afmelden' })).toBeTruthy();
  });

  it('signs out once a manager of the same tenant confirms, without keeping their token', async () => {
    signInWith(KIOSK, { remember: true });
    const managerToken = sessionToken({ sub: 'eigenaar', roles: ['EIGENAAR'] });
    api.on(loginCall, { token: managerToken });
    const dialog = await openDialog();

    await confirm(dialog, 'eigenaar', 'Welkom123!');

    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    const [request] = sent();
    expect(request?.path).toBe('/api/login');
    expect(request?.body).toEqual({
      tenantId: 'demohoreca',
      userName: 'eigenaar',
      password: 'Welkom123!',
    });
    expect(request?.headers['X-Tenant-ID']).toBe('demohoreca');
    expect(request?.headers.Authorization).toBeUndefined();
    for (const storage of [localStorage, sessionStorage])
      expect(storage.getItem('authToken')).toBeNull();
  });

  it('refuses someone who may not sign the kiosk out, and the kiosk stays', async () => {
    const kioskToken = signInWith(KIOSK, { remember: true });
    api.on(loginCall, { token: sessionToken({ sub: 'medewerker', roles: ['MEDEWERKER'] }) });
    const dialog = await openDialog();

    await confirm(dialog, 'medewerker', 'Welkom123!');

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Dit account mag de kiosk niet afmelden.',
    );
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBe(kioskToken);
    expect(
      within(dialog).getByLabelText<HTMLInputElement>(/^Wachtwoord\s*\*?$/, { selector: 'input' })
        .value,
    ).toBe('');
  });

  it('says so when the name or password is wrong, and the kiosk stays', async () => {
    const kioskToken = signInWith(KIOSK, { remember: true });
    api.on(loginCall, refusal(401, 'LOGIN_FAILED', 'Onjuiste gegevens.'));
    const dialog = await openDialog();

    await confirm(dialog, 'eigenaar', 'fout');

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Gebruikersnaam of wachtwoord onjuist.',
    );
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBe(kioskToken);
  });

  it('sends nothing while a field is empty', async () => {
    signInWith(KIOSK, { remember: true });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afmelden' }));
    expect(within(dialog).getByText('Vul de gebruikersnaam in.')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('names its close button', async () => {
    signInWith(KIOSK, { remember: true });
    const dialog = await openDialog();
    expect(within(dialog).getAllByRole('button', { name: 'Sluiten' })).toHaveLength(1);
  });

  it('leaves Uitloggen in place for everyone else', async () => {
    signInWith({}, { remember: true });
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Instellingen' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Uitloggen' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Kiosk afmelden' })).toBeNull();
  });
});

describe('maySignOutKiosk', () => {
  it.each([
    ['EINDBAAS', true],
    ['EIGENAAR', true],
    ['BAAS', true],
    ['KLOKSYSTEEM', false],
    ['HUMANRESOURCE', false],
    ['MEDEWERKER', false],
    [null, false],
  ] as const)('%s → %s', (role, expected) => {
    expect(maySignOutKiosk(role)).toBe(expected);
  });
});
