import {
  closeMonthCall,
  MONTH_MESSAGES,
  type MonthStatus,
  monthStatusCall,
  pendingRecordsMessage,
  reopenMonthCall,
} from '@klokwerk/contract/month-closing';
import { hoursReportCall, wageCostReportCall } from '@klokwerk/contract/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { CLOSED_MONTH, HOURS, OPEN_MONTH, WAGE_COST } from '../test/fake-reports-api';
import { signIn, useApi } from '../test/open-page';

const HOURS_PATH = '/EmployeeHoursTable?month=2026-10';

afterEach(() => vi.unstubAllGlobals());

const panel = () => screen.findByRole('region', { name: /oktober 2026 is/ });

describe('Maand afsluiten on the hours report', () => {
  it('closes an open month after confirming, and shows by whom and when', async () => {
    let state = OPEN_MONTH;
    const api = useApi()
      .on(monthStatusCall, () => state)
      .on(closeMonthCall, () => {
        state = CLOSED_MONTH;
        return state;
      });
    signIn();
    renderApp(HOURS_PATH);
    const open = await screen.findByRole('region', { name: 'oktober 2026 is open' });
    expect(within(open).getByText(/kunnen nog veranderen/)).toBeTruthy();
    expect(api.requestsOf(monthStatusCall)[0]?.path).toBe(
      '/api/months/status?companyId=1&year=2026&month=10',
    );
    const hoursBefore = api.requestsOf(hoursReportCall).length;

    await userEvent.click(within(open).getByRole('button', { name: 'Maand afsluiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maand afsluiten' });
    expect(within(dialog).getByText(/Je sluit oktober 2026 af/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maand afsluiten' }));

    const closed = await screen.findByRole('region', { name: 'oktober 2026 is afgesloten' });
    // 09:15Z is 10:15 in Amsterdam in November.
    expect(
      within(closed).getByText('Afgesloten door Eva de Vries op 02-11-2026 om 10:15.'),
    ).toBeTruthy();
    expect(within(closed).getByRole('button', { name: 'Maand heropenen' })).toBeTruthy();
    expect(screen.getByText('oktober 2026 is afgesloten.')).toBeTruthy();
    expect(api.requestsOf(closeMonthCall)[0]?.body).toEqual({
      companyId: 1,
      year: 2026,
      month: 10,
    });
    // The month's reports show the figures of the moment of closing: fetched again.
    await waitFor(() =>
      expect(api.requestsOf(hoursReportCall).length).toBeGreaterThan(hoursBefore),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in the dialog while registrations are pending", async () => {
    useApi().on(closeMonthCall, refusal(409, 'CONFLICT', pendingRecordsMessage(3)));
    signIn();
    renderApp(HOURS_PATH);
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Maand afsluiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maand afsluiten' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maand afsluiten' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(pendingRecordsMessage(3));
    expect(screen.getByRole('region', { name: 'oktober 2026 is open' })).toBeTruthy();
  });

  it('reopens a closed month only with a reason, and shows who reopened it and why', async () => {
    const reopened: MonthStatus = {
      ...CLOSED_MONTH,
      closed: false,
      reopenedAt: '2026-11-03T13:00:00.000Z',
      reopenedBy: { userId: 2, userName: 'boekhouder', fullName: null },
      reason: 'Correctie van Lars vergeten',
    };
    let state = CLOSED_MONTH;
    const api = useApi()
      .on(monthStatusCall, () => state)
      .on(reopenMonthCall, () => {
        state = reopened;
        return state;
      });
    signIn();
    renderApp(HOURS_PATH);
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Maand heropenen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maand heropenen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maand heropenen' }));
    expect(await within(dialog).findByText(MONTH_MESSAGES.reason)).toBeTruthy();
    expect(api.requestsOf(reopenMonthCall)).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reden/ }),
      'Correctie van Lars vergeten',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maand heropenen' }));
    const open = await screen.findByRole('region', { name: 'oktober 2026 is open' });
    expect(
      within(open).getByText(
        'Heropend door boekhouder op 03-11-2026 om 14:00. Reden: Correctie van Lars vergeten',
      ),
    ).toBeTruthy();
    expect(api.requestsOf(reopenMonthCall)[0]?.body).toEqual({
      companyId: 1,
      year: 2026,
      month: 10,
      reason: 'Correctie van Lars vergeten',
    });
  });

  it('shows a FLOORMANAGER the state the report sends, without the buttons', async () => {
    const api = useApi().on(hoursReportCall, { ...HOURS, monthStatus: CLOSED_MONTH });
    signIn({ roles: ['FLOORMANAGER'] });
    renderApp(HOURS_PATH);
    const closed = await screen.findByRole('region', { name: 'oktober 2026 is afgesloten' });
    expect(within(closed).getByText(/Afgesloten door Eva de Vries/)).toBeTruthy();
    expect(within(closed).queryByRole('button')).toBeNull();
    expect(api.requestsOf(monthStatusCall)).toEqual([]);
  });
});

describe('the registrations of a closed month', () => {
  it('are read, with their history, but offer nothing that can only fail', async () => {
    useApi()
      .on(monthStatusCall, CLOSED_MONTH)
      .on(hoursReportCall, { ...HOURS, monthStatus: CLOSED_MONTH });
    signIn();
    renderApp(HOURS_PATH);
    await screen.findByRole('region', { name: 'oktober 2026 is afgesloten' });
    const table = await screen.findByRole('table', { name: 'Tijdregistraties' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('button', { name: /Geschiedenis: Emma Smit/ })).toBeTruthy();
    for (const name of [/Goedkeuren/, /Afkeuren/, /Tijden wijzigen/, /Kiezen/]) {
      expect(screen.queryAllByRole('button', { name })).toEqual([]);
    }
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Registratie toevoegen' })).toBeNull();
  });
});

describe('Maand afsluiten on the wage-cost report', () => {
  it('shows the closed state beside the calculation', async () => {
    useApi()
      .on(monthStatusCall, CLOSED_MONTH)
      .on(wageCostReportCall, { ...WAGE_COST, monthStatus: CLOSED_MONTH });
    signIn({ roles: ['ACCOUNTANT'] });
    renderApp('/ExpenseCalculator?month=2026-10');
    const closed = await screen.findByRole('region', { name: 'oktober 2026 is afgesloten' });
    expect(within(closed).getByText(/Afgesloten door Eva de Vries op 02-11-2026/)).toBeTruthy();
    expect(within(closed).getByRole('button', { name: 'Maand heropenen' })).toBeTruthy();
  });

  it('says so when the state cannot be fetched', async () => {
    useApi().on(monthStatusCall, refusal(500, 'INTERNAL', 'Er ging iets mis.'));
    signIn();
    renderApp('/ExpenseCalculator?month=2026-10');
    expect(
      await screen.findByText(
        'Er is een fout opgetreden bij het ophalen van de status van de maand.',
      ),
    ).toBeTruthy();
  });
});
