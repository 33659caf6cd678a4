import { employeeLinkCall, registerEmployeeCall } from '@klokwerk/contract/registration';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { type FakeHandler, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';

// /login is a page of its own: the app hands it to the browser (lib/hard-navigate.ts).
const { hardNavigate } = vi.hoisted(() => ({ hardNavigate: vi.fn() }));
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate }));

const LINK = '/register/abc123?tenant=DemoHoreca';
/** The link's address below /api, token and tenant as the mail wrote them. */
const ADDRESS = '/api/employees/register/abc123?tenant=DemoHoreca';
const INVITEE = { email: 'noor@example.nl', firstName: 'Noor', lastName: 'Bakker' };

function serve(submit?: FakeHandler<typeof registerEmployeeCall>) {
  const api = fakeApi().on(employeeLinkCall, INVITEE);
  return submit ? api.on(registerEmployeeCall, submit) : api;
}

afterEach(() => vi.unstubAllGlobals());

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function openForm() {
  const view = renderApp(LINK);
  await screen.findByRole('heading', { level: 1, name: 'Gegevens aanvullen' });
  await screen.findByRole('button', { name: 'Gegevens opslaan' });
  return view;
}

async function fillProfile() {
  await userEvent.type(field(/^Telefoonnummer/), '06 12 34 56 78');
  await userEvent.type(screen.getByLabelText(/^Geboortedatum/), '1990-05-17');
  await userEvent.type(field(/^Adres/), 'Dorpsstraat 1, 1234 AB Ergens');
}

describe('de registratiepagina voor medewerkers', () => {
  it("checks the link with the link's tenant, not a stored sign-in, and fills in the invitation", async () => {
    signInWith({ tenantId: 'anderbedrijf' });
    const api = serve();
    renderApp(LINK);
    expect(await screen.findByText('Token wordt gevalideerd...')).toBeTruthy();
    await screen.findByRole('button', { name: 'Gegevens opslaan' });

    const [check] = api.requestsOf(employeeLinkCall);
    expect(check?.path).toBe(ADDRESS);
    expect(check?.headers['X-Tenant-ID']).toBe('demohoreca');
    expect(check?.headers.Authorization).toBeUndefined();
    expect((field(/^Voornaam/) as HTMLInputElement).value).toBe('Noor');
    expect((field(/^Achternaam/) as HTMLInputElement).value).toBe('Bakker');
    const email = field(/^E-mailadres/) as HTMLInputElement;
    expect(email.value).toBe('noor@example.nl');
    expect(email.readOnly).toBe(true);
  });

  it('names every missing field, in Dutch and after the switch in English', async () => {
    serve();
    const { container } = await openForm();
    await userEvent.clear(field(/^Voornaam/));
    await userEvent.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    expect(await screen.findByText('Vul het adres in.')).toBeTruthy();
    expect(screen.getByText('Vul de voornaam in.')).toBeTruthy();
    // The first field to fix gets the keyboard.
    await waitFor(() => expect(document.activeElement).toBe(field(/^Voornaam/)));
    expect(screen.getByText('Vul het telefoonnummer in.')).toBeTruthy();
    expect(screen.getByText('Vul de geboortedatum in.')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('switch', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete your details' }),
    ).toBeTruthy();
    expect(screen.getByText('Please enter the address.')).toBeTruthy();
    expect(screen.getByText('Please enter the first name.')).toBeTruthy();
    expect(field(/^Phone number/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeTruthy();
    expect(container.querySelector('[lang="en"]')).toBeTruthy();
    expect(document.title).toBe('Complete your details · Klokwerk');
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('switch', { name: 'English' }));
    expect(await screen.findByText('Vul het adres in.')).toBeTruthy();
  });

  it('sends the profile, says it is saved and goes on to the sign-in page after 3 s', async () => {
    const api = serve(INVITEE);
    await openForm();
    await fillProfile();
    await userEvent.type(field(/^BSN/), '111222333');
    await userEvent.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));

    expect(await screen.findByText('Je gegevens zijn opgeslagen.')).toBeTruthy();
    const [sent] = api.requestsOf(registerEmployeeCall);
    expect(sent?.path).toBe(ADDRESS);
    expect(sent?.headers['X-Tenant-ID']).toBe('demohoreca');
    expect(sent?.body).toEqual({
      firstName: 'Noor',
      lastName: 'Bakker',
      phoneNumber: '06 12 34 56 78',
      dateOfBirth: '1990-05-17',
      address: 'Dorpsstraat 1, 1234 AB Ergens',
      email: 'noor@example.nl',
      socialSecurityNumber: '111222333',
    });
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login', { replace: true }), {
      timeout: 5_000,
    });
  });

  it('shows a phone number already in use at the field', async () => {
    serve(
      refusal(
        409,
        'CONFLICT',
        'Dit telefoonnummer is al in gebruik bij een andere medewerker van dit bedrijf.',
        'phoneNumber',
      ),
    );
    await openForm();
    await fillProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    const phone = field(/^Telefoonnummer/);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText(
        'Dit telefoonnummer is al in gebruik bij een andere medewerker van dit bedrijf.',
      ),
    ).toBeTruthy();
  });

  it('says a link that is unknown, used or expired is invalid', async () => {
    fakeApi().on(
      employeeLinkCall,
      refusal(404, 'NOT_FOUND', 'Deze registratielink is ongeldig of verlopen.'),
    );
    renderApp(LINK);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ongeldige of Verlopen Link' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de inlogpagina' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('says the link was used up when it is by the time the form is sent', async () => {
    serve(refusal(404, 'NOT_FOUND', 'Deze registratielink is ongeldig of verlopen.'));
    await openForm();
    await fillProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ongeldige of Verlopen Link' }),
    ).toBeTruthy();
  });

  it('says a link without a tenant names none, without asking the server', async () => {
    const api = fakeApi();
    renderApp('/register/abc123');
    expect(await screen.findByText('Geen tenant opgegeven in de registratielink.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});
