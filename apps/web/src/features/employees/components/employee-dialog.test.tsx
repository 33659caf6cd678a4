import { auditOfObjectCall } from '@klokwerk/contract/audit';
import { deleteEmployeeCall, updateEmployeeCall } from '@klokwerk/contract/employees';
import { assignRoleCall, changeEmailCall, deleteUserCall } from '@klokwerk/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { refusal } from '../../../test/fake-api';
import { openPage, signIn, useApi } from '../test/open-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-10T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openDialog(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

/** The input of a field (a select's listbox carries the same label). */
function field(dialog: HTMLElement, label: RegExp): HTMLInputElement {
  const input = within(dialog)
    .getAllByLabelText(label)
    .find((el): el is HTMLInputElement => el instanceof HTMLInputElement);
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

describe('a new e-mail address for an employee with an account', () => {
  it('moves the account to it as well (PUT /users/{userName}/email)', async () => {
    const api = useApi();
    signIn();
    await openPage();
    await openDialog('Emma Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Smit bewerken' });
    await userEvent.clear(field(dialog, /^E-mailadres/));
    await userEvent.type(field(dialog, /^E-mailadres/), 'emma.smit@demohoreca.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(api.requests).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          path: '/api/users/medewerker/email',
          body: { newEmail: 'emma.smit@demohoreca.example' },
        }),
      ),
    );
  });

  it('says so when the account keeps its old address because the new one is taken', async () => {
    useApi().on(
      changeEmailCall,
      refusal(409, 'EMAIL_IN_USE', 'Het e-mailadres is al in gebruik.', 'newEmail'),
    );
    signIn();
    await openPage();
    await openDialog('Emma Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Smit bewerken' });
    await userEvent.clear(field(dialog, /^E-mailadres/));
    await userEvent.type(field(dialog, /^E-mailadres/), 'bezet@demohoreca.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText(
        'De medewerker is opgeslagen, maar het e-mailadres van het account is niet gewijzigd: Het e-mailadres is al in gebruik.',
      ),
    ).toBeTruthy();
  });
});

