import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import { proposeRosterCall, staffingCoverageCall } from '@klokwerk/contract/staffing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../test/fake-api';
import type { ProposalSummary } from '../api/propose-roster';
import { NOW, openRoster, PLANNER, signIn, useApi } from '../test/open-roster';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SUMMARY: ProposalSummary = {
  week: '2025-03-10',
  scheduleIds: [301],
  shiftCount: 1,
  neededMinutes: 720,
  coveredMinutes: 480,
  costCents: 11_400,
  weekCostCents: 45_600,
  weeklyBudgetCents: 100_000,
  uncovered: [
    {
      jobTitleId: 12,
      jobTitle: 'Ober',
      startTime: '2025-03-14T16:00:00.000Z',
      endTime: '2025-03-14T20:00:00.000Z',
      missing: 1,
      reason: 'noOneAvailable',
      message: 'Niemand beschikbaar met functie Ober',
    },
  ],
  violations: 0,
  optimal: true,
  seconds: 0.4,
};

describe('Rooster voorstellen', () => {
  it('asks first, then plans the week shown and says what it did, in Dutch', async () => {
    const user = userEvent.setup();
    const api = useApi();
    api.on(proposeRosterCall, SUMMARY);
    signIn(PLANNER);
    await openRoster();
    await user.click(await screen.findByRole('button', { name: 'Rooster voorstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rooster voorstellen voor week 11' });
    expect(
      within(dialog).getByText(/Diensten die al in het rooster staan blijven staan/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Voorstel maken' }));
    expect(await within(dialog).findByText('1 conceptdienst ingepland')).toBeTruthy();
    expect(api.requestsOf(proposeRosterCall).map((r) => r.body)).toEqual([
      { companyId: 1, week: '2025-03-10' },
    ]);
    expect(api.requestsOf(proposeRosterCall)[0]?.headers['Idempotency-Key']).toBeTruthy();
    expect(within(dialog).getByText('Bezetting gedekt: 66% (8 van 12 uur)')).toBeTruthy();
    expect(
      within(dialog).getByText(
        /Loonkosten van het voorstel: € 114,00; hele week: € 456,00 van het budget € 1\.000,00/,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Arbeidstijdenwet: geen overtredingen')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'vr 14-03 17:00–21:00, Ober: 1 persoon te weinig. Niemand beschikbaar met functie Ober',
      ),
    ).toBeTruthy();
    // The dialog's own close button (×) and the one under the summary both say Sluiten.
    await user.click(
      within(dialog).getAllByRole('button', { name: 'Sluiten' }).at(-1) as HTMLElement,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the refusal of a closed month in the dialog, and plans nothing', async () => {
    const user = userEvent.setup();
    useApi().on(proposeRosterCall, refusal(409, 'CONFLICT', monthClosedMessage(2025, 3)));
    signIn(PLANNER);
    await openRoster();
    await user.click(await screen.findByRole('button', { name: 'Rooster voorstellen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Voorstel maken' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      monthClosedMessage(2025, 3),
    );
  });

  it('closes with the named close button and sends nothing', async () => {
    const api = useApi();
    const user = userEvent.setup();
    signIn(PLANNER);
    await openRoster();
    await user.click(await screen.findByRole('button', { name: 'Rooster voorstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rooster voorstellen voor week 11' });
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requestsOf(proposeRosterCall)).toHaveLength(0);
  });

  it('leads to Bezetting from the roster', async () => {
    useApi();
    signIn(PLANNER);
    await openRoster();
    expect((await screen.findByRole('link', { name: 'Bezetting' })).getAttribute('href')).toBe(
      '/bezetting',
    );
  });

  it('shows planned against needed per day, and the planned cost against the budget', async () => {
    useApi().on(staffingCoverageCall, {
      week: '2025-03-10',
      needs: [
        {
          needId: 1,
          date: '2025-03-10',
          jobTitleId: 11,
          jobTitle: 'Kok',
          startTime: '2025-03-10T16:00:00.000Z',
          endTime: '2025-03-10T22:00:00.000Z',
          needed: 2,
          planned: 1,
        },
        {
          needId: 2,
          date: '2025-03-14',
          jobTitleId: 12,
          jobTitle: 'Ober',
          startTime: '2025-03-14T08:00:00.000Z',
          endTime: '2025-03-14T16:00:00.000Z',
          needed: 1,
          planned: 2,
        },
      ],
      plannedCostCents: 60_000,
      weeklyBudgetCents: 50_000,
    });
    signIn(PLANNER);
    await openRoster();
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Bezetting' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      await within(panel).findByText(
        'Geplande loonkosten deze week: € 600,00, boven het budget van € 500,00',
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('maandag 10-03')).toBeTruthy();
    expect(within(panel).getByText('17:00–23:00 Kok: 1 van 2 gepland')).toBeTruthy();
    expect(within(panel).getByText('1 te weinig')).toBeTruthy();
    expect(within(panel).getByText('vrijdag 14-03')).toBeTruthy();
    expect(within(panel).getByText('09:00–17:00 Ober: 2 van 1 gepland')).toBeTruthy();
    expect(within(panel).getByText('1 te veel')).toBeTruthy();
  });
});
