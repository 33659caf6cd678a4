import { auditOfObjectCall } from '@klokwerk/contract/audit';
import { hoursReportCall } from '@klokwerk/contract/reports';
import {
  timeRecordsOfCompanyCall,
  updateApprovalCall,
  workedHoursCall,
} from '@klokwerk/contract/time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvFile, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { HOURS, OWN_RECORDS, RECORDS } from '../test/fake-reports-api';
import { MEDEWERKER, signIn, useApi } from '../test/open-page';

const PATH = '/EmployeeHoursTable?month=2026-10';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPage(path = PATH) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Werknemersuren per Maand' });
  return view;
}

const hoursTable = () => screen.findByRole('table', { name: 'Berekende uren' });
const recordsTable = () => screen.findByRole('table', { name: 'Tijdregistraties' });
const rowOf = async (text: RegExp) => within(await recordsTable()).getByRole('row', { name: text });

describe('Werknemersuren per Maand: the month', () => {
  it("shows the server's hours in Dutch and the registrations on the company's clock", async () => {
    const api = useApi();
    signIn();
    await openPage();

    const hours = await hoursTable();
    const emma = within(hours).getByRole('row', { name: /Emma Smit/ });
    // As in the CSV file: planned, then worked − penalty = result; the figures are the
    // server's, only formatted.
    expect(
      within(hours)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Medewerker',
      'Gepland excl. pauze',
      'Gepland incl. pauze',
      'Gewerkt incl. pauze',
      'Te laat',
      'Penalty',
      'Resultaat excl. pauze',
      'Resultaat incl. pauze',
    ]);
    expect(
      within(emma)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '24,00 uur',
      '25,50 uur',
      '25,58 uur',
      '0,20 uur',
      '0,25 uur',
      '23,83 uur',
      '25,33 uur',
    ]);
    // How its figures differ from the wage cost and the payroll export, under the table.
    expect(screen.getByText(/^Gewerkt telt vanaf de geplande begintijd/).textContent).toContain(
      'De Loonkosten en de Salarisexport betalen de tijd vanaf het inklokken, zonder penalty',
    );
    expect(api.requestsOf(hoursReportCall)[0]?.path).toBe(
      '/api/reports/hours?companyId=1&year=2026&month=10',
    );
    const [records] = api.requestsOf(timeRecordsOfCompanyCall);
    expect(records?.params.companyId).toBe(1);
    expect(records?.query.startDate).toBe('2026-10-01T00:00:00');

    const first = await rowOf(/05-10-2026/);
    expect(first.textContent).toContain('09:58');
    expect(first.textContent).toContain('18:02');
    expect(within(first).getByText('Goedgekeurd')).toBeTruthy();
    const rejected = await rowOf(/27-10-2026/);
    // After the clocks went back: 09:00Z is 10:00 in Amsterdam.
    expect(rejected.textContent).toContain('10:00');
    expect(within(rejected).getByText('Geen reden opgegeven')).toBeTruthy();

    // A tenant-wide role chooses the company; the others see their own.
    expect(screen.getByRole('combobox', { name: 'Bedrijf' })).toHaveProperty(
      'value',
      'Demo Horeca Centrum',
    );
    expect(screen.getByRole('combobox', { name: 'Jaar' })).toHaveProperty('value', '2026');
    expect(screen.getByRole('combobox', { name: 'Maand' })).toHaveProperty('value', 'Oktober');
    expect(screen.getByRole('button', { name: 'Exporteer (CSV)' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('disables Goedkeuren and Afkeuren for the status a registration already has', async () => {
    useApi();
    signIn();
    await openPage();
    const approved = await rowOf(/05-10-2026/);
    expect(within(approved).getByRole('button', { name: /^Goedkeuren/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(approved).getByRole('button', { name: /^Afkeuren/ })).toHaveProperty(
      'disabled',
      false,
    );
    const rejected = await rowOf(/27-10-2026/);
    expect(within(rejected).getByRole('button', { name: /^Afkeuren/ })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('hides the sums while a registration is Pending, and says why', async () => {
    useApi().on(hoursReportCall, { ...HOURS, pendingCount: 2 });
    signIn();
    await openPage();
    expect(
      await screen.findByText(/Alle registraties moeten eerst worden goedgekeurd of afgekeurd/),
    ).toBeTruthy();
    expect(screen.getByText(/nog 2 in afwachting/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Berekende uren' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exporteer (CSV)' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows both empty states with the month and year', async () => {
    useApi()
      .on(hoursReportCall, { ...HOURS, employees: [] })
      .on(timeRecordsOfCompanyCall, []);
    signIn();
    await openPage('/EmployeeHoursTable?month=2026-03');
    expect(await screen.findByText('Geen tijdregistraties gevonden voor 03/2026.')).toBeTruthy();
    expect(await screen.findByText('Geen urendata beschikbaar voor 03/2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporteer (CSV)' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('loads another month when one is chosen', async () => {
    const api = useApi();
    signIn();
    const { router } = await openPage();
    await hoursTable();
    await userEvent.click(screen.getByRole('combobox', { name: 'Maand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maart' }));
    await waitFor(() =>
      expect(api.requestsOf(hoursReportCall).at(-1)?.path).toBe(
        '/api/reports/hours?companyId=1&year=2026&month=3',
      ),
    );
    expect(router.state.location.search).toBe('?month=2026-03');
  });

  it('says so when the data cannot be fetched', async () => {
    useApi()
      .on(hoursReportCall, refusal(403, 'FORBIDDEN', 'Geen toegang.'))
      .on(timeRecordsOfCompanyCall, refusal(403, 'FORBIDDEN', 'Geen toegang.'));
    signIn();
    await openPage();
    await waitFor(() =>
      expect(
        screen.getAllByText('Er is een fout opgetreden bij het ophalen van de gegevens.'),
      ).toHaveLength(2),
    );
  });
});

describe('Werknemersuren per Maand: approving', () => {
  it('approves, fetches the month again and shows the new status', async () => {
    let records = RECORDS.map((r) => (r.recordId === 103 ? { ...r } : r));
    const api = useApi()
      .on(timeRecordsOfCompanyCall, () => records)
      .on(updateApprovalCall, () => {
        records = records.map((r) =>
          r.recordId === 103 ? { ...r, approvalStatus: 'Approved', rejectionReason: null } : r,
        );
        return records[2] ?? refusal(404, 'NOT_FOUND', 'Niet gevonden.');
      });
    signIn();
    await openPage();
    await userEvent.click(
      within(await rowOf(/27-10-2026/)).getByRole('button', { name: /^Goedkeuren/ }),
    );
    expect(await screen.findByText('De registratie van Lars de Boer is goedgekeurd.')).toBeTruthy();
    expect(api.requestsOf(updateApprovalCall)[0]?.body).toEqual({
      recordId: 103,
      approvalStatus: 'Approved',
    });
    await waitFor(async () =>
      expect(within(await rowOf(/27-10-2026/)).getByText('Goedgekeurd')).toBeTruthy(),
    );
    expect(api.requestsOf(hoursReportCall).length).toBe(2);
  });

  it("rejects with 'Reason not provided' when no reason is given, or with the reason", async () => {
    const api = useApi().on(
      updateApprovalCall,
      RECORDS[0] ?? refusal(404, 'NOT_FOUND', 'Niet gevonden.'),
    );
    signIn();
    await openPage();
    await userEvent.click(
      within(await rowOf(/05-10-2026/)).getByRole('button', { name: /^Afkeuren/ }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Registratie afkeuren' });
    expect(within(dialog).getByText('Emma Smit, 05-10-2026 09:58')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afkeuren' }));
    await waitFor(() =>
      expect(api.requestsOf(updateApprovalCall)[0]?.body).toEqual({
        recordId: 101,
        approvalStatus: 'Rejected',
        rejectionReason: 'Reason not provided',
      }),
    );

    await userEvent.click(
      within(await rowOf(/06-10-2026/)).getByRole('button', { name: /^Afkeuren/ }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Registratie afkeuren' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reden/ }), '  Dubbel  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afkeuren' }));
    await waitFor(() =>
      expect(api.requestsOf(updateApprovalCall)[1]?.body).toEqual({
        recordId: 102,
        approvalStatus: 'Rejected',
        rejectionReason: 'Dubbel',
      }),
    );
  });

  it("shows the specification's failure text with the server's reason", async () => {
    useApi().on(
      updateApprovalCall,
      refusal(409, 'CONFLICT', 'Deze registratie heeft nog geen uitkloktijd.'),
    );
    signIn();
    await openPage();
    await userEvent.click(
      within(await rowOf(/27-10-2026/)).getByRole('button', { name: /^Goedkeuren/ }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Er is een fout opgetreden bij het bijwerken van de goedkeuringsstatus. Deze registratie heeft nog geen uitkloktijd.',
    );
  });
});

describe('Werknemersuren per Maand: the export', () => {
  it("downloads the server's file with the token, under the server's name", async () => {
    const csv = '\uFEFFMedewerker-ID;Naam\r\n5;Emma Smit\r\n';
    const api = useApi().on(hoursReportCall, ({ query }) =>
      query.format === 'csv' ? csvFile(csv, 'employee_hours_2026_10.csv') : HOURS,
    );
    const created = vi.fn((_blob: Blob) => 'blob:report');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    signIn();
    await openPage();
    await hoursTable();
    await userEvent.click(screen.getByRole('button', { name: 'Exporteer (CSV)' }));
    await waitFor(() => expect(clicked).toEqual(['employee_hours_2026_10.csv']));
    const download = api.requestsOf(hoursReportCall).at(-1);
    expect(download?.path).toBe('/api/reports/hours?companyId=1&year=2026&month=10&format=csv');
    expect(download?.headers.Authorization).toMatch(/^Bearer /);
    expect(await created.mock.calls[0]?.[0].text()).toContain('5;Emma Smit');
  });
});

describe('Werknemersuren per Maand: the history of a registration', () => {
  it('shows who approved it and when, from its row', async () => {
    const api = useApi().on(auditOfObjectCall, ({ params }, earlier) =>
      params.entity === 'time_record' && params.entityId === 101
        ? {
            entity: 'time_record' as const,
            entityId: 101,
            entries: [
              {
                auditId: 3,
                at: '2026-10-06T07:00:00.000Z',
                action: 'time.record.approval',
                entity: 'time_record',
                entityId: 101,
                actor: { userId: 7, userName: 'eigenaar', fullName: 'Eva de Eigenaar' },
                details: {
                  before: { approvalStatus: 'Pending', rejectionReason: null, needsReview: false },
                  after: { approvalStatus: 'Approved', rejectionReason: null, needsReview: false },
                },
              },
            ],
          }
        : earlier(),
    );
    signIn({ roles: ['FLOORMANAGER'] });
    await openPage();
    await userEvent.click(
      within(await rowOf(/05-10-2026/)).getByRole('button', {
        name: 'Geschiedenis: Emma Smit, 05-10-2026 09:58',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Geschiedenis van de registratie' });
    expect(await within(dialog).findByText('Registratie goedgekeurd')).toBeTruthy();
    expect(within(dialog).getByText('06-10-2026 09:00 · Eva de Eigenaar')).toBeTruthy();
    expect(within(dialog).getByText('Status: van In afwachting naar Goedgekeurd')).toBeTruthy();
    expect(api.requestsOf(auditOfObjectCall)).toHaveLength(1);
  });
});

describe('Werknemersuren per Maand: a medewerker', () => {
  it('sees only their own registrations, read-only, with the corrected clock-out', async () => {
    const api = useApi().on(workedHoursCall, ({ params }, earlier) =>
      params.employeeId === 5 ? OWN_RECORDS : earlier(),
    );
    signIn(MEDEWERKER);
    await openPage();
    expect(
      await screen.findByText('Je ziet hier alleen je eigen tijdregistraties en uren.'),
    ).toBeTruthy();
    const row = await rowOf(/05-10-2026/);
    expect(row.textContent).toContain('18:00gecorrigeerd');
    // Their month as named figures, not a table row eight columns wide.
    expect(screen.getByText('Gewerkt incl. pauze').nextElementSibling?.textContent).toBe(
      '25,58 uur',
    );
    expect(screen.getByText('Penalty').nextElementSibling?.textContent).toBe('0,25 uur');
    expect(screen.getByText('Resultaat excl. pauze').nextElementSibling?.textContent).toBe(
      '23,83 uur',
    );
    expect(screen.queryByRole('table', { name: 'Berekende uren' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Goedkeuren/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Bedrijf' })).toBeNull();
    expect(api.requestsOf(timeRecordsOfCompanyCall)).toEqual([]);
  });

  it('without a company in the token, says to sign in again', async () => {
    useApi();
    signIn({ roles: ['FLOORMANAGER'], companyId: null, employeeId: 8 });
    await openPage();
    expect(
      screen.getByText(
        'Laadt bedrijfsgegevens... Als dit bericht blijft staan, probeer dan opnieuw in te loggen.',
      ),
    ).toBeTruthy();
  });

  it('a planner (ROOSTERMAKER) gets Geen toegang', async () => {
    useApi();
    signIn({ roles: ['ROOSTERMAKER'] });
    renderApp(PATH);
    expect(await screen.findByText('Geen toegang')).toBeTruthy();
  });
});
