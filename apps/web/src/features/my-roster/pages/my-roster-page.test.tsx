import { availabilityOfEmployeeCall } from '@klokwerk/contract/availability';
import { companiesCall } from '@klokwerk/contract/companies';
import { myShiftsCall } from '@klokwerk/contract/my-roster';
import { saveShiftMailsCall, shiftMailsCall } from '@klokwerk/contract/shift-mails';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { emmaAvailability } from '../../../test/own-availability';
import { renderApp } from '../../../test/render-app';
import { STAFF_CLAIMS, signInWith } from '../../../test/tokens';

let api: FakeApi;

const SHIFTS = {
  timeZone: 'Europe/Amsterdam',
  shifts: [
    {
      scheduleId: 7,
      companyId: 1,
      companyName: 'Demo Horeca Centrum',
      startTime: '2026-11-26T11:00:00.000Z',
      endTime: '2026-11-26T19:00:00.000Z',
      colleagues: [{ firstName: 'Anna' }, { firstName: 'Kees' }],
    },
    {
      scheduleId: 8,
      companyId: 1,
      companyName: 'Demo Horeca Centrum',
      startTime: '2026-11-28T16:00:00.000Z',
      endTime: '2026-11-28T23:00:00.000Z',
      colleagues: [],
    },
  ],
};

function signIn(claims: Record<string, unknown> = {}): void {
  signInWith({ ...STAFF_CLAIMS, ...claims });
}

beforeEach(() => {
  api = fakeApi()
    .on(companiesCall, [])
    .on(myShiftsCall, SHIFTS)
    .on(shiftMailsCall, { enabled: true })
    .on(saveShiftMailsCall, ({ body }) => ({ enabled: body.enabled }))
    .on(availabilityOfEmployeeCall, [
      emmaAvailability(3, '2026-11-30T07:00:00.000Z', '2026-11-30T16:00:00.000Z', false),
    ]);
  // Thursday 26 November 2026, 10:00 in Amsterdam.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Mijn rooster', () => {
  it('lists my next shifts with day, times and colleagues by first name', async () => {
    signIn();
    renderApp('/mijn-rooster');
    await screen.findByRole('heading', { level: 1, name: 'Mijn rooster' });
    const shifts = within(await screen.findByRole('region', { name: 'Mijn diensten' }));
    const items = await shifts.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Donderdag 26 novembervandaag12:00 – 20:00Demo Horeca CentrumMet Anna, Kees',
      "Zaterdag 28 november17:00 – 00:00Demo Horeca CentrumGeen collega's ingepland",
    ]);
    // The calendar feed of one's own shifts lives here for staff now.
    expect(screen.getByRole('button', { name: 'Agenda-abonnement' })).toBeTruthy();
  });

  it('lets me turn the roster mails off, stored on the server', async () => {
    signIn();
    renderApp('/mijn-rooster');
    const toggle = await screen.findByRole('switch', { name: 'Rooster per e-mail' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(api.requestsOf(saveShiftMailsCall).map((r) => r.body)).toEqual([{ enabled: false }]);
  });

  it('shows my availability of the coming weeks with a way to change it', async () => {
    signIn();
    renderApp('/mijn-rooster');
    const section = within(await screen.findByRole('region', { name: 'Mijn beschikbaarheid' }));
    expect((await section.findByRole('listitem')).textContent).toBe(
      'Maandag 30 november 08:00 – 17:00Niet beschikbaar',
    );
    expect(
      section
        .getByRole('link', { name: 'Beschikbaarheid invullen of wijzigen' })
        .getAttribute('href'),
    ).toBe('/availabilitiy');
    const [asked] = api.requestsOf(availabilityOfEmployeeCall);
    expect(asked?.query).toEqual({ start: '2026-11-26T00:00:00', end: '2026-12-24T00:00:00' });
  });

  it('says when there are no shifts, and when they could not be loaded', async () => {
    api.on(myShiftsCall, { timeZone: 'Europe/Amsterdam', shifts: [] });
    signIn();
    renderApp('/mijn-rooster');
    expect(await screen.findByText('Je hebt de komende 28 dagen geen diensten.')).toBeTruthy();
  });

  it('shows the server’s reason when the shifts fail, with a retry', async () => {
    api.on(
      myShiftsCall,
      refusal(503, 'DATABASE_UNAVAILABLE', 'De database is tijdelijk niet bereikbaar.'),
    );
    signIn();
    renderApp('/mijn-rooster');
    expect(
      await screen.findByText('Fout bij het ophalen van je diensten.', undefined, {
        timeout: 15_000,
      }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Opnieuw proberen' }).length).toBeGreaterThan(0);
  });

  it('tells an account without an employee it is not linked, asking nothing', async () => {
    signIn({ roles: ['EIGENAAR'], employeeId: null });
    renderApp('/mijn-rooster');
    expect(await screen.findByText(/Je account is niet gekoppeld aan een medewerker/)).toBeTruthy();
    expect(api.requestsOf(myShiftsCall)).toHaveLength(0);
  });

  it('shows the kiosk Geen toegang', async () => {
    signIn({ roles: ['KLOKSYSTEEM'], employeeId: null });
    renderApp('/mijn-rooster');
    expect(await screen.findByText('Geen toegang')).toBeTruthy();
  });
});
