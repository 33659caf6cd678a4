import {
  availabilityOfEmployeeCall,
  createAvailabilityCall,
  deleteAvailabilityCall,
  overlapMessage,
  updateAvailabilityCall,
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

/** Correcting what was entered: Bewerken, Verwijderen, and replacing an entry of the same day. */
let api: FakeApi;

/** 20 November is before today (Saturday 21 November 2026); 24 November after. */
const PAST = emmaAvailability(1, '2026-11-20T07:00:00.000Z', '2026-11-20T16:00:00.000Z');
const TUESDAY = emmaAvailability(2, '2026-11-24T09:00:00.000Z', '2026-11-24T15:00:00.000Z');

beforeEach(() => {
  api = fakeApi().on(companiesCall, [DEMO_CENTRUM]).on(availabilityOfEmployeeCall, [PAST, TUESDAY]);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  signInWith(STAFF_CLAIMS);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openPage() {
  renderApp('/availabilitiy');
  await screen.findByRole('heading', { level: 1, name: 'Beschikbaarheid Invullen' });
  await screen.findByRole('button', { name: 'Beschikbaarheid van 24-11-2026 wijzigen' });
}

/** A time in the dialog's 24-hour field (the form beside it has fields of the same names). */
function setTime(dialog: HTMLElement, label: string, time: string) {
  const [hours = '', minutes = ''] = time.split(':');
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: `${label}, uren` }), {
    target: { value: hours },
  });
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: `${label}, minuten` }), {
    target: { value: minutes },
  });
}

describe('Ingevoerde Beschikbaarheid: correcting an entry', () => {
  it('offers Bewerken and Verwijderen for today and later, not for past days', async () => {
    await openPage();
    expect(
      screen.queryByRole('button', { name: 'Beschikbaarheid van 20-11-2026 wijzigen' }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Beschikbaarheid van 24-11-2026 verwijderen' }),
    ).toBeTruthy();
  });

  it('changes times and choice in a dialog and sends them on the entry’s date', async () => {
    api.on(updateAvailabilityCall, ({ body }) =>
      emmaAvailability(2, '2026-11-24T11:00:00.000Z', '2026-11-24T17:00:00.000Z', body.available),
    );
    await openPage();
    await userEvent.click(
      screen.getByRole('button', { name: 'Beschikbaarheid van 24-11-2026 wijzigen' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Beschikbaarheid van 24-11-2026 wijzigen',
    });
    expect(
      (within(dialog).getByRole('spinbutton', { name: 'Starttijd, uren' }) as HTMLInputElement)
        .value,
    ).toBe('10');
    setTime(dialog, 'Starttijd', '12:00');
    setTime(dialog, 'Eindtijd', '18:00');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Niet beschikbaar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Beschikbaarheid voor 24-11-2026 gewijzigd.')).toBeTruthy();
    const [sent] = api.requestsOf(updateAvailabilityCall);
    expect(sent?.path).toBe('/api/availability/2');
    expect(sent?.body).toEqual({
      startTime: '2026-11-24T12:00:00',
      endTime: '2026-11-24T18:00:00',
      available: false,
      replace: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before replacing an entry the new times overlap, then sends replace', async () => {
    const question = overlapMessage({ date: '24-11-2026', start: '17:00', end: '22:00' });
    api
      .on(updateAvailabilityCall, TUESDAY)
      .once(updateAvailabilityCall, refusal(409, 'AVAILABILITY_OVERLAP', question, 'startTime'));
    await openPage();
    await userEvent.click(
      screen.getByRole('button', { name: 'Beschikbaarheid van 24-11-2026 wijzigen' }),
    );
    const dialog = await screen.findByRole('dialog');
    setTime(dialog, 'Eindtijd', '18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText(question)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vervangen' }));
    await screen.findByText('Beschikbaarheid voor 24-11-2026 gewijzigd.');
    expect(api.requestsOf(updateAvailabilityCall).map(({ body }) => body.replace)).toEqual([
      false,
      true,
    ]);
  });

  it('deletes after a question, and keeps the entry when cancelled', async () => {
    api.on(deleteAvailabilityCall, { id: 2 });
    await openPage();
    const remove = () =>
      screen.getByRole('button', { name: 'Beschikbaarheid van 24-11-2026 verwijderen' });
    await userEvent.click(remove());
    let dialog = await screen.findByRole('dialog', { name: 'Beschikbaarheid verwijderen' });
    expect(dialog.textContent).toContain(
      'Weet je zeker dat je je beschikbaarheid van 24-11-2026 (10:00–16:00) wilt verwijderen?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsOf(deleteAvailabilityCall)).toHaveLength(0);

    await userEvent.click(remove());
    dialog = await screen.findByRole('dialog', { name: 'Beschikbaarheid verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Beschikbaarheid voor 24-11-2026 verwijderd.')).toBeTruthy();
    expect(api.requestsOf(deleteAvailabilityCall).map(({ path }) => path)).toEqual([
      '/api/availability/2',
    ]);
  });
});

describe('Verstuur Beschikbaarheid over a day that has an entry', () => {
  it('asks "…vervangen?" and sends that day again with replace, never both', async () => {
    const question = overlapMessage({ date: '24-11-2026', start: '10:00', end: '16:00' });
    api.on(createAvailabilityCall, ({ body }) =>
      body.replace || String(body.startTime).startsWith('2026-11-25')
        ? emmaAvailability(9, '2026-11-24T07:00:00.000Z', '2026-11-24T16:00:00.000Z')
        : refusal(409, 'AVAILABILITY_OVERLAP', question, 'startTime'),
    );
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: /^dinsdag 24 november 2026/ }));
    await userEvent.click(screen.getByRole('button', { name: /^woensdag 25 november 2026/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verstuur Beschikbaarheid' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Bestaande beschikbaarheid vervangen?',
    });
    expect(within(dialog).getByText(question)).toBeTruthy();
    expect(screen.getByText('Beschikbaarheid voor 25-11-2026 opgeslagen.')).toBeTruthy();
    expect(screen.getByText('1 dag geselecteerd')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vervangen' }));
    expect(await screen.findByText('Beschikbaarheid voor 24-11-2026 opgeslagen.')).toBeTruthy();
    const sent = api
      .requestsOf(createAvailabilityCall)
      .map(({ body }) => [String(body.startTime).slice(0, 10), body.replace]);
    expect(sent).toEqual([
      ['2026-11-24', false],
      ['2026-11-25', false],
      ['2026-11-24', true],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Nog geen dag geselecteerd')).toBeTruthy();
  });

  it('keeps the old entry and the day chosen when the question is cancelled', async () => {
    const question = overlapMessage({ date: '24-11-2026', start: '10:00', end: '16:00' });
    api.on(createAvailabilityCall, refusal(409, 'AVAILABILITY_OVERLAP', question, 'startTime'));
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: /^dinsdag 24 november 2026/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verstuur Beschikbaarheid' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsOf(createAvailabilityCall)).toHaveLength(1);
    expect(screen.getByText('1 dag geselecteerd')).toBeTruthy();
  });
});
