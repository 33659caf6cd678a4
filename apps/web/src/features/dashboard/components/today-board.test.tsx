import { complianceCall } from '@klokwerk/contract/compliance';
import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import type { ComplianceFinding } from '@klokwerk/contract/labour-findings';
import { todayCall } from '@klokwerk/contract/today';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';
import { TODAY_REFRESH_MS, todayQueryOptions } from '../api/get-today';

let api: FakeApi;

const person = (employeeId: number, firstName: string) => ({
  employeeId,
  firstName,
  lastName: 'Test',
});

/** Monday 10 March 2025, 09:30 in Amsterdam. */
const TODAY = {
  companyId: 4,
  date: '2025-03-10',
  timeZone: 'Europe/Amsterdam',
  present: [
    {
      ...person(1, 'Kees'),
      recordId: 11,
      clockInTime: '2025-03-10T07:55:00.000Z',
      shiftStart: null,
    },
  ],
  expected: [
    {
      ...person(2, 'Anna'),
      scheduleId: 21,
      startTime: '2025-03-10T08:00:00.000Z',
      endTime: '2025-03-10T16:00:00.000Z',
      late: true,
    },
    {
      ...person(3, 'Emma'),
      scheduleId: 22,
      startTime: '2025-03-10T11:00:00.000Z',
      endTime: '2025-03-10T19:00:00.000Z',
      late: false,
    },
  ],
  left: [
    {
      ...person(4, 'Piet'),
      recordId: 12,
      clockInTime: '2025-03-10T05:00:00.000Z',
      clockOutTime: '2025-03-10T07:30:00.000Z',
    },
  ],
  open: [{ ...person(5, 'Ruud'), recordId: 13, clockInTime: '2025-03-09T15:00:00.000Z' }],
  onLeave: [],
  sick: [],
  pendingRegistrations: 3,
  pendingCorrections: 1,
  pendingLeave: 0,
};

const violation: ComplianceFinding = {
  rule: 'dailyRest',
  severity: 'violation',
  employeeId: 3,
  employeeName: 'Emma Test',
  message: 'Rusttijd tussen diensten minder dan 11 uur',
  shiftIds: [10, 11],
  amountSeconds: 18_000,
  source: 'ATW art. 5:3 lid 1',
  at: '2025-03-18T01:00:00.000Z',
};

function signIn(roles: string[]) {
  signInWith({ roles, companyId: 4, firstName: 'Mark' });
}

beforeEach(() => {
  api = fakeApi()
    .on(employeesOfCompanyCall, [])
    .on(complianceCall, { findings: [violation], withoutBirthDate: [] })
    .on(todayCall, TODAY);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-10T08:30:00Z'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const panel = (name: string) => within(screen.getByRole('region', { name }));

describe('Vandaag on the dashboard', () => {
  it('shows who is in, who is expected and late, who left, what is open and what waits', async () => {
    signIn(['EIGENAAR']);
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Vandaag' });
    await screen.findByText('Kees Test');
    expect(panel('Nu binnen').getByRole('listitem').textContent).toBe('Kees Testsinds 08:55');
    expect(
      panel('Verwacht vandaag')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Anna Testdienst 09:00–17:00Te laat', 'Emma Testdienst 12:00–20:00']);
    expect(panel('Vertrokken').getByRole('listitem').textContent).toBe('Piet Test06:00–08:30');
    expect(panel('Niet uitgeklokt').getByRole('listitem').textContent).toBe(
      'Ruud Testingeklokt 09-03-2025 16:00',
    );
    expect(
      panel('Niet uitgeklokt')
        .getByRole('link', { name: 'Naar de registraties' })
        .getAttribute('href'),
    ).toBe('/EmployeeHoursTable');
    const decisions = panel('Wacht op beslissing');
    expect(
      decisions.getByRole('link', { name: '3 registraties goed te keuren' }).getAttribute('href'),
    ).toBe('/EmployeeHoursTable');
    expect(
      decisions.getByRole('link', { name: '1 urencorrectie te beoordelen' }).getAttribute('href'),
    ).toBe('/Urencorrectie');
    expect(
      (
        await panel('Arbeidstijdenwet volgende week').findByRole('link', {
          name: '1 melding in het rooster van volgende week',
        })
      ).getAttribute('href'),
    ).toBe('/Schedulepro?datum=2025-03-17');
    expect(api.requestsOf(todayCall)[0]?.path).toBe('/api/today/company/4');
  });

  it('shows who is on leave or sick, marks their shift instead of late, and the leave to decide', async () => {
    api.on(todayCall, {
      ...TODAY,
      onLeave: [
        {
          ...person(2, 'Anna'),
          leaveId: 31,
          type: 'VAKANTIE',
          endDate: '2025-03-14',
          startTime: null,
          endTime: null,
        },
        {
          ...person(6, 'Lotte'),
          leaveId: 32,
          type: 'BIJZONDER',
          endDate: '2025-03-10',
          startTime: '09:00',
          endTime: '13:00',
        },
      ],
      sick: [{ ...person(7, 'Sem'), sickReportId: 41, sickFrom: '2025-03-07T07:00:00.000Z' }],
      pendingLeave: 2,
    });
    signIn(['EIGENAAR']);
    renderApp('/dashboard');
    await screen.findByText('Kees Test');
    const absent = panel('Afwezig vandaag');
    expect(absent.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sem Testziek sinds 07-03-2025',
      'Anna TestVakantie t/m 14-03-2025',
      'Lotte TestBijzonder verlof 09:00–13:00',
    ]);
    expect(absent.getByRole('link', { name: 'Naar verlof en ziekte' }).getAttribute('href')).toBe(
      '/verlof',
    );
    expect(panel('Verwacht vandaag').getAllByRole('listitem')[0]?.textContent).toBe(
      'Anna Testdienst 09:00–17:00Verlof',
    );
    expect(
      panel('Wacht op beslissing')
        .getByRole('link', { name: '2 verlofaanvragen te beoordelen' })
        .getAttribute('href'),
    ).toBe('/verlof');
  });

  it('asks again every minute by itself', () => {
    expect(todayQueryOptions(4).refetchInterval).toBe(TODAY_REFRESH_MS);
    expect(TODAY_REFRESH_MS).toBe(60_000);
  });

  it('says so when the day is quiet', async () => {
    api.on(todayCall, {
      ...TODAY,
      present: [],
      expected: [],
      left: [],
      open: [],
      pendingRegistrations: 0,
      pendingCorrections: 0,
    });
    signIn(['FLOORMANAGER']);
    renderApp('/dashboard');
    expect(await screen.findByText('Er is nu niemand ingeklokt.')).toBeTruthy();
    expect(screen.getByText('Niemand is vandaag met verlof of ziek.')).toBeTruthy();
    expect(screen.getByText('Niets dat op een beslissing wacht.')).toBeTruthy();
  });

  it.each([['MEDEWERKER'], ['ROOSTERMAKER'], ['ACCOUNTANT']])(
    'is not on the dashboard of %s',
    async (role) => {
      signIn([role]);
      renderApp('/dashboard');
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('heading', { name: 'Vandaag' })).toBeNull();
      expect(api.requestsOf(todayCall)).toHaveLength(0);
    },
  );
});
