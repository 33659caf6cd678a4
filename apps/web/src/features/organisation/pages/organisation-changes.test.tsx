import { companiesCall } from '@klokwerk/contract/companies';
import { createCategoryCall, deleteJobTitleCall } from '@klokwerk/contract/organisation';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';
import { CENTRUM, fakeOrganisationApi } from '../test/fake-organisation-api';

async function openPage() {
  signInWith();
  renderApp('/settings/category-jobtitlePro');
  await screen.findByRole('heading', { level: 1, name: 'Organisatie Structuur' });
}

function form(name: 'Nieuwe Categorie' | 'Nieuwe Functie') {
  return within(screen.getByRole('region', { name }));
}

function writes(api: ReturnType<typeof fakeOrganisationApi>) {
  return api.requests
    .filter((r) => r.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the forms', () => {
  it("shows the contract's messages for empty forms and sends nothing", async () => {
    const api = fakeOrganisationApi(CENTRUM);
    await openPage();
    await screen.findByRole('region', { name: 'Keuken' });
    await userEvent.click(
      form('Nieuwe Categorie').getByRole('button', { name: 'Categorie toevoegen' }),
    );
    expect(form('Nieuwe Categorie').getByText('Categorie naam is verplicht')).toBeTruthy();
    await userEvent.type(
      form('Nieuwe Functie').getByRole('textbox', { name: /Functie naam/ }),
      '   ',
    );
    await userEvent.click(
      form('Nieuwe Functie').getByRole('button', { name: 'Functie toevoegen' }),
    );
    expect(form('Nieuwe Functie').getByText('Functie naam is verplicht')).toBeTruthy();
    expect(form('Nieuwe Functie').getByText('Selecteer een categorie')).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });

  it('asks for a company first when none can be chosen', async () => {
    const api = fakeOrganisationApi(CENTRUM).on(companiesCall, []);
    await openPage();
    expect(
      await screen.findByText('Selecteer een bedrijf om de categorieën en functies te zien.'),
    ).toBeTruthy();
    await userEvent.type(
      form('Nieuwe Categorie').getByRole('textbox', { name: /Categorie naam/ }),
      'Bar',
    );
    await userEvent.click(
      form('Nieuwe Categorie').getByRole('button', { name: 'Categorie toevoegen' }),
    );
    expect(form('Nieuwe Categorie').getByText('Selecteer eerst een bedrijf')).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });

  it('creates a category, chooses it for the next job title and adds two job titles to it', async () => {
    const api = fakeOrganisationApi(CENTRUM);
    await openPage();
    await screen.findByRole('region', { name: 'Keuken' });

    const categoryName = form('Nieuwe Categorie').getByRole('textbox', { name: /Categorie naam/ });
    await userEvent.type(categoryName, '  Bar ');
    await userEvent.click(
      form('Nieuwe Categorie').getByRole('button', { name: 'Categorie toevoegen' }),
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      'Categorie succesvol aangemaakt',
    );
    expect(writes(api)).toEqual([
      { method: 'POST', path: '/api/categories', body: { companyId: 1, name: 'Bar' } },
    ]);
    expect((categoryName as HTMLInputElement).value).toBe('');
    const bar = await screen.findByRole('region', { name: 'Bar' });
    expect(within(bar).getByText('Geen functies toegevoegd aan deze categorie')).toBeTruthy();
    expect(
      (form('Nieuwe Functie').getByRole('combobox', { name: /^Categorie/ }) as HTMLInputElement)
        .value,
    ).toBe('Bar');

    const jobTitleName = form('Nieuwe Functie').getByRole('textbox', { name: /Functie naam/ });
    await userEvent.type(jobTitleName, 'Barman{Enter}');
    await within(bar).findByText('Barman');
    expect(document.activeElement).toBe(jobTitleName);
    await userEvent.type(jobTitleName, 'Barista{Enter}');
    await within(bar).findByText('Barista');
    expect(screen.getByRole('status').textContent).toContain('Functie succesvol aangemaakt');
    expect(within(bar).getByText('2 functies')).toBeTruthy();
    expect(
      writes(api)
        .slice(1)
        .map((r) => r.body),
    ).toEqual([
      { companyId: 1, name: 'Barman', categoryId: 100 },
      { companyId: 1, name: 'Barista', categoryId: 100 },
    ]);
  });

  it('shows the refusal of a name that exists with the prefix, and on the field', async () => {
    fakeOrganisationApi(CENTRUM).on(
      createCategoryCall,
      refusal(409, 'CONFLICT', 'Er bestaat al een categorie "Keuken" in dit bedrijf.', 'name'),
    );
    await openPage();
    await screen.findByRole('region', { name: 'Keuken' });
    await userEvent.type(
      form('Nieuwe Categorie').getByRole('textbox', { name: /Categorie naam/ }),
      'Keuken{Enter}',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Fout bij het aanmaken van categorie: Er bestaat al een categorie "Keuken" in dit bedrijf.',
    );
    expect(
      form('Nieuwe Categorie').getByText('Er bestaat al een categorie "Keuken" in dit bedrijf.'),
    ).toBeTruthy();
  });
});

