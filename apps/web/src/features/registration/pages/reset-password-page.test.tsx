import { INVALID_RESET_LINK_MESSAGE, resetPasswordCall } from '@klokwerk/contract/registration';
import { PASSWORD_POLICY_MESSAGE } from '@klokwerk/domain/password-policy';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { answer, type FakeHandler, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

// /login is a page of its own: the app hands it to the browser (lib/hard-navigate.ts).
const { hardNavigate } = vi.hoisted(() => ({ hardNavigate: vi.fn() }));
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate }));

const LINK = '/reset-password/tok789?tenant=demohoreca';

function serve(submit: FakeHandler<typeof resetPasswordCall> = { userName: 'noor' }) {
  return fakeApi().on(resetPasswordCall, submit);
}

/** The default userEvent, or one set up to advance fake timers. */
type Typist = Pick<UserEvent, 'type' | 'click'>;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const password = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function openPage() {
  const view = renderApp(LINK);
  await screen.findByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' });
  return view;
}

async function fill(first: string, second: string, user: Typist = userEvent) {
  await user.type(password(/^Nieuw wachtwoord/), first);
  await user.type(password(/^Herhaal het nieuwe wachtwoord/), second);
}

const save = (user: Typist = userEvent) =>
  user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));

describe('de pagina Nieuw wachtwoord instellen', () => {
  it('says when the passwords differ, and holds the new one to the policy, at once', async () => {
    serve();
    await openPage();
    await fill('welkom', 'welkom!');
    await save();
    expect(await screen.findByText(PASSWORD_POLICY_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Wachtwoorden komen niet overeen.')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('switch', { name: 'English' }));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('takes any printable special character, as the policy does (docs/security.md#passwords)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = serve();
    const { router } = await openPage();
    await fill('Zomer 2026 €', 'Zomer 2026 €', user);
    await save(user);

    expect(await screen.findByText('Je wachtwoord is gewijzigd.')).toBeTruthy();
    expect(
      screen.getByText(/Log in met je gebruikersnaam noor en je nieuwe wachtwoord/),
    ).toBeTruthy();
    const [call] = api.requestsOf(resetPasswordCall);
    expect(call?.path).toBe('/api/users/reset-password/tok789?tenant=demohoreca');
    expect(call?.body).toEqual({ newPassword: 'Zomer 2026 €' });
    expect(call?.headers['X-Tenant-ID']).toBe('demohoreca');
    expect(call?.headers.Authorization).toBeUndefined();

    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/reset-password/tok789');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login', { replace: true }));
  });

  it('shows the eye of both fields together', async () => {
    serve();
    await openPage();
    await fill('Geheim123!', 'Geheim123!');
    const [show] = screen.getAllByRole('button', { name: 'Wachtwoord tonen' });
    await userEvent.click(show as HTMLElement);
    expect(password(/^Nieuw wachtwoord/).getAttribute('type')).toBe('text');
    expect(password(/^Herhaal het nieuwe wachtwoord/).getAttribute('type')).toBe('text');
    expect(screen.getAllByRole('button', { name: 'Wachtwoord verbergen' })).toHaveLength(2);
  });

  it('says plainly when the link was used or expired, and where to get a new one', async () => {
    serve(refusal(404, 'NOT_FOUND', INVALID_RESET_LINK_MESSAGE));
    await openPage();
    await fill('Geheim123!', 'Geheim123!');
    await save();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ongeldige of Verlopen Link' }),
    ).toBeTruthy();
    expect(screen.getByText('Deze resetlink is al gebruikt of verlopen.')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    expect(
      screen.getByRole('link', { name: 'Nieuwe resetlink aanvragen' }).getAttribute('href'),
    ).toBe('/forgot-password');
  });

  it.each([
    [500, 'INTERNAL', 'Fout bij het resetten van het wachtwoord.'],
    [429, 'RATE_LIMITED', 'Te veel pogingen. Wacht een minuut en probeer het opnieuw.'],
  ])('says a refusal %i %s in the banner and keeps the form', async (status, code, text) => {
    serve(answer(status, { error: { code, message: 'iets' } }));
    await openPage();
    await fill('Geheim123!', 'Geheim123!');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Wachtwoord opslaan' })).toBeTruthy();
  });

  it('shows the policy the server holds at the field', async () => {
    serve(refusal(400, 'VALIDATION', PASSWORD_POLICY_MESSAGE, 'newPassword'));
    await openPage();
    await fill('Geheim123!', 'Geheim123!');
    await save();
    expect(await screen.findByText(PASSWORD_POLICY_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
