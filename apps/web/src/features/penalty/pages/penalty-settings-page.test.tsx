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

function company(companyId: number, companyName: string) {
  return {
    companyId,
    companyName,
    emailAddress: 'info@demohoreca.example',
    phoneNumber: null,
    address: null,
    city: null,
    timeZone: 'Europe/Amsterdam',
  };
}

const COMPANIES = [company(1, 'Demo Horeca Centrum'), company(2, 'Demo Horeca Strand')];
const LIST = [
  { companyId: 1, applyPenalty: true, penaltyMinutes: 10 },
  { companyId: 2, applyPenalty: false, penaltyMinutes: 15 },
  { companyId: 9, applyPenalty: true, penaltyMinutes: 1 },
];

type Route = (init?: RequestInit) => Response;

/** The usual answers, with `overrides` for the call a test is about. */
function serve(overrides: Record<string, Route> = {}): void {
  const routes: Record<string, Route> = {
    'GET /api/companies': () => answer(200, COMPANIES),
    'GET /api/settings/company': () => answer(200, LIST),
    'GET /api/settings/company/1': () => answer(200, LIST[0]),
    'GET /api/settings/company/2': () => answer(200, LIST[1]),
    ...overrides,
  };
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    return route(init);
  });
}

function posted(): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
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
  renderApp('/settings/penaltySettings');
  await screen.findByRole('heading', { level: 1, name: 'Penalty Instellingen' });
}

const checkbox = () =>
  screen.findByRole('checkbox', { name: 'Penalty toepassen bij te laat inchecken' });
const minutes = () =>
  screen.getByRole('textbox', { name: 'Penalty Duur (Minuten)' }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Instellingen Opslaan' });

describe('Penalty Instellingen: the form', () => {
  it("shows the chosen company's settings, the minutes disabled while off", async () => {
    serve();
    signIn();
    await openPage();
    expect(screen.getByText('Beheer de penalty-instellingen voor te laat inchecken')).toBeTruthy();
    expect(((await checkbox()) as HTMLInputElement).checked).toBe(true);
    expect(minutes().value).toBe('10');
    expect(minutes().disabled).toBe(false);
    await userEvent.click(await checkbox());
    expect(minutes().disabled).toBe(true);
  });

  it('saves and says so; the overview shows the new values', async () => {
    let list = LIST;
    serve({
      'GET /api/settings/company': () => answer(200, list),
      'POST /api/settings/company/1': (init) => {
        const body = JSON.parse(String(init?.body));
        list = [body, ...LIST.slice(1)];
        return answer(200, body);
      },
    });
    signIn();
    await openPage();
    await checkbox();
    await userEvent.clear(minutes());
    await userEvent.type(minutes(), '20');
    await userEvent.click(saveButton());

    expect(await screen.findByText('Instellingen succesvol opgeslagen.')).toBeTruthy();
    expect(posted()).toEqual([{ companyId: 1, applyPenalty: true, penaltyMinutes: 20 }]);
    const table = screen.getByRole('table', { name: 'Overzicht' });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Demo Horeca Centrum/ }).textContent).toContain(
        '20 minuten',
      ),
    );
  });

  it('sends an empty minutes field as 0', async () => {
    serve({
      'POST /api/settings/company/1': (init) => answer(200, JSON.parse(String(init?.body))),
    });
    signIn();
    await openPage();
    await checkbox();
    await userEvent.clear(minutes());
    await userEvent.click(saveButton());
    await screen.findByText('Instellingen succesvol opgeslagen.');
    expect(posted()).toEqual([{ companyId: 1, applyPenalty: true, penaltyMinutes: 0 }]);
  });

  it('refuses more than 60 minutes with the message, before any call', async () => {
    serve();
    signIn();
    await openPage();
    await checkbox();
    await userEvent.clear(minutes());
    await userEvent.type(minutes(), '75');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Penalty moet tussen 0 en 60 minuten zijn.')).toBeTruthy();
    expect(minutes().value).toBe('75');
    expect(posted()).toEqual([]);
  });

  it("shows the specification's texts when the server refuses or fails", async () => {
    let status = 400;
    serve({
      'POST /api/settings/company/1': () =>
        answer(status, { error: { code: 'VALIDATION', message: 'penaltyMinutes: te groot' } }),
    });
    signIn();
    await openPage();
    await checkbox();
    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Ongeldige invoer: Penalty moet tussen 0 en 60 minuten zijn.'),
    ).toBeTruthy();

    status = 500;
    await userEvent.click(saveButton());
    expect(await screen.findByText('Kon instellingen niet opslaan.')).toBeTruthy();
  });

  it('falls back to the defaults (on, 15) when the settings cannot be fetched', async () => {
    serve({
      'GET /api/settings/company/1': () =>
        answer(404, { error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } }),
    });
    signIn();
    await openPage();
    expect(
      await screen.findByText('Kon instellingen niet ophalen. Standaardwaarden worden gebruikt.'),
    ).toBeTruthy();
    expect(((await checkbox()) as HTMLInputElement).checked).toBe(true);
    expect(minutes().value).toBe('15');
  });

  it("switches to another company's settings with the company select", async () => {
    serve();
    signIn();
    await openPage();
    await checkbox();
    await userEvent.click(screen.getByRole('combobox', { name: 'Bedrijf' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demo Horeca Strand' }));
    await waitFor(async () => expect(((await checkbox()) as HTMLInputElement).checked).toBe(false));
    expect(minutes().value).toBe('15');
    expect(minutes().disabled).toBe(true);
  });
});

describe('Penalty Instellingen: the overview', () => {
  it('names every company, Onbekend Bedrijf for one it does not know, with Ja/Nee and minutes', async () => {
    serve();
    signIn();
    await openPage();
    const table = await screen.findByRole('table', { name: 'Overzicht' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Bedrijf', 'Penalty Toepassen', 'Penalty Duur'],
      ['Demo Horeca Centrum', 'Ja', '10 minuten'],
      ['Demo Horeca Strand', 'Nee', '15 minuten'],
      ['Onbekend Bedrijf', 'Ja', '1 minuut'],
    ]);
  });
});

describe('Penalty Instellingen: who may use it', () => {
  it.each(['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER'])(
    'lets %s read the settings without saving them',
    async (role) => {
      serve();
      signIn({ roles: [role] });
      await openPage();
      expect(((await checkbox()) as HTMLInputElement).disabled).toBe(true);
      expect(
        screen.getByText('Je kunt deze instellingen bekijken, maar niet wijzigen.'),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Instellingen Opslaan' })).toBeNull();
    },
  );

  it.each(['MEDEWERKER', 'KLOKSYSTEEM'])('shows %s no access', async (role) => {
    serve();
    signIn({ roles: [role] });
    await openPage();
    expect(screen.getByText('Geen toegang')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
