import { companiesCall } from '@klokwerk/contract/companies';
import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import {
  approveLeaveCall,
  type LeaveItem,
  leaveOfCompanyCall,
  rejectLeaveCall,
} from '@klokwerk/contract/leave';
import {
  reportRecoveryCall,
  reportSickCall,
  type SickReportItem,
  sicknessOfCompanyCall,
} from '@klokwerk/contract/sickness';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Companies } from '../../../lib/queries/companies';
import type { CompanyEmployees } from '../../../lib/queries/employees';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';

let api: FakeApi;

const COMPANIES = [
  {
    companyId: 1,
    companyName: 'Demo Horeca Centrum',
    emailAddress: 'info@demohoreca.example',
    phoneNumber: null,
    address: null,
    city: null,
    timeZone: 'Europe/Amsterdam',
  },
] as Companies;

const EMPLOYEES = [
  { employeeId: 12, firstName: 'Emma', lastName: 'Smit' },
  { employeeId: 13, firstName: 'Bram', lastName: 'Bakker' },
].map((e) => ({
  ...e,
  companyId: 1,
  email: `${e.firstName.toLowerCase()}@demohoreca.example`,
  phoneNumber: null,
  dateOfBirth: null,
  address: null,
  jobTitleId: null,
  jobTitle: null,
  startDate: null,
  endDate: null,
  contractType: null,
  hoursPerWeek: null,
})) as CompanyEmployees;

const leave = (values: Partial<LeaveItem>): LeaveItem => ({
  leaveId: 1,
  companyId: 1,
  employeeId: 12,
  firstName: 'Emma',
  lastName: 'Smit',
  type: 'VAKANTIE',
  startDate: '2026-12-07',
  endDate: '2026-12-13',
  startTime: null,
  endTime: null,
  startsAt: '2026-12-06T23:00:00.000Z',
  endsAt: '2026-12-13T23:00:00.000Z',
  minutes: 1920,
  note: 'Wintersport',
  status: 'PENDING',
  createdAt: '2026-11-26T09:00:00.000Z',
  decidedAt: null,
  decidedByName: null,
  rejectionReason: null,
  cancelledAt: null,
  ...values,
});

const SICK: SickReportItem = {
  sickReportId: 5,
  companyId: 1,
  employeeId: 13,
  firstName: 'Bram',
  lastName: 'Bakker',
  sickFrom: '2026-11-25T06:30:00.000Z',
  recoveredAt: null,
  reportedByName: 'Eva de Eigenaar',
  recoveryReportedByName: null,
  shifts: [
    { scheduleId: 8, startTime: '2026-11-27T16:00:00.000Z', endTime: '2026-11-27T23:00:00.000Z' },
  ],
};

