import { type LeaveItem, leaveOfCompanyCall } from '@klokwerk/contract/leave';
import { sicknessOfCompanyCall } from '@klokwerk/contract/sickness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findShift, NOW, openRoster, PLANNER, signIn, useApi } from '../test/open-roster';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Anna has Tuesday 11 March 2025 off (approved); Bram is sick since Wednesday 09:00. */
const LEAVE: LeaveItem = {
  leaveId: 40,
  companyId: 1,
  employeeId: 1,
  firstName: 'Anna',
  lastName: 'de Vries',
  type: 'VAKANTIE',
  startDate: '2025-03-11',
  endDate: '2025-03-11',
  startTime: null,
  endTime: null,
  startsAt: '2025-03-10T23:00:00.000Z',
  endsAt: '2025-03-11T23:00:00.000Z',
  minutes: 0,
  note: null,
  status: 'APPROVED',
  createdAt: '2025-03-01T09:00:00.000Z',
  decidedAt: '2025-03-02T09:00:00.000Z',
  decidedByName: 'Eva de Eigenaar',
  rejectionReason: null,
  cancelledAt: null,
};

const SICK = {
  sickReportId: 41,
  companyId: 1,
  employeeId: 2,
  firstName: 'Bram',
  lastName: 'Bakker',
  sickFrom: '2025-03-12T08:00:00.000Z',
  recoveredAt: null,
  reportedByName: null,
  recoveryReportedByName: null,
  shifts: [],
};

function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

describe('leave and sickness on the roster', () => {
  it('warns on a shift in approved leave or sickness, and marks the days of each person', async () => {
    const api = useApi().on(leaveOfCompanyCall, [LEAVE]).on(sicknessOfCompanyCall, [SICK]);
    signIn(PLANNER);
    await openRoster();
    const anna = await findShift('09:00–17:00', 'Anna de Vries');
    await waitFor(() =>
      expect(description(anna)).toBe('Anna de Vries heeft verlof op 11-03-2025.'),
    );
    const bram = await findShift('22:00–04:00', 'Bram Bakker');
    expect(description(bram)).toBe('Bram Bakker is ziekgemeld op 12-03-2025.');
    // The cells: Anna on Tuesday, Bram from Wednesday to Sunday.
    const row = (name: string) =>
      within(
        screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement,
      );
    expect(row('Anna de Vries').getAllByText('Verlof')).toHaveLength(1);
    expect(row('Bram Bakker').getAllByText('Ziek')).toHaveLength(5);
    // The week's approved leave and sickness, one call each.
    expect(api.requestsOf(leaveOfCompanyCall)[0]?.path).toBe(
      '/api/leave/company/1?status=APPROVED&from=2025-03-10&to=2025-03-16',
    );
    expect(api.requestsOf(sicknessOfCompanyCall)[0]?.path).toBe(
      '/api/sickness/company/1?from=2025-03-10&to=2025-03-16',
    );
    // The same text on keyboard focus, under its own heading.
    fireEvent.focusIn(anna);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('AfwezigAnna de Vries heeft verlof op 11-03-2025.');
  });

  it('marks the row of who is away on the day shown in the day view', async () => {
    useApi().on(leaveOfCompanyCall, [LEAVE]).on(sicknessOfCompanyCall, [SICK]);
    signIn(PLANNER);
    await openRoster('?weergave=dag&datum=2025-03-12');
    const header = await screen.findByRole('rowheader', { name: /Bram Bakker/ });
    await waitFor(() => expect(header.textContent).toContain('Ziek'));
    expect(screen.getByRole('rowheader', { name: /Anna de Vries/ }).textContent).not.toContain(
      'Verlof',
    );
  });

  it('warns in the Nieuwe Dienst form when the person has approved leave or is sick that day', async () => {
    useApi().on(leaveOfCompanyCall, [LEAVE]).on(sicknessOfCompanyCall, [SICK]);
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe Dienst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Dienst' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Medewerker' }));
    await userEvent.click(screen.getByRole('option', { name: 'Anna de Vries (Kok)' }));
    fireEvent.change(within(dialog).getByLabelText('Startdatum', { exact: false }), {
      target: { value: '2025-03-11' },
    });
    expect(
      await within(dialog).findByText('Anna de Vries heeft verlof op 11-03-2025.'),
    ).toBeTruthy();
    // Bram is sick from Wednesday: a shift on Thursday warns too.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Medewerker' }));
    await userEvent.click(screen.getByRole('option', { name: 'Bram Bakker (Ober)' }));
    fireEvent.change(within(dialog).getByLabelText('Startdatum', { exact: false }), {
      target: { value: '2025-03-13' },
    });
    expect(
      await within(dialog).findByText('Bram Bakker is ziekgemeld op 13-03-2025.'),
    ).toBeTruthy();
  });
});
