import { companiesCall } from '@klokwerk/contract/companies';
import { categoriesOfCompanyCall } from '@klokwerk/contract/organisation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';
import { CENTRUM, fakeOrganisationApi } from '../test/fake-organisation-api';

const PATH = '/settings/category-jobtitlePro';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Organisatie Structuur' });
}

function counts(): string[] {
  return within(screen.getByRole('group', { name: 'Aantallen' }))
    .getAllByText(/\d/)
    .map((el) => el.textContent ?? '');
}

describe('the overview', () => {
  it("shows the company's categories with their job titles, counts and empty states", async () => {
    const api = fakeOrganisationApi(CENTRUM);
    signInWith();
    await openPage();
    expect(screen.getByText('Beheer categorieën en functies binnen uw organisatie')).toBeTruthy();
    const keuken = await screen.findByRole('region', { name: 'Keuken' });
    expect(counts()).toEqual(['2 categorieën', '2 functies']);
    expect(within(keuken).getByText('2 functies')).toBeTruthy();
    expect(
      within(keuken)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Afwasser', 'Kok']);
    expect(within(keuken).getByRole('button', { name: 'Functie Kok verwijderen' })).toBeTruthy();
    expect(
      within(keuken).getByRole('button', { name: 'Categorie Keuken verwijderen' }),
    ).toBeTruthy();
    const bediening = screen.getByRole('region', { name: 'Bediening' });
    expect(within(bediening).getByText('0 functies')).toBeTruthy();
    expect(within(bediening).getByText('Geen functies toegevoegd aan deze categorie')).toBeTruthy();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/categories/company/1',
        'GET /api/jobtitles/company/1',
        'GET /api/companies',
      ]),
    );
    expect(document.title).toBe('Organisatie Structuur · Klokwerk');
  });

  it('says Geen Categorieën Gevonden for a company without categories', async () => {
    fakeOrganisationApi();
    signInWith();
    await openPage();
    expect(await screen.findByText('Geen Categorieën Gevonden')).toBeTruthy();
    expect(counts()).toEqual(['0 categorieën', '0 functies']);
    expect(
      screen.getByRole('textbox', { name: /Categorie naam/ }).getAttribute('placeholder'),
    ).toBe('bijv. Keuken, Bediening of Management');
  });

  it('shows the lists of the company chosen in the company select', async () => {
    const api = fakeOrganisationApi({
      categories: [...CENTRUM.categories, { id: 3, name: 'Strandbar', companyId: 2 }],
      jobTitles: CENTRUM.jobTitles,
    });
    signInWith();
    await openPage();
    await screen.findByRole('region', { name: 'Keuken' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Bedrijf' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demo Horeca Strand' }));
    expect(await screen.findByRole('region', { name: 'Strandbar' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Keuken' })).toBeNull();
    expect(api.requests.some((r) => r.path === '/api/categories/company/2')).toBe(true);
  });

  it('reports a failed fetch with the prefix and the message, and fetches again on request', async () => {
    let fail = true;
    fakeOrganisationApi(CENTRUM).on(categoriesOfCompanyCall, (_request, earlier) =>
      fail
        ? refusal(503, 'DATABASE_UNAVAILABLE', 'De database is tijdelijk niet bereikbaar.')
        : earlier(),
    );
    signInWith();
    await openPage();
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toContain(
      'Fout bij het ophalen van gegevens: De database is tijdelijk niet bereikbaar.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('region', { name: 'Keuken' })).toBeTruthy();
  });

  it('reports a failed company list with its own prefix', async () => {
    fakeOrganisationApi(CENTRUM).on(
      companiesCall,
      refusal(403, 'FORBIDDEN', 'Je rol mag dit niet.'),
    );
    signInWith();
    await openPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Fout bij het ophalen van bedrijven: Je rol mag dit niet.',
    );
  });

  it('is there for HR as well', async () => {
    fakeOrganisationApi(CENTRUM);
    signInWith({ roles: ['HUMANRESOURCE'] });
    await openPage();
    expect(await screen.findByRole('region', { name: 'Keuken' })).toBeTruthy();
  });

  it.each([['ROOSTERMAKER'], ['ACCOUNTANT'], ['MEDEWERKER']])(
    'tells %s it has no access and asks nothing',
    async (role) => {
      const api = fakeOrganisationApi(CENTRUM);
      signInWith({ roles: [role] });
      await openPage();
      expect(screen.getByText('Geen toegang')).toBeTruthy();
      expect(api.requests).toEqual([]);
    },
  );
});