describe('deleting', () => {
  it('deletes a job title after confirming', async () => {
    const api = fakeOrganisationApi(CENTRUM);
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Functie Kok verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Functie verwijderen' });
    expect(
      within(dialog).getByText('Weet je zeker dat je deze functie wilt verwijderen?'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Kok')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Functie succesvol verwijderd',
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Functie Kok verwijderen' })).toBeNull(),
    );
    expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/jobtitles/11', body: undefined }]);
    expect(
      within(screen.getByRole('region', { name: 'Keuken' })).getByText('1 functie'),
    ).toBeTruthy();
  });

  it('keeps everything when the confirmation is cancelled', async () => {
    const api = fakeOrganisationApi(CENTRUM);
    await openPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Categorie Keuken verwijderen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Categorie verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api)).toEqual([]);
  });

  it('deletes a category with its job titles after confirming', async () => {
    const api = fakeOrganisationApi(CENTRUM);
    await openPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Categorie Keuken verwijderen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Categorie verwijderen' });
    expect(
      within(dialog).getByText(
        'Weet je zeker dat je deze categorie wilt verwijderen? Alle gekoppelde functies worden ook verwijderd.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Functies die ook verwijderd worden: Afwasser, Kok'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Categorie succesvol verwijderd',
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Keuken' })).toBeNull());
    expect(screen.queryByText('Kok')).toBeNull();
    expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/categories/1', body: undefined }]);
    expect(
      within(screen.getByRole('group', { name: 'Aantallen' })).getByText('0 functies'),
    ).toBeTruthy();
  });

  it("shows the server's refusal of a job title that employees hold, and keeps it", async () => {
    fakeOrganisationApi(CENTRUM).on(
      deleteJobTitleCall,
      refusal(
        409,
        'CONFLICT',
        'Deze functie is nog toegekend aan 3 medewerkers. Geef hen eerst een andere functie.',
      ),
    );
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Functie Kok verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Functie verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Fout bij het verwijderen van functie: Deze functie is nog toegekend aan 3 medewerkers. Geef hen eerst een andere functie.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Functie Kok verwijderen' })).toBeTruthy();
  });

  it('lets a banner go by itself after 5 seconds', async () => {
    fakeOrganisationApi(CENTRUM);
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Functie Kok verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Functie verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await screen.findByText('Functie succesvol verwijderd');
    await waitForElementToBeRemoved(() => screen.queryByText('Functie succesvol verwijderd'), {
      timeout: 6_000,
    });
  }, 10_000);

  it('closes a banner by hand', async () => {
    fakeOrganisationApi(CENTRUM);
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Functie Kok verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Functie verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    const banner = await screen.findByRole('status');
    await userEvent.click(within(banner).getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByText('Functie succesvol verwijderd')).toBeNull();
  });
});
