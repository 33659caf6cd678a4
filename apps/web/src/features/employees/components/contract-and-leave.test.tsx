import { hoursBalanceCall, leaveBalanceCall } from '@klokwerk/contract/balances';
import {
  CONTRACT_MESSAGES,
  createContractPeriodCall,
  deleteContractPeriodCall,
} from '@klokwerk/contract/employee-contracts';
import {
  createLeaveCorrectionCall,
  LEAVE_ADJUSTMENT_MESSAGES,
  saveLeaveOpeningCall,
} from '@klokwerk/contract/leave-adjustments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { refusal } from '../../../test/fake-api';
import { openPage, signIn, useApi } from '../test/open-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-10T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

async function openEmma() {
  await userEvent.click(screen.getByRole('button', { name: 'Emma Smit' }));
  return screen.findByRole('dialog', { name: 'Emma Smit' });
}

/** The part of the dialog under a heading (Contractperioden, Verlof: …). */
async function section(dialog: HTMLElement, name: string): Promise<HTMLElement> {
  const heading = await within(dialog).findByRole('heading', { name });
  const part = heading.parentElement;
  if (!part) throw new Error(`no section for ${name}`);
  return part;
}

function input(scope: HTMLElement, label: RegExp): HTMLInputElement {
  const found = within(scope)
    .getAllByLabelText(label)
    .find((el): el is HTMLInputElement => el instanceof HTMLInputElement);
  if (!found) throw new Error(`no input labelled ${label}`);
  return found;
}