beforeEach(() => {
  api = fakeApi()
    .on(companiesCall, COMPANIES)
    .on(employeesOfCompanyCall, EMPLOYEES)
    .on(leaveOfCompanyCall, ({ query }) =>
      query.status === 'PENDING'
        ? [leave({})]
        : [
            leave({
              leaveId: 2,
              employeeId: 13,
              firstName: 'Bram',
              lastName: 'Bakker',
              status: 'APPROVED',
              startDate: '2026-12-21',
              endDate: '2026-12-21',
              note: null,
              decidedByName: 'Eva de Eigenaar',
              minutes: 384,
            }),
          ],
    )
    .on(sicknessOfCompanyCall, [SICK]);
  // Thursday 26 November 2026, 10:00 in Amsterdam.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const region = (name: string) => within(screen.getByRole('region', { name: new RegExp(name) }));

async function openPage(roles = ['EIGENAAR']) {
  signInWith({ roles, companyId: 1 });
  renderApp('/verlof');
  await screen.findByRole('heading', { level: 1, name: 'Verlof en ziekte' });
  await screen.findByText('Emma Smit');
}

describe('Verlof en ziekte', () => {
  it('lists pending requests, approved leave from today and the sick reports with their shifts', async () => {
    await openPage();
    expect(
      region('Aanvragen in behandeling')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Emma SmitIn behandelingVakantie ma 07-12-2026 t/m zo 13-12-202632 uur verlofOpmerking: WintersportGoedkeurenAfwijzen',
    ]);
    expect(region('Goedgekeurd verlof').getByRole('listitem').textContent).toBe(
      'Bram BakkerGoedgekeurdVakantie ma 21-12-20266 uur 24 min verlofBeoordeeld door Eva de Eigenaar',
    );
    const sick = region('Ziekmeldingen');
    expect(sick.getByText('Ziek sinds 25-11-2026 07:30')).toBeTruthy();
    expect(sick.getByText('1 geplande dienst in deze periode')).toBeTruthy();
    expect(sick.getByText('vr 27-11-2026 17:00–00:00')).toBeTruthy();
    expect(sick.getByText(/nooit waarom/)).toBeTruthy();
    const asked = api.requestsOf(leaveOfCompanyCall).map((r) => r.path);
    expect(asked).toContain('/api/leave/company/1?status=PENDING');
    expect(asked).toContain('/api/leave/company/1?status=APPROVED&from=2026-11-26');
    expect(api.requestsOf(sicknessOfCompanyCall)[0]?.path).toBe(
      '/api/sickness/company/1?from=2026-11-12',
    );
  });

  it('approves a request and says the employee is mailed', async () => {
    api.on(approveLeaveCall, leave({ status: 'APPROVED', decidedByName: 'Eva de Eigenaar' }));
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Goedkeuren: Emma Smit' }));
    await waitFor(() =>
      expect(api.requestsOf(approveLeaveCall)[0]?.path).toBe('/api/leave/requests/1/approve'),
    );
    expect(
      await screen.findByText('Het verlof van Emma Smit is goedgekeurd. Emma krijgt een e-mail.'),
    ).toBeTruthy();
  });

  it('rejects only with a reason, which it sends', async () => {
    api.on(rejectLeaveCall, leave({ status: 'REJECTED', rejectionReason: 'Kerstdrukte' }));
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Afwijzen: Emma Smit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verlofaanvraag afwijzen' }));
    expect(
      dialog.getByText('Emma Smit vroeg vakantie aan: ma 07-12-2026 t/m zo 13-12-2026.'),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Afwijzen' }));
    expect(await dialog.findByText('Vul een reden voor de afwijzing in.')).toBeTruthy();
    expect(api.requestsOf(rejectLeaveCall)).toHaveLength(0);
    await userEvent.type(dialog.getByLabelText(/Reden van de afwijzing/), 'Kerstdrukte');
    await userEvent.click(dialog.getByRole('button', { name: 'Afwijzen' }));
    await waitFor(() =>
      expect(api.requestsOf(rejectLeaveCall)[0]?.body).toEqual({ rejectionReason: 'Kerstdrukte' }),
    );
    expect(await screen.findByText(/Emma krijgt een e-mail met de reden/)).toBeTruthy();
  });

  it('reports an employee sick from now, asking nothing medical', async () => {
    api.on(reportSickCall, {
      ...SICK,
      sickReportId: 6,
      employeeId: 12,
      firstName: 'Emma',
      lastName: 'Smit',
    });
    await openPage();
    await userEvent.click(region('Ziekmeldingen').getByRole('button', { name: 'Ziek melden' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ziek melden' }));
    expect((dialog.getByLabelText(/Ziek sinds/) as HTMLInputElement).value).toBe(
      '2026-11-26T10:00',
    );
    expect(dialog.queryByRole('textbox', { name: /reden|omschrijving|opmerking/i })).toBeNull();
    await userEvent.click(dialog.getByRole('combobox', { name: /Medewerker/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Emma Smit' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ziek melden' }));
    await waitFor(() =>
      expect(api.requestsOf(reportSickCall)[0]?.body).toEqual({
        employeeId: '12',
        sickFrom: '2026-11-26T10:00',
      }),
    );
    expect(await screen.findByText('Emma Smit is ziek gemeld.')).toBeTruthy();
  });

  it('shows the server’s refusal of a second sick report at the employee', async () => {
    api.on(
      reportSickCall,
      refusal(
        409,
        'CONFLICT',
        'Bram is al ziekgemeld sinds 25-11-2026. Meld Bram eerst hersteld.',
        'employeeId',
      ),
    );
    await openPage();
    await userEvent.click(region('Ziekmeldingen').getByRole('button', { name: 'Ziek melden' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ziek melden' }));
    await userEvent.click(dialog.getByRole('combobox', { name: /Medewerker/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bram Bakker' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ziek melden' }));
    expect(await dialog.findByText(/Bram is al ziekgemeld sinds 25-11-2026/)).toBeTruthy();
  });

  it('reports the recovery of an open sick report', async () => {
    api.on(reportRecoveryCall, { ...SICK, recoveredAt: '2026-11-26T09:00:00.000Z' });
    await openPage();
    await userEvent.click(region('Ziekmeldingen').getByRole('button', { name: 'Hersteld melden' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hersteld melden' }));
    expect(dialog.getByText('Bram Bakker is ziek sinds 25-11-2026 07:30.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Hersteld melden' }));
    await waitFor(() =>
      expect(api.requestsOf(reportRecoveryCall)[0]?.path).toBe('/api/sickness/5/recover'),
    );
    expect(api.requestsOf(reportRecoveryCall)[0]?.body).toEqual({
      recoveredAt: '2026-11-26T10:00',
    });
    expect(await screen.findByText('Bram Bakker is hersteld gemeld.')).toBeTruthy();
  });

  it('lets the accountant read without deciding or reporting', async () => {
    await openPage(['ACCOUNTANT']);
    expect(screen.queryByRole('button', { name: /Goedkeuren/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ziek melden' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hersteld melden' })).toBeNull();
  });

  it('says no access to staff, asking nothing', async () => {
    signInWith({ roles: ['MEDEWERKER'], companyId: 1, employeeId: 12 });
    renderApp('/verlof');
    expect(await screen.findByText('Geen toegang')).toBeTruthy();
    expect(api.requestsOf(leaveOfCompanyCall)).toHaveLength(0);
  });

  it('says when nothing waits, and offers a retry when a list fails', async () => {
    api
      .on(leaveOfCompanyCall, ({ query }) =>
        query.status === 'PENDING'
          ? refusal(503, 'DATABASE_UNAVAILABLE', 'De database is tijdelijk niet bereikbaar.')
          : [],
      )
      .on(sicknessOfCompanyCall, []);
    signInWith({ roles: ['EIGENAAR'], companyId: 1 });
    renderApp('/verlof');
    await screen.findByRole('region', { name: /Aanvragen in behandeling/ });
    expect((await region('Aanvragen in behandeling').findByRole('alert')).textContent).toContain(
      'Fout bij het ophalen van de verlofaanvragen.',
    );
    expect(
      await region('Goedgekeurd verlof').findByText(
        'Er is geen goedgekeurd verlof van vandaag of later.',
      ),
    ).toBeTruthy();
    expect(await region('Ziekmeldingen').findByText('Er is niemand ziek gemeld.')).toBeTruthy();
  });
});
