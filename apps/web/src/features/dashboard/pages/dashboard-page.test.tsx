import { complianceCall } from '@klokwerk/contract/compliance';
import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import type { ComplianceFinding, ComplianceReport } from '@klokwerk/contract/labour-findings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSignIn } from '../../../lib/auth-storage';
import type { CompanyEmployees } from '../../../lib/queries/employees';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { sessionToken } from '../../../test/tokens';

const { hardNavigate } = vi.hoisted(() => ({ hardNavigate: vi.fn() }));
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate }));

let api: FakeApi;

/** Every call but the labour-law and Vandaag ones. */
function others() {
  // The compliance note and the Vandaag board ask their own calls (tested on their own).
  return api.requests.filter(
    (request) =>
      !request.path.startsWith('/api/schedules/compliance') &&
      !request.path.startsWith('/api/today/'),
  );
}

/** An employee as the list answers it (packages/contract/src/employees.ts). */
function employee(employeeId: number, firstName: string, email: string) {
  return {
    employeeId,
    companyId: 4,
    firstName,
    lastName: 'Jansen',
    email,
    phoneNumber: null,
    dateOfBirth: null,
    address: null,
    jobTitleId: null,
    jobTitle: null,
    startDate: null,
    endDate: null,
    contractType: null,
    hoursPerWeek: null,
  };
}

const COMPANY: CompanyEmployees = [
  employee(1, 'Anna', 'anna@demohoreca.example'),
  employee(2, 'Mark', 'Mark.Jansen@DemoHoreca.example'),
];

function signIn(claims: Record<string, unknown>, subscription: string | null = null): void {
  const token = sessionToken(claims);
  saveSignIn({ token, tenantId: 'demohoreca', subscription, role: null }, false);
}

beforeEach(() => {
  api = fakeApi()
    .on(employeesOfCompanyCall, [])
    .on(complianceCall, { findings: [], withoutBirthDate: [] });
  // Only Date is faked, so Mantine's and Testing Library's timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-10T08:30:00Z'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  hardNavigate.mockReset();
});

function tileNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Onderdelen' });
  return [...nav.querySelectorAll('a:not([data-tile-note]), button')].map(
    (el) => el.textContent ?? '',
  );
}

describe('dashboard', () => {
  it('greets by first name and time of day', async () => {
    signIn({ firstName: 'Jan' });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Goedemorgen, Jan' })).toBeTruthy();
    expect(
      screen.getByText('Welkom terug in uw dashboard. Selecteer een optie om te beginnen.'),
    ).toBeTruthy();
    expect(document.title).toBe('Dashboard · Klokwerk');
  });

  it('falls back to Gebruiker without a first name', async () => {
    signIn({ firstName: null });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedemorgen, Gebruiker' }),
    ).toBeTruthy();
  });
});

describe('the greeting from the employee list', () => {
  const owner = { roles: ['EIGENAAR'], companyId: 4, email: 'mark.jansen@demohoreca.example' };

  it("asks the list of the token's company and greets the employee with the same e-mail", async () => {
    api.on(employeesOfCompanyCall, COMPANY);
    signIn({ ...owner, firstName: 'Eva' });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedemorgen, Mark' }),
    ).toBeTruthy();
    const [request] = others();
    expect(request?.path).toBe('/api/employees/company/4');
    expect(request?.method).toBe('GET');
  });

  it("shows the token's name until the list answers, never Gebruiker", async () => {
    let reply: (employees: CompanyEmployees) => void = () => {};
    api.on(employeesOfCompanyCall, () => new Promise((resolve) => (reply = resolve)));
    signIn({ ...owner, firstName: 'Eva' });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Goedemorgen, Eva' })).toBeTruthy();
    await waitFor(() => expect(others()).toHaveLength(1));
    reply(COMPANY);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedemorgen, Mark' }),
    ).toBeTruthy();
  });

  it("keeps the token's name when nobody in the list has the e-mail, or the list fails", async () => {
    api.once(employeesOfCompanyCall, COMPANY.slice(0, 1));
    signIn({ ...owner, firstName: 'Eva' });
    const first = renderApp('/dashboard');
    await waitFor(() => expect(others()).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Goedemorgen, Eva' })).toBeTruthy();
    first.unmount();

    api.once(employeesOfCompanyCall, refusal(404, 'NOT_FOUND', 'Niet gevonden.'));
    renderApp('/dashboard');
    await waitFor(() => expect(others()).toHaveLength(2));
    expect(await screen.findByRole('heading', { level: 1, name: 'Goedemorgen, Eva' })).toBeTruthy();
  });

  it('does not ask for roles that may not see the list', async () => {
    signIn({ roles: ['MEDEWERKER'], companyId: 4, firstName: 'Emma' });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedemorgen, Emma' }),
    ).toBeTruthy();
    await screen.findByRole('navigation', { name: 'Onderdelen' });
    expect(others()).toEqual([]);
  });
});

