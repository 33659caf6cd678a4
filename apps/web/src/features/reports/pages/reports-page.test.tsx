import {
  correctionsOfCompanyCall,
  correctionsOfEmployeeCall,
} from '@klokwerk/contract/corrections';
import { wageCostReportCall } from '@klokwerk/contract/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { CORRECTIONS } from '../test/fake-reports-api';
import { MEDEWERKER, signIn, useApi } from '../test/open-page';

afterEach(() => vi.unstubAllGlobals());

async function openPage(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Rapporten' });
  return view;
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Rapporten' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('Rapporten: the menu', () => {
  it('offers the five reports to the owner and asks to choose one first', async () => {
    useApi();
    signIn();
    const { router } = await openPage('/ReportPage');
    expect(tabNames()).toEqual([
      'Onkosten',
      'Werknemersuren Rapport',
      'Urencorrectie',
      'Salarisexport',
      'Plus/min-uren',
    ]);
    expect(screen.getByText('Selecteer een rapport uit het menu')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('tab', { name: /Werknemersuren Rapport/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Werknemersuren Rapport' }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?report=employeeHours');
    expect(screen.queryByText('Selecteer een rapport uit het menu')).toBeNull();
  });

  it('opens the report the address names, and keeps the month when switching', async () => {
    useApi();
    signIn();
    const { router } = await openPage('/ReportPage?report=Onkosten&month=2026-10');
    expect(await screen.findByRole('heading', { level: 2, name: 'Loonkosten' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /Urencorrectie/ }));
    await screen.findByRole('heading', { level: 2, name: 'Urencorrectie' });
    expect(router.state.location.search).toBe('?report=timeCorrection&month=2026-10');
  });

  it('shows the month of corrections read-only, with their status badges and counts', async () => {
    const api = useApi();
    signIn();
    await openPage('/ReportPage?report=timeCorrection&month=2026-10');
    const table = await screen.findByRole('table', { name: 'Urencorrectie' });
    const lars = within(table).getByRole('row', { name: /Lars de Boer/ });
    expect(lars.textContent).toContain('07-10-2026 01:45');
    expect(lars.textContent).toContain('07-10-2026 01:30');
    expect(within(lars).getByText('In behandeling')).toBeTruthy();
    expect(within(table).getByText('Goedgekeurd')).toBeTruthy();
    expect(screen.getByText('1 in behandeling, 1 goedgekeurd, 0 afgewezen')).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
    const [asked] = api.requestsOf(correctionsOfCompanyCall);
    expect(asked?.params.companyId).toBe(1);
    expect(asked?.query.endDate).toBe('2026-11-01T00:00:00');
  });

  it('treats an unknown report in the address as none chosen', async () => {
    useApi();
    signIn();
    await openPage('/ReportPage?report=salarissen');
    expect(screen.getByText('Selecteer een rapport uit het menu')).toBeTruthy();
  });
});

describe('Rapporten: what each role sees', () => {
  it('a medewerker sees their own hours and corrections, and no money', async () => {
    const [approved] = CORRECTIONS;
    const api = useApi().on(correctionsOfEmployeeCall, ({ params }, earlier) =>
      approved && params.email === 'emma@demohoreca.example'
        ? [approved, { ...approved, correctionId: 11, requestedTime: '2026-09-30T21:30:00.000Z' }]
        : earlier(),
    );
    signIn(MEDEWERKER);
    await openPage('/ReportPage?report=Onkosten&month=2026-10');
    expect(tabNames()).toEqual(['Werknemersuren Rapport', 'Urencorrectie']);
    // The link to the money report opens nothing.
    expect(screen.getByText('Selecteer een rapport uit het menu')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /Urencorrectie/ }));
    expect(await screen.findByText('Je ziet hier alleen je eigen urencorrecties.')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Urencorrectie' });
    // 30 September 21:30Z is 23:30 in Amsterdam: September, not shown in October.
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByText('Medewerker')).toBeNull();
    expect(api.requestsOf(wageCostReportCall)).toEqual([]);
    expect(api.requestsOf(correctionsOfCompanyCall)).toEqual([]);
  });

  it('a floor manager sees the company hours but not the money', async () => {
    useApi();
    signIn({ roles: ['FLOORMANAGER'], employeeId: 8 });
    await openPage('/ReportPage');
    expect(tabNames()).toEqual(['Werknemersuren Rapport', 'Urencorrectie', 'Plus/min-uren']);
  });

  it.each(['ROOSTERMAKER', 'KLOKSYSTEEM'])('%s sees Geen toegang', async (role) => {
    const api = useApi();
    signIn({ roles: [role] });
    await openPage('/ReportPage');
    expect(screen.getByText('Geen toegang')).toBeTruthy();
    expect(screen.getByText(/Neem contact op met je beheerder/)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
    await waitFor(() =>
      expect(api.requests.filter((c) => c.path !== '/api/companies')).toEqual([]),
    );
  });
});