describe('the contract periods in the employee dialog', () => {
  it('lists the period in force with its hours and days', async () => {
    useApi();
    signIn();
    await openPage();
    const part = await section(await openEmma(), 'Contractperioden');
    const list = await within(part).findByRole('list', { name: 'Contractperioden van Emma Smit' });
    expect(within(list).getByText('01-01-2020 t/m 01-08-2025')).toBeTruthy();
    expect(within(list).getByText('Nu geldig')).toBeTruthy();
    expect(within(list).getByText('Vaste uren: 27,5 uur per week')).toBeTruthy();
    expect(within(list).getByText('Werkdagen: ma–vr')).toBeTruthy();
  });

  it('adds a period from a date with its hours in minutes and four working days', async () => {
    const api = useApi();
    signIn();
    await openPage();
    const part = await section(await openEmma(), 'Contractperioden');
    await userEvent.click(await within(part).findByRole('button', { name: 'Periode toevoegen' }));
    // The form opens with the keyboard in its first field.
    await waitFor(() => expect(document.activeElement).toBe(input(part, /^Van/)));
    await userEvent.type(input(part, /^Van/), '2025-04-01');
    await userEvent.type(input(part, /^Uren per week/), '24,25');
    await userEvent.click(within(part).getByRole('checkbox', { name: 'Vrijdag' }));
    await userEvent.click(within(part).getByRole('button', { name: 'Opslaan' }));

    expect(await within(part).findByText('De contractperioden zijn opgeslagen.')).toBeTruthy();
    expect(api.requestsOf(createContractPeriodCall).map((r) => r.body)).toEqual([
      {
        from: '2025-04-01',
        to: '',
        kind: 'fixed',
        minutesPerWeek: 1455,
        workingWeekdays: [1, 2, 3, 4],
      },
    ]);
    expect(api.requestsOf(createContractPeriodCall)[0]?.headers['Idempotency-Key']).toBeTruthy();
    expect(within(part).getByText('Vaste uren: 24,25 uur per week')).toBeTruthy();
    expect(within(part).getByText('Werkdagen: ma–do')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(part).getByRole('button', { name: 'Periode toevoegen' }),
      ),
    );
  });

  it("shows the contract's messages under the fields and sends nothing", async () => {
    const api = useApi();
    signIn();
    await openPage();
    const part = await section(await openEmma(), 'Contractperioden');
    await userEvent.click(await within(part).findByRole('button', { name: 'Periode toevoegen' }));
    await userEvent.type(input(part, /^Uren per week/), '200');
    for (const day of ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag']) {
      await userEvent.click(within(part).getByRole('checkbox', { name: day }));
    }
    await userEvent.click(within(part).getByRole('button', { name: 'Opslaan' }));
    expect(await within(part).findByText(CONTRACT_MESSAGES.from)).toBeTruthy();
    expect(within(part).getByText(CONTRACT_MESSAGES.minutesPerWeek)).toBeTruthy();
    expect(within(part).getByText(CONTRACT_MESSAGES.workingWeekdays)).toBeTruthy();
    expect(api.requestsOf(createContractPeriodCall)).toEqual([]);
  });

  it('asks for the minimum and maximum of a min-max contract', async () => {
    useApi();
    signIn();
    await openPage();
    const part = await section(await openEmma(), 'Contractperioden');
    await userEvent.click(await within(part).findByRole('button', { name: 'Periode toevoegen' }));
    await userEvent.click(input(part, /^Soort contract/));
    await userEvent.click(await screen.findByRole('option', { name: 'Min-maxcontract' }));
    expect(within(part).queryByLabelText(/^Uren per week/)).toBeNull();
    await userEvent.type(input(part, /^Minimum uren per week/), '20');
    await userEvent.type(input(part, /^Maximum uren per week/), '16');
    await userEvent.type(input(part, /^Van/), '2025-04-01');
    await userEvent.click(within(part).getByRole('button', { name: 'Opslaan' }));
    expect(await within(part).findByText(CONTRACT_MESSAGES.maxBelowMin)).toBeTruthy();
  });

  it("shows the server's refusal of an overlap under Van", async () => {
    useApi().on(
      createContractPeriodCall,
      refusal(409, 'CONFLICT', CONTRACT_MESSAGES.overlap, 'from'),
    );
    signIn();
    await openPage();
    const part = await section(await openEmma(), 'Contractperioden');
    await userEvent.click(await within(part).findByRole('button', { name: 'Periode toevoegen' }));
    await userEvent.type(input(part, /^Van/), '2024-02-01');
    await userEvent.type(input(part, /^Uren per week/), '20');
    await userEvent.click(within(part).getByRole('button', { name: 'Opslaan' }));
    expect(await within(part).findByText(CONTRACT_MESSAGES.overlap)).toBeTruthy();
    expect(input(part, /^Van/).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a period after asking, the question focused on Annuleren', async () => {
    const api = useApi();
    signIn();
    await openPage();
    const part = await section(await openEmma(), 'Contractperioden');
    await userEvent.click(
      await within(part).findByRole('button', {
        name: 'Periode 01-01-2020 t/m 01-08-2025 verwijderen',
      }),
    );
    expect(
      within(part).getByText(
        'Weet je zeker dat je de periode 01-01-2020 t/m 01-08-2025 wilt verwijderen? De andere perioden blijven zoals ze zijn.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(part).getByRole('button', { name: 'Annuleren' })),
    );
    await userEvent.click(within(part).getByRole('button', { name: 'Periode verwijderen' }));
    expect(await within(part).findByText('De contractperiode is verwijderd.')).toBeTruthy();
    expect(api.requestsOf(deleteContractPeriodCall).map((r) => r.params)).toEqual([
      { employeeId: 2, contractId: 502 },
    ]);
    expect(
      within(part).getByText(
        'Nog geen contractperiode. Zonder contract rekenen verlof en plus- en minuren niet.',
      ),
    ).toBeTruthy();
  });

  it('is read-only in the edit form, where the hours follow the periods', async () => {
    useApi();
    signIn();
    await openPage();
    await openEmma();
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Smit bewerken' });
    const hours = input(dialog, /^Uren per week/);
    expect(hours.readOnly).toBe(true);
    expect(hours.value).toBe('27,5 uur');
  });
});

describe('the opening leave balance and corrections in the employee dialog', () => {
  it('enters an opening balance in hours, sent in minutes', async () => {
    const api = useApi();
    signIn();
    await openPage();
    const part = await section(await openEmma(), 'Verlof: beginsaldo en correcties');
    expect(await within(part).findByText('Geen beginsaldo vastgelegd.')).toBeTruthy();
    await userEvent.click(within(part).getByRole('button', { name: 'Beginsaldo vastleggen' }));
    expect(input(part, /^Saldo per 1 januari van/).value).toBe('2025');
    await userEvent.click(within(part).getByRole('button', { name: 'Regel toevoegen' }));
    await userEvent.type(input(part, /^Uren/), '16');
    await userEvent.click(within(part).getByRole('button', { name: 'Regel toevoegen' }));
    await userEvent.click(within(part).getByRole('button', { name: 'Regel 2 verwijderen' }));
    await userEvent.click(within(part).getByRole('button', { name: 'Opslaan' }));

    expect(await within(part).findByText('Het beginsaldo is opgeslagen.')).toBeTruthy();
    expect(api.requestsOf(saveLeaveOpeningCall).map((r) => r.body)).toEqual([
      { year: 2025, pots: [{ kind: 'statutory', accrualYear: 2024, minutes: 960 }] },
    ]);
    expect(within(part).getByText('Saldo per 1 januari 2025')).toBeTruthy();
    expect(within(part).getByText('Wettelijk verlof uit 2024: 16 uur')).toBeTruthy();
  });

  it('refuses a year of accrual that is not before the opening year, sending nothing', async () => {
    const api = useApi();
    signIn();
    await openPage();
    const part = await section(await openEmma(), 'Verlof: beginsaldo en correcties');
    await userEvent.click(
      await within(part).findByRole('button', { name: 'Beginsaldo vastleggen' }),
    );
    await userEvent.click(within(part).getByRole('button', { name: 'Regel toevoegen' }));
    await userEvent.clear(input(part, /^Opgebouwd in/));
    await userEvent.type(input(part, /^Opgebouwd in/), '2025');
    await userEvent.type(input(part, /^Uren/), '8');
    await userEvent.click(within(part).getByRole('button', { name: 'Opslaan' }));
    expect(await within(part).findByText(LEAVE_ADJUSTMENT_MESSAGES.accrualYear)).toBeTruthy();
    expect(api.requestsOf(saveLeaveOpeningCall)).toEqual([]);
  });

  it('adds a correction off the balance with its reason', async () => {
    const api = useApi();
    signIn();
    await openPage();
    const part = await section(await openEmma(), 'Verlof: beginsaldo en correcties');
    await userEvent.click(await within(part).findByRole('button', { name: 'Correctie toevoegen' }));
    // The form says its title, with no calendar open over it: a phone's next tap would pick a day.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(part).getByRole('heading', { name: 'Correctie toevoegen' }),
      ),
    );
    expect(screen.queryByRole('button', { name: /december|maart 2025/ })).toBeNull();
    await userEvent.click(within(part).getByRole('button', { name: 'Opslaan' }));
    expect(await within(part).findByText(LEAVE_ADJUSTMENT_MESSAGES.reason)).toBeTruthy();
    expect(within(part).getByText(LEAVE_ADJUSTMENT_MESSAGES.correctionMinutes)).toBeTruthy();

    await userEvent.click(within(part).getByRole('radio', { name: 'Eraf' }));
    await userEvent.type(input(part, /^Uren/), '4');
    await userEvent.type(
      within(part).getByRole('textbox', { name: /^Reden/ }),
      'Halve dag op papier aangevraagd.',
    );
    await userEvent.click(within(part).getByRole('button', { name: 'Opslaan' }));
    expect(await within(part).findByText('De correctie is toegevoegd.')).toBeTruthy();
    expect(api.requestsOf(createLeaveCorrectionCall).map((r) => r.body)).toEqual([
      {
        date: '2025-03-10',
        kind: 'statutory',
        minutes: -240,
        reason: 'Halve dag op papier aangevraagd.',
      },
    ]);
    expect(within(part).getByText('10-03-2025 · Wettelijk verlof · −4 uur')).toBeTruthy();
    expect(within(part).getByText('Door eigenaar')).toBeTruthy();
  });
});

