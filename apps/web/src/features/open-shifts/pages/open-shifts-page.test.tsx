import { companiesCall } from '@klokwerk/contract/companies';
import {
  approveClaimCall,
  type ClaimItem,
  createOpenShiftCall,
  deleteOpenShiftCall,
  type OpenShiftItem,
  openShiftSettingsCall,
  openShiftsOfCompanyCall,
} from '@klokwerk/contract/open-shifts';
import { jobTitlesOfCompanyCall } from '@klokwerk/contract/organisation';
import { type OfferToDecide, shiftOffersOfCompanyCall } from '@klokwerk/contract/shift-offers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CENTRUM } from '../../../test/companies';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';

let api: FakeApi;

const CLAIM: ClaimItem = {
  claimId: 9,
  openShiftId: 5,
  employeeId: 12,
  firstName: 'Emma',
  lastName: 'Smit',
  status: 'PENDING',
  createdAt: '2026-11-26T09:00:00.000Z',
  decidedAt: null,
  scheduleId: null,
};

const OPEN: OpenShiftItem = {
  openShiftId: 5,
  companyId: 1,
  jobTitle: { id: 3, name: 'Bediening' },
  startTime: '2026-12-08T09:00:00.000Z',
  endTime: '2026-12-08T17:00:00.000Z',
  places: 2,
  filled: 0,
  placesLeft: 2,
  claims: [CLAIM],
};

