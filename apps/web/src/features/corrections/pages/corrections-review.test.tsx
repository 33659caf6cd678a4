import {
  approveCorrectionCall,
  correctionsOfCompanyCall,
  updateCorrectionTimeCall,
} from '@klokwerk/contract/corrections';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';
import { correction, fakeCorrectionsApi } from '../test/fake-corrections-api';

// 20 November 2026, 13:00 in Amsterdam.
const NOW = new Date('2026-11-20T12:00:00Z');

/** A screen narrower than 1200 px, or a phone: the media queries of lib/media.ts match. */
function screenWidth(kind: 'narrow' | 'phone'): void {
  const matching = kind === 'phone' ? ['74.99em', '40em', '36em'] : ['74.99em'];
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const list = original(query);
    return matching.some((width) => query.includes(width)) ? { ...list, matches: true } : list;
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const LONG_REASON = 'Na de late dienst nog de kassa opgemaakt en toen vergeten uit te klokken';

function monthOfCorrections() {
  return [
    correction({ requestedTime: '2026-11-18T17:15:00.000Z', reason: LONG_REASON }),
    correction({
      employeeName: 'Kevin Peters',
      employeeEmail: 'kevin.peters@demohoreca.example',
      requestedTime: '2026-11-12T22:00:00.000Z',
      status: 'APPROVED',
      clockOutTime: null,
    }),
    correction({
      employeeName: 'Lars de Boer',
      employeeEmail: 'lars.deboer@demohoreca.example',
      requestedTime: '2026-11-05T16:00:00.000Z',
      status: 'REJECTED',
      rejectionReason: 'Klopt niet met het rooster',
      recordId: null,
      clockOutTime: null,
    }),
    correction({ employeeName: 'Oud Verzoek', requestedTime: '2026-10-10T16:00:00.000Z' }),
  ];
}

async function openPage() {
  renderApp('/Urencorrectie');
  await screen.findByRole('heading', { level: 1, name: 'Uren correcties' });
  await screen.findByRole('table', { name: 'Urencorrecties van november 2026' });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const row = (name: string) =>
  within(screen.getByRole('table')).getByRole('row', { name: new RegExp(name) });

describe('Uren correcties: the manager view', () => {
  it('shows this month with the four tabs and their counts, pending first', async () => {
    fakeCorrectionsApi(monthOfCorrections());
    signInWith();
    await openPage();
    expect(screen.getByRole('heading', { level: 2, name: 'november 2026' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'In behandeling1',
      'Goedgekeurd1',
      'Afgewezen1',
      'Alle3',
    ]);
    expect(tab(/In behandeling/).getAttribute('aria-selected')).toBe('true');
    const emma = row('Emma Smit');
    expect(emma.textContent).toContain('18-11-2026');
    // Clock-out 22:00 and the requested 18:15, on the company's clock.
    expect(emma.textContent).toContain('22:00');
    expect(emma.textContent).toContain('18:15');
    expect(screen.queryByText('Kevin Peters')).toBeNull();
  });

  it('shortens a reason to 30 characters and shows it all on a click', async () => {
    fakeCorrectionsApi(monthOfCorrections());
    signInWith();
    await openPage();
    const reason = screen.getByRole('button', { name: 'Na de late dienst nog de kassa…' });
    expect(reason.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(reason);
    expect(screen.getByRole('button', { name: LONG_REASON }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('filters by status, and says what a missing clock-out means', async () => {
    fakeCorrectionsApi(monthOfCorrections());
    signInWith();
    await openPage();
    await userEvent.click(tab(/Alle/));
    expect(row('Kevin Peters').textContent).toContain('Ontbreekt');
    expect(row('Lars de Boer').textContent).toContain('Geen registratie');
    expect(within(row('Lars de Boer')).getByText('Afgewezen')).toBeTruthy();
    // Only a pending status is a button.
    expect(within(row('Kevin Peters')).queryByRole('button')).toBeNull();
    await userEvent.click(tab(/Afgewezen/));
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('goes to the previous month and asks the server for that month', async () => {
    const api = fakeCorrectionsApi(monthOfCorrections());
    signInWith();
    await openPage();
    expect(screen.getByRole('button', { name: 'Volgende maand' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Vorige maand' }));
    await screen.findByRole('heading', { level: 2, name: 'oktober 2026' });
    await screen.findByRole('table', { name: 'Urencorrecties van oktober 2026' });
    expect(row('Oud Verzoek')).toBeTruthy();
    expect(api.sent('GET', '/api/corrections/all/company/1').map((c) => c.path)).toContain(
      '/api/corrections/all/company/1?startDate=2026-10-01T00%3A00%3A00&endDate=2026-11-01T00%3A00%3A00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Naar deze maand' }));
    await screen.findByRole('heading', { level: 2, name: 'november 2026' });
  });

  it('approves a pending correction from its dialog, and the counts change', async () => {
    const api = fakeCorrectionsApi(monthOfCorrections());
    signInWith();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'In behandeling, beoordelen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Urencorrectie beoordelen' });
    expect(within(dialog).getByText('18:15')).toBeTruthy();
    expect(within(dialog).getByText(LONG_REASON)).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    for (const name of ['Bewerken', 'Goedkeuren', 'Afwijzen']) {
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));

    expect(await screen.findByText('De urencorrectie van Emma Smit is goedgekeurd.')).toBeTruthy();
    await waitFor(() => expect(tab(/In behandeling/).textContent).toBe('In behandeling0'));
    expect(tab(/Goedgekeurd/).textContent).toBe('Goedgekeurd2');
    expect(api.sent('PUT', '/api/corrections/approve/')).toHaveLength(1);
    expect(screen.getByText('Geen urencorrecties in behandeling in deze maand.')).toBeTruthy();
  });

  it('edits the requested time on the same day and sends it as ISO UTC', async () => {
    const api = fakeCorrectionsApi(monthOfCorrections());
    signInWith();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'In behandeling, beoordelen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Urencorrectie beoordelen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bewerken' }));
    const time = within(dialog).getByLabelText(/Nieuwe tijd/) as HTMLInputElement;
    expect(time.value).toBe('18:15');
    expect(document.activeElement).toBe(time);
    await userEvent.clear(time);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText('Vul het nieuwe tijdstip in.')).toBeTruthy();
    await userEvent.type(time, '25:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText('Vul een tijd in als uu:mm, bijvoorbeeld 17:45.')).toBeTruthy();

    await userEvent.clear(time);
    await userEvent.type(time, '19.05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('De gevraagde tijd is aangepast naar 19:05.'),
    ).toBeTruthy();
    expect(api.sent('PUT', '/api/corrections/update-time/').map((c) => c.body)).toEqual([
      { newRequestedTime: '2026-11-18T18:05:00.000Z' },
    ]);
    // Back to the actions, still pending, with the new time.
    expect(within(dialog).getByRole('button', { name: 'Goedkeuren' })).toBeTruthy();
    await waitFor(() => expect(row('Emma Smit').textContent).toContain('19:05'));
  });

  it("shows the correction's history in its dialog, with who changed the time", async () => {
    const api = fakeCorrectionsApi(monthOfCorrections());
    signInWith();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'In behandeling, beoordelen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Urencorrectie beoordelen' });
    const toggle = await within(dialog).findByRole('button', { name: 'Geschiedenis tonen' });
    // Folded: nothing is asked until someone opens it.
    expect(api.sent('GET', '/api/audit/')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bewerken' }));
    const time = within(dialog).getByLabelText(/Nieuwe tijd/);
    await userEvent.clear(time);
    await userEvent.type(time, '19:05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await within(dialog).findByText('De gevraagde tijd is aangepast naar 19:05.');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const history = await within(dialog).findByRole('region', { name: 'Geschiedenis' });
    expect(await within(history).findByText('Tijd van urencorrectie gewijzigd')).toBeTruthy();
    expect(within(history).getByText('20-11-2026 13:00 · Eva de Eigenaar')).toBeTruthy();
    expect(
      within(history).getByText('Gevraagd tijdstip: van 18-11-2026 18:15 naar 18-11-2026 19:05'),
    ).toBeTruthy();
  });

  it('shows the server’s reason at the time field (a time in the future)', async () => {
    const api = fakeCorrectionsApi(monthOfCorrections());
    api.on(
      updateCorrectionTimeCall,
      refusal(400, 'VALIDATION', 'Het gevraagde tijdstip ligt in de toekomst.', 'newRequestedTime'),
    );
    signInWith();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'In behandeling, beoordelen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bewerken' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Het gevraagde tijdstip ligt in de toekomst.'),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Nieuwe tijd/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('rejects with a reason that must not be blank', async () => {
    const api = fakeCorrectionsApi(monthOfCorrections());
    signInWith();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'In behandeling, beoordelen' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Afwijzen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Verzoek afwijzen' });
    const reason = within(dialog).getByRole('textbox', { name: /Reden van afwijzing/ });
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    expect(within(dialog).getByText('Vul een reden voor de afwijzing in.')).toBeTruthy();
    expect(api.sent('PUT', '/api/corrections/reject/')).toEqual([]);

    await userEvent.type(reason, 'Volgens het rooster was je om 17:00 klaar.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    expect(await screen.findByText('De urencorrectie van Emma Smit is afgewezen.')).toBeTruthy();
    expect(api.sent('PUT', '/api/corrections/reject/').map((c) => c.body)).toEqual([
      { rejectionReason: 'Volgens het rooster was je om 17:00 klaar.' },
    ]);
    await waitFor(() => expect(tab(/Afgewezen/).textContent).toBe('Afgewezen2'));
  });

  it('says when someone else decided first, with the server’s words', async () => {
    const api = fakeCorrectionsApi(monthOfCorrections());
    api.on(approveCorrectionCall, refusal(409, 'CONFLICT', 'Deze urencorrectie is al beoordeeld.'));
    signInWith();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'In behandeling, beoordelen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Fout bij het goedkeuren van de urencorrectie. Deze urencorrectie is al beoordeeld.',
    );
  });

  it('offers only Alle on a screen narrower than 1200 px, the status in every row', async () => {
    screenWidth('narrow');
    fakeCorrectionsApi(monthOfCorrections());
    signInWith();
    await openPage();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Alle3']);
    expect(within(row('Kevin Peters')).getByText('Goedgekeurd')).toBeTruthy();
    expect(within(row('Emma Smit')).getByRole('button', { name: /In behandeling/ })).toBeTruthy();
  });

  it('shows a banner with the server’s message when the month cannot be fetched', async () => {
    const api = fakeCorrectionsApi([]);
    api.on(
      correctionsOfCompanyCall,
      refusal(503, 'DATABASE_UNAVAILABLE', 'De database is even niet bereikbaar.'),
    );
    signInWith();
    renderApp('/Urencorrectie');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Fout bij het ophalen van de correcties. De database is even niet bereikbaar.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
  });

  it('lets a tenant-wide role choose another company', async () => {
    const api = fakeCorrectionsApi(monthOfCorrections());
    signInWith();
    await openPage();
    await userEvent.click(screen.getByRole('combobox', { name: 'Bedrijf' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demo Horeca Strand' }));
    await screen.findByText('Geen urencorrecties in behandeling in deze maand.');
    expect(api.sent('GET', '/api/corrections/all/company/2')).toHaveLength(1);
  });

  it('lists the month on a phone, each with its status and the reason', async () => {
    screenWidth('phone');
    fakeCorrectionsApi(monthOfCorrections());
    signInWith();
    renderApp('/Urencorrectie');
    const list = await screen.findByRole('list', { name: 'Urencorrecties van november 2026' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('18-11-2026 · gevraagd 18:15');
    expect(within(items[1] as HTMLElement).getByText('Goedgekeurd')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'In behandeling, beoordelen' }));
    expect(await screen.findByRole('dialog', { name: 'Urencorrectie beoordelen' })).toBeTruthy();
  });
});
