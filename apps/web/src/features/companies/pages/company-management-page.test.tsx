import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { saveSignIn } from '../../../lib/auth-storage';
import { renderApp } from '../../../test/render-app';
import { sessionToken } from '../../../test/tokens';

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
let fetchMock: FetchMock;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function failure(status: number, code: string, message: string, field?: string): Response {
  return answer(status, { error: { code, message, field } });
}

/** A company as the API answers it (packages/contract/src/companies.ts). */
function company(companyId: number, companyName: string, city: string | null = null) {
  return {
    companyId,
    companyName,
    emailAddress: `info@${companyName.toLowerCase().replaceAll(' ', '')}.example`,
    phoneNumber: null,
    address: null,
    city,
    timeZone: 'Europe/Amsterdam',
  };
}

const CENTRUM = company(1, 'Demo Horeca Centrum', 'Utrecht');
const STRAND = company(2, 'Demo Horeca Strand', 'Zandvoort');

/** Answers by method and path; a call nobody expected fails the test loudly. */
function serve(routes: Record<string, (init?: RequestInit) => Response>): void {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    return route(init);
  });
}

function bodyOf(method: string, url: string): unknown {
  const call = fetchMock.mock.calls.find(([u, i]) => String(u) === url && i?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

function signIn(claims: Record<string, unknown> = {}): void {
  saveSignIn(
    { token: sessionToken(claims), tenantId: 'demohoreca', subscription: null, role: null },
    false,
  );
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
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
    serve({ 'GET /api/companies': () => answer(200, [CENTRUM, STRAND]) });
    signIn();
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
    serve({ 'GET /api/companies': () => failure(403, 'FORBIDDEN', 'Geen toegang.') });
    signIn();
    await openPage();
    expect(
      await screen.findByText('Fout bij het ophalen van bedrijven: Geen toegang.'),
    ).toBeTruthy();
  });
});

describe('Bedrijvenbeheer: creating and editing', () => {
  it('asks for name and e-mail with the one message, and sends nothing', async () => {
    serve({ 'GET /api/companies': () => answer(200, [CENTRUM]) });
    signIn();
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Bedrijf toevoegen' }));
    expect(await screen.findAllByText('Bedrijfsnaam en e-mailadres zijn verplicht')).toHaveLength(
      2,
    );
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('creates a company with empty optional fields as null and the default zone', async () => {
    let list = [CENTRUM];
    const created = company(3, 'Demo Horeca Haven');
    serve({
      'GET /api/companies': () => answer(200, list),
      'POST /api/companies/create': () => {
        list = [CENTRUM, created];
        return answer(201, created);
      },
    });
    signIn();
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
    serve({
      'GET /api/companies': () => answer(200, [CENTRUM]),
      'POST /api/companies/create': () =>
        failure(
          409,
          'CONFLICT',
          'Er bestaat al een bedrijf met de naam "Demo Horeca Centrum". Kies een andere naam.',
          'companyName',
        ),
    });
    signIn();
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
    serve({
      'GET /api/companies': () => answer(200, [CENTRUM, STRAND]),
      'PUT /api/companies/2': (init) =>
        answer(200, { ...STRAND, ...JSON.parse(String(init?.body)) }),
    });
    signIn();
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
    serve({ 'GET /api/companies': () => answer(200, [CENTRUM]) });
    signIn();
    await openPage();
    await screen.findByText('1 bedrijf');
    await userEvent.click(
      within(companyItem('Demo Horeca Centrum')).getByRole('button', { name: /Bewerken/ }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Nieuw bedrijf' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('Bedrijvenbeheer: deleting', () => {
  it('asks first, then deletes and says so', async () => {
    let list = [CENTRUM, STRAND];
    serve({
      'GET /api/companies': () => answer(200, list),
      'DELETE /api/companies/2': () => {
        list = [CENTRUM];
        return answer(200, { companyId: 2 });
      },
    });
    signIn();
    await openPage();
    await screen.findByText('2 bedrijven');
    await userEvent.click(
      within(companyItem('Demo Horeca Strand')).getByRole('button', { name: /Verwijderen/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bedrijf verwijderen' });
    expect(
      within(dialog).getByText('Weet je zeker dat je dit bedrijf wilt verwijderen?'),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    expect(await screen.findByText('Bedrijf Demo Horeca Strand is verwijderd.')).toBeTruthy();
    expect(await screen.findByText('1 bedrijf')).toBeTruthy();
  });

  it('does nothing when the question is answered with Annuleren', async () => {
    serve({ 'GET /api/companies': () => answer(200, [CENTRUM, STRAND]) });
    signIn();
    await openPage();
    await screen.findByText('2 bedrijven');
    await userEvent.click(
      within(companyItem('Demo Horeca Strand')).getByRole('button', { name: /Verwijderen/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bedrijf verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's reason on screen when a company with history is refused", async () => {
    const reason =
      'Dit bedrijf kan niet worden verwijderd. Nog gekoppeld: 11 medewerkers. Verwijder of verplaats deze eerst en probeer het daarna opnieuw.';
    serve({
      'GET /api/companies': () => answer(200, [CENTRUM, STRAND]),
      'DELETE /api/companies/1': () => failure(409, 'CONFLICT', reason),
    });
    signIn();
    await openPage();
    await screen.findByText('2 bedrijven');
    await userEvent.click(
      within(companyItem('Demo Horeca Centrum')).getByRole('button', { name: /Verwijderen/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bedrijf verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(`Fout bij het verwijderen van bedrijf: ${reason}`);
    expect(screen.getByRole('heading', { level: 3, name: 'Demo Horeca Centrum' })).toBeTruthy();
  });
});

describe('Bedrijvenbeheer: who may use it', () => {
  it('tells a settings role without a Pro plan that the plan is the reason', async () => {
    signIn({ subscription: 'Klokwerk Maandelijks' });
    await openPage();
    expect(screen.getByText('Geen toegang')).toBeTruthy();
    expect(screen.getByText(/alleen beschikbaar met een Pro-abonnement/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the sign-in data is missing when the token names no tenant', async () => {
    signIn({ tenantId: null });
    await openPage();
    expect(screen.getByText('Authenticatiegegevens ontbreken')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['MEDEWERKER', 'ACCOUNTANT', 'ROOSTERMAKER'])('shows %s no access', async (role) => {
    signIn({ roles: [role] });
    await openPage();
    expect(screen.getByText('Geen toegang')).toBeTruthy();
    expect(screen.getByText(/Je rol geeft geen toegang/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
