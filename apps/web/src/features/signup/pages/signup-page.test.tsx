import { SIGNUP_MESSAGES, signupCall } from '@klokwerk/contract/signup';
import { PASSWORD_POLICY_MESSAGE } from '@klokwerk/domain/password-policy';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { answer, type FakeHandler, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { sessionToken } from '../../../test/tokens';

const OWNER_TOKEN = sessionToken({
  sub: 'sanne',
  name: 'Sanne de Vries',
  firstName: 'Sanne',
  tenantId: 'cafedehaven',
  subscription: 'Proefperiode',
});

/** The sign-up call answers `signup`; what the dashboard asks for afterwards, nothing much. */
function serve(signup: FakeHandler<typeof signupCall>) {
  return fakeApi().on(signupCall, signup);
}

afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function openPage() {
  const view = renderApp('/aanmelden');
  await screen.findByRole('heading', { level: 1, name: 'Probeer Klokwerk 30 dagen gratis' });
  return view;
}

async function fillAll() {
  await userEvent.type(field(/^Bedrijfsnaam/), 'Café De Haven');
  await userEvent.type(field(/^Voornaam/), 'Sanne');
  await userEvent.type(field(/^Achternaam/), 'de Vries');
  await userEvent.type(field(/^E-mailadres/), 'sanne@dehaven.nl');
  await userEvent.type(field(/^Gebruikersnaam/), 'sanne');
  await userEvent.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'Haven 2026!');
}

const start = () =>
  userEvent.click(screen.getByRole('button', { name: 'Start mijn gratis proefperiode' }));

describe('de aanmeldpagina', () => {
  it('promises the trial and links to the privacy statement and to signing in', async () => {
    serve(answer(500, {}));
    await openPage();
    expect(screen.getByText('In de proef: 1 vestiging en tot 25 medewerkers')).toBeTruthy();
    expect(screen.getByText(/Geen creditcard nodig/)).toBeTruthy();
    expect(screen.getByText(/maandelijks opzegbaar/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacybeleid' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText(/Minimaal 8 tekens/)).toBeTruthy();
  });

  it("names every empty field with the call's own messages", async () => {
    serve(answer(500, {}));
    await openPage();
    await start();
    expect(await screen.findByText(SIGNUP_MESSAGES.companyName)).toBeTruthy();
    for (const message of [
      SIGNUP_MESSAGES.firstName,
      SIGNUP_MESSAGES.lastName,
      SIGNUP_MESSAGES.email,
      SIGNUP_MESSAGES.userName,
      PASSWORD_POLICY_MESSAGE,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(field(/^Bedrijfsnaam/)));
    expect(await seriousViolations()).toEqual([]);
  });

  it('creates the account, signs the owner in as the login page would and opens the dashboard', async () => {
    const api = serve({ token: OWNER_TOKEN });
    const { router } = await openPage();
    await fillAll();
    await start();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sessionStorage.getItem('authToken')).toBe(OWNER_TOKEN);
    expect(sessionStorage.getItem('tenantId')).toBe('cafedehaven');
    expect(sessionStorage.getItem('userSubscription')).toBe('Proefperiode');
    expect(localStorage.getItem('userRole')).toBe('EIGENAAR');
    const [request] = api.requests;
    expect(request?.path).toBe('/api/signup');
    expect(request?.body).toEqual({
      companyName: 'Café De Haven',
      firstName: 'Sanne',
      lastName: 'de Vries',
      email: 'sanne@dehaven.nl',
      userName: 'sanne',
      password: 'Haven 2026!',
    });
    expect(request?.headers.Authorization).toBeUndefined();
    expect(request?.headers['X-Tenant-ID']).toBe('cafedehaven');
  });

  it('shows a taken company name at its field', async () => {
    serve(refusal(409, 'CONFLICT', SIGNUP_MESSAGES.companyNameTaken, 'companyName'));
    const { router } = await openPage();
    await fillAll();
    await start();
    expect(await screen.findByText(SIGNUP_MESSAGES.companyNameTaken)).toBeTruthy();
    expect(field(/^Bedrijfsnaam/).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/aanmelden');
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('explains the limit on sign-ups and offers contact', async () => {
    serve(refusal(429, 'RATE_LIMITED', 'Te veel verzoeken.'));
    await openPage();
    await fillAll();
    await start();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('het afgelopen uur al meerdere accounts aangemaakt');
    expect(screen.getByRole('link', { name: 'Neem contact op' }).getAttribute('href')).toBe(
      '/#contact',
    );
  });

  it('says anything else in the banner', async () => {
    serve(refusal(503, 'DATABASE_UNAVAILABLE', 'x'));
    await openPage();
    await fillAll();
    await start();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Het aanmaken van je account is niet gelukt. Probeer het opnieuw.',
    );
    expect(screen.getByRole('button', { name: 'Start mijn gratis proefperiode' })).toBeTruthy();
  });
});
