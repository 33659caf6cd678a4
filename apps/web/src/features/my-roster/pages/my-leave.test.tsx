import { availabilityOfEmployeeCall } from '@klokwerk/contract/availability';
import { type LeaveBalanceAnswer, myLeaveBalanceCall } from '@klokwerk/contract/balances';
import { companiesCall } from '@klokwerk/contract/companies';
import {
  cancelLeaveCall,
  type LeaveItem,
  myLeaveCall,
  requestLeaveCall,
} from '@klokwerk/contract/leave';
import { myShiftsCall } from '@klokwerk/contract/my-roster';
import { shiftMailsCall } from '@klokwerk/contract/shift-mails';
import { LEAVE_RULE_SOURCES, type LeaveRuleId } from '@klokwerk/domain/leave-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { STAFF_CLAIMS, signInWith } from '../../../test/tokens';

let api: FakeApi;

const request = (values: Partial<LeaveItem>): LeaveItem => ({
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
  note: null,
  status: 'PENDING',
  createdAt: '2026-11-26T09:00:00.000Z',
  decidedAt: null,
  decidedByName: null,
  rejectionReason: null,
  cancelledAt: null,
  ...values,
});

const MINE = {
  timeZone: 'Europe/Amsterdam',
  requests: [
    request({ leaveId: 1 }),
    request({
      leaveId: 2,
      type: 'BIJZONDER',
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      startTime: '09:00',
      endTime: '13:00',
      startsAt: '2026-11-20T08:00:00.000Z',
      endsAt: '2026-11-20T12:00:00.000Z',
      minutes: 240,
      status: 'REJECTED',
      rejectionReason: 'Te druk die ochtend',
    }),
  ],
};

const figure = (minutes: number, rule: LeaveRuleId) => ({
  minutes,
  rule,
  source: LEAVE_RULE_SOURCES[rule],
});
const kind = (accrued: number, taken: number, planned: number) => ({
  opening: figure(0, 'openingBalance'),
  accrued: figure(accrued, 'statutoryAccrual'),
  corrections: figure(0, 'correction'),
  taken: figure(taken, 'leaveTaken'),
  planned: figure(planned, 'leaveTaken'),
  expired: figure(0, 'statutoryExpiry'),
  remaining: figure(accrued - taken - planned, 'remaining'),
});

/** 128 h earned, a week taken, a week planned: 64 h left, lapsing on 1 July 2027. */
const BALANCE: LeaveBalanceAnswer = {
  employeeId: 12,
  year: 2026,
  firstYear: 2026,
  today: '2026-11-26',
  balance: {
    statutory: kind(7680, 1920, 1920),
    extra: kind(0, 0, 0),
    expiries: [
      {
        date: '2027-07-01',
        kind: 'statutory',
        accrualYear: 2026,
        minutes: 3840,
        rule: 'statutoryExpiry',
        source: 'BW 7:640a',
      },
    ],
  },
};