const OFFER: OfferToDecide = {
  offerId: 4,
  companyId: 1,
  scheduleId: 40,
  startTime: '2026-12-09T09:00:00.000Z',
  endTime: '2026-12-09T17:00:00.000Z',
  from: { employeeId: 13, firstName: 'Sanne', lastName: 'Bakker' },
  to: null,
  taker: { employeeId: 14, firstName: 'Tim', lastName: 'Visser' },
  status: 'ACCEPTED',
  createdAt: '2026-11-26T09:00:00.000Z',
  decidedAt: null,
  findings: [
    {
      rule: 'dailyRest',
      severity: 'violation',
      employeeId: 14,
      employeeName: 'Tim Visser',
      message: 'Minder dan 8 uur rust tussen diensten: 7 uur (wo 03:00–10:00)',
      shiftIds: [39, 40],
      amountSeconds: 3600,
      source: 'ATW 5:3',
      at: '2026-12-09T02:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  api = fakeApi()
    .on(companiesCall, [DEMO_CENTRUM])
    .on(jobTitlesOfCompanyCall, [{ id: 3, name: 'Bediening', categoryId: 1, companyId: 1 }])
    .on(openShiftsOfCompanyCall, [OPEN])
    .on(shiftOffersOfCompanyCall, [OFFER])
    .on(openShiftSettingsCall, { companyId: 1, autoApprove: false });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('Open diensten', () => {
  it('lists the open shifts with their claims, and approves one', async () => {
    signInWith({ roles: ['ROOSTERMAKER'] });
    api.on(approveClaimCall, { ...CLAIM, status: 'APPROVED', scheduleId: 77 });
    renderApp('/open-diensten');
    const list = within(await screen.findByRole('region', { name: 'Open diensten' }));
    const card = await list.findByRole('listitem', { name: /Bediening: dinsdag 8 december/ });
    expect(card.textContent).toContain('10:00 – 18:00');
    expect(card.textContent).toContain('2 van 2 plekken vrij');
    expect(card.textContent).toContain('Emma Smit · Wacht op goedkeuring');
    await userEvent.click(within(card).getByRole('button', { name: 'Goedkeuren: Emma Smit' }));
    await waitFor(() => expect(api.requestsOf(approveClaimCall)).toHaveLength(1));
    expect(api.requestsOf(approveClaimCall)[0]?.params).toEqual({ claimId: 9 });
    expect(await screen.findByText('Emma Smit heeft de dienst gekregen.')).toBeTruthy();
  });

  it('shows the taker’s labour-law finding beside an accepted hand-over', async () => {
    signInWith({ roles: ['ROOSTERMAKER'] });
    renderApp('/open-diensten');
    const offers = within(await screen.findByRole('region', { name: 'Overnames' }));
    const card = await offers.findByRole('listitem', { name: /woensdag 9 december/ });
    expect(card.textContent).toContain('Van Sanne Bakker');
    expect(card.textContent).toContain('Overname door Tim Visser');
    expect(card.textContent).toContain('Minder dan 8 uur rust tussen diensten');
    expect(within(card).getByRole('button', { name: 'Overname goedkeuren' })).toBeTruthy();
  });

  it('publishes an open shift with the wall-clock times of the form', async () => {
    signInWith({ roles: ['ROOSTERMAKER'] });
    api.on(createOpenShiftCall, { ...OPEN, openShiftId: 6, claims: [] });
    renderApp('/open-diensten');
    const form = within(await screen.findByRole('region', { name: 'Nieuwe open dienst' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Functie' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bediening' }));
    const date = form.getByLabelText(/Datum/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-10');
    await userEvent.type(form.getByLabelText('Begintijd, uren'), '1000');
    await userEvent.type(form.getByLabelText('Eindtijd, uren'), '1800');
    await userEvent.click(form.getByRole('button', { name: 'Open dienst plaatsen' }));
    await waitFor(() => expect(api.requestsOf(createOpenShiftCall)).toHaveLength(1));
    expect(api.requestsOf(createOpenShiftCall)[0]?.body).toEqual({
      companyId: 1,
      jobTitleId: '3',
      startTime: '2026-12-10T10:00:00',
      endTime: '2026-12-10T18:00:00',
      places: 1,
    });
    expect(await screen.findByText('De open dienst is geplaatst.')).toBeTruthy();
  });

  it('deletes an open shift by keyboard after its confirmation, which names the waiting claim', async () => {
    signInWith({ roles: ['ROOSTERMAKER'] });
    api.on(deleteOpenShiftCall, { openShiftId: 5, declinedClaims: 1 });
    renderApp('/open-diensten');
    const list = within(await screen.findByRole('region', { name: 'Open diensten' }));
    const card = await list.findByRole('listitem', { name: /Bediening: dinsdag 8 december/ });
    const remove = within(card).getByRole('button', {
      name: 'Verwijderen: Bediening: dinsdag 8 december, 10:00 – 18:00',
    });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Open dienst verwijderen' });
    expect(dialog.textContent).toContain('Weet je zeker dat je deze open dienst wilt verwijderen?');
    expect(dialog.textContent).toContain('1 claim wacht nog op goedkeuring');
    // The safe choice has the focus; Tab reaches the other.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Annuleren' }),
      ),
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Verwijderen' }),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.requestsOf(deleteOpenShiftCall)).toHaveLength(1));
    expect(api.requestsOf(deleteOpenShiftCall)[0]?.params).toEqual({ openShiftId: 5 });
    expect(
      await screen.findByText('De open dienst is verwijderd en 1 claim is afgewezen.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends nothing when the confirmation is cancelled with Escape', async () => {
    signInWith({ roles: ['ROOSTERMAKER'] });
    renderApp('/open-diensten');
    const list = within(await screen.findByRole('region', { name: 'Open diensten' }));
    const card = await list.findByRole('listitem', { name: /Bediening: dinsdag 8 december/ });
    await userEvent.click(within(card).getByRole('button', { name: /^Verwijderen/ }));
    await screen.findByRole('dialog', { name: 'Open dienst verwijderen' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsOf(deleteOpenShiftCall)).toHaveLength(0);
  });

  it('says why when the server refuses, and offers no delete once a place is taken', async () => {
    signInWith({ roles: ['ROOSTERMAKER'] });
    const taken: OpenShiftItem = {
      ...OPEN,
      openShiftId: 6,
      startTime: '2026-12-10T09:00:00.000Z',
      endTime: '2026-12-10T17:00:00.000Z',
      filled: 1,
      placesLeft: 1,
      claims: [{ ...CLAIM, claimId: 10, openShiftId: 6, status: 'APPROVED', scheduleId: 70 }],
    };
    api
      .on(openShiftsOfCompanyCall, [OPEN, taken])
      .on(
        deleteOpenShiftCall,
        refusal(
          409,
          'CONFLICT',
          'Deze open dienst is al aan iemand gegeven en kan daarom niet meer worden verwijderd.',
        ),
      );
    renderApp('/open-diensten');
    const list = within(await screen.findByRole('region', { name: 'Open diensten' }));
    const filled = await list.findByRole('listitem', { name: /Bediening: donderdag 10 december/ });
    expect(within(filled).queryByRole('button', { name: /^Verwijderen/ })).toBeNull();

    const card = await list.findByRole('listitem', { name: /Bediening: dinsdag 8 december/ });
    await userEvent.click(within(card).getByRole('button', { name: /^Verwijderen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Open dienst verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText(
        'De open dienst kon niet worden verwijderd. Deze open dienst is al aan iemand gegeven en kan daarom niet meer worden verwijderd.',
      ),
    ).toBeTruthy();
  });

  it('is not for staff', async () => {
    signInWith({ roles: ['MEDEWERKER'], employeeId: 12 });
    renderApp('/open-diensten');
    expect(await screen.findByText(/Geen toegang/)).toBeTruthy();
  });
});
