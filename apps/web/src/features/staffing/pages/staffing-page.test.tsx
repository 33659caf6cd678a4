import { companiesCall } from '@klokwerk/contract/companies';
import { jobTitlesOfCompanyCall } from '@klokwerk/contract/organisation';
import { saveStaffingCall, staffingCall } from '@klokwerk/contract/staffing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../../test/companies';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';
import type { Staffing } from '../api/staffing';

let api: FakeApi;

const SAVED: Staffing = {
  companyId: 1,
  needs: [{ id: 5, weekday: 1, start: '17:00', end: '23:00', jobTitleId: 11, headcount: 2 }],
  weeklyBudgetCents: 150_000,
};

function serve(staffing: Staffing = SAVED): FakeApi {
  return api
    .on(companiesCall, [company(1, 'Demo Horeca Centrum')])
    .on(jobTitlesOfCompanyCall, [
      { id: 11, name: 'Kok', categoryId: 21, companyId: 1 },
      { id: 12, name: 'Ober', categoryId: 22, companyId: 1 },
    ])
    .on(staffingCall, staffing)
    .on(saveStaffingCall, ({ body }) => ({
      companyId: 1,
      needs: body.needs.map((need, index) => ({
        id: 100 + index,
        weekday: Number(need.weekday),
        start: String(need.start),
        end: String(need.end),
        jobTitleId: Number(need.jobTitleId),
        headcount: Number(need.headcount),
      })),
      weeklyBudgetCents: body.weeklyBudgetCents ?? null,
    }));
}

beforeEach(() => {
  api = fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  renderApp('/bezetting');
  await screen.findByRole('heading', { level: 1, name: 'Bezetting' });
}

describe('Bezetting', () => {
  it('shows the needs per weekday and saves a line added on Saturday with the budget', async () => {
    const user = userEvent.setup();
    serve();
    signInWith({ roles: ['ROOSTERMAKER'], companyId: 1 });
    await openPage();
    const monday = (await screen.findByRole('heading', { level: 2, name: 'Maandag' })).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect((within(monday).getByLabelText('Van, uren') as HTMLInputElement).value).toBe('17');
    expect((within(monday).getByLabelText('Van, minuten') as HTMLInputElement).value).toBe('00');
    expect((within(monday).getByLabelText('Aantal') as HTMLInputElement).value).toBe('2');
    const budget = screen.getByLabelText(/Loonbudget per week/) as HTMLInputElement;
    expect(budget.value).toBe('1500');

    await user.click(screen.getByRole('button', { name: 'Regel toevoegen op Zaterdag' }));
    const saturday = screen
      .getByRole('heading', { level: 2, name: 'Zaterdag' })
      .closest('.mantine-Card-root') as HTMLElement;
    // Hours and minutes as a person types them: two digits move on to the minutes.
    await user.type(within(saturday).getByLabelText('Van, uren'), '1000');
    await user.type(within(saturday).getByLabelText('Tot, uren'), '1600');
    await user.click(within(saturday).getByRole('combobox', { name: 'Functie' }));
    await user.click(await screen.findByRole('option', { name: 'Ober' }));
    await user.clear(budget);
    await user.type(budget, '1250,50');
    await user.click(screen.getByRole('button', { name: 'Bezetting opslaan' }));

    expect(await screen.findByText('Bezetting opgeslagen.')).toBeTruthy();
    expect(api.requestsOf(saveStaffingCall).map((r) => r.body)).toEqual([
      {
        needs: [
          { weekday: 1, start: '17:00', end: '23:00', jobTitleId: '11', headcount: 2 },
          { weekday: 6, start: '10:00', end: '16:00', jobTitleId: '12', headcount: 1 },
        ],
        weeklyBudgetCents: 125_050,
      },
    ]);
  });

  it("shows the server's message at the line it names", async () => {
    const user = userEvent.setup();
    serve().on(
      saveStaffingCall,
      refusal(
        400,
        'VALIDATION',
        'Ongeldige invoer voor needs.0.headcount: Vul een aantal van 1 tot en met 99 in.',
        'needs.0.headcount',
      ),
    );
    signInWith({ roles: ['EIGENAAR'] });
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Bezetting opslaan' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Vul een aantal van 1 tot en met 99 in.',
    );
  });

  it('lets staff read the Bezetting without changing it', async () => {
    serve({ ...SAVED, weeklyBudgetCents: null });
    signInWith({ roles: ['MEDEWERKER'], companyId: 1, employeeId: 2 });
    await openPage();
    await screen.findByRole('heading', { level: 2, name: 'Maandag' });
    expect(screen.queryByRole('button', { name: 'Bezetting opslaan' })).toBeNull();
    expect(screen.queryByLabelText(/Loonbudget per week/)).toBeNull();
  });
});
