import { myHoursCall } from '@klokwerk/contract/my-roster';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { STAFF_CLAIMS, signInWith } from '../../../test/tokens';

let api: FakeApi;

const record = (
  recordId: number,
  clockIn: string,
  clockOut: string | null,
  status: 'Pending' | 'Approved',
) => ({
  recordId,
  employee: {
    employeeId: 12,
    email: 'emma@demohoreca.example',
    firstName: 'Emma',
    lastName: 'Smit',
  },
  companyId: 1,
  clockInTime: clockIn,
  clockOutTime: clockOut,
  approvalStatus: status,
  rejectionReason: null,
  source: 'kiosk' as const,
  effectiveClockOutTime: clockOut,
  correctionId: null,
  workedSeconds: clockOut === null ? null : (Date.parse(clockOut) - Date.parse(clockIn)) / 1000,
  netSeconds: clockOut === null ? null : (Date.parse(clockOut) - Date.parse(clockIn)) / 1000 - 1800,
});

const HOURS = {
  year: 2026,
  month: 11,
  timeZone: 'Europe/Amsterdam',
  workedSeconds: 16 * 3600,
  netSeconds: 15 * 3600,
  pendingCount: 1,
  clockedIn: true,
  registrations: [
    record(1, '2026-11-02T08:00:00.000Z', '2026-11-02T16:00:00.000Z', 'Approved'),
    record(2, '2026-11-03T08:00:00.000Z', '2026-11-03T16:00:00.000Z', 'Pending'),
    record(3, '2026-11-26T08:55:00.000Z', null, 'Pending'),
  ],
  corrections: [
    {
      correctionId: 4,
      companyId: 1,
      employeeId: 12,
      employeeEmail: 'emma@demohoreca.example',
      employeeName: 'Emma Smit',
      firstName: 'Emma',
      lastName: 'Smit',
      requestedTime: '2026-11-03T17:00:00.000Z',
      reason: 'Bon vergeten',
      status: 'PENDING' as const,
      rejectionReason: null,
      createdAt: '2026-11-04T08:00:00.000Z',
      reviewedAt: null,
      recordId: 2,
      clockOutTime: '2026-11-03T16:00:00.000Z',
    },
  ],
};

function signIn(claims: Record<string, unknown> = {}): void {
  signInWith({ ...STAFF_CLAIMS, ...claims });
}

beforeEach(() => {
  api = fakeApi().on(myHoursCall, HOURS);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Mijn uren', () => {
  it('shows this month’s hours, the registrations and the correction requests', async () => {
    signIn();
    renderApp('/mijn-uren');
    await screen.findByRole('heading', { level: 1, name: 'Mijn uren' });
    expect(
      await screen.findByText(
        'Je gewerkte uren van november 2026 tot nu (vanaf het inklokken, ook als ze nog op goedkeuring wachten) en je urencorrecties. Het Werknemersuren Rapport telt vanaf je geplande begintijd en trekt een penalty af als je te laat inklokt.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('15,00 uur')).toBeTruthy();
    expect(screen.getByText('16,00 uur')).toBeTruthy();
    expect(screen.getByText('1 registratie')).toBeTruthy();
    expect(screen.getByText('Je bent nu ingeklokt.')).toBeTruthy();
    const registrations = within(screen.getByRole('region', { name: 'Registraties' }));
    expect(registrations.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '02-11-202609:00 – 17:00 · 7,50 uurGoedgekeurd',
      '03-11-202609:00 – 17:00 · 7,50 uurIn afwachting',
      '26-11-202609:55 – nog openIn afwachting',
    ]);
    const corrections = within(screen.getByRole('region', { name: 'Mijn urencorrecties' }));
    expect(corrections.getByRole('listitem').textContent).toBe(
      '03-11-2026 · Uitkloktijd 18:00Bon vergetenIn behandeling',
    );
    expect(
      corrections.getByRole('link', { name: 'Urencorrectie aanvragen' }).getAttribute('href'),
    ).toBe('/Urencorrectie');
    expect(api.requestsOf(myHoursCall)).toHaveLength(1);
  });

  it('says so when there is nothing yet this month', async () => {
    api.on(myHoursCall, {
      ...HOURS,
      workedSeconds: 0,
      netSeconds: 0,
      pendingCount: 0,
      clockedIn: false,
      registrations: [],
      corrections: [],
    });
    signIn();
    renderApp('/mijn-uren');
    expect(await screen.findByText('Nog geen registraties deze maand.')).toBeTruthy();
    expect(screen.getByText('Geen urencorrecties gevonden')).toBeTruthy();
    expect(screen.queryByText('Je bent nu ingeklokt.')).toBeNull();
  });

  it('offers no correction request to a role that reviews them', async () => {
    signIn({ roles: ['ROOSTERMAKER'] });
    renderApp('/mijn-uren');
    await screen.findByText('Bon vergeten');
    expect(screen.queryByRole('link', { name: 'Urencorrectie aanvragen' })).toBeNull();
  });
});