describe('the balances in the employee dialog', () => {
  it('shows the leave balance of the year and the plus and minus hours per month', async () => {
    const api = useApi()
      .on(leaveBalanceCall, ({ params, query }) => ({
        employeeId: params.employeeId,
        year: query.year,
        firstYear: 2026,
        today: '2025-03-10',
        balance: null,
      }))
      .on(hoursBalanceCall, ({ params }) => ({
        employeeId: params.employeeId,
        firstName: 'Emma',
        lastName: 'Smit',
        year: 2025,
        months: [
          {
            year: 2025,
            month: 3,
            contractMinutes: 7114,
            maxMinutes: 7114,
            holidayMinutes: 0,
            unpaidLeaveMinutes: 0,
            workedMinutes: 7234,
            leaveMinutes: 0,
            sickMinutes: 0,
            doneMinutes: 7234,
            differenceMinutes: 120,
            previousBalanceMinutes: -60,
            balanceMinutes: 60,
          },
        ],
      }));
    signIn();
    await openPage();
    const dialog = await openEmma();
    const leave = await within(dialog).findByRole('region', { name: 'Verlofsaldo' });
    expect(
      await within(leave).findByText('Er is geen verlofsaldo van 2025: het saldo begint in 2026.'),
    ).toBeTruthy();
    // The section, and inside it the table's scroll region under the same name.
    const [hours] = await within(dialog).findAllByRole('region', { name: 'Plus/min-uren' });
    if (!hours) throw new Error('no Plus/min-uren section');
    const row = await within(hours).findByRole('row', { name: /Maart/i });
    expect(row.textContent).toContain('+2 uur');
    expect(row.textContent).toContain('+1 uur');
    // The last month's balance, also above the table.
    expect(within(hours).getByText(/^Saldo eind maart 2025: /)).toBeTruthy();
    expect(api.requestsOf(hoursBalanceCall)[0]?.path).toMatch(/year=2025&from=1&to=3$/);
  });
});
