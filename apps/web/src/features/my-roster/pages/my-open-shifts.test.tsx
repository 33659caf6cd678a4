import { availabilityOfEmployeeCall } from '@klokwerk/contract/availability';
import { companiesCall } from '@klokwerk/contract/companies';
import { myLeaveCall } from '@klokwerk/contract/leave';
import { myShiftsCall } from '@klokwerk/contract/my-roster';
import { claimOpenShiftCall, myOpenShiftsCall } from '@klokwerk/contract/open-shifts';
import { shiftMailsCall } from '@klokwerk/contract/shift-mails';
import {
  acceptShiftOfferCall,
  createShiftOfferCall,
  myShiftOffersCall,
  type ShiftOfferItem,
} from '@klokwerk/contract/shift-offers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { STAFF_CLAIMS, signInWith } from '../../../test/tokens';

let api: FakeApi;

const OFFER: ShiftOfferItem = {
  offerId: 4,
  companyId: 1,
  scheduleId: 40,
  startTime: '2026-12-09T09:00:00.000Z',
  endTime: '2026-12-09T17:00:00.000Z',
  from: { employeeId: 13, firstName: 'Sanne', lastName: 'Bakker' },
  to: null,
  taker: null,
  status: 'OFFERED',
  createdAt: '2026-11-26T09:00:00.000Z',
  decidedAt: null,
};

const MY_SHIFT = {
  scheduleId: 50,
  companyId: 1,
  companyName: 'Demo Horeca Centrum',
  startTime: '2026-12-11T09:00:00.000Z',
  endTime: '2026-12-11T17:00:00.000Z',
  colleagues: [],
};

beforeEach(() => {
  api = fakeApi()
    .on(companiesCall, [])
    .on(myShiftsCall, { timeZone: 'Europe/Amsterdam', shifts: [MY_SHIFT] })
    .on(shiftMailsCall, { enabled: true })
    .on(availabilityOfEmployeeCall, [])
    .on(myLeaveCall, { timeZone: 'Europe/Amsterdam', requests: [] })
    .on(myOpenShiftsCall, {
      timeZone: 'Europe/Amsterdam',
      openShifts: [
        {
          openShiftId: 5,
          jobTitle: { id: 3, name: 'Bediening' },
          startTime: '2026-12-08T09:00:00.000Z',
          endTime: '2026-12-08T17:00:00.000Z',
          placesLeft: 1,
          myClaim: null,
          blockers: [],
        },
        {
          openShiftId: 6,
          jobTitle: { id: 3, name: 'Bediening' },
          startTime: '2026-12-10T04:00:00.000Z',
          endTime: '2026-12-10T12:00:00.000Z',
          placesLeft: 1,
          myClaim: null,
          blockers: ['labourLaw'],
        },
      ],
    })
    .on(myShiftOffersCall, {
      timeZone: 'Europe/Amsterdam',
      mine: [],
      forMe: [{ ...OFFER, blockers: [] }],
      colleagues: [{ employeeId: 14, firstName: 'Tim', lastName: 'Visser' }],
    });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('open shifts and offered shifts on Mijn rooster', () => {
  it('claims an open shift, and says why another cannot be claimed', async () => {
    signInWith(STAFF_CLAIMS);
    api.on(claimOpenShiftCall, {
      claimId: 9,
      openShiftId: 5,
      employeeId: 12,
      firstName: 'Emma',
      lastName: 'Smit',
      status: 'PENDING',
      createdAt: '2026-11-26T09:00:00.000Z',
      decidedAt: null,
      scheduleId: null,
    });
    renderApp('/mijn-rooster');
    const section = within(await screen.findByRole('region', { name: 'Open diensten' }));
    const items = await section.findAllByRole('listitem');
    expect(items[1]?.textContent).toContain(
      'Met deze dienst erbij zou je rooster de Arbeidstijdenwet overtreden.',
    );
    await userEvent.click(
      section.getByRole('button', { name: 'Claimen: dinsdag 8 december, 10:00 – 18:00' }),
    );
    await waitFor(() => expect(api.requestsOf(claimOpenShiftCall)).toHaveLength(1));
    expect(await screen.findByText('Je claim is verstuurd.')).toBeTruthy();
  });

  it('accepts a shift offered to everyone, and offers one of mine to a colleague', async () => {
    signInWith(STAFF_CLAIMS);
    api.on(acceptShiftOfferCall, { ...OFFER, status: 'ACCEPTED' });
    api.on(createShiftOfferCall, { ...OFFER, offerId: 7, scheduleId: 50 });
    renderApp('/mijn-rooster');
    const section = within(await screen.findByRole('region', { name: 'Diensten ruilen' }));
    expect((await section.findByText('Aangeboden door Sanne Bakker')).textContent).toBeTruthy();
    await userEvent.click(
      section.getByRole('button', { name: 'Aannemen: woensdag 9 december, 10:00 – 18:00' }),
    );
    await waitFor(() => expect(api.requestsOf(acceptShiftOfferCall)).toHaveLength(1));
    expect(await screen.findByText(/Je hebt de dienst aangenomen/)).toBeTruthy();

    await userEvent.click(section.getByRole('combobox', { name: 'Dienst' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'vrijdag 11 december, 10:00 – 18:00' }),
    );
    await userEvent.selectOptions(section.getByRole('combobox', { name: 'Aan' }), 'Tim Visser');
    await userEvent.click(section.getByRole('button', { name: 'Aanbieden' }));
    await waitFor(() => expect(api.requestsOf(createShiftOfferCall)).toHaveLength(1));
    expect(api.requestsOf(createShiftOfferCall)[0]?.body).toEqual({
      scheduleId: '50',
      toEmployeeId: '14',
    });
  });
});
