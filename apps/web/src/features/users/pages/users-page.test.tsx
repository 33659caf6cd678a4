import { companiesCall } from '@klokwerk/contract/companies';
import {
  assignRoleCall,
  createInvitationCall,
  requestPasswordResetCall,
  usersOfCompanyCall,
} from '@klokwerk/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyUsers } from '../../../lib/queries/company-users';
import { seriousViolations } from '../../../test/axe';
import { DEMO_COMPANIES } from '../../../test/companies';
import { answer, type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';

let api: FakeApi;

const USERS: CompanyUsers = [
  {
    userName: 'medewerker',
    email: 'mila@demohoreca.example',
    roles: ['MEDEWERKER'],
    employeeId: 3,
    fullName: 'Mila de Vries',
  },
  { userName: 'kiosk', email: null, roles: ['KLOKSYSTEEM'], employeeId: null, fullName: 'kiosk' },
  {
    userName: 'eindbaas',
    email: 'eindbaas@demohoreca.example',
    roles: ['EINDBAAS'],
    employeeId: null,
    fullName: 'eindbaas',
  },
];

/** Two companies, the users of the first; a test declares the call it is about on top. */
function serve(): FakeApi {
  return api
    .on(companiesCall, DEMO_COMPANIES)
    .on(usersOfCompanyCall, ({ params }) => (params.companyId === 1 ? USERS : []));
}

function sent(method: string, url: string): unknown[] {
  return api.requests
    .filter((request) => request.method === method && request.path === url)
    .map(({ body }) => body);
}

beforeEach(() => {
  api = fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  renderApp('/settings/RegistrationLinkDashboard');
  await screen.findByRole('heading', { level: 1, name: 'Registratielink Genereren' });
}

const table = () => screen.findByRole('table', { name: 'Gebruikers' });
const form = () => screen.getByRole('form', { name: 'Nieuwe gebruiker uitnodigen' });
const submit = () =>
  userEvent.click(within(form()).getByRole('button', { name: 'Registratielink Genereren' }));

async function chooseRole(label: string, name: string, scope: HTMLElement = document.body) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(screen.getByRole('option', { name }));
}

async function fillInvitation() {
  const scope = form();
  await userEvent.type(within(scope).getByRole('textbox', { name: /^E-mail/ }), 'noor@example.nl');
  await userEvent.type(within(scope).getByRole('textbox', { name: /^Voornaam/ }), 'Noor');
  await userEvent.type(within(scope).getByRole('textbox', { name: /^Achternaam/ }), 'Bakker');
  await chooseRole('Gebruikersrol', 'Medewerker', scope);
}

describe('Registratielink Genereren: the users', () => {
  it('lists the accounts with name, e-mail and role', async () => {
    serve();
    signInWith();
    await openPage();
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NaamE-mailRol',
      'Mila de Vriesmila@demohoreca.exampleMedewerker',
      'kioskGeen e-mailadresKloksysteem',
      'eindbaaseindbaas@demohoreca.exampleEindbaas',
    ]);
  });

  it('says when a company has no users', async () => {
    serve();
    signInWith({ companyId: 2 });
    await openPage();
    expect(await screen.findByText('Geen gebruikers beschikbaar')).toBeTruthy();
  });

  it('is not for a waiter', async () => {
    serve();
    signInWith({ roles: ['MEDEWERKER'] });
    await openPage();
    expect(screen.getByText('Geen toegang')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('Registratielink Genereren: the invitation', () => {
  it('offers only the roles an owner may give', async () => {
    serve();
    signInWith();
    await openPage();
    await userEvent.click(within(form()).getByRole('combobox', { name: 'Gebruikersrol' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Eigenaar',
      'Accountant',
      'Humanresource',
      'Medewerker',
      'Kloksysteem',
      'Roostermaker',
    ]);
  });

  it('says which fields are still empty', async () => {
    serve();
    signInWith();
    await openPage();
    await submit();
    expect(await within(form()).findAllByText('Vul alle verplichte velden in')).toHaveLength(4);
    expect(sent('POST', '/api/users/generate-registration-links')).toEqual([]);
  });

  it('sends the invitation and says the link is on its way', async () => {
    serve().on(createInvitationCall, {
      email: 'noor@example.nl',
      companyId: 1,
      roles: ['MEDEWERKER'],
      employeeId: 40,
      expiresAt: '2026-12-01T10:00:00.000Z',
    });
    signInWith();
    await openPage();
    await fillInvitation();
    await submit();
    expect(
      await screen.findByText('Gebruiker succesvol aangemaakt! Een registratielink is verzonden.'),
    ).toBeTruthy();
    expect(sent('POST', '/api/users/generate-registration-links')).toEqual([
      {
        companyIdRequestDto: { companyId: 1, firstName: 'Noor', lastName: 'Bakker' },
        userDTO: { email: 'noor@example.nl', roles: ['MEDEWERKER'] },
      },
    ]);
    expect(
      (within(form()).getByRole('textbox', { name: /^E-mail/ }) as HTMLInputElement).value,
    ).toBe('');
  });

  it.each([
    [
      refusal(403, 'EMPLOYEE_LIMIT', 'Employee limit exceeded. Current: 25, Allowed: 25'),
      'Maximum aantal werknemers overschreden. Huidig: 25, Toegestaan: 25',
    ],
    [
      refusal(409, 'EMAIL_IN_USE', 'Dit e-mailadres is al in gebruik.'),
      'Dit e-mailadres is al in gebruik.',
    ],
    [new Response('<html>Bad gateway</html>', { status: 502 }), 'Onbekende fout'],
  ])('shows a refusal as the specification says (%#)', async (response, text) => {
    serve().on(createInvitationCall, response);
    signInWith();
    await openPage();
    await fillInvitation();
    await submit();
    expect((await within(form()).findByRole('alert')).textContent).toBe(text);
  });
});

describe('Gebruikersbeheer', () => {
  async function openDialog(name: string) {
    await userEvent.click(within(await table()).getByRole('button', { name }));
    return screen.findByRole('dialog', { name: 'Gebruikersbeheer' });
  }

  it('shows the user read-only with the first role chosen, and saves a new role', async () => {
    let users = USERS;
    serve()
      .on(usersOfCompanyCall, () => users)
      .on(assignRoleCall, () => {
        users = [{ ...USERS[0], roles: ['ROOSTERMAKER'] }, ...USERS.slice(1)] as typeof USERS;
        return { userName: 'medewerker', roles: ['ROOSTERMAKER'] };
      });
    signInWith();
    await openPage();
    const dialog = await openDialog('Mila de Vries');
    const value = (name: RegExp) =>
      (within(dialog).getByRole('textbox', { name }) as HTMLInputElement).value;
    expect(value(/^Naam/)).toBe('Mila de Vries');
    expect(value(/^Gebruikersnaam/)).toBe('medewerker');
    expect(value(/^E-mail/)).toBe('mila@demohoreca.example');
    expect(
      (within(dialog).getByRole('textbox', { name: /^Naam/ }) as HTMLInputElement).readOnly,
    ).toBe(true);
    expect((within(dialog).getByRole('combobox', { name: 'Rol' }) as HTMLInputElement).value).toBe(
      'Medewerker',
    );
    expect(await seriousViolations()).toEqual([]);

    await chooseRole('Rol', 'Roostermaker', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rol Opslaan' }));
    expect(await screen.findByText('Rol succesvol bijgewerkt.')).toBeTruthy();
    expect(sent('POST', '/api/users/medewerker/roles')).toEqual([['ROOSTERMAKER']]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText('Roostermaker')).toBeTruthy(),
    );
    // Opened again, the dialog shows the role as it is now.
    const again = await openDialog('Mila de Vries');
    expect((within(again).getByRole('combobox', { name: 'Rol' }) as HTMLInputElement).value).toBe(
      'Roostermaker',
    );
  });

  it("shows the server's reason when a role is refused", async () => {
    serve().on(
      assignRoleCall,
      refusal(403, 'FORBIDDEN', 'Er moet altijd een eigenaar of eindbaas overblijven.'),
    );
    signInWith();
    await openPage();
    const dialog = await openDialog('Mila de Vries');
    await chooseRole('Rol', 'Accountant', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rol Opslaan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Er moet altijd een eigenaar of eindbaas overblijven.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('does not offer to change the role of a higher rank', async () => {
    serve();
    signInWith();
    await openPage();
    const dialog = await openDialog('eindbaas');
    expect(
      (within(dialog).getByRole('combobox', { name: 'Rol' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      within(dialog).getByText('Je mag de rol van deze gebruiker niet wijzigen.'),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Rol Opslaan' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it.each([
    [
      answer(200, { email: 'mila@demohoreca.example', expiresAt: '2026-12-01T10:00:00.000Z' }),
      'Wachtwoord reset link verzonden naar mila@demohoreca.example.',
    ],
    [refusal(404, 'NOT_FOUND', 'Niet gevonden.'), 'Gebruiker niet gevonden.'],
    [refusal(500, 'INTERNAL', 'Er ging iets mis.'), 'Fout bij het verzenden van de e-mail.'],
    [
      refusal(403, 'FORBIDDEN', 'Geen toegang.'),
      'Fout bij het verzenden van de wachtwoord reset link.',
    ],
  ])('sends a password-reset link and says how it went (%#)', async (response, text) => {
    serve().on(requestPasswordResetCall, response);
    signInWith();
    await openPage();
    const dialog = await openDialog('Mila de Vries');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wachtwoord Resetten' }));
    await within(dialog).findByText(text);
  });

  it('says a user without an e-mail address cannot get a reset link', async () => {
    serve();
    signInWith();
    await openPage();
    const dialog = await openDialog('kiosk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wachtwoord Resetten' }));
    await within(dialog).findByText('Geen e-mailadres beschikbaar voor deze gebruiker');
    expect(sent('POST', '/api/users/kiosk/password-reset')).toEqual([]);
  });

  it('closes with Annuleren', async () => {
    serve();
    signInWith();
    await openPage();
    const dialog = await openDialog('Mila de Vries');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
