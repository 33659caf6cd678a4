import {
  availabilityOfEmployeeCall,
  createAvailabilityCall,
} from '@klokwerk/contract/availability';
import { companiesCall } from '@klokwerk/contract/companies';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CENTRUM } from '../../../test/companies';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { emmaAvailability } from '../../../test/own-availability';
import { renderApp } from '../../../test/render-app';
import { STAFF_CLAIMS, signInWith } from '../../../test/tokens';

let api: FakeApi;

/** November 2026 in Amsterdam (CET): 08:00 local is 07:00Z. */
const FRIDAY_EVENING = emmaAvailability(
  2,
  '2026-11-27T17:00:00.000Z',
  '2026-11-27T22:00:00.000Z',
  false,
);
const NOVEMBER = [
  emmaAvailability(1, '2026-11-23T07:00:00.000Z', '2026-11-23T16:00:00.000Z'),
  FRIDAY_EVENING,
];

/** The company and Emma's November; a test declares what else the server answers. */
function serve(): FakeApi {
  return api.on(companiesCall, [DEMO_CENTRUM]).on(availabilityOfEmployeeCall, NOVEMBER);
}

const lists = () => api.requestsOf(availabilityOfEmployeeCall);
const sends = () => api.requestsOf(createAvailabilityCall);

function signIn(claims: Record<string, unknown> = {}): void {
  signInWith({ ...STAFF_CLAIMS, ...claims });
}