describe('the detail dialog', () => {
  it('shows every field: Onbepaalde tijd, salary with 2 decimals, hours, rating and personeelsnummer', async () => {
    useApi();
    signIn();
    await openPage();
    const dialog = within(await openDialog('Mark Jansen'));
    expect(dialog.getByText('Onbepaalde tijd')).toBeTruthy();
    expect(dialog.getByText('€ 22,50')).toBeTruthy();
    expect(dialog.getByText('38 uur')).toBeTruthy();
    expect(dialog.getByText('12-03-1981')).toBeTruthy();
    expect(dialog.getByText('Kok')).toBeTruthy();
    expect(dialog.getByText('Actief')).toBeTruthy();
    expect(dialog.getByText('Personeelsnummer').nextSibling?.textContent).toBe('1001');
    expect(await dialog.findByText('eigenaar')).toBeTruthy();
    expect(dialog.getByText('Eigenaar')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('moves the keyboard along: first field to edit, Annuleren to delete, Bewerken back', async () => {
    useApi();
    signIn();
    await openPage();
    await openDialog('Mark Jansen');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const edit = await screen.findByRole('dialog', { name: 'Mark Jansen bewerken' });
    await waitFor(() => expect(document.activeElement).toBe(field(edit, /^Voornaam/)));
    await userEvent.click(within(edit).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bewerken' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Medewerker verwijderen' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(confirm).getByRole('button', { name: 'Annuleren' }),
      ),
    );
  });

  it('names what an incomplete profile still lacks', async () => {
    useApi();
    signIn();
    await openPage();
    const dialog = within(await openDialog('Julia van Dijk'));
    expect(dialog.getByText('Nog in te vullen: Geboortedatum, Adres.')).toBeTruthy();
    expect(await dialog.findByText(/Geen gebruikersaccount/)).toBeTruthy();
  });

  it('masks the BSN until Toon BSN, which asks the audited call each time', async () => {
    const api = useApi();
    signIn();
    await openPage();
    const dialog = within(await openDialog('Mark Jansen'));
    expect(dialog.getByText('BSN verborgen')).toBeTruthy();
    expect(
      dialog.getByText('Elke keer dat het BSN wordt getoond, wordt dat vastgelegd.'),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Toon BSN' }));
    expect(await dialog.findByText('123456782')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Verberg BSN' }));
    expect(dialog.queryByText('123456782')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Toon BSN' }));
    await dialog.findByText('123456782');
    expect(api.requests.filter((r) => r.path === '/api/employees/1/bsn')).toHaveLength(2);
  });
});

describe('editing', () => {
  it("shows the contract's messages under the fields and sends nothing", async () => {
    const api = useApi();
    signIn();
    await openPage();
    await openDialog('Emma Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Smit bewerken' });
    for (const label of [
      /^Voornaam/,
      /^Achternaam/,
      /^Telefoonnummer/,
      /^Adres/,
      /^Soort contract/,
    ])
      await userEvent.clear(field(dialog, label));
    await userEvent.clear(field(dialog, /^E-mailadres/));
    await userEvent.type(field(dialog, /^E-mailadres/), 'emma-at-werk');
    await userEvent.clear(field(dialog, /^Uurloon/));
    await userEvent.type(field(dialog, /^Uurloon/), '15,405');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    const d = within(dialog);
    for (const message of [
      'Vul de voornaam in.',
      'Vul de achternaam in.',
      'Ongeldig e-mailadres',
      'Vul het telefoonnummer in.',
      'Vul het adres in.',
      'Vul het soort contract in.',
      'Het uurloon mag hoogstens 2 decimalen hebben en niet negatief zijn.',
    ])
      expect(await d.findByText(message)).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    expect(await seriousViolations()).toEqual([]);
  });

  it('asks for a job title when it is cleared, and for the birth date', async () => {
    useApi();
    signIn();
    await openPage();
    await openDialog('Emma Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Smit bewerken' });
    const d = within(dialog);
    await waitFor(() => expect(field(dialog, /^Functie/).value).toBe('Ober'));
    const clear = dialog.querySelector<HTMLButtonElement>('.mantine-Select-section button');
    if (!clear) throw new Error('no clear button on the job-title select');
    await userEvent.click(clear);
    await userEvent.clear(field(dialog, /^Geboortedatum/));
    await userEvent.click(d.getByRole('button', { name: 'Opslaan' }));
    expect(await d.findByText('Ongeldige functie geselecteerd')).toBeTruthy();
    expect(d.getByText('Vul de geboortedatum in.')).toBeTruthy();
  });

  it('wants the end date on or after the start date', async () => {
    const api = useApi();
    signIn();
    await openPage();
    await openDialog('Emma Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Smit bewerken' });
    await userEvent.clear(field(dialog, /^Einddatum/));
    await userEvent.type(field(dialog, /^Einddatum/), '2019-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('De einddatum ligt voor de begindatum.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('saves without the BSN when none was typed, and shows the new data', async () => {
    const api = useApi();
    signIn();
    await openPage();
    await openDialog('Emma Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Smit bewerken' });
    await userEvent.clear(field(dialog, /^Uurloon/));
    await userEvent.type(field(dialog, /^Uurloon/), '16,1');
    await userEvent.clear(field(dialog, /^Einddatum/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    const view = await screen.findByRole('dialog', { name: 'Emma Smit' });
    expect(
      await within(view).findByText('De gegevens van Emma Smit zijn opgeslagen.'),
    ).toBeTruthy();
    expect(within(view).getByText('€ 16,10')).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/employees/2');
    expect(put?.body).toMatchObject({ salary: 16.1, endDate: '', jobTitleId: '21' });
    expect(put?.body).not.toHaveProperty('socialSecurityNumber');
  });

  it('sends a typed BSN, and the server refusal shows under the field', async () => {
    const api = useApi().on(
      updateEmployeeCall,
      refusal(
        400,
        'VALIDATION',
        'Ongeldig BSN: het nummer voldoet niet aan de elfproef.',
        'socialSecurityNumber',
      ),
    );
    signIn();
    await openPage();
    await openDialog('Emma Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Smit bewerken' });
    await userEvent.type(field(dialog, /^Nieuw BSN/), '123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Ongeldig BSN: het nummer voldoet niet aan de elfproef.'),
    ).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      socialSecurityNumber: '123456789',
    });
  });

  it("removes the BSN only when asked: '' is sent", async () => {
    const api = useApi();
    signIn();
    await openPage();
    await openDialog('Emma Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Smit bewerken' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /BSN verwijderen/ }));
    expect(field(dialog, /^Nieuw BSN/).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await screen.findByRole('dialog', { name: 'Emma Smit' });
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      socialSecurityNumber: '',
    });
  });

  it('shows a refusal that names no field in the banner', async () => {
    useApi().on(updateEmployeeCall, refusal(404, 'NOT_FOUND', 'Niet gevonden.'));
    signIn();
    await openPage();
    await openDialog('Emma Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Smit bewerken' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Niet gevonden.');
  });
});

