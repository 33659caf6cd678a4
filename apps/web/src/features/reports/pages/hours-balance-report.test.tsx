import { type HoursBalanceReport, hoursBalanceReportCall } from '@klokwerk/contract/balances';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csvFile, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signIn, useApi } from '../test/open-page';

const REPORT: HoursBalanceReport = {
  year: 2026,
  from: 1,
  to: 4,
  rows: [
    {
      employeeId: 5,
      firstName: 'Emma',
      lastName: 'Smit',
      contractMinutes: 8229,
      workedMinutes: 5400,
      leaveMinutes: 1920,
      sickMinutes: 384,
      unpaidLeaveMinutes: 0,
      differenceMinutes: -525,
      balanceMinutes: -645,
    },
  ],
};

beforeEach(() => {
  // Friday 24 April 2026: the report opens on January to April.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-24T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function report({ query }: FakeRequest<typeof hoursBalanceReportCall>) {
  if (query.format === 'csv') {
    return csvFile('\uFEFFMedewerker-ID;Naam;Contracturen\r\n', 'plus_min_uren_2026_01-04.csv');
  }
  return REPORT;
}

describe('Plus/min-uren', () => {
  it('shows each employee’s hours against the contract and downloads the CSV', async () => {
    const api = useApi().on(hoursBalanceReportCall, report);
    const clicked: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    signIn();
    renderApp('/ReportPage?report=hoursBalance');
    expect(await screen.findByRole('heading', { level: 2, name: 'Plus/min-uren' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Plus/min-uren' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MedewerkerContracturenGewerktVerlofZiekOnbetaald verlofVerschilSaldo',
      'Emma Smit137 uur 9 min90 uur32 uur6 uur 24 min0 min−8 uur 45 min−10 uur 45 min',
    ]);
    expect(api.requestsOf(hoursBalanceReportCall).map((r) => r.path)).toContain(
      '/api/reports/hours-balance?companyId=1&year=2026&from=1&to=4',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['plus_min_uren_2026_01-04.csv']));
  });
});
