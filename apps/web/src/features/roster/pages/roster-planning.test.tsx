import { confirmSchedulesCall, deleteScheduleCall } from '@klokwerk/contract/schedules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../test/fake-api';
import type { DraftShift } from '../lib/drafts';
import { NO_FINDINGS, rosterEmployee } from '../test/fake-roster-api';
import {
  DRAFTS_KEY,
  findShift,
  NOW,
  openRoster,
  PLANNER,
  signIn,
  useApi,
} from '../test/open-roster';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const DRAFTS: DraftShift[] = [
  {
    id: 'a',
    employee: rosterEmployee(1),
    startTime: '2025-03-14T09:00:00',
    endTime: '2025-03-14T17:00:00',
  },
  {
    id: 'b',
    employee: rosterEmployee(2),
    startTime: '2025-03-14T22:00:00',
    endTime: '2025-03-15T04:00:00',
  },
];

function storedDrafts(): DraftShift[] {
  return JSON.parse(sessionStorage.getItem(DRAFTS_KEY) ?? '[]');
}

function setDate(dialog: HTMLElement, name: string, value: string): void {
  fireEvent.change(within(dialog).getByLabelText(name, { exact: false }), { target: { value } });
}

function spin(dialog: HTMLElement, name: string): HTMLInputElement {
  return within(dialog).getByRole('spinbutton', { name }) as HTMLInputElement;
}

/** Types a time into the 24-hour fields as a person does: the hours, then the minutes. */
async function setTime(dialog: HTMLElement, name: string, value: string): Promise<void> {
  const [hours = '', minutes = ''] = value.split(':');
  await userEvent.click(spin(dialog, `${name}, uren`));
  await userEvent.keyboard(hours);
  await userEvent.click(spin(dialog, `${name}, minuten`));
  await userEvent.keyboard(minutes);
}

describe('Nieuwe Dienst', () => {
  it('checks the form with the texts of the specification and saves a concept shift in the session', async () => {
    useApi();
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe Dienst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Dienst' });
    expect(spin(dialog, 'Starttijd, uren').value).toBe('09');
    expect(spin(dialog, 'Starttijd, minuten').value).toBe('00');
    expect(spin(dialog, 'Eindtijd, uren').value).toBe('17');
    expect(
      (within(dialog).getByLabelText('Startdatum', { exact: false }) as HTMLInputElement).value,
    ).toBe('2025-03-12');
    // The side panel lists everyone's availability of the month.
    expect(await within(dialog).findByText('Bram Bakker')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Selecteer een geldige medewerker')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Medewerker' }));
    expect(screen.getByRole('option', { name: 'Anna de Vries (Kok)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Cees Aalders' })).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'Anna de Vries (Kok)' }));
    // Filtered to Anna: her day off, not Bram's availability.
    await waitFor(() => expect(within(dialog).queryByText('Bram Bakker')).toBeNull());
    expect(within(dialog).getByText('Niet beschikbaar')).toBeTruthy();
    expect(within(dialog).getByText('14-03-2025 08:00 tot 23:00')).toBeTruthy();

    await setTime(dialog, 'Eindtijd', '08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Eindtijd moet na begintijd liggen')).toBeTruthy();

    setDate(dialog, 'Startdatum', '2025-03-14');
    expect(
      (within(dialog).getByLabelText('Einddatum', { exact: false }) as HTMLInputElement).value,
    ).toBe('2025-03-14');
    await setTime(dialog, 'Eindtijd', '17:00');
    const warning =
      'Anna de Vries heeft zich niet beschikbaar gemeld op 14-03-2025 van 08:00 tot 23:00.';
    expect(await within(dialog).findByText(warning)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const concept = await findShift('09:00–17:00', 'Anna de Vries, vrijdag');
    expect(concept.getAttribute('aria-label')).toBe(
      '09:00–17:00, Anna de Vries, vrijdag 14-03-2025, concept',
    );
    expect(screen.getByText('1 conceptdienst nog niet bevestigd')).toBeTruthy();
    expect(screen.getByText(warning)).toBeTruthy();
    expect(storedDrafts()).toEqual([
      {
        id: expect.any(String),
        employee: rosterEmployee(1),
        startTime: '2025-03-14T09:00:00',
        endTime: '2025-03-14T17:00:00',
      },
    ]);
  });

  it('warns about an overlap with a definitive shift of the same person, without blocking', async () => {
    useApi();
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe Dienst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Dienst' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Medewerker' }));
    await userEvent.click(screen.getByRole('option', { name: 'Bram Bakker (Ober)' }));
    await setTime(dialog, 'Starttijd', '20:00');
    await setTime(dialog, 'Eindtijd', '23:00');
    expect(
      await within(dialog).findByText(
        'Bram Bakker heeft al een dienst op 12-03-2025 van 22:00 tot 04:00.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await findShift('20:00–23:00', 'Bram Bakker')).toBeTruthy();
  });
});

