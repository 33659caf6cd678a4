import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { saveSignIn } from '../../../lib/auth-storage';
import { renderApp } from '../../../test/render-app';
import { sessionToken } from '../../../test/tokens';
import { RESULT_MS } from '../components/clock-in-terminal';

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
let fetchMock: FetchMock;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const COMPANIES = [
  {
    companyId: 1,
    companyName: 'Demo Horeca Centrum',
    emailAddress: 'info@demohoreca.example',
    phoneNumber: null,
    address: null,
    city: null,
    timeZone: 'Europe/Amsterdam',
  },
];

const CLOCKED_IN = {
  message: 'Priya is ingeklokt om 09:02.',
  action: 'clockIn',
  firstName: 'Priya',
  time: '09:02',
  at: '2026-11-21T08:02:00.000Z',
  workedMinutes: null,
};

type Route = (init?: RequestInit) => Response;

function serve(clock: Route = () => answer(200, CLOCKED_IN)): void {
  const routes: Record<string, Route> = {
    'GET /api/companies': () => answer(200, COMPANIES),
    'POST /api/time/clock': clock,
  };
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    return route(init);
  });
}

function clockCalls(): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === '/api/time/clock')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function signIn(role = 'KLOKSYSTEEM'): void {
  const token = sessionToken({ sub: 'kiosk', name: 'kiosk', firstName: null, roles: [role] });
  saveSignIn({ token, tenantId: 'demohoreca', subscription: null, role: null }, false);
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openPage() {
  renderApp('/clockin');
  await screen.findByRole('heading', { level: 1, name: 'Inklokken/uitklokken' });
}

const field = () => screen.getByRole('textbox', { name: 'Telefoonnummer' }) as HTMLInputElement;
const key = (name: string) =>
  within(screen.getByRole('group', { name: 'Toetsenblok' })).getByRole('button', { name });
const status = () => screen.getByRole('status');

async function tap(keys: string) {
  for (const k of keys) await userEvent.click(key(k));
}

describe('Inklokken/uitklokken', () => {
  it('has a read-only number field and a 3 × 4 keypad with Wissen', async () => {
    serve();
    signIn();
    await openPage();
    expect(field().readOnly).toBe(true);
    const keys = within(screen.getByRole('group', { name: 'Toetsenblok' })).getAllByRole('button');
    expect(keys.map((k) => k.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '*',
      '0',
      'Wissen',
    ]);
    expect(await screen.findByText('Demo Horeca Centrum')).toBeTruthy();
  });

  it('types on the keypad, sends, shows the answer and clears the number', async () => {
    serve();
    signIn();
    await openPage();
    await tap('065039284');
    await tap('11');
    await userEvent.click(key('Wissen'));
    expect(field().value).toBe('0650392841');
    await userEvent.click(screen.getByRole('button', { name: 'Verzend' }));

    await waitFor(() => expect(status().textContent).toContain('Priya is ingeklokt om 09:02.'));
    expect(status().textContent).toContain('Verzoek succesvol verzonden');
    expect(clockCalls()).toEqual([{ phoneNumber: '0650392841' }]);
    expect(field().value).toBe('');
  });

  it('works with the keyboard: digits, Backspace and Enter', async () => {
    serve();
    signIn();
    await openPage();
    await userEvent.keyboard('06503928419');
    await userEvent.keyboard('{Backspace}');
    expect(field().value).toBe('0650392841');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status().textContent).toContain('Priya is ingeklokt'));
    expect(clockCalls()).toEqual([{ phoneNumber: '0650392841' }]);
  });

  it('says "Vul het telefoonnummer in." for an empty field and sends nothing', async () => {
    serve();
    signIn();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Verzend' }));
    expect(status().textContent).toBe('Vul het telefoonnummer in.');
    expect(clockCalls()).toEqual([]);
  });

  it("shows the spec's failure text with the server's reason for an unknown number", async () => {
    serve(() =>
      answer(404, {
        error: {
          code: 'NOT_FOUND',
          message:
            'Dit telefoonnummer is niet bekend bij dit bedrijf. Vraag je leidinggevende om het toe te voegen.',
          field: 'phoneNumber',
        },
      }),
    );
    signIn();
    await openPage();
    await tap('0699999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verzend' }));
    await waitFor(() =>
      expect(status().textContent).toContain('Fout tijdens het verzenden van het verzoek.'),
    );
    expect(status().textContent).toContain('Dit telefoonnummer is niet bekend bij dit bedrijf.');
    expect(field().value).toBe('');
  });

  it('clears the outcome after 5 seconds, ready for the next person', async () => {
    serve();
    signIn();
    await openPage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Verzend' }));
    expect(status().textContent).toBe('Vul het telefoonnummer in.');
    act(() => vi.advanceTimersByTime(RESULT_MS - 100));
    expect(status().textContent).toBe('Vul het telefoonnummer in.');
    act(() => vi.advanceTimersByTime(200));
    expect(status().textContent).toBe('');
  });

  it.each(['MEDEWERKER', 'ROOSTERMAKER'])('shows %s Geen toegang', async (role) => {
    serve();
    signIn(role);
    renderApp('/clockin');
    expect(await screen.findByText('Geen toegang')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verzend' })).toBeNull();
  });

  it('lets the owner use it too', async () => {
    serve();
    signIn('EIGENAAR');
    await openPage();
    expect(screen.getByRole('button', { name: 'Verzend' })).toBeTruthy();
  });
});
