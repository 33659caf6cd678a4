import { type OpenShiftItem, openShiftsOfCompanyCall } from '@klokwerk/contract/open-shifts';
import { type OfferToDecide, shiftOffersOfCompanyCall } from '@klokwerk/contract/shift-offers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { findShift, NOW, openRoster, PLANNER, STAFF, signIn, useApi } from '../test/open-roster';

beforeEach(() => {
  // Only Date is faked, so Mantine's and Testing Library's timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function claim(claimId: number, status: 'PENDING' | 'APPROVED' | 'REJECTED') {
  return {
    claimId,
    openShiftId: 7,
    employeeId: 2,
    firstName: 'Bram',
    lastName: 'Bakker',
    status,
    createdAt: '2025-03-12T09:00:00.000Z',
    decidedAt: null,
    scheduleId: null,
  };
}

/** Friday 14 March 2025, 17:00–23:00 in Amsterdam: two Obers asked, one taken, two claims wait. */
const FRIDAY: OpenShiftItem = {
  openShiftId: 7,
  companyId: 1,
  jobTitle: { id: 12, name: 'Ober' },
  startTime: '2025-03-14T16:00:00.000Z',
  endTime: '2025-03-14T22:00:00.000Z',
  places: 2,
  filled: 1,
  placesLeft: 1,
  claims: [claim(1, 'PENDING'), claim(2, 'PENDING'), claim(3, 'APPROVED')],
};

/** Saturday 15 March 2025, 10:00–16:00: a cook, no claims yet. */
const SATURDAY: OpenShiftItem = {
  openShiftId: 8,
  companyId: 1,
  jobTitle: { id: 11, name: 'Kok' },
  startTime: '2025-03-15T09:00:00.000Z',
  endTime: '2025-03-15T15:00:00.000Z',
  places: 1,
  filled: 0,
  placesLeft: 1,
  claims: [],
};

/** Monday 17 March 2025: the week after the one shown. */
const NEXT_WEEK: OpenShiftItem = {
  ...SATURDAY,
  openShiftId: 9,
  startTime: '2025-03-17T09:00:00.000Z',
  endTime: '2025-03-17T15:00:00.000Z',
};

function offer(offerId: number, status: OfferToDecide['status']): OfferToDecide {
  return {
    offerId,
    companyId: 1,
    scheduleId: 101,
    startTime: '2025-03-18T08:00:00.000Z',
    endTime: '2025-03-18T16:00:00.000Z',
    from: { employeeId: 1, firstName: 'Anna', lastName: 'de Vries' },
    to: null,
    taker: status === 'OFFERED' ? null : { employeeId: 3, firstName: 'Cees', lastName: 'Aalders' },
    status,
    createdAt: '2025-03-12T09:00:00.000Z',
    decidedAt: null,
    findings: [],
  };
}

function openShiftRow() {
  return screen.getByRole('rowheader', { name: 'Open diensten' }).closest('tr') as HTMLElement;
}

describe('Open diensten on the roster', () => {
  it('shows the week’s open shifts above the employees, each a link to Open diensten', async () => {
    useApi()
      .on(openShiftsOfCompanyCall, [FRIDAY, SATURDAY, NEXT_WEEK])
      .on(shiftOffersOfCompanyCall, []);
    signIn(PLANNER);
    const { router } = await openRoster();
    const friday = await screen.findByRole('link', { name: /^17:00–23:00, Ober/ });
    expect(friday.getAttribute('aria-label')).toBe(
      '17:00–23:00, Ober, vrijdag 14-03-2025, open dienst, 1 van 2 plekken vrij, 2 claims wachten',
    );
    expect(friday.textContent).toBe('17:00–23:00Ober1 van 2 plekken vrij2 claims wachten');
    const saturday = screen.getByRole('link', { name: /^10:00–16:00, Kok/ });
    expect(saturday.getAttribute('aria-label')).toBe(
      '10:00–16:00, Kok, zaterdag 15-03-2025, open dienst, 1 van 1 plekken vrij',
    );
    // The row comes first, and each chip stands in its day's column (after the row header).
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows[0]).toBe('Open diensten');
    const cells = within(openShiftRow()).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '',
      '',
      '',
      '',
      '17:00–23:00Ober1 van 2 plekken vrij2 claims wachten',
      '10:00–16:00Kok1 van 1 plekken vrij',
      '',
    ]);
    // Next week's shift is not in this week.
    expect(screen.queryByRole('link', { name: /17-03-2025/ })).toBeNull();

    await userEvent.click(friday);
    await waitFor(() => expect(router.state.location.pathname).toBe('/open-diensten'));
  });

  it('counts claims and taken offers that wait on the Open diensten link', async () => {
    useApi()
      .on(openShiftsOfCompanyCall, [FRIDAY, SATURDAY])
      .on(shiftOffersOfCompanyCall, [offer(1, 'ACCEPTED'), offer(2, 'OFFERED')]);
    signIn(PLANNER);
    await openRoster();
    const link = await screen.findByRole('link', {
      name: 'Open diensten, 3 wachten op goedkeuring',
    });
    expect(link.getAttribute('href')).toBe('/open-diensten');
    expect(screen.getByText('3 wachten')).toBeTruthy();
  });

  it('shows no row and no count when nothing is open or waiting', async () => {
    const api = useApi();
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await waitFor(() => expect(api.requestsOf(openShiftsOfCompanyCall)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Open diensten' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Open diensten' })).toBeNull();
    expect(screen.queryByText(/wachten?$/)).toBeNull();
  });

  it('shows the day’s open shifts on their hours in the day view', async () => {
    useApi().on(openShiftsOfCompanyCall, [FRIDAY, SATURDAY]);
    signIn(PLANNER);
    await openRoster('?weergave=dag&datum=2025-03-14');
    const friday = await screen.findByRole('link', { name: /^17:00–23:00, Ober/ });
    expect(friday.getAttribute('aria-label')).toBe(
      '17:00–23:00, Ober, vrijdag 14-03-2025, open dienst, 1 van 2 plekken vrij, 2 claims wachten',
    );
    expect(friday.textContent).toBe('17:00–23:00 Ober · 1 van 2 plekken vrij · 2 claims wachten');
    expect(screen.queryByRole('link', { name: /^10:00–16:00, Kok/ })).toBeNull();
  });

  it('asks nothing about open shifts for staff, who read their own roster', async () => {
    const api = useApi().on(openShiftsOfCompanyCall, [FRIDAY]);
    signIn(STAFF);
    renderApp('/Schedulepro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn rooster' })).toBeTruthy();
    expect(api.requestsOf(openShiftsOfCompanyCall)).toHaveLength(0);
    expect(screen.queryByRole('rowheader', { name: 'Open diensten' })).toBeNull();
  });
});
