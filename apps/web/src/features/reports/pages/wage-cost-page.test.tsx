import { saveExpenseCall } from '@klokwerk/contract/expenses';
import { wageCostReportCall } from '@klokwerk/contract/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { WAGE_COST } from '../test/fake-reports-api';
import { MEDEWERKER, signIn, useApi } from '../test/open-page';

const PATH = '/ExpenseCalculator?month=2026-10';

afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  const view = renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Loonkosten' });
  return view;
}

async function calculate() {
  const button = await screen.findByRole('button', { name: 'Bereken Kosten' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await userEvent.click(button);
}

async function closeModal(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(
    within(dialog).getAllByRole('button', { name: 'Sluiten' }).at(-1) as Element,
  );
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

describe('Loonkosten: calculating', () => {
  it("shows the server's calculation incl. surcharges, in the total row and the modal", async () => {
    const api = useApi();
    signIn();
    await openPage();
    expect(await screen.findByText('Kies een maand en klik op Bereken Kosten.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Exporteer (CSV)' })).toHaveProperty(
      'disabled',
      true,
    );
    await calculate();

    const dialog = await screen.findByRole('dialog', { name: 'Kostenberekening voltooid' });
    expect(
      // The total incl. surcharges (€ 1.369,57 basic wage + € 97,41 surcharges).
      within(dialog).getByText('Totale kosten voor de geselecteerde periode zijn €1.466,98.'),
    ).toBeTruthy();
    await closeModal('Kostenberekening voltooid');

    const table = screen.getByRole('table', { name: 'Loonkosten Oktober 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'MedewerkerGewerkte UrenKosten',
      'Emma Smit80,17 uur€ 1.331,98',
      'Lars de Boer7,50 uur€ 135,00',
      'Totale Kosten:€ 1.466,98',
    ]);
    // The basic wage, the hours per surcharge band, leave and sickness, and the cost with the
    // surcharges: basic wage + surcharges = the Kosten above.
    const codes = screen.getByRole('table', { name: 'Toeslagen, verlof en ziekte Oktober 2026' });
    expect(
      within(codes)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MedewerkerBasisloonToeslagurenVerlofZiekteKosten incl. toeslagen',
      'Emma Smit€ 1.234,57Zondag (T50, 50 %): 12,15 uur, toeslag € 93,56Nacht (T25, 12,50 %): 2,00 uur, toeslag € 3,85Vakantie: 12,80 uur—€ 1.331,98',
      'Lars de Boer€ 135,00——6,40 uur€ 135,00',
      'Totale kosten incl. toeslagen:€ 1.466,98',
    ]);
    expect(api.requestsOf(wageCostReportCall).at(-1)?.path).toBe(
      '/api/reports/wage-cost?companyId=1&year=2026&month=10',
    );
    expect(screen.getByText(/Dit zijn brutoloonkosten/)).toBeTruthy();
    // The rule it follows, and how it differs from the hours report, in one line.
    expect(
      screen.getByText(
        'De uren zijn betaalde uren: gewerkte tijd vanaf het inklokken min pauze, zonder penalty en met de minuten vóór de geplande begintijd, net als in de Salarisexport. Daarom kunnen ze afwijken van het Resultaat in het Werknemersuren Rapport.',
      ),
    ).toBeTruthy();
  });

  it('says Geen gegevens when the month has no approved registrations', async () => {
    useApi().on(wageCostReportCall, {
      ...WAGE_COST,
      rows: [],
      totalExpense: 0,
      totalCost: 0,
      skippedRecords: 2,
    });
    signIn();
    await openPage();
    await calculate();
    const dialog = await screen.findByRole('dialog', { name: 'Geen gegevens' });
    expect(
      within(dialog).getByText(
        'Geen relevante tijdregistraties gevonden voor de geselecteerde periode.',
      ),
    ).toBeTruthy();
    await closeModal('Geen gegevens');
    expect(
      screen.getByText('Geen gegevens beschikbaar voor de geselecteerde periode'),
    ).toBeTruthy();
    expect(screen.getByText(/2 goedgekeurde registraties zijn niet meegeteld/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toHaveProperty('disabled', true);
  });

  it('shows the red banner and the modal Fout when the data cannot be fetched', async () => {
    useApi().on(wageCostReportCall, refusal(403, 'FORBIDDEN', 'Geen toegang.'));
    signIn();
    await openPage();
    const dialog = await screen.findByRole('dialog', { name: 'Fout' });
    expect(
      within(dialog).getByText('Er is een fout opgetreden bij het ophalen van de gegevens.'),
    ).toBeTruthy();
    await closeModal('Fout');
    expect(screen.getByRole('alert').textContent).toContain(
      'Er is een fout opgetreden bij het ophalen van de gegevens.',
    );
  });
});

describe('Loonkosten: saving', () => {
  it("saves the server's total incl. surcharges for the month and says so", async () => {
    const api = useApi().on(saveExpenseCall, {
      expenseId: 1,
      companyId: 1,
      year: 2026,
      month: 10,
      totalExpense: 1466.98,
      startDate: '2026-09-30T22:00:00.000Z',
      endDate: '2026-10-31T23:00:00.000Z',
    });
    signIn();
    await openPage();
    await calculate();
    await closeModal('Kostenberekening voltooid');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gegevens Opgeslagen' });
    expect(
      within(dialog).getByText('De onkosten zijn succesvol opgeslagen in de database.'),
    ).toBeTruthy();
    expect(api.requestsOf(saveExpenseCall)[0]?.body).toEqual({
      companyId: 1,
      totalExpense: 1466.98,
      startDate: '2026-10-01T00:00:00',
      endDate: '2026-11-01T00:00:00',
    });
  });

  it("says Opslaan Mislukt with the server's reason", async () => {
    useApi().on(
      saveExpenseCall,
      refusal(400, 'VALIDATION', 'Het totaal wijkt af van de berekening (€ 1.400,00).'),
    );
    signIn();
    await openPage();
    await calculate();
    await closeModal('Kostenberekening voltooid');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opslaan Mislukt' });
    expect(
      within(dialog).getByText('Er is een fout opgetreden bij het opslaan van de onkosten.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/wijkt af van de berekening/)).toBeTruthy();
  });
});

describe('Loonkosten: the month and who may see it', () => {
  it('shows the month as name and year, and a new month is fetched and must be calculated', async () => {
    const api = useApi();
    signIn();
    const { router } = await openPage();
    const picker = await screen.findByRole('button', { name: 'Maand' });
    expect(picker.textContent).toContain('oktober 2026');
    await calculate();
    await closeModal('Kostenberekening voltooid');

    await userEvent.click(picker);
    const march = await screen.findByRole('button', { name: 'Maart 2026' });
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(march);
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-03'));
    await waitFor(() =>
      expect(api.requestsOf(wageCostReportCall).at(-1)?.path).toBe(
        '/api/reports/wage-cost?companyId=1&year=2026&month=3',
      ),
    );
    expect(await screen.findByText('Kies een maand en klik op Bereken Kosten.')).toBeTruthy();
  });

  it.each([
    ['FLOORMANAGER', { roles: ['FLOORMANAGER'] }],
    ['MEDEWERKER', MEDEWERKER],
  ])('%s gets Geen toegang: no money', async (_role, claims) => {
    const api = useApi();
    signIn(claims);
    renderApp(PATH);
    expect(await screen.findByText('Geen toegang')).toBeTruthy();
    expect(api.requestsOf(wageCostReportCall)).toEqual([]);
  });
});
