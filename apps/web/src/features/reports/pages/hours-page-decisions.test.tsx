import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import {
  bulkApprovalCall,
  editTimeRecordCall,
  timeRecordsOfCompanyCall,
  updateApprovalCall,
} from '@klokwerk/contract/time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { RECORDS, uncorrected } from '../test/fake-reports-api';
import { signIn, useApi } from '../test/open-page';

const PATH = '/EmployeeHoursTable?month=2026-10';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = RECORDS[0];
if (!base) throw new Error('the fake server has no registrations');

/** Emma's forgotten clock-out on 12 October and two Pending registrations with clock-outs. */
const MONTH = [
  ...RECORDS,
  uncorrected({
    ...base,
    recordId: 201,
    clockInTime: '2026-10-12T07:00:00.000Z',
    clockOutTime: null,
    approvalStatus: 'Pending',
  }),
  uncorrected({
    ...base,
    recordId: 202,
    clockInTime: '2026-10-13T07:00:00.000Z',
    clockOutTime: '2026-10-13T15:00:00.000Z',
    approvalStatus: 'Pending',
  }),
  uncorrected({
    ...base,
    recordId: 203,
    clockInTime: '2026-10-14T07:00:00.000Z',
    clockOutTime: '2026-10-14T15:00:00.000Z',
    approvalStatus: 'Pending',
  }),
];

async function openPage() {
  renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Werknemersuren per Maand' });
  return screen.findByRole('table', { name: 'Tijdregistraties' });
}

describe('Werknemersuren per Maand: closing the month on one page', () => {
  it('shows a forgotten clock-out as missing, with a way to fill it in instead of Goedkeuren', async () => {
    let records = MONTH;
    const api = useApi()
      .on(timeRecordsOfCompanyCall, () => records)
      .on(editTimeRecordCall, ({ body }) => {
        records = records.map((r) =>
          r.recordId === 201 ? { ...r, clockOutTime: '2026-10-12T15:30:00.000Z' } : r,
        );
        return records.find((r) => r.recordId === 201) ?? refusal(404, 'NOT_FOUND', String(body));
      });
    signIn();
    const table = await openPage();
    const open = within(table).getByRole('row', { name: /12-10-2026/ });
    expect(within(open).getByText('Uitkloktijd ontbreekt')).toBeTruthy();
    expect(
      within(open).getByText(
        'Laat de medewerker een urencorrectie aanvragen, of vul de tijd zelf in.',
      ),
    ).toBeTruthy();
    expect(within(open).queryByRole('button', { name: /^Goedkeuren/ })).toBeNull();

    await userEvent.click(within(open).getByRole('button', { name: /^Uitkloktijd invullen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tijden wijzigen' });
    expect(within(dialog).getByText('Emma Smit, 12-10-2026 09:00')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Inkloktijd/)).toHaveProperty(
      'value',
      '2026-10-12T09:00',
    );
    await userEvent.type(within(dialog).getByLabelText(/^Uitkloktijd/), '2026-10-12T17:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('De tijden van Emma Smit zijn opgeslagen en wachten op goedkeuring.'),
    ).toBeTruthy();
    expect(api.requestsOf(editTimeRecordCall)[0]).toMatchObject({
      params: { recordId: 201 },
      body: { clockInTime: '2026-10-12T09:00', clockOutTime: '2026-10-12T17:30' },
    });
  });

  it('shows the refusal of the server beside the field it names', async () => {
    useApi()
      .on(timeRecordsOfCompanyCall, MONTH)
      .on(employeesOfCompanyCall, [])
      .on(editTimeRecordCall, () =>
        refusal(409, 'CONFLICT', 'De maand oktober 2026 is afgesloten.', 'clockInTime'),
      );
    signIn();
    const table = await openPage();
    const row = within(table).getByRole('row', { name: /13-10-2026/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Tijden wijzigen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tijden wijzigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('De maand oktober 2026 is afgesloten.')).toBeTruthy();
  });

  it('approves every shown registration with a clock-out in one call', async () => {
    let records = MONTH;
    const api = useApi()
      .on(timeRecordsOfCompanyCall, () => records)
      .on(bulkApprovalCall, ({ body }) => {
        const ids = new Set(body.recordIds.map(Number));
        records = records.map((r) =>
          ids.has(r.recordId) ? { ...r, approvalStatus: 'Approved' } : r,
        );
        return {
          approvalStatus: 'Approved' as const,
          changed: records.filter((r) => ids.has(r.recordId)),
          unchangedIds: [],
        };
      });
    signIn();
    await openPage();
    await userEvent.click(screen.getByRole('radio', { name: 'In afwachting (3)' }));
    // The forgotten clock-out is shown, but not approved: two of the three.
    await userEvent.click(screen.getByRole('button', { name: 'Alles goedkeuren (2)' }));
    expect(await screen.findByText('2 registraties goedgekeurd.')).toBeTruthy();
    expect(api.requestsOf(bulkApprovalCall)[0]?.body).toEqual({
      recordIds: [202, 203],
      approvalStatus: 'Approved',
    });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'In afwachting (1)' })).toBeTruthy(),
    );
  });

  it('leaves a rejected registration rejected when all shown are approved', async () => {
    const api = useApi()
      .on(timeRecordsOfCompanyCall, MONTH)
      .on(bulkApprovalCall, { approvalStatus: 'Approved', changed: [], unchangedIds: [] });
    signIn();
    await openPage();
    // All registrations shown, Lars's rejected one among them: it is not taken.
    expect(screen.getByRole('radio', { name: /^Alle/ })).toHaveProperty('checked', true);
    expect(screen.getByText(/afgekeurde blijven afgekeurd/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Alles goedkeuren (2)' }));
    await waitFor(() => expect(api.requestsOf(bulkApprovalCall)).toHaveLength(1));
    expect(api.requestsOf(bulkApprovalCall)[0]?.body).toEqual({
      recordIds: [202, 203],
      approvalStatus: 'Approved',
    });
  });

  it('rejects the chosen registrations at once', async () => {
    const api = useApi()
      .on(timeRecordsOfCompanyCall, MONTH)
      .on(bulkApprovalCall, { approvalStatus: 'Rejected', changed: [], unchangedIds: [202] });
    signIn();
    const table = await openPage();
    await userEvent.click(
      within(table).getByRole('checkbox', { name: 'Kiezen: Emma Smit, 13-10-2026 09:00' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Selectie afkeuren (1)' }));
    expect(
      await screen.findByText(
        'Er was niets meer te beslissen: de registraties hadden die status al.',
      ),
    ).toBeTruthy();
    expect(api.requestsOf(bulkApprovalCall)[0]?.body).toEqual({
      recordIds: [202],
      approvalStatus: 'Rejected',
    });
  });

  it('counts the characters of a rejection reason and refuses one too long instead of cutting it', async () => {
    const api = useApi().on(timeRecordsOfCompanyCall, MONTH);
    signIn();
    const table = await openPage();
    const row = within(table).getByRole('row', { name: /13-10-2026/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Afkeuren/ }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Reden/ });
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(600));
    expect(reason).toHaveProperty('value', 'x'.repeat(600));
    expect(within(dialog).getByText('600 / 500 tekens: 100 te veel')).toBeTruthy();
    expect(within(dialog).getByText('Maximaal 500 tekens.')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afkeuren' }));
    expect(api.requestsOf(updateApprovalCall)).toHaveLength(0);
  });
});
