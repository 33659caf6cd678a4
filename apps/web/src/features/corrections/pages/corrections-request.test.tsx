import { correctionsOfEmployeeCall, requestCorrectionCall } from '@klokwerk/contract/corrections';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';
import { correction, fakeCorrectionsApi } from '../test/fake-corrections-api';

const EMMA = {
  sub: 'medewerker',
  name: 'Emma Smit',
  firstName: 'Emma',
  email: 'emma.smit@demohoreca.example',
  roles: ['MEDEWERKER'],
  companyId: 1,
  employeeId: 11,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openPage() {
  renderApp('/Urencorrectie');
  await screen.findByRole('heading', { level: 1, name: 'Uren correcties' });
  await screen.findByRole('heading', { level: 2, name: 'Urencorrectie aanvragen' });
}

const requestedTime = () => screen.getByLabelText(/Gevraagde tijd/) as HTMLInputElement;
const reason = () => screen.getByRole('textbox', { name: /Reden/ });
const submit = () => screen.getByRole('button', { name: /Verzoek indienen|Bezig met indienen/ });

describe('Uren correcties: the staff view', () => {
  it('lists the own requests with correction, reason and status', async () => {
    fakeCorrectionsApi([
      correction({ requestedTime: '2026-11-18T16:30:00.000Z', reason: 'Vergeten uit te klokken' }),
      correction({
        requestedTime: '2026-11-02T22:00:00.000Z',
        status: 'REJECTED',
        reason: 'Later gebleven',
        rejectionReason: 'Niet ingeroosterd',
      }),
      correction({ employeeEmail: 'kevin.peters@demohoreca.example', reason: 'Niet van Emma' }),
    ]);
    signInWith(EMMA);
    await openPage();
    const table = await screen.findByRole('table', { name: 'Ingediende urencorrecties' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'CorrectieRedenStatus',
      '18-11-2026 17:30Vergeten uit te klokkenIn behandeling',
      '02-11-2026 23:00Later geblevenAfgewezenReden afwijzing: Niet ingeroosterd',
    ]);
  });

  it('says so when there are none', async () => {
    fakeCorrectionsApi([]);
    signInWith(EMMA);
    await openPage();
    expect(await screen.findByText('Geen urencorrecties gevonden.')).toBeTruthy();
  });

  it('submits only with both fields, for the signed-in employee, and lists it', async () => {
    const api = fakeCorrectionsApi([]);
    signInWith(EMMA);
    await openPage();
    await screen.findByText('Geen urencorrecties gevonden.');
    expect(submit()).toHaveProperty('disabled', true);
    fireEvent.change(requestedTime(), { target: { value: '2026-11-19T23:30' } });
    expect(submit()).toHaveProperty('disabled', true);
    await userEvent.type(reason(), '  Vergeten uit te klokken  ');
    expect(submit()).toHaveProperty('disabled', false);
    expect(requestedTime().max).toBe('2026-11-20T13:00');
    await userEvent.click(submit());

    expect(
      await screen.findByText('Je urencorrectie is ingediend en wacht op beoordeling.'),
    ).toBeTruthy();
    expect(api.sent('POST', '/api/corrections/request').map((c) => c.body)).toEqual([
      {
        requestedTime: '2026-11-19T23:30',
        reason: 'Vergeten uit te klokken',
        employeeEmail: 'emma.smit@demohoreca.example',
        companyId: 1,
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Ingediende urencorrecties' });
    expect(within(table).getByText('Vergeten uit te klokken')).toBeTruthy();
    expect(requestedTime().value).toBe('');
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('shows Bezig met indienen... while the request is under way', async () => {
    const api = fakeCorrectionsApi([]);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.on(requestCorrectionCall, async (_request, earlier) => {
      await gate;
      return earlier();
    });
    signInWith(EMMA);
    await openPage();
    fireEvent.change(requestedTime(), { target: { value: '2026-11-19T23:30' } });
    await userEvent.type(reason(), 'Vergeten');
    await userEvent.click(submit());
    expect(
      (await screen.findByRole('button', { name: 'Bezig met indienen...' })).hasAttribute(
        'disabled',
      ),
    ).toBe(true);
    release();
    await screen.findByRole('button', { name: 'Verzoek indienen' });
    expect(api.sent('POST', '/api/corrections/request')).toHaveLength(1);
  });

  it('shows a refusal with a field at that field, and others in a banner', async () => {
    const api = fakeCorrectionsApi([]);
    api.on(
      requestCorrectionCall,
      refusal(400, 'VALIDATION', 'Het gevraagde tijdstip ligt in de toekomst.', 'requestedTime'),
    );
    signInWith(EMMA);
    await openPage();
    fireEvent.change(requestedTime(), { target: { value: '2026-11-20T18:00' } });
    await userEvent.type(reason(), 'Te vroeg');
    await userEvent.click(submit());
    expect(await screen.findByText('Het gevraagde tijdstip ligt in de toekomst.')).toBeTruthy();
    expect(requestedTime().getAttribute('aria-invalid')).toBe('true');

    api.on(
      requestCorrectionCall,
      refusal(503, 'DATABASE_UNAVAILABLE', 'De database is even niet bereikbaar.'),
    );
    await userEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Fout bij het indienen van de urencorrectie. De database is even niet bereikbaar.',
    );
  });

  it('shows a banner when the own requests cannot be fetched', async () => {
    const api = fakeCorrectionsApi([]);
    api.on(correctionsOfEmployeeCall, refusal(404, 'NOT_FOUND', 'Niet gevonden.'));
    signInWith(EMMA);
    await openPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Fout bij het ophalen van je urencorrecties. Niet gevonden.',
    );
  });

  it('tells an account without an employee that it cannot ask', async () => {
    fakeCorrectionsApi([]);
    signInWith({ ...EMMA, employeeId: null });
    renderApp('/Urencorrectie');
    expect(await screen.findByText(/Je account is niet gekoppeld aan een medewerker/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verzoek indienen' })).toBeNull();
  });

  it('lets the kiosk ask for an employee by e-mail address, without a list', async () => {
    const api = fakeCorrectionsApi([]);
    signInWith({
      sub: 'kiosk',
      roles: ['KLOKSYSTEEM'],
      email: null,
      employeeId: null,
      companyId: 1,
    });
    await openPage();
    expect(screen.queryByRole('heading', { name: 'Ingediende urencorrecties' })).toBeNull();
    fireEvent.change(requestedTime(), { target: { value: '2026-11-19T23:30' } });
    await userEvent.type(reason(), 'Vergeten');
    expect(submit()).toHaveProperty('disabled', true);
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-mailadres van de medewerker/ }),
      'emma.smit@demohoreca.example',
    );
    await userEvent.click(submit());
    expect(
      await screen.findByText('De urencorrectie van Emma is ingediend en wacht op beoordeling.'),
    ).toBeTruthy();
    expect(api.sent('POST', '/api/corrections/request')[0]?.body).toMatchObject({
      employeeEmail: 'emma.smit@demohoreca.example',
      companyId: 1,
    });
    // The next person at the kiosk does not see the previous one's address.
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: /E-mailadres van de medewerker/ }) as HTMLInputElement)
          .value,
      ).toBe(''),
    );
    expect(api.sent('GET', '/api/corrections/all/email/')).toEqual([]);
  });

  it('shows Geen toegang to a role without either right', async () => {
    fakeCorrectionsApi([]);
    signInWith({ sub: 'operator', roles: ['HORECAMASTERS'], companyId: null });
    renderApp('/Urencorrectie');
    expect(await screen.findByText('Geen toegang')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Uren correcties' })).toBeTruthy();
  });

  it('shows the own requests as a list on a phone', async () => {
    const original = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const list = original(query);
      return query.includes('40em') ? { ...list, matches: true } : list;
    });
    fakeCorrectionsApi([
      correction({
        requestedTime: '2026-11-02T22:00:00.000Z',
        status: 'REJECTED',
        reason: 'Later gebleven',
        rejectionReason: 'Niet ingeroosterd',
      }),
    ]);
    signInWith(EMMA);
    await openPage();
    const list = await screen.findByRole('list', { name: 'Ingediende urencorrecties' });
    expect(within(list).getByRole('listitem').textContent).toBe(
      '02-11-2026 23:00AfgewezenLater geblevenReden afwijzing: Niet ingeroosterd',
    );
  });
});
