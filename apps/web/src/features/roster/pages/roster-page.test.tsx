import { schedulesOfCompanyCall } from '@klokwerk/contract/schedules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../test/fake-api';
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

function rowNames(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

describe('Roosterbeheer for staff', () => {
  it('sends staff to Mijn rooster, their own roster, instead of the management roster', async () => {
    useApi();
    signIn(STAFF);
    renderApp('/Schedulepro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn rooster' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Roosterbeheer' })).toBeNull();
  });
});

describe('Roosterbeheer for a planner', () => {
  it('shows every employee of the company, Monday first, with the night shift on its first day', async () => {
    useApi();
    signIn(PLANNER);
    await openRoster();
    const night = await findShift('22:00–04:00', 'Bram Bakker');
    expect(night.getAttribute('aria-label')).toBe('22:00–04:00, Bram Bakker, woensdag 12-03-2025');
    expect(rowNames()).toEqual(['Cees Aalders', 'Bram BakkerOber', 'Anna de VriesKok']);
    expect(screen.getByText('3 medewerkers')).toBeTruthy();
    const days = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(days).toEqual([
      'Medewerker',
      'maandag10-03-2025',
      'dinsdag11-03-2025',
      'woensdag12-03-2025',
      'donderdag13-03-2025',
      'vrijdag14-03-2025',
      'zaterdag15-03-2025',
      'zondag16-03-2025',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Week 11: 10-03-2025 t/m 16-03-2025',
      'Bezetting',
      'Arbeidstijdenwet',
    ]);
    expect(screen.getByText('Definitief Rooster')).toBeTruthy();
    expect(screen.getByText('Concept Rooster')).toBeTruthy();
  });

  it('filters on the department and keeps it in the address', async () => {
    useApi();
    signIn(PLANNER);
    const { router } = await openRoster('?afdeling=23');
    expect(await screen.findByText('Geen medewerkers gevonden')).toBeTruthy();
    expect(screen.getByText('Selecteer een andere afdeling of voeg medewerkers toe')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Afdeling' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Keuken' }));
    await findShift('09:00–17:00', 'Anna de Vries');
    expect(rowNames()).toEqual(['Anna de VriesKok']);
    expect(router.state.location.search).toBe('?afdeling=21');
  });

  it('walks the weeks with Vorige, Volgende and Huidige', async () => {
    const api = useApi();
    signIn(PLANNER);
    const { router } = await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByRole('heading', { level: 2, name: 'Week 12: 17-03-2025 t/m 23-03-2025' });
    expect(router.state.location.search).toBe('?datum=2025-03-19');
    // Huidige is marked only while this week is the one shown.
    expect(screen.getByRole('button', { name: 'Huidige' }).getAttribute('aria-current')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    await screen.findByRole('heading', { level: 2, name: 'Week 10: 03-03-2025 t/m 09-03-2025' });
    await userEvent.click(screen.getByRole('button', { name: 'Huidige' }));
    await screen.findByRole('heading', { level: 2, name: 'Week 11: 10-03-2025 t/m 16-03-2025' });
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Huidige' }).getAttribute('aria-current')).toBe(
      'date',
    );
    expect(
      api
        .requestsOf(schedulesOfCompanyCall)
        .filter((r) => r.params.companyId === 1)
        .map((r) => r.query.start),
    ).toEqual(expect.arrayContaining(['2025-03-17T00:00:00', '2025-03-03T00:00:00']));
  });

  it('offers the months of this year and next year, and jumps to the chosen one', async () => {
    useApi();
    signIn(PLANNER);
    await openRoster();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Maand' }));
    const months = await screen.findAllByRole('option');
    expect(months.map((m) => m.textContent)).toHaveLength(24);
    expect(months[0]?.textContent).toBe('januari 2025');
    expect(months.at(-1)?.textContent).toBe('december 2026');
    await userEvent.click(screen.getByRole('option', { name: 'juni 2026' }));
    await screen.findByRole('heading', { level: 2, name: 'Week 23: 01-06-2026 t/m 07-06-2026' });
  });

  it('draws the early hours of the night shift in the next day of the day view', async () => {
    useApi();
    signIn(PLANNER);
    await openRoster('?weergave=dag&datum=2025-03-13');
    const early = await findShift('22:00–04:00', 'Bram Bakker');
    expect(early.getAttribute('aria-label')).toBe(
      '22:00–04:00, Bram Bakker, donderdag 13-03-2025, begonnen op de vorige dag',
    );
    expect(early.style.getPropertyValue('--from')).toBe('0%');
    expect(early.style.getPropertyValue('--length')).toBe(`${(4 / 24) * 100}%`);
    const hours = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(hours).toHaveLength(25);
    expect(hours.slice(1, 3)).toEqual(['00', '01']);
    expect(hours.at(-1)).toBe('23');
    expect(screen.queryByRole('button', { name: /^09:00–17:00/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    const evening = await findShift('22:00–04:00', 'Bram Bakker');
    expect(evening.style.getPropertyValue('--from')).toBe(`${(22 / 24) * 100}%`);
  });

  it('says which company to choose before showing anything, for a tenant-wide role', async () => {
    useApi();
    signIn({ sub: 'eindbaas', roles: ['EINDBAAS'], companyId: null, employeeId: null });
    await openRoster();
    expect(await screen.findByText('Geen bedrijf geselecteerd')).toBeTruthy();
    expect(screen.getByText('Selecteer een bedrijf om het rooster te bekijken')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agenda-abonnement' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Bedrijf' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demo Horeca Strand' }));
    expect(await screen.findByText('1 medewerker')).toBeTruthy();
    expect(rowNames()).toEqual(['Sophie StrandOber']);
  });

  it('says Fout bij het ophalen van gegevens. when the week cannot be fetched, and tries again', async () => {
    let fail = true;
    useApi().on(schedulesOfCompanyCall, (_request, earlier) =>
      fail ? refusal(500, 'INTERNAL', 'Er ging iets mis.') : earlier(),
    );
    signIn(PLANNER);
    await openRoster();
    expect(await screen.findByText('Fout bij het ophalen van gegevens.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await findShift('09:00–17:00', 'Anna de Vries');
  });

  it('is not for the accountant, who does not plan or work shifts', async () => {
    useApi();
    signIn({ sub: 'boekhouder', roles: ['ACCOUNTANT'], companyId: 1 });
    await openRoster();
    await waitFor(() => expect(screen.getByText('Geen toegang')).toBeTruthy());
  });
});
