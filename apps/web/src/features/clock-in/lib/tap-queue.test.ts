import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  memoryTapStore,
  type QueuedTap,
  SEND_LOCK,
  sendWaitingTaps,
  type TapStore,
  whileNoOtherTabSends,
} from './tap-queue';

const KIOSK = 'demohoreca/kiosk';

function tap(phoneNumber: string, tappedAt: string, owner = KIOSK): QueuedTap {
  return { idempotencyKey: `key-${phoneNumber}-${tappedAt}`, phoneNumber, tappedAt, owner };
}

const FIRST = tap('0650392841', '2026-11-23T08:00:00.000Z');
const SECOND = tap('0631704962', '2026-11-23T08:00:05.000Z');
const THIRD = tap('0646031298', '2026-11-23T08:01:00.000Z');

async function storeWith(...taps: QueuedTap[]): Promise<TapStore> {
  const store = memoryTapStore();
  // Kept out of order on purpose: the store, not the caller, puts the oldest first.
  for (const t of [...taps].reverse()) await store.add(t);
  return store;
}

const phones = (taps: QueuedTap[]) => taps.map((t) => t.phoneNumber);

/** A send that answers each tap in turn with `answers` (an Error is thrown), recording order. */
function sender(answers: Array<unknown | Error> = []) {
  const sent: QueuedTap[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const send = async (t: QueuedTap) => {
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    sent.push(t);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    const answer = answers[sent.length - 1] ?? { action: 'clockIn' };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { send, sent, mostAtOnce: () => mostAtOnce };
}

const unknownNumber = new ApiError(
  404,
  'NOT_FOUND',
  'Dit telefoonnummer is niet bekend.',
  'phoneNumber',
);
const noAnswer = new ApiError(0, 'NETWORK', 'De server is niet bereikbaar.');

describe('sendWaitingTaps', () => {
  it('sends the taps oldest first, one at a time, and empties the queue', async () => {
    const store = await storeWith(FIRST, SECOND, THIRD);
    const { send, sent, mostAtOnce } = sender();
    const end = await sendWaitingTaps(store, KIOSK, { send, onRejected: vi.fn() });
    expect(end).toBe('empty');
    expect(phones(sent)).toEqual(phones([FIRST, SECOND, THIRD]));
    expect(mostAtOnce()).toBe(1);
    expect(await store.list(KIOSK)).toEqual([]);
  });

  it('stops at a tap without an answer and keeps it and every later one, in order', async () => {
    const store = await storeWith(FIRST, SECOND, THIRD);
    const { send, sent } = sender([{ action: 'clockIn' }, noAnswer]);
    const end = await sendWaitingTaps(store, KIOSK, { send, onRejected: vi.fn() });
    expect(end).toBe('unreachable');
    expect(phones(sent)).toEqual(phones([FIRST, SECOND]));
    expect(await store.list(KIOSK)).toEqual([SECOND, THIRD]);

    // The next round starts where this one stopped, with the same key and moment.
    const again = sender();
    expect(await sendWaitingTaps(store, KIOSK, { send: again.send, onRejected: vi.fn() })).toBe(
      'empty',
    );
    expect(again.sent).toEqual([SECOND, THIRD]);
  });

  it.each([
    [500, 'INTERNAL'],
    [503, 'DATABASE_UNAVAILABLE'],
    [429, 'RATE_LIMITED'],
  ] as const)('keeps a tap the server could not take now (%i)', async (status, code) => {
    const store = await storeWith(FIRST, SECOND);
    const { send } = sender([new ApiError(status, code, 'Later opnieuw.')]);
    const onRejected = vi.fn();
    expect(await sendWaitingTaps(store, KIOSK, { send, onRejected })).toBe('unreachable');
    expect(await store.list(KIOSK)).toEqual([FIRST, SECOND]);
    expect(onRejected).not.toHaveBeenCalled();
  });

  it('drops a tap the server refused for good, says so, and goes on with the next', async () => {
    const store = await storeWith(FIRST, SECOND, THIRD);
    const { send, sent } = sender([{ action: 'clockIn' }, unknownNumber]);
    const onRejected = vi.fn();
    expect(await sendWaitingTaps(store, KIOSK, { send, onRejected })).toBe('empty');
    expect(onRejected).toHaveBeenCalledExactlyOnceWith(SECOND, unknownNumber);
    expect(phones(sent)).toEqual(phones([FIRST, SECOND, THIRD]));
    expect(await store.list(KIOSK)).toEqual([]);
  });

  it('keeps every tap when the kiosk is no longer signed in (401)', async () => {
    const store = await storeWith(FIRST, SECOND);
    const expired = new ApiError(401, 'UNAUTHENTICATED', 'Log opnieuw in.');
    const { send, sent } = sender([expired]);
    const onRejected = vi.fn();
    expect(await sendWaitingTaps(store, KIOSK, { send, onRejected })).toBe('signedOut');
    expect(sent).toEqual([FIRST]);
    expect(await store.list(KIOSK)).toEqual([FIRST, SECOND]);
    expect(onRejected).not.toHaveBeenCalled();
  });

  it("sends only the signed-in account's taps; another tenant's wait for their own sign-in", async () => {
    const other = tap('0611111111', '2026-11-23T07:00:00.000Z', 'anderbedrijf/kiosk');
    const store = await storeWith(other, FIRST);
    const { send, sent } = sender();
    expect(await sendWaitingTaps(store, KIOSK, { send, onRejected: vi.fn() })).toBe('empty');
    expect(sent).toEqual([FIRST]);
    expect(await store.list('anderbedrijf/kiosk')).toEqual([other]);
  });

  it('reports each tap that left the queue, answered or refused, so the counter follows', async () => {
    const store = await storeWith(FIRST, SECOND, THIRD);
    const onProgress = vi.fn();
    const { send } = sender([{ action: 'clockIn' }, unknownNumber, noAnswer]);
    await sendWaitingTaps(store, KIOSK, { send, onRejected: vi.fn(), onProgress });
    expect(onProgress).toHaveBeenCalledTimes(2);
  });
});

describe('whileNoOtherTabSends', () => {
  afterEach(() => vi.unstubAllGlobals());

  function locksHeld(held: boolean) {
    const request = vi.fn(
      async (_name: string, _options: LockOptions, work: (lock: Lock | null) => unknown) =>
        work(held ? null : ({ name: SEND_LOCK, mode: 'exclusive' } as Lock)),
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    return request;
  }

  it('sends while this tab holds the lock', async () => {
    const request = locksHeld(false);
    const work = vi.fn(async () => 'empty');
    expect(await whileNoOtherTabSends(work)).toBe('empty');
    expect(work).toHaveBeenCalledOnce();
    expect(request).toHaveBeenCalledWith(SEND_LOCK, { ifAvailable: true }, expect.any(Function));
  });

  it('leaves the sending to the tab that holds the lock', async () => {
    locksHeld(true);
    const work = vi.fn(async () => 'empty');
    expect(await whileNoOtherTabSends(work)).toBeNull();
    expect(work).not.toHaveBeenCalled();
  });

  it('sends without Web Locks (no secure context): the server knows the keys', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const work = vi.fn(async () => 'empty');
    expect(await whileNoOtherTabSends(work)).toBe('empty');
  });
});
