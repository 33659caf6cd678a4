import { FORGOT_PASSWORD_MESSAGES, forgotPasswordCall } from '@klokwerk/contract/registration';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { answer, type FakeHandler, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';

// /login is a page of its own: the app hands it to the browser (lib/hard-navigate.ts).
const { hardNavigate } = vi.hoisted(() => ({ hardNavigate: vi.fn() }));
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate }));

function serve(
  submit: FakeHandler<typeof forgotPasswordCall> = { message: FORGOT_PASSWORD_MESSAGES.sent },
) {
  return fakeApi().on(forgotPasswordCall, submit);
}

/** The default userEvent, or one set up to advance fake timers. */
type Typist = Pick<UserEvent, 'type' | 'click'>;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function openPage() {
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' });
  return view;
}

async function fill(company: string, email: string, user: Typist = userEvent) {
  if (company) await user.type(field(/^Bedrijfsnaam/), company);
  if (email) await user.type(field(/^E-mailadres/), email);
}

const send = (user: Typist = userEvent) =>
  user.click(screen.getByRole('button', { name: 'Resetlink versturen' }));

describe('de pagina Wachtwoord vergeten', () => {
  it('asks for the company name and the address', async () => {
    serve();
    await openPage();
    await send();
    expect(await screen.findByText('Geen bedrijfsnaam opgegeven.')).toBeTruthy();
    expect(screen.getByText('Vul je e-mailadres in.')).toBeTruthy();
    // The keyboard goes to the first field to fix.
    await waitFor(() => expect(document.activeElement).toBe(field(/^Bedrijfsnaam/)));
    expect(await seriousViolations()).toEqual([]);
  });

  it('refuses a company name of only symbols, as the server would', async () => {
    serve();
    await openPage();
    await fill('&-.', 'noor@');
    await send();
    expect(await screen.findByText('Geen bedrijfsnaam opgegeven.')).toBeTruthy();
    expect(screen.getByText('Ongeldig e-mailadres')).toBeTruthy();
  });

  it('sends the normalised name in the body and as X-Tenant-ID, without a stored sign-in, then says the neutral text and goes to /login after 5 s', async () => {
    signInWith({ tenantId: 'anderbedrijf' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = serve();
    const { router } = await openPage();
    await fill("Café 't Hoekje", 'noor@example.nl', user);
    await send(user);

    expect(await screen.findByText(FORGOT_PASSWORD_MESSAGES.sent)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Kijk in je mailbox' })).toBeTruthy();
    expect(screen.getByText('Over 5 seconden ga je naar de inlogpagina.')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    const [call] = api.requestsOf(forgotPasswordCall);
    expect(call?.body).toEqual({ email: 'noor@example.nl', tenantId: 'cafethoekje' });
    expect(call?.headers['X-Tenant-ID']).toBe('cafethoekje');
    expect(call?.headers.Authorization).toBeUndefined();

    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(hardNavigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login', { replace: true }));
  });

  it('offers the way to /login at once', async () => {
    serve();
    await openPage();
    await fill('Demo Horeca', 'noor@example.nl');
    await send();
    const toLogin = await screen.findByRole('link', { name: 'Naar de inlogpagina' });
    expect(toLogin.getAttribute('href')).toBe('/login');
  });

  it.each([
    [500, 'INTERNAL', 'Fout bij het verzenden van de reset link.'],
    [404, 'EMAIL_NOT_FOUND', 'Dit e-mailadres is bij dit bedrijf niet bekend.'],
    [400, 'INVALID_EMAIL', 'Ongeldig e-mailadres. Controleer het e-mailadres.'],
    [429, 'RATE_LIMITED', 'Te veel pogingen. Wacht een minuut en probeer het opnieuw.'],
  ])('says a refusal %i %s in the banner', async (status, code, text) => {
    serve(answer(status, { error: { code, message: 'iets' } }));
    await openPage();
    await fill('Demo Horeca', 'noor@example.nl');
    await send();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.getByRole('button', { name: 'Resetlink versturen' })).toBeTruthy();
  });

  it('shows a field the server refused at that field', async () => {
    serve(refusal(400, 'VALIDATION', 'Geen bedrijfsnaam opgegeven.', 'tenantId'));
    await openPage();
    await fill('Demo Horeca', 'noor@example.nl');
    await send();
    await waitFor(() => expect(field(/^Bedrijfsnaam/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switches to English, messages included', async () => {
    serve();
    await openPage();
    await send();
    await screen.findByText('Geen bedrijfsnaam opgegeven.');
    await userEvent.click(screen.getByRole('switch', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password' }),
    ).toBeTruthy();
    expect(screen.getByText('No company name given.')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
  });
});
