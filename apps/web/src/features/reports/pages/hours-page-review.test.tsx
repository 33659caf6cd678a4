import {
  bulkApprovalCall,
  timeRecordsOfCompanyCall,
  updateApprovalCall,
} from '@klokwerk/contract/time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { RECORDS, uncorrected } from '../test/fake-reports-api';
import { signIn, useApi } from '../test/open-page';

const PATH = '/EmployeeHoursTable?month=2026-10';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = RECORDS[0];
if (!base) throw new Error('the fake server has no registrations');

const LATE =
  'Tik van 13-10-2026 09:00 pas ontvangen op 14-10-2026 08:00 (meer dan 12 uur later; de kiosk was waarschijnlijk offline).';

/** A late tap kept on 13 October (marked) and a plain Pending registration on 14 October. */
const MONTH = [
  ...RECORDS,
  uncorrected({
    ...base,
    recordId: 202,
    clockInTime: '2026-10-13T07:00:00.000Z',
    clockOutTime: '2026-10-13T15:00:00.000Z',
    approvalStatus: 'Pending',
    needsReview: true,
    reviewNote: LATE,
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

describe('Werknemersuren per Maand: registrations marked for review', () => {
  it('shows the note in the table and lists the marked ones apart, outside Alles goedkeuren', async () => {
    const api = useApi()
      .on(timeRecordsOfCompanyCall, MONTH)
      .on(bulkApprovalCall, { approvalStatus: 'Approved', changed: [], unchangedIds: [] });
    signIn();
    const table = await openPage();
    const row = within(table).getByRole('row', { name: /13-10-2026/ });
    expect(within(row).getByText(LATE)).toBeTruthy();
    expect(within(row).getByText('Te controleren')).toBeTruthy();

    const apart = screen.getByRole('region', { name: 'Te controleren (1)' });
    expect(
      within(apart).getByText(
        'Alles goedkeuren neemt deze registraties niet mee: lees de opmerking en beslis ze apart.',
      ),
    ).toBeTruthy();
    const item = within(apart).getByRole('listitem');
    expect(within(item).getByText('Emma Smit, 13-10-2026 09:00')).toBeTruthy();
    expect(within(item).getByText(LATE)).toBeTruthy();
    expect(screen.getByText(/registraties om te controleren beslis je apart/)).toBeTruthy();

    // The plain one only: the marked one waits for its own decision.
    await userEvent.click(screen.getByRole('button', { name: 'Alles goedkeuren (1)' }));
    await waitFor(() => expect(api.requestsOf(bulkApprovalCall)).toHaveLength(1));
    expect(api.requestsOf(bulkApprovalCall)[0]?.body).toMatchObject({
      recordIds: [203],
      approvalStatus: 'Approved',
    });
    expect(await seriousViolations()).toEqual([]);
  });

  it('approves a marked one on its own from the list', async () => {
    const marked = MONTH.find((r) => r.recordId === 202);
    const api = useApi()
      .on(timeRecordsOfCompanyCall, MONTH)
      .on(updateApprovalCall, { ...base, ...marked, approvalStatus: 'Approved' });
    signIn();
    await openPage();
    const apart = screen.getByRole('region', { name: 'Te controleren (1)' });
    await userEvent.click(
      within(apart).getByRole('button', { name: 'Goedkeuren: Emma Smit, 13-10-2026 09:00' }),
    );
    await waitFor(() => expect(api.requestsOf(updateApprovalCall)).toHaveLength(1));
    expect(api.requestsOf(updateApprovalCall)[0]?.body).toMatchObject({
      recordId: 202,
      approvalStatus: 'Approved',
    });
  });

  it('names a marked one chosen in the table as reviewed when the selection is approved', async () => {
    const api = useApi()
      .on(timeRecordsOfCompanyCall, MONTH)
      .on(bulkApprovalCall, { approvalStatus: 'Approved', changed: [], unchangedIds: [] });
    signIn();
    const table = await openPage();
    for (const day of ['13', '14']) {
      await userEvent.click(
        within(table).getByRole('checkbox', { name: `Kiezen: Emma Smit, ${day}-10-2026 09:00` }),
      );
    }
    await userEvent.click(screen.getByRole('button', { name: 'Selectie goedkeuren (2)' }));
    await waitFor(() => expect(api.requestsOf(bulkApprovalCall)).toHaveLength(1));
    expect(api.requestsOf(bulkApprovalCall)[0]?.body).toMatchObject({
      recordIds: [202, 203],
      reviewedIds: [202],
      approvalStatus: 'Approved',
    });
  });
});

describe('Werknemersuren per Maand: still at work', () => {
  it('shows an open registration of a shift still going as at work, not as a missing clock-out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 12 October 2026, 19:30 in Amsterdam; Emma clocked in at 16:00.
    vi.setSystemTime(new Date('2026-10-12T17:30:00Z'));
    const open = uncorrected({
      ...base,
      recordId: 204,
      clockInTime: '2026-10-12T14:00:00.000Z',
      clockOutTime: null,
      approvalStatus: 'Pending',
    });
    const forgotten = uncorrected({
      ...open,
      recordId: 205,
      clockInTime: '2026-10-11T07:00:00.000Z',
    });
    useApi().on(timeRecordsOfCompanyCall, [...RECORDS, forgotten, open]);
    signIn();
    const table = await openPage();
    const working = within(table).getByRole('row', { name: /12-10-2026/ });
    expect(within(working).getByText('Aan het werk sinds 16:00')).toBeTruthy();
    expect(within(working).queryByText('Uitkloktijd ontbreekt')).toBeNull();
    // Filling in a clock-out now: the dialog says what her next tap will do.
    await userEvent.click(within(working).getByRole('button', { name: /^Uitkloktijd invullen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tijden wijzigen' });
    expect(
      within(dialog).getByText(
        'Volgens de kiosk is deze medewerker nog aan het werk sinds 16:00. Vul je nu een uitkloktijd in, dan begint de volgende tik bij de kiosk een nieuwe registratie, die gemarkeerd wordt om na te kijken.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    // Yesterday's is older than any shift: that clock-out was forgotten.
    const yesterday = within(table).getByRole('row', { name: /11-10-2026/ });
    expect(within(yesterday).getByText('Uitkloktijd ontbreekt')).toBeTruthy();
  });
});