beforeEach(() => {
  api = fakeApi();
  // Saturday 21 November 2026, 11:00 in Amsterdam; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openPage() {
  renderApp('/availabilitiy');
  await screen.findByRole('heading', { level: 1, name: 'Beschikbaarheid Invullen' });
  await screen.findByRole('heading', { level: 2, name: 'November 2026' });
}

const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const send = () => screen.getByRole('button', { name: 'Verstuur Beschikbaarheid' });
const spin = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

/**
 * Puts a time in the hours and minutes of a 24-hour field. Each gets its digits at once: how
 * they are typed one by one is Mantine's to test, and the browser test types them.
 */
function setTime(label: string, time: string) {
  const [hours = '', minutes = ''] = time.split(':');
  fireEvent.change(spin(`${label}, uren`), { target: { value: hours } });
  fireEvent.change(spin(`${label}, minuten`), { target: { value: minutes } });
}

describe('Beschikbaarheid Invullen: the calendar', () => {
  it('shows the month from Monday with days named in full, today and what was entered', async () => {
    serve();
    signIn();
    await openPage();
    expect(screen.getByRole('button', { name: 'Vorige Maand' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volgende Maand' })).toBeTruthy();
    expect(screen.getByText('Ma')).toBeTruthy();
    expect(screen.getByText('Zo')).toBeTruthy();
    const days = within(screen.getByRole('group', { name: 'November 2026' })).getAllByRole(
      'button',
    );
    expect(days).toHaveLength(30);
    expect(days[0]?.getAttribute('aria-label')).toBe('zondag 1 november 2026');
    expect(day('zaterdag 21 november 2026').getAttribute('aria-label')).toBe(
      'zaterdag 21 november 2026, vandaag',
    );
    expect(day('zaterdag 21 november 2026').getAttribute('aria-current')).toBe('date');
    await waitFor(() =>
      expect(day('maandag 23 november 2026').getAttribute('aria-label')).toBe(
        'maandag 23 november 2026, beschikbaar ingevuld',
      ),
    );
    expect(day('vrijdag 27 november 2026').getAttribute('aria-label')).toContain(
      'niet beschikbaar ingevuld',
    );
    const [list] = lists();
    expect(list?.path.startsWith('/api/availability/12/1?')).toBe(true);
    expect(list?.query.start).toBe('2026-11-01T00:00:00');
    expect(list?.query.end).toBe('2026-12-01T00:00:00');
  });

  it('toggles days and refuses a past day with the spec message', async () => {
    serve();
    signIn();
    await openPage();
    await userEvent.click(day('dinsdag 24 november 2026'));
    expect(day('dinsdag 24 november 2026').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 dag geselecteerd')).toBeTruthy();
    await userEvent.click(day('dinsdag 24 november 2026'));
    expect(day('dinsdag 24 november 2026').getAttribute('aria-pressed')).toBe('false');

    const past = day('vrijdag 20 november 2026');
    expect(past.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(past);
    expect(past.getAttribute('aria-pressed')).toBe('false');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Kan geen datums in het verleden selecteren',
    );
  });

  it('moves by day and week with the arrow keys', async () => {
    serve();
    signIn();
    await openPage();
    day('dinsdag 24 november 2026').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('woensdag 25 november 2026'));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(day('woensdag 18 november 2026'));
    await userEvent.keyboard(' ');
    expect(screen.getByText('Kan geen datums in het verleden selecteren')).toBeTruthy();
  });

  it('clears the selection on another month and loads that month', async () => {
    serve();
    signIn();
    await openPage();
    await userEvent.click(day('dinsdag 24 november 2026'));
    await userEvent.click(screen.getByRole('button', { name: 'Volgende Maand' }));
    await screen.findByRole('heading', { level: 2, name: 'December 2026' });
    expect(screen.getByText('Nog geen dag geselecteerd')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Vorige Maand' }));
    await screen.findByRole('heading', { level: 2, name: 'November 2026' });
    expect(day('dinsdag 24 november 2026').getAttribute('aria-pressed')).toBe('false');
    const months = lists().map(({ query }) => query.start);
    expect(months).toContain('2026-12-01T00:00:00');
  });
});

describe('Beschikbaarheid Invullen: sending', () => {
  it('sends one call per chosen day with the defaults, toasts each and clears the selection', async () => {
    serve().on(createAvailabilityCall, ({ body }) =>
      emmaAvailability(9, `${body.startTime}.000Z`, `${body.endTime}.000Z`),
    );
    signIn();
    await openPage();
    expect(spin('Starttijd, uren').value).toBe('08');
    expect(spin('Starttijd, minuten').value).toBe('00');
    expect(spin('Eindtijd, uren').value).toBe('17');
    expect(spin('Eindtijd, minuten').value).toBe('00');
    expect(screen.getByRole('radio', { name: 'Beschikbaar' })).toHaveProperty('checked', true);
    for (const name of ['zaterdag 21', 'dinsdag 24', 'woensdag 25']) {
      await userEvent.click(day(`${name} november 2026`));
    }
    expect(screen.getByText('3 dagen geselecteerd')).toBeTruthy();
    const listsBefore = lists().length;
    await userEvent.click(send());

    expect(await screen.findByText('Beschikbaarheid voor 24-11-2026 opgeslagen.')).toBeTruthy();
    expect(screen.getByText('Beschikbaarheid voor 21-11-2026 opgeslagen.')).toBeTruthy();
    expect(screen.getByText('Beschikbaarheid voor 25-11-2026 opgeslagen.')).toBeTruthy();
    expect(sends().map(({ body }) => body)).toEqual([
      {
        employeeId: '12',
        companyId: '1',
        startTime: '2026-11-21T08:00:00',
        endTime: '2026-11-21T17:00:00',
        available: true,
        replace: false,
      },
      expect.objectContaining({ startTime: '2026-11-24T08:00:00' }),
      expect.objectContaining({ startTime: '2026-11-25T08:00:00' }),
    ]);
    await waitFor(() => expect(screen.getByText('Nog geen dag geselecteerd')).toBeTruthy());
    await waitFor(() => expect(lists().length).toBeGreaterThan(listsBefore));
  });

  it('sends Niet beschikbaar with the chosen times', async () => {
    serve().on(createAvailabilityCall, FRIDAY_EVENING);
    signIn();
    await openPage();
    await userEvent.click(day('vrijdag 27 november 2026'));
    setTime('Starttijd', '18:00');
    setTime('Eindtijd', '23:30');
    await userEvent.click(screen.getByRole('radio', { name: 'Niet beschikbaar' }));
    await userEvent.click(send());
    await screen.findByText('Beschikbaarheid voor 27-11-2026 opgeslagen.');
    expect(sends()[0]?.body).toMatchObject({
      startTime: '2026-11-27T18:00:00',
      endTime: '2026-11-27T23:30:00',
      available: false,
    });
  });

  it('asks for a date first, an end after the start and a start time, sending nothing', async () => {
    serve();
    signIn();
    await openPage();
    await userEvent.click(send());
    expect(await screen.findByText('Selecteer minstens één datum')).toBeTruthy();

    await userEvent.click(day('dinsdag 24 november 2026'));
    expect(screen.queryByText('Selecteer minstens één datum')).toBeNull();
    setTime('Eindtijd', '07:30');
    await userEvent.click(send());
    expect(await screen.findByText('Eindtijd moet na starttijd liggen')).toBeTruthy();
    expect(document.activeElement).toBe(spin('Eindtijd, uren'));

    await userEvent.click(spin('Starttijd, uren'));
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(send());
    expect(await screen.findByText('Vul de starttijd in.')).toBeTruthy();
    expect(sends()).toEqual([]);
  });

  it('joins the failures of single dates, and keeps only those dates chosen', async () => {
    serve().on(createAvailabilityCall, ({ body }) =>
      body.startTime?.startsWith('2026-11-25')
        ? refusal(400, 'VALIDATION', 'Een fout van de server.', 'startTime')
        : emmaAvailability(9, '2026-11-24T07:00:00.000Z', '2026-11-24T16:00:00.000Z'),
    );
    signIn();
    await openPage();
    await userEvent.click(day('dinsdag 24 november 2026'));
    await userEvent.click(day('woensdag 25 november 2026'));
    await userEvent.click(send());
    const alert = await screen.findByText(/^Fouten bij opslaan: /);
    expect(alert.textContent).toBe(
      'Fouten bij opslaan: Fout bij het opslaan van beschikbaarheid voor 25-11-2026: Een fout van de server.',
    );
    expect(screen.getByText('Beschikbaarheid voor 24-11-2026 opgeslagen.')).toBeTruthy();
    expect(day('woensdag 25 november 2026').getAttribute('aria-pressed')).toBe('true');
    expect(day('dinsdag 24 november 2026').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('Beschikbaarheid Invullen: the table', () => {
  it('lists the entered availability with date, times and Ja/Nee', async () => {
    serve();
    signIn();
    await openPage();
    const table = await screen.findByRole('table', { name: 'Ingevoerde Beschikbaarheid' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DatumStarttijdEindtijdBeschikbaarActies',
      '23-11-202608:0017:00Ja',
      '27-11-202618:0023:00Nee',
    ]);
  });

  it('says when there is nothing, and when the list failed', async () => {
    serve().on(availabilityOfEmployeeCall, []);
    signIn();
    await openPage();
    expect(await screen.findByText('Geen beschikbaarheidsgegevens gevonden')).toBeTruthy();

    api.on(availabilityOfEmployeeCall, refusal(500, 'INTERNAL', 'Er ging iets mis.'));
    await userEvent.click(screen.getByRole('button', { name: 'Volgende Maand' }));
    expect(
      await screen.findAllByText('Fout bij het ophalen van beschikbaarheden', undefined, {
        timeout: 15_000,
      }),
    ).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
  });
});

describe('Beschikbaarheid Invullen: who', () => {
  it('tells an account without an employee that it is not linked, and asks nothing', async () => {
    serve();
    signIn({ sub: 'eindbaas', roles: ['EINDBAAS'], employeeId: null });
    renderApp('/availabilitiy');
    expect(await screen.findByText('Werknemer- of bedrijfs-ID ontbreekt')).toBeTruthy();
    expect(screen.getByText(/Je account is niet gekoppeld aan een medewerker/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verstuur Beschikbaarheid' })).toBeNull();
    expect(lists()).toEqual([]);
  });

  it.each(['ACCOUNTANT', 'KLOKSYSTEEM'])('shows %s Geen toegang', async (role) => {
    serve();
    signIn({ roles: [role] });
    renderApp('/availabilitiy');
    expect(await screen.findByText('Geen toegang')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verstuur Beschikbaarheid' })).toBeNull();
  });
});