describe('the role of the linked account', () => {
  async function editEmma() {
    await openDialog('Emma Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    return screen.findByRole('dialog', { name: 'Emma Smit bewerken' });
  }

  it('offers the roles the signed-in user may give and saves a list of one', async () => {
    const api = useApi();
    signIn({ roles: ['HUMANRESOURCE'] });
    await openPage();
    const dialog = await editEmma();
    const role = await within(dialog).findByRole('combobox', { name: 'Rol' });
    expect((role as HTMLInputElement).value).toBe('Medewerker');
    await userEvent.click(role);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // HUMANRESOURCE ranks below the owner, so Eigenaar is not offered
    // (docs/decisions/011-invitations-and-account-links.md, "Role change").
    expect(options.map((o) => o.textContent)).toEqual([
      'Accountant',
      'Humanresource',
      'Medewerker',
      'Kloksysteem',
      'Roostermaker',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Roostermaker' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rol opslaan' }));
    expect(await within(dialog).findByText('Rol succesvol bijgewerkt.')).toBeTruthy();
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post).toMatchObject({
      method: 'POST',
      path: '/api/users/medewerker/roles',
      body: ['ROOSTERMAKER'],
    });
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/users/company/1')).toHaveLength(2),
    );
  });

  it('asks for a role when none is chosen: Kies een rol', async () => {
    useApi();
    signIn();
    await openPage();
    const dialog = await editEmma();
    const role = await within(dialog).findByRole('combobox', { name: 'Rol' });
    await userEvent.click(role);
    // Choosing the chosen option again clears it.
    await userEvent.click(screen.getByRole('option', { name: 'Medewerker' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rol opslaan' }));
    expect(await within(dialog).findByText('Kies een rol')).toBeTruthy();
  });

  it("shows the server's reason, or the specification's text when there is none", async () => {
    let refused = refusal(403, 'FORBIDDEN', 'Een bedrijf moet een eigenaar houden.');
    useApi().on(assignRoleCall, () => refused);
    signIn();
    await openPage();
    const dialog = await editEmma();
    await within(dialog).findByRole('combobox', { name: 'Rol' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await userEvent.click(screen.getByRole('option', { name: 'Accountant' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rol opslaan' }));
    expect(await within(dialog).findByText('Een bedrijf moet een eigenaar houden.')).toBeTruthy();
    refused = new Response('<html>proxy</html>', { status: 502 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rol opslaan' }));
    expect(await within(dialog).findByText('Fout bij het bijwerken van de rol.')).toBeTruthy();
  });

  it('shows, but does not offer to change, the role of a higher-ranked account', async () => {
    useApi();
    signIn({ roles: ['HUMANRESOURCE'] });
    await openPage();
    await openDialog('Mark Jansen');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Jansen bewerken' });
    expect(
      await within(dialog).findByText('Je mag de rol van dit account niet wijzigen.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Rol' })).toBeNull();
  });
});

describe('deleting', () => {
  it('asks first, says it cannot be undone, then deletes employee and account', async () => {
    const api = useApi();
    signIn();
    await openPage();
    await openDialog('Emma Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Medewerker verwijderen' });
    const d = within(dialog);
    expect(
      d.getByText(
        'Weet je zeker dat je Emma Smit wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
      ),
    ).toBeTruthy();
    expect(
      await d.findByText('Het gebruikersaccount medewerker wordt ook verwijderd.'),
    ).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(d.getByRole('button', { name: 'Definitief verwijderen' }));

    expect(
      await screen.findByText('De medewerker is gearchiveerd: er zijn geregistreerde uren.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Emma Smit' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/employees/2',
      '/api/users/delete/emma%40demohoreca.example',
    ]);
  });

  it('warns when the account could not be deleted for another reason than 404', async () => {
    useApi().on(deleteUserCall, refusal(403, 'FORBIDDEN', 'Je mag dit account niet verwijderen.'));
    signIn();
    await openPage();
    await openDialog('Thijs Mulder');
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Medewerker verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Definitief verwijderen' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Let op: de medewerker is verwijderd, maar het gebruikersaccount met thijs@demohoreca.example kon niet worden verwijderd: Je mag dit account niet verwijderen.',
    );
  });

  it('keeps the dialog open with the reason when the employee cannot be deleted', async () => {
    const api = useApi().on(deleteEmployeeCall, ({ params }, earlier) =>
      params.employeeId === 1
        ? refusal(409, 'CONFLICT', 'Je kunt je eigen account niet verwijderen.')
        : earlier(),
    );
    signIn();
    await openPage();
    await openDialog('Mark Jansen');
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Medewerker verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Definitief verwijderen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Je kunt je eigen account niet verwijderen.',
    );
    expect(api.requests.some((r) => r.path.startsWith('/api/users/delete/'))).toBe(false);
  });
});

describe("an employee's history", () => {
  it('shows who changed the pay and how, once opened', async () => {
    const api = useApi().on(auditOfObjectCall, ({ params }, earlier) =>
      params.entity === 'employee' && params.entityId === 2
        ? {
            entity: 'employee' as const,
            entityId: 2,
            entries: [
              {
                auditId: 1,
                at: '2025-03-03T09:30:00.000Z',
                action: 'employee.pay.change',
                entity: 'employee',
                entityId: 2,
                actor: { userId: 7, userName: 'hr', fullName: 'Sanne Hr' },
                details: {
                  before: { salary: 15.4, hoursRating: 1 },
                  after: { salary: 16, hoursRating: 1 },
                },
              },
            ],
          }
        : earlier(),
    );
    signIn();
    await openPage();
    const dialog = await openDialog('Emma Smit');
    const toggle = await within(dialog).findByRole('button', { name: 'Geschiedenis tonen' });
    expect(api.requests.some((r) => r.path.startsWith('/api/audit/'))).toBe(false);
    await userEvent.click(toggle);
    const history = await within(dialog).findByRole('region', { name: 'Geschiedenis' });
    expect(await within(history).findByText('Uurloon of uurfactor gewijzigd')).toBeTruthy();
    expect(within(history).getByText('03-03-2025 10:30 · Sanne Hr')).toBeTruthy();
    expect(within(history).getByText('Uurloon: van € 15,40 naar € 16,00')).toBeTruthy();
  });
});