describe('the tiles', () => {
  it('shows the tiles of the owner, linked to their pages', async () => {
    signIn({ roles: ['EIGENAAR'] });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(tileNames()).toEqual([
      'In en uit klokken',
      'Rooster',
      'Medewerkers',
      'Rapporten',
      'Beschikbaarheid',
      'Verlof en ziekte',
      'Instellingen',
      'Uitloggen',
    ]);
    expect(screen.getByRole('link', { name: 'In en uit klokken' }).getAttribute('href')).toBe(
      '/ClockIn',
    );
    expect(screen.getByRole('link', { name: 'Verlof en ziekte' }).getAttribute('href')).toBe(
      '/verlof',
    );
  });

  it('shows an employee only their tiles; the first role counts', async () => {
    signIn({ roles: ['MEDEWERKER', 'EIGENAAR'] });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(tileNames()).toEqual(['Uren Correctie', 'Beschikbaarheid', 'Uitloggen']);
  });

  it('gives an account linked to an employee Mijn rooster and Mijn uren, not the management roster', async () => {
    signIn({ roles: ['MEDEWERKER'], employeeId: 12 });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(tileNames()).toEqual([
      'Mijn rooster',
      'Mijn uren',
      'Uren Correctie',
      'Beschikbaarheid',
      'Uitloggen',
    ]);
    expect(screen.getByRole('link', { name: 'Mijn rooster' }).getAttribute('href')).toBe(
      '/mijn-rooster',
    );
    expect(screen.getByRole('link', { name: 'Mijn uren' }).getAttribute('href')).toBe('/mijn-uren');
  });

  it('shows only Uitloggen while the plan is unknown', async () => {
    signIn({ roles: ['EIGENAAR'], subscription: undefined });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(tileNames()).toEqual(['Uitloggen']);
  });

  it('signs out with the Uitloggen tile: keys gone, consent kept, full reload of /login', async () => {
    signIn({ roles: ['EIGENAAR'] }, 'Klokwerk Pro Maandelijks');
    localStorage.setItem('klokwerk.cookieConsent', 'kept');
    const { queryClient } = renderApp('/dashboard');
    queryClient.setQueryData(['employees'], [{ id: 1 }]);
    const nav = await screen.findByRole('navigation', { name: 'Onderdelen' });
    const tile = [...nav.querySelectorAll('button')].find((b) => b.textContent === 'Uitloggen');
    if (!tile) throw new Error('no Uitloggen tile');
    await userEvent.click(tile);

    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(sessionStorage.getItem('userSubscription')).toBeNull();
    expect(localStorage.getItem('klokwerk.cookieConsent')).toBe('kept');
    expect(queryClient.getQueryData(['employees'])).toBeUndefined();
  });
});

describe('the labour-law note on the Rooster tile', () => {
  const violation: ComplianceFinding = {
    rule: 'dailyRest',
    severity: 'violation',
    employeeId: 3,
    employeeName: 'Sanne de Vries',
    message: 'Rusttijd tussen diensten minder dan 11 uur: 6 uur tussen di 02:00 en di 08:00',
    shiftIds: [10, 11],
    amountSeconds: 18_000,
    source: 'ATW art. 5:3 lid 1 (jeugdigen lid 2)',
    at: '2025-03-18T01:00:00.000Z',
  };
  const information: ComplianceFinding = {
    ...violation,
    rule: 'break',
    severity: 'info',
    message: 'Pauze',
  };

  it("names next week's violations and links to that week of the roster", async () => {
    api.on(complianceCall, { findings: [violation, information, violation], withoutBirthDate: [] });
    signIn({ roles: ['EIGENAAR'], companyId: 4 });
    renderApp('/dashboard');
    const note = await screen.findByRole('link', {
      name: 'Volgende week: 2 meldingen Arbeidstijdenwet',
    });
    expect(note.getAttribute('href')).toBe('/Schedulepro?datum=2025-03-17');
    expect(screen.getByRole('link', { name: 'Rooster' }).getAttribute('href')).toBe('/Schedulepro');
    expect(api.requestsOf(complianceCall)[0]?.path).toBe(
      '/api/schedules/compliance?companyId=4&start=2025-03-17T00%3A00%3A00&end=2025-03-24T00%3A00%3A00',
    );
  });

  it('draws the tiles without waiting for it, and says nothing of information only', async () => {
    let reply: (compliance: ComplianceReport) => void = () => {};
    api.on(complianceCall, () => new Promise((resolve) => (reply = resolve)));
    signIn({ roles: ['ROOSTERMAKER'] });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Rooster' })).toBeTruthy();
    await waitFor(() => expect(api.requestsOf(complianceCall)).toHaveLength(1));
    reply({ findings: [information], withoutBirthDate: [] });
    await waitFor(() => expect(screen.queryByText(/Arbeidstijdenwet/)).toBeNull());
    expect(screen.getByRole('link', { name: 'Rooster' })).toBeTruthy();
  });

  it('is not asked for by roles that do not plan', async () => {
    for (const roles of [['MEDEWERKER'], ['ACCOUNTANT'], ['KLOKSYSTEEM']]) {
      signIn({ roles });
      const view = renderApp('/dashboard');
      await screen.findByRole('navigation', { name: 'Onderdelen' });
      view.unmount();
    }
    expect(api.requestsOf(complianceCall)).toEqual([]);
  });
});
