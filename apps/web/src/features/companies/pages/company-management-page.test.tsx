import {
  type Company,
  companiesCall,
  company as companySchema,
  createCompanyCall,
  deleteCompanyCall,
  updateCompanyCall,
} from '@klokwerk/contract/companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { company } from '../../../test/companies';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';

let api: FakeApi;

const CENTRUM = company(1, 'Demo Horeca Centrum', { city: 'Utrecht' });
const STRAND = company(2, 'Demo Horeca Strand', { city: 'Zandvoort' });

/** The company list as the server has it; a test declares the other calls it is about. */
function serve(companies: Company[] | (() => Company[])): FakeApi {
  return api.on(companiesCall, typeof companies === 'function' ? companies : () => companies);
}

function bodyOf(method: string, url: string): unknown {
  return api.requests.find((request) => request.path === url && request.method === method)?.body;
}

beforeEach(() => {
  api = fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  const view = renderApp('/settings/company-management');
  await screen.findByRole('heading', { level: 1, name: 'Bedrijvenbeheer' });
  return view;
}

function companyItem(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no list item for ${name}`);
  return item;
}

describe('Bedrijvenbeheer: the list', () => {
  it('lists the companies with a count, and searches them by name or city', async () => {
    serve([CENTRUM, STRAND]);
    signInWith();
    await openPage();
    expect(await screen.findByText('2 bedrijven')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Demo Horeca Centrum' })).toBeTruthy();
    expect(document.title).toBe('Bedrijvenbeheer · Klokwerk');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'zandv');
    expect(await screen.findByText('1 van 2 bedrijven gevonden')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Demo Horeca Centrum' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Demo Horeca Strand' })).toBeTruthy();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Zoeken' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'Rotterdam');
    expect(await screen.findByText('Geen bedrijven gevonden voor "Rotterdam".')).toBeTruthy();
  });

  it('says what went wrong when the list cannot be fetched, with the server message', async () => {
    api.on(companiesCall, refusal(403, 'FORBIDDEN', 'Geen toegang.'));
    signInWith();
    await openPage();
    expect(
      await screen.findByText('Fout bij het ophalen van bedrijven: Geen toegang.'),
    ).toBeTruthy();
  });
});

describe('Bedrijvenbeheer: creating and editing', () => {
  it('asks for name and e-mail with the one message, and sends nothing', async () => {
    serve([CENTRUM]);
    signInWith();
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Bedrijf toevoegen' }));
    expect(await screen.findAllByText('Bedrijfsnaam en e-mailadres zijn verplicht')).toHaveLength(
      2,
    );
    expect(api.requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('creates a company with empty optional fields as null and the default zone', async () => {
    let list = [CENTRUM];
    const created = company(3, 'Demo Horeca Haven');
    serve(() => list).on(createCompanyCall, () => {
      list = [CENTRUM, created];
      return created;
    });
    signInWith();
    await openPage();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Bedrijfsnaam/ }),
      ' Demo Horeca Haven ',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-mailadres/ }),
      'haven@demohoreca.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bedrijf toevoegen' }));

    expect(await screen.findByText('Bedrijf Demo Horeca Haven is toegevoegd.')).toBeTruthy();
    expect(bodyOf('POST', '/api/companies/create')).toEqual({
      companyName: 'Demo Horeca Haven',
      emailAddress: 'haven@demohoreca.example',
      phoneNumber: null,
      address: null,
      city: null,
      timeZone: 'Europe/Amsterdam',
    });
    expect(await screen.findByText('2 bedrijven')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Bedrijfsnaam/ }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it("shows the server's refusal after the specification's prefix, and at the field", async () => {
    serve([CENTRUM]).on(
      createCompanyCall,
      refusal(
        409,
        'CONFLICT',
        'Er bestaat al een bedrijf met de naam "Demo Horeca Centrum". Kies een andere naam.',
        'companyName',
      ),
    );
    signInWith();
    await openPage();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Bedrijfsnaam/ }),
      'Demo Horeca Centrum',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-mailadres/ }),
      'x@demohoreca.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bedrijf toevoegen' }));

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(
      'Fout bij het aanmaken van bedrijf: Er bestaat al een bedrijf met de naam "Demo Horeca Centrum". Kies een andere naam.',
    );
    const name = screen.getByRole('textbox', { name: /Bedrijfsnaam/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a company from the list and saves it with PUT', async () => {
    serve([CENTRUM, STRAND]).on(updateCompanyCall, ({ body }) =>
      companySchema.parse({ ...STRAND, ...body }),
    );
    signInWith();
    await openPage();
    await screen.findByText('2 bedrijven');
    await userEvent.click(
      within(companyItem('Demo Horeca Strand')).getByRole('button', { name: /Bewerken/ }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Bedrijf bewerken' })).toBeTruthy();
    const city = screen.getByRole('textbox', { name: 'Plaats' }) as HTMLInputElement;
    expect(city.value).toBe('Zandvoort');
    await userEvent.clear(city);
    await userEvent.type(city, 'Bloemendaal');
    await userEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));

    expect(await screen.findByText('Bedrijf Demo Horeca Strand is bijgewerkt.')).toBeTruthy();
    expect(bodyOf('PUT', '/api/companies/2')).toMatchObject({
      companyName: 'Demo Horeca Strand',
      city: 'Bloemendaal',
      timeZone: 'Europe/Amsterdam',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Nieuw bedrijf' })).toBeTruthy();
  });

  it('leaves the edit with Annuleren, unsaved', async () => {
    serve([CENTRUM]);
    signInWith();
    await openPage();
    await screen.findByText('1 bedrijf');
    await userEvent.click(
      within(companyItem('Demo Horeca Centrum')).getByRole('button', { name: /Bewerken/ }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Nieuw bedrijf' })).toBeTruthy();
    expect(api.requests).toHaveLength(1);
  });
});

describe('Bedrijvenbeheer: deleting', () => {
  it('asks first, then deletes and says so', async () => {
    let list = [CENTRUM, STRAND];
    serve(() => list).on(deleteCompanyCall, () => {
      list = [CENTRUM];
      return { companyId: 2 };
    });
    signInWith();
    await openPage();
    await screen.findByText('2 bedrijven');
    await userEvent.click(
      within(companyItem('Demo Horeca Strand')).getByRole('button', { name: /Verwijderen/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bedrijf verwijderen' });
    expect(
      within(dialog).getByText('Weet je zeker dat je dit bedrijf wilt verwijderen?'),
    ).toBeTruthy();
    expect(api.requests).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    expect(await screen.findByText('Bedrijf Demo Horeca Strand is verwijderd.')).toBeTruthy();
    expect(await screen.findByText('1 bedrijf')).toBeTruthy();
  });

  it('does nothing when the question is answered with Annuleren', async () => {
    serve([CENTRUM, STRAND]);
    signInWith();
    await openPage();
    await screen.findByText('2 bedrijven');
    await userEvent.click(
      within(companyItem('Demo Horeca Strand')).getByRole('button', { name: /Verwijderen/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bedrijf verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests).toHaveLength(1);
  });

  it("keeps the server's reason on screen when a company with history is refused", async () => {
    const reason =
      'Dit bedrijf kan niet worden verwijderd. Nog gekoppeld: 11 medewerkers. Verwijder of verplaats deze eerst en probeer het daarna opnieuw.';
    serve([CENTRUM, STRAND]).on(deleteCompanyCall, refusal(409, 'CONFLICT', reason));
    signInWith();
    await openPage();
    await screen.findByText('2 bedrijven');
    await userEvent.click(
      within(companyItem('Demo Horeca Centrum')).getByRole('button', { name: /Verwijderen/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bedrijf verwijderen' });
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(`Fout bij het verwijderen van bedrijf: ${reason}`);
    expect(await seriousViolations()).toEqual([]);
    expect(screen.getByRole('heading', { level: 3, name: 'Demo Horeca Centrum' })).toBeTruthy();
  });
});

describe('Bedrijvenbeheer: who may use it', () => {
  it('tells a settings role without a Pro plan that the plan is the reason', async () => {
    signInWith({ subscription: 'Klokwerk Maandelijks' });
    await openPage();
    expect(screen.getByText('Geen toegang')).toBeTruthy();
    expect(screen.getByText(/alleen beschikbaar met een Pro-abonnement/)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('says the sign-in data is missing when the token names no tenant', async () => {
    signInWith({ tenantId: null });
    await openPage();
    expect(screen.getByText('Authenticatiegegevens ontbreken')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it.each(['MEDEWERKER', 'ACCOUNTANT', 'ROOSTERMAKER'])('shows %s no access', async (role) => {
    signInWith({ roles: [role] });
    await openPage();
    expect(screen.getByText('Geen toegang')).toBeTruthy();
    expect(screen.getByText(/Je rol geeft geen toegang/)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});
