import { companiesCall } from '@klokwerk/contract/companies';
import { type ClockAnswer, clockCall } from '@klokwerk/contract/time';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CENTRUM } from '../../../test/companies';
import { answer, type FakeApi, type FakeHandler, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { sessionToken, signInWith } from '../../../test/tokens';
import { RESULT_MS } from '../components/clock-in-terminal';
import { memoryTapStore, type QueuedTap } from '../lib/tap-queue';

// The tablet's store of waiting taps, one per test: a reload renders the app again over it.
const taps = vi.hoisted(() => ({ store: null as ReturnType<typeof memoryTapStore> | null }));
vi.mock('../lib/tap-store', () => ({ tapStore: async () => taps.store }));

let api: FakeApi;

const CLOCKED_IN: ClockAnswer = {
  message: 'Priya is ingeklokt om 09:02.',
  action: 'clockIn',
  firstName: 'Priya',
  time: '09:02',
  at: '2026-11-21T08:02:00.000Z',
  workedMinutes: null,
};

function serve(clock: FakeHandler<typeof clockCall> = CLOCKED_IN): void {
  api.on(companiesCall, [DEMO_CENTRUM]).on(clockCall, clock);
}

const UNKNOWN_NUMBER = {
  error: {
    code: 'NOT_FOUND',
    message:
      'Dit telefoonnummer is niet bekend bij dit bedrijf. Vraag je leidinggevende om het toe te voegen.',
    field: 'phoneNumber',
  },
};

/** What the kiosk sends for a tap: the number, the moment of the tap and a key of its own. */
const tapOf = (phoneNumber: string) => ({
  phoneNumber,
  tappedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
});

function clockCalls(): unknown[] {
  return api.requestsOf(clockCall).map(({ body }) => body);
}

function signIn(role = 'KLOKSYSTEEM'): void {
  signInWith({ sub: 'kiosk', name: 'kiosk', firstName: null, roles: [role] });
}

beforeEach(() => {
  api = fakeApi();
  taps.store = memoryTapStore();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setOnline(true);
});

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

/** The tablet loses or finds its network: navigator.onLine and the event, as a browser does. */
function setOnline(value: boolean): void {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
  // TanStack Query follows the events only while something listens; set it for the next test.
  onlineManager.setOnline(value);
}

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
    expect(clockCalls()).toEqual([tapOf('0650392841')]);
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
    expect(clockCalls()).toEqual([tapOf('0650392841')]);
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
    serve(answer(404, UNKNOWN_NUMBER));
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

const KIOSK = 'demohoreca/kiosk';
const STORED = 'Opgeslagen — wordt verzonden zodra er weer verbinding is';

/** A request that never reaches the server, as fetch fails without a network. */
const unreachable = (): never => {
  throw new TypeError('Failed to fetch');
};

/** A tap kept earlier on this tablet (before a reload, or by another tab). */
function keptTap(phoneNumber: string, tappedAt: string): QueuedTap {
  return { idempotencyKey: `kept-${phoneNumber}-tap`, phoneNumber, tappedAt, owner: KIOSK };
}

function storedTaps(): Promise<QueuedTap[]> {
  if (!taps.store) throw new Error('no store');
  return taps.store.list(KIOSK);
}

const counter = () => screen.queryByText(/ wacht(en)? op verzending$/);
const sentPhones = () => clockCalls().map((body) => (body as { phoneNumber: string }).phoneNumber);

async function sendNumber(digits: string): Promise<void> {
  await tap(digits);
  await userEvent.click(screen.getByRole('button', { name: 'Verzend' }));
}

describe('Inklokken/uitklokken zonder verbinding', () => {
  it('keeps three taps, counts them through a reload, then sends them in order, one at a time', async () => {
    const answers: Array<() => void> = [];
    serve(() => new Promise((resolve) => answers.push(() => resolve(CLOCKED_IN))));
    signIn();
    setOnline(false);
    const before = renderApp('/clockin');
    await screen.findByRole('heading', { level: 1, name: 'Inklokken/uitklokken' });
    expect(screen.getByText('Geen verbinding')).toBeTruthy();

    await sendNumber('0650392841');
    await screen.findByText('1 tik wacht op verzending');
    expect(status().textContent).toContain(STORED);
    expect(status().textContent).toMatch(/Je tik van \d\d:\d\d is op dit apparaat bewaard/);
    await sendNumber('0631704962');
    await screen.findByText('2 tikken wachten op verzending');
    await sendNumber('0646031298');
    await screen.findByText('3 tikken wachten op verzending');
    expect(clockCalls()).toEqual([]);

    // The tablet reloads the page, still without a network.
    before.unmount();
    await openPage();
    await screen.findByText('3 tikken wachten op verzending');
    const kept = await storedTaps();
    expect(kept.map((t) => t.phoneNumber)).toEqual(['0650392841', '0631704962', '0646031298']);

    setOnline(true);
    await waitFor(() => expect(clockCalls()).toHaveLength(1));
    await act(async () => {});
    expect(clockCalls()).toHaveLength(1);
    answers[0]?.();
    await waitFor(() => expect(clockCalls()).toHaveLength(2));
    await screen.findByText('2 tikken wachten op verzending');
    answers[1]?.();
    await waitFor(() => expect(clockCalls()).toHaveLength(3));
    answers[2]?.();
    await waitFor(() => expect(counter()).toBeNull());
    expect(screen.queryByText('Geen verbinding')).toBeNull();
    // Each with the key and the moment it got when it was tapped.
    expect(clockCalls()).toEqual(
      kept.map(({ phoneNumber, tappedAt, idempotencyKey }) => ({
        phoneNumber,
        tappedAt,
        idempotencyKey,
      })),
    );
    expect(await storedTaps()).toEqual([]);
  });

  it('keeps a tap that got no answer and sends it again with the same key and moment', async () => {
    let reachable = false;
    serve(() => (reachable ? CLOCKED_IN : unreachable()));
    signIn();
    await openPage();
    await sendNumber('0650392841');
    await screen.findByText('1 tik wacht op verzending');
    expect(status().textContent).toContain(STORED);

    reachable = true;
    setOnline(true);
    await waitFor(() => expect(counter()).toBeNull());
    const [first, ...again] = clockCalls();
    expect(first).toEqual(tapOf('0650392841'));
    expect(again.length).toBeGreaterThan(0);
    for (const body of again) expect(body).toEqual(first);
  });

  it('queues a new tap behind the ones still waiting, so it never arrives before them', async () => {
    let reachable = false;
    serve(() => (reachable ? CLOCKED_IN : unreachable()));
    await taps.store?.add(keptTap('0631704962', '2026-11-23T08:00:00.000Z'));
    signIn();
    await openPage();
    await screen.findByText('1 tik wacht op verzending');

    await sendNumber('0650392841');
    await screen.findByText('2 tikken wachten op verzending');
    expect(status().textContent).toContain(STORED);
    expect(sentPhones()).not.toContain('0650392841');

    reachable = true;
    setOnline(true);
    await waitFor(() => expect(counter()).toBeNull());
    expect(sentPhones().slice(-2)).toEqual(['0631704962', '0650392841']);
    expect(sentPhones().filter((phone) => phone === '0650392841')).toHaveLength(1);
  });

  it('shows a waiting tap the server refuses, drops it and sends the next one', async () => {
    serve(({ body }) =>
      body.phoneNumber === '0699999999' ? answer(404, UNKNOWN_NUMBER) : CLOCKED_IN,
    );
    signIn();
    await openPage();
    await screen.findByText('Demo Horeca Centrum');
    await taps.store?.add(keptTap('0699999999', '2026-11-23T08:00:00.000Z'));
    await taps.store?.add(keptTap('0650392841', '2026-11-23T08:00:30.000Z'));

    setOnline(true);
    await waitFor(() =>
      expect(status().textContent).toContain(
        'Opgeslagen tik van 09:00 (0699999999) is niet verwerkt',
      ),
    );
    expect(status().textContent).toContain('Dit telefoonnummer is niet bekend bij dit bedrijf.');
    await waitFor(() => expect(sentPhones()).toEqual(['0699999999', '0650392841']));
    expect(await storedTaps()).toEqual([]);
    expect(counter()).toBeNull();
  });

  it('keeps the taps when the sign-in has run out, until a manager signs the kiosk in again', async () => {
    serve(({ headers }) =>
      headers.Authorization ? CLOCKED_IN : refusal(401, 'UNAUTHENTICATED', 'Log opnieuw in.'),
    );
    signIn();
    await openPage();
    await screen.findByText('Demo Horeca Centrum');
    // The kiosk's token runs out while the tablet stands there; then two kept taps are offered.
    const now = Math.floor(Date.now() / 1000);
    sessionStorage.setItem(
      'authToken',
      sessionToken({ sub: 'kiosk', roles: ['KLOKSYSTEEM'], iat: now - 7200, exp: now - 60 }),
    );
    await taps.store?.add(keptTap('0650392841', '2026-11-23T08:00:00.000Z'));
    await taps.store?.add(keptTap('0631704962', '2026-11-23T08:01:00.000Z'));
    setOnline(true);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'De aanmelding van deze kiosk is verlopen. Een leidinggevende moet de kiosk opnieuw aanmelden; daarna worden de wachtende tikken verzonden.',
    );
    expect(screen.getByText('2 tikken wachten op verzending')).toBeTruthy();
    expect(await storedTaps()).toHaveLength(2);
    expect(sentPhones()).toEqual(['0650392841']);

    act(() => signIn());
    setOnline(true);
    await waitFor(() => expect(counter()).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentPhones()).toEqual(['0650392841', '0650392841', '0631704962']);
  });
});
