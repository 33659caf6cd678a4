import { monthStatusCall } from '@klokwerk/contract/month-closing';
import {
  DEFAULT_ABSENCE_CODES,
  PAYROLL_MESSAGES,
  PAYROLL_WARNING_MESSAGES,
  type PayrollExport,
  type PayrollSettings,
  payrollExportCall,
  payrollSettingsCall,
  savePayrollSettingsCall,
} from '@klokwerk/contract/payroll';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvFile, type FakeRequest, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { CLOSED_MONTH, OPEN_MONTH } from '../test/fake-reports-api';
import { signIn, useApi } from '../test/open-page';

const PATH = '/ReportPage?report=payrollExport&month=2026-10';

const SETTINGS: PayrollSettings = {
  companyId: 1,
  debtorNumber: '12345',
  companyNumber: '2',
  hoursCode: 'U2100',
  ...DEFAULT_ABSENCE_CODES,
};

const EXPORT: PayrollExport = {
  companyId: 1,
  year: 2026,
  month: 10,
  monthStatus: CLOSED_MONTH,
  settings: SETTINGS,
  warnings: [],
  missingPayrollNumbers: [],
  codeColumns: [
    { code: 'T50', label: 'Zondag' },
    { code: 'VAKANTIE', label: 'Vakantie' },
  ],
  employees: [
    {
      employeeId: 5,
      payrollNumber: '1001',
      name: 'Emma Smit',
      days: 12,
      paidSeconds: 288_600,
      hours: 80.17,
      penaltySeconds: 900,
      penaltyHours: 0.25,
      codeHours: [12.15, 12.8],
    },
    {
      employeeId: 6,
      payrollNumber: null,
      name: 'Lars de Boer',
      days: 1,
      paidSeconds: 27_000,
      hours: 7.5,
      penaltySeconds: 0,
      penaltyHours: 0,
      codeHours: [0, 0],
    },
  ],
  days: [],
  skippedRecords: 0,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function catchDownloads() {
  const created = vi.fn((_blob: Blob) => 'blob:payroll');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  return { created, clicked };
}

const NMBRS = '\uFEFFDebiteurnr;Bedrijfnr;Persnr;Naam;Periode;Dagen;U2100\r\n';

function exportRoute(body: PayrollExport = EXPORT) {
  return ({ query }: FakeRequest<typeof payrollExportCall>) => {
    if (query.format === 'nmbrs')
      return csvFile(NMBRS, 'nmbrs_variabele_looncomponenten_2026_10.csv');
    if (query.format === 'csv')
      return csvFile('\uFEFFpersoneelsnummer;naam;datum;uren\r\n', 'uren_per_dag_2026_10.csv');
    return body;
  };
}

describe('Salarisexport', () => {
  it("previews the month's paid hours and downloads both files under the server's names", async () => {
    const api = useApi()
      .on(monthStatusCall, CLOSED_MONTH)
      .on(payrollExportCall, exportRoute())
      .on(payrollSettingsCall, SETTINGS);
    const { created, clicked } = catchDownloads();
    signIn();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Salarisexport' })).toBeTruthy();
    // The rule it follows, and how it differs from the hours report, in one line.
    expect(
      screen.getByText(
        'Regel: betaalde uren zijn de gewerkte tijd van goedgekeurde registraties vanaf het inklokken, min pauze, zoals in de Loonkosten. De penalty voor te laat inklokken staat in een eigen kolom en is niet van de uren afgetrokken, anders dan in het Werknemersuren Rapport: de salarisadministratie beslist of hij wordt ingehouden.',
      ),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Betaalde uren oktober 2026' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Persnr.PersoneelsnummerNaamDagenUrenPenaltyT50ZondagVAKANTIEVakantie',
      // The penalty beside the hours, not taken off them; then each code's hours.
      '1001Emma Smit1280,17 uur0,25 uur12,15 uur12,80 uur',
      '—geen personeelsnummerLars de Boer17,50 uur0,00 uur0,00 uur0,00 uur',
    ]);
    expect(screen.getByText(/Toeslaguren staan onder de code van hun toeslag/)).toBeTruthy();
    // A closed month: no warning that the figures may still change.
    expect(screen.queryByText(/nog niet afgesloten/)).toBeNull();
    expect(screen.getByRole('region', { name: 'oktober 2026 is afgesloten' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Download voor Nmbrs' }));
    await waitFor(() => expect(clicked).toEqual(['nmbrs_variabele_looncomponenten_2026_10.csv']));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV per dag' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked[1]).toBe('uren_per_dag_2026_10.csv');
    const calls = api.requestsOf(payrollExportCall).map((c) => c.path);
    expect(calls).toContain(
      '/api/reports/payroll-export?companyId=1&year=2026&month=10&format=nmbrs',
    );
    expect(calls).toContain(
      '/api/reports/payroll-export?companyId=1&year=2026&month=10&format=csv',
    );
    expect(await created.mock.calls[0]?.[0].text()).toContain('Debiteurnr;Bedrijfnr;Persnr');
  });

  it("warns that an open month may still change, with the server's other warnings", async () => {
    useApi()
      .on(
        payrollExportCall,
        exportRoute({
          ...EXPORT,
          monthStatus: OPEN_MONTH,
          warnings: [
            { code: 'monthOpen', message: PAYROLL_WARNING_MESSAGES.monthOpen },
            {
              code: 'missingPayrollNumbers',
              message: PAYROLL_WARNING_MESSAGES.missingPayrollNumbers,
            },
          ],
          missingPayrollNumbers: [{ employeeId: 6, name: 'Lars de Boer' }],
        }),
      )
      .on(payrollSettingsCall, SETTINGS);
    signIn();
    renderApp(PATH);
    expect(
      await screen.findByText(
        'Deze maand is nog niet afgesloten: de cijfers kunnen nog veranderen.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(PAYROLL_WARNING_MESSAGES.missingPayrollNumbers)).toBeTruthy();
    expect(screen.getByText('Zonder personeelsnummer: Lars de Boer.')).toBeTruthy();
    // Its warning is said once, in the brief's words.
    expect(screen.queryByText(PAYROLL_WARNING_MESSAGES.monthOpen)).toBeNull();
  });

  it('saves the payroll settings after checking them with the contract', async () => {
    const empty: PayrollSettings = {
      companyId: 1,
      debtorNumber: null,
      companyNumber: null,
      hoursCode: null,
      ...DEFAULT_ABSENCE_CODES,
    };
    let settings = empty;
    const api = useApi()
      .on(
        payrollExportCall,
        exportRoute({
          ...EXPORT,
          settings: empty,
          warnings: [{ code: 'missingSettings', message: PAYROLL_MESSAGES.missingSettings }],
        }),
      )
      .on(payrollSettingsCall, () => settings)
      .on(savePayrollSettingsCall, ({ input }) => {
        settings = { companyId: 1, ...DEFAULT_ABSENCE_CODES, ...input };
        return settings;
      });
    signIn({ roles: ['HUMANRESOURCE'] });
    renderApp(PATH);
    expect(await screen.findByText(PAYROLL_MESSAGES.missingSettings)).toBeTruthy();
    // Without settings Nmbrs cannot read the file: its download waits for them.
    expect(screen.getByRole('button', { name: 'Download voor Nmbrs' })).toHaveProperty(
      'disabled',
      true,
    );

    const debtor = await screen.findByRole('textbox', { name: /Debiteurnummer/ });
    await userEvent.type(debtor, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));
    expect(await screen.findByText(PAYROLL_MESSAGES.debtorNumber)).toBeTruthy();
    expect(screen.getByText(PAYROLL_MESSAGES.companyNumber)).toBeTruthy();
    expect(api.requestsOf(savePayrollSettingsCall)).toEqual([]);

    await userEvent.clear(debtor);
    await userEvent.type(debtor, '12345');
    await userEvent.type(screen.getByRole('textbox', { name: /Bedrijfsnummer/ }), '2');
    await userEvent.type(screen.getByRole('textbox', { name: /Urencode/ }), 'u2100');
    // The leave and sick codes start from the defaults; one is changed, in capitals.
    const sick = screen.getByRole('textbox', { name: /Code ziekte/ });
    expect(screen.getByRole('textbox', { name: /Code vakantie/ })).toHaveProperty(
      'value',
      'VAKANTIE',
    );
    await userEvent.clear(sick);
    await userEvent.type(sick, 'z100');
    await userEvent.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));
    expect(await screen.findByText('De salarisinstellingen zijn opgeslagen.')).toBeTruthy();
    expect(api.requestsOf(savePayrollSettingsCall)[0]?.body).toEqual({
      debtorNumber: '12345',
      companyNumber: '2',
      hoursCode: 'U2100',
      ...DEFAULT_ABSENCE_CODES,
      sickCode: 'Z100',
    });
  });

  it('says so when a file cannot be made', async () => {
    useApi()
      .on(payrollExportCall, ({ query }) =>
        query.format === 'csv'
          ? refusal(500, 'INTERNAL', 'Er ging iets mis. Probeer het opnieuw.')
          : EXPORT,
      )
      .on(payrollSettingsCall, SETTINGS);
    signIn({ roles: ['ACCOUNTANT'] });
    renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV per dag' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Het bestand kon niet worden gemaakt. Er ging iets mis. Probeer het opnieuw.',
    );
  });

  it.each([['FLOORMANAGER'], ['MEDEWERKER']])('is not offered to %s', async (role) => {
    const api = useApi();
    signIn({ roles: [role], employeeId: 5, email: 'emma@demohoreca.example' });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapporten' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /Salarisexport/ })).toBeNull();
    expect(api.requestsOf(payrollExportCall)).toEqual([]);
  });
});
