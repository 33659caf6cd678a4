import { registerUserCall, userLinkCall } from '@klokwerk/contract/registration';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, type FakeHandler, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

// /login is a page of its own: the app hands it to the browser (lib/hard-navigate.ts).
const { hardNavigate } = vi.hoisted(() => ({ hardNavigate: vi.fn() }));
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate }));

const LINK = '/users/register/tok456?tenant=demohoreca';
const ACCOUNT = { email: 'noor@example.nl', expiresAt: '2026-12-01T10:00:00.000Z' };

function serve(submit?: FakeHandler<typeof registerUserCall>) {
  const api = fakeApi().on(userLinkCall, ACCOUNT);
  return submit ? api.on(registerUserCall, submit) : api;
}

afterEach(() => vi.unstubAllGlobals());

async function openForm() {
  const view = renderApp(LINK);
  await screen.findByRole('heading', { level: 1, name: 'Account aanmaken' });
  await screen.findByRole('button', { name: 'Account aanmaken' });
  return view;
}

async function fillAccount(password = 'Geheim123!') {
  await userEvent.type(screen.getByRole('textbox', { name: /^Gebruikersnaam/ }), 'noor');
  await userEvent.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), password);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));

describe('de registratiepagina voor een account', () => {
  it("shows the invitation's address, read-only", async () => {
    const api = serve();
    await openForm();
    const email = screen.getByRole('textbox', { name: /^E-mailadres/ }) as HTMLInputElement;
    expect(email.value).toBe('noor@example.nl');
    expect(email.readOnly).toBe(true);
    expect(api.requestsOf(userLinkCall)[0]?.path).toBe(
      '/api/users/validate-link/tok456?tenant=demohoreca',
    );
  });

  it('holds a weak password to the policy, in Dutch and in English', async () => {
    serve();
    await openForm();
    await fillAccount('welkom');
    await submit();
    const policy =
      'Wachtwoord moet minimaal 8 tekens bevatten, waaronder een hoofdletter, een cijfer en een speciaal teken.';
    expect(await screen.findByText(policy)).toBeTruthy();

    await userEvent.click(screen.getByRole('switch', { name: 'English' }));
    expect(
      await screen.findByText(
        'The password must be at least 8 characters long and contain an uppercase letter, a digit and a special character.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('creates the account and goes on to the sign-in page', async () => {
    const api = serve({ userName: 'noor', email: 'noor@example.nl' });
    await openForm();
    await fillAccount();
    await submit();
    expect(await screen.findByText('Je account is aangemaakt.')).toBeTruthy();
    const [sent] = api.requestsOf(registerUserCall);
    expect(sent?.path).toBe('/api/users/register/tok456?tenant=demohoreca');
    expect(sent?.body).toEqual({
      userName: 'noor',
      password: 'Geheim123!',
      email: 'noor@example.nl',
    });
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login', { replace: true }), {
      timeout: 5_000,
    });
  });

  it('shows a taken user name at the field', async () => {
    serve(refusal(409, 'USERNAME_IN_USE', 'Deze gebruikersnaam is al in gebruik.', 'userName'));
    await openForm();
    await fillAccount();
    await submit();
    expect(await screen.findByText('Deze gebruikersnaam is al in gebruik.')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: /^Gebruikersnaam/ }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it.each([
    [409, 'EMAIL_IN_USE', 'Dit e-mailadres is al in gebruik.'],
    [500, 'FAILED_TO_REGISTER_USER', 'Fout bij het registreren van de gebruiker.'],
    [503, 'DATABASE_UNAVAILABLE', 'Onbekende fout opgetreden.'],
  ])('says a refusal %i %s as the specification does', async (status, code, text) => {
    const field = code === 'EMAIL_IN_USE' ? { field: 'email' } : {};
    serve(answer(status, { error: { code, message: 'iets', ...field } }));
    await openForm();
    await fillAccount();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
  });

  it('checks the link and says when it is invalid', async () => {
    fakeApi().on(userLinkCall, refusal(404, 'NOT_FOUND', 'Deze registratielink is ongeldig.'));
    renderApp(LINK);
    expect(await screen.findByText('Token wordt gevalideerd...')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ongeldige of Verlopen Link' }),
    ).toBeTruthy();
  });

  it('offers another try when the server cannot be reached', async () => {
    let calls = 0;
    fakeApi().on(userLinkCall, () => {
      calls++;
      // The query itself tries three times before it gives up.
      if (calls <= 3) throw new TypeError('Failed to fetch');
      return ACCOUNT;
    });
    renderApp(LINK);
    const retry = await screen.findByRole(
      'button',
      { name: 'Opnieuw proberen' },
      { timeout: 8_000 },
    );
    expect(screen.getByText('De link kon niet worden gecontroleerd.')).toBeTruthy();
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Account aanmaken' })).toBeTruthy();
  });
});