beforeEach(() => {
  api = fakeApi()
    .on(myLeaveBalanceCall, BALANCE)
    .on(companiesCall, [])
    .on(myShiftsCall, { timeZone: 'Europe/Amsterdam', shifts: [] })
    .on(shiftMailsCall, { enabled: true })
    .on(availabilityOfEmployeeCall, [])
    .on(myLeaveCall, MINE);
  // Thursday 26 November 2026, 10:00 in Amsterdam.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openMyLeave() {
  signInWith(STAFF_CLAIMS);
  renderApp('/mijn-rooster');
  return within(await screen.findByRole('region', { name: 'Mijn verlof' }));
}

describe('Mijn verlof on Mijn rooster', () => {
  it('lists my requests with their status, worth and reason', async () => {
    const section = await openMyLeave();
    const items = await section.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Vakantie: ma 07-12-2026 t/m zo 13-12-2026In behandeling32 uur verlofIntrekken',
      'Bijzonder verlof: vr 20-11-2026, 09:00–13:00Afgewezen4 uur verlofReden: Te druk die ochtend',
    ]);
  });

  it('asks for a week off in the dialog, and says it was sent', async () => {
    const sent = request({ leaveId: 3, startDate: '2026-12-14', endDate: '2026-12-20' });
    api.on(requestLeaveCall, sent);
    const section = await openMyLeave();
    await userEvent.click(section.getByRole('button', { name: 'Verlof aanvragen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verlof aanvragen' }));
    const first = dialog.getByLabelText(/Eerste dag/);
    await userEvent.clear(first);
    await userEvent.type(first, '2026-12-14');
    const last = dialog.getByLabelText(/Laatste dag/);
    await userEvent.clear(last);
    await userEvent.type(last, '2026-12-20');
    await userEvent.type(dialog.getByLabelText(/Opmerking/), 'Naar familie');
    await userEvent.click(dialog.getByRole('button', { name: 'Aanvraag versturen' }));
    await waitFor(() => expect(api.requestsOf(requestLeaveCall)).toHaveLength(1));
    const [sentRequest] = api.requestsOf(requestLeaveCall);
    expect(sentRequest?.body).toEqual({
      type: 'VAKANTIE',
      startDate: '2026-12-14',
      endDate: '2026-12-20',
      startTime: null,
      endTime: null,
      note: 'Naar familie',
    });
    expect(sentRequest?.headers['Idempotency-Key']).toMatch(/^[\w-]{16,64}$/);
    expect((await screen.findByText(/Je verlofaanvraag is verstuurd/)).textContent).toContain(
      'Je krijgt een e-mail zodra erover is beslist.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for part of a day, and shows the server’s refusal at the field it names', async () => {
    api.on(
      requestLeaveCall,
      refusal(
        409,
        'CONFLICT',
        'Er is al een verlofaanvraag op 09-12-2026. Kies andere dagen, of trek die aanvraag eerst in.',
        'startDate',
      ),
    );
    const section = await openMyLeave();
    await userEvent.click(section.getByRole('button', { name: 'Verlof aanvragen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verlof aanvragen' }));
    await userEvent.click(dialog.getByRole('switch', { name: /Een deel van de dag/ }));
    expect(dialog.queryByLabelText(/Laatste dag/)).toBeNull();
    const day = dialog.getByLabelText(/^Dag/);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-12-09');
    // The end before the start: the contract's own message, nothing sent.
    // Hours and minutes as a person types them: two digits move on to the minutes.
    const end = dialog.getByLabelText('Tot, uren');
    await userEvent.clear(end);
    await userEvent.type(end, '0800');
    await userEvent.click(dialog.getByRole('button', { name: 'Aanvraag versturen' }));
    expect(await dialog.findByText('De eindtijd moet na de begintijd liggen.')).toBeTruthy();
    expect(api.requestsOf(requestLeaveCall)).toHaveLength(0);
    await userEvent.clear(end);
    await userEvent.type(end, '1230');
    await userEvent.click(dialog.getByRole('button', { name: 'Aanvraag versturen' }));
    expect(await dialog.findByText(/Er is al een verlofaanvraag op 09-12-2026/)).toBeTruthy();
    expect(api.requestsOf(requestLeaveCall)[0]?.body).toMatchObject({
      startDate: '2026-12-09',
      endDate: null,
      startTime: '09:00',
      endTime: '12:30',
    });
  });

  it('withdraws a pending request after asking', async () => {
    api.on(cancelLeaveCall, request({ status: 'CANCELLED' }));
    const section = await openMyLeave();
    await userEvent.click(await section.findByRole('button', { name: 'Intrekken' }));
    const question = within(section.getByRole('group', { name: 'Deze aanvraag intrekken?' }));
    await userEvent.click(question.getByRole('button', { name: 'Ja, intrekken' }));
    await waitFor(() =>
      expect(api.requestsOf(cancelLeaveCall)[0]?.path).toBe('/api/leave/requests/1/cancel'),
    );
    expect(await screen.findByText('Je aanvraag is ingetrokken.')).toBeTruthy();
  });

  it('says when there are none', async () => {
    api.on(myLeaveCall, { timeZone: 'Europe/Amsterdam', requests: [] });
    const section = await openMyLeave();
    expect(await section.findByText('Je hebt nog geen verlof aangevraagd.')).toBeTruthy();
  });

  it('shows my leave balance of this year, each figure with its rule, and what lapses when', async () => {
    const section = await openMyLeave();
    const balance = within(await section.findByRole('region', { name: 'Verlofsaldo' }));
    expect((await balance.findByTestId('leave-balance-remaining')).textContent).toBe('64 uur');
    expect(balance.getByText('Opgebouwd').closest('div')?.textContent).toContain('128 uur');
    expect(balance.getByText(/BW 7:634/)).toBeTruthy();
    // Each label once, its source beside it only where it says more.
    const terms = balance.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toContain('Beginsaldo (vastgelegd door HR)');
    expect(terms).toContain('Correcties (vastgelegd door HR)');
    expect(terms).toContain('Saldo');
    expect(
      balance.getByText('64 uur wettelijk verlof van 2026 vervalt op 01-07-2027 (BW 7:640a)'),
    ).toBeTruthy();
    // No extra-statutory leave at this company: that part is left out.
    expect(balance.queryByText('Bovenwettelijk verlof')).toBeNull();
    expect(api.requests.some((r) => r.path === '/api/me/leave-balance?year=2026')).toBe(true);
  });

  it('offers a retry when the list fails', async () => {
    api.on(
      myLeaveCall,
      refusal(503, 'DATABASE_UNAVAILABLE', 'De database is tijdelijk niet bereikbaar.'),
    );
    const section = await openMyLeave();
    expect((await section.findByRole('alert')).textContent).toContain(
      'Fout bij het ophalen van je verlofaanvragen.',
    );
    expect(section.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
  });
});