describe('Rooster Bevestigen', () => {
  it('confirms every concept shift in one call and clears them', async () => {
    sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(DRAFTS));
    const api = useApi();
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    await findShift('22:00–04:00', 'Bram Bakker, vrijdag');
    expect(screen.getByText('2 conceptdiensten nog niet bevestigd')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rooster Bevestigen' }));
    expect(await screen.findByText('2 diensten bevestigd.')).toBeTruthy();
    expect(screen.getByText('Geen conceptdiensten om te bevestigen')).toBeTruthy();
    expect(sessionStorage.getItem(DRAFTS_KEY)).toBeNull();
    const sent = api.requestsOf(confirmSchedulesCall);
    expect(sent.map((r) => r.body)).toEqual([
      {
        companyId: 1,
        drafts: [
          {
            employeeEmail: 'anna@demohoreca.example',
            startTime: '2025-03-14T09:00:00',
            endTime: '2025-03-14T17:00:00',
          },
          {
            employeeEmail: 'bram@demohoreca.example',
            startTime: '2025-03-14T22:00:00',
            endTime: '2025-03-15T04:00:00',
          },
        ],
      },
    ]);
  });

  it('keeps every draft when the server refuses one, and says which one and why', async () => {
    sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(DRAFTS));
    useApi().on(
      confirmSchedulesCall,
      refusal(400, 'VALIDATION', 'Selecteer een geldige medewerker', 'drafts.1.employeeEmail'),
    );
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    await findShift('22:00–04:00', 'Bram Bakker, vrijdag');
    await userEvent.click(screen.getByRole('button', { name: 'Rooster Bevestigen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Fout bij het bevestigen van diensten. Het gaat om de conceptdienst van Bram Bakker op 14-03-2025, 22:00–04:00: Selecteer een geldige medewerker',
    );
    expect(screen.getByText('2 conceptdiensten nog niet bevestigd')).toBeTruthy();
    expect(storedDrafts()).toHaveLength(2);
    const refused = await findShift('22:00–04:00', 'Bram Bakker, vrijdag');
    expect(refused.className).toMatch(/refused/);
  });

  it('shows the warnings the server answers with', async () => {
    sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(DRAFTS.slice(0, 1)));
    useApi().on(confirmSchedulesCall, {
      shifts: [
        {
          scheduleId: 300,
          status: 'DEFINITIVE',
          employee: rosterEmployee(1),
          employeeEmail: 'anna@demohoreca.example',
          companyId: 1,
          startTime: '2025-03-14T08:00:00.000Z',
          endTime: '2025-03-14T16:00:00.000Z',
          warnings: [
            'Anna de Vries heeft zich niet beschikbaar gemeld op 14-03-2025 van 08:00 tot 23:00.',
          ],
        },
      ],
      findings: NO_FINDINGS,
    });
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    await userEvent.click(await screen.findByRole('button', { name: 'Rooster Bevestigen' }));
    expect(await screen.findByText('1 dienst bevestigd.')).toBeTruthy();
    expect(screen.getByText('Het rooster is bevestigd, maar:')).toBeTruthy();
    expect(
      screen.getByText(
        'Anna de Vries heeft zich niet beschikbaar gemeld op 14-03-2025 van 08:00 tot 23:00.',
      ),
    ).toBeTruthy();
  });
});

describe('Dienst Details for a planner', () => {
  it('deletes a definitive shift after the question', async () => {
    const api = useApi();
    signIn(PLANNER);
    await openRoster();
    await userEvent.click(await findShift('09:00–17:00', 'Anna de Vries'));
    const dialog = await screen.findByRole('dialog', { name: 'Dienst Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      within(dialog).getByText('Weet je zeker dat je deze dienst wilt verwijderen?'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De dienst is verwijderd.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^09:00–17:00/ })).toBeNull());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/schedules/delete/101',
    ]);
  });

  it('says Fout bij het verwijderen van diensten. with the reason, and keeps the dialog open', async () => {
    useApi().on(deleteScheduleCall, refusal(404, 'NOT_FOUND', 'Dienst niet gevonden.'));
    signIn(PLANNER);
    await openRoster();
    await userEvent.click(await findShift('09:00–17:00', 'Anna de Vries'));
    const dialog = await screen.findByRole('dialog', { name: 'Dienst Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      await within(dialog).findByText(
        'Fout bij het verwijderen van diensten. Dienst niet gevonden.',
      ),
    ).toBeTruthy();
  });

  it('deletes a concept shift only in the browser, marked (Concept)', async () => {
    sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(DRAFTS));
    const api = useApi();
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    await userEvent.click(await findShift('09:00–17:00', 'Anna de Vries, vrijdag'));
    const dialog = await screen.findByRole('dialog', { name: 'Dienst Details (Concept)' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De conceptdienst is verwijderd.')).toBeTruthy();
    expect(storedDrafts().map((d) => d.id)).toEqual(['b']);
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });
});
