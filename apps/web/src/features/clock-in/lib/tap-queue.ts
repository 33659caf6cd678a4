import { ApiError } from '../../../lib/api-client';

/**
 * One tap at the kiosk as it waits to be sent: the number, the moment it was made
 * and the key the server recognises it by when it arrives twice. `owner` is the signed-in
 * account (`tenant/userName`): a tap is only ever sent with the account it was made under, so a
 * tablet signed in again for another tenant or company never registers someone else's taps.
 */
export interface QueuedTap {
  idempotencyKey: string;
  phoneNumber: string;
  /** ISO 8601 in UTC with its `Z` (Date#toISOString): ordered as text, oldest first. */
  tappedAt: string;
  owner: string;
}

/** Where waiting taps are kept: IndexedDB in the browser (tap-store.ts), a Map in tests. */
export interface TapStore {
  /** Resolves once the tap is stored durably: only then does the screen say "Opgeslagen". */
  add(tap: QueuedTap): Promise<void>;
  /** This account's waiting taps, oldest first. */
  list(owner: string): Promise<QueuedTap[]>;
  remove(idempotencyKey: string): Promise<void>;
}

/** A store in memory: for tests, and for a browser without IndexedDB (kept until the page closes). */
export function memoryTapStore(): TapStore {
  const taps = new Map<string, QueuedTap>();
  return {
    async add(tap) {
      taps.set(tap.idempotencyKey, { ...tap });
    },
    async list(owner) {
      return [...taps.values()]
        .filter((tap) => tap.owner === owner)
        .sort((a, b) => a.tappedAt.localeCompare(b.tappedAt))
        .map((tap) => ({ ...tap }));
    },
    async remove(idempotencyKey) {
      taps.delete(idempotencyKey);
    },
  };
}

/**
 * What a failed send means for the tap:
 * - `unreachable`: no answer (network, timeout), the server or a proxy failed (5xx), or it asked
 *   to slow down (429). It may well succeed later, so it stays and nothing after it overtakes it.
 * - `signedOut`: 401, the kiosk's sign-in is no longer valid. Every tap would get the same
 *   answer until a manager signs the kiosk in again; they all stay.
 * - `rejected`: any other answer (an unknown number, a key used for another tap). Sending it again
 *   would get the same answer, so it is shown and dropped.
 */
export type SendFailure = 'unreachable' | 'signedOut' | 'rejected';

export function failureOf(error: unknown): SendFailure {
  // Not an answer of the server at all (a bug, a cancelled call): never drop a tap for that.
  if (!(error instanceof ApiError)) return 'unreachable';
  if (error.status === 401) return 'signedOut';
  if (error.status === 0 || error.status === 429 || error.status >= 500) return 'unreachable';
  return 'rejected';
}

/** How a round of sending ended: all sent, or stopped at a tap that has to wait. */
export type FlushEnd = 'empty' | 'unreachable' | 'signedOut';

export interface FlushOptions {
  /** Sends one tap; throws the ApiError of a failed call. */
  send(tap: QueuedTap): Promise<unknown>;
  /** A tap the server refused for good, with its answer: the screen tells the staff. */
  onRejected(tap: QueuedTap, error: unknown): void;
  /** After each tap that left the queue, so a counter can follow. */
  onProgress?(): void;
}

/**
 * Sends this account's waiting taps one at a time, oldest first, and removes each one that got
 * an answer. A tap that has to wait stops the round, so later taps never arrive before it: the
 * server would store them as out of order. The oldest tap is read anew each time, in case another
 * tab (without Web Locks) sent it meanwhile; the server knows its key anyway.
 */
export async function sendWaitingTaps(
  store: TapStore,
  owner: string,
  options: FlushOptions,
): Promise<FlushEnd> {
  for (;;) {
    const [oldest] = await store.list(owner);
    if (!oldest) return 'empty';
    try {
      await options.send(oldest);
    } catch (error) {
      const failure = failureOf(error);
      if (failure !== 'rejected') return failure;
      options.onRejected(oldest, error);
    }
    await store.remove(oldest.idempotencyKey);
    options.onProgress?.();
  }
}

/** The name of the Web Lock that one tab holds while it sends. */
export const SEND_LOCK = 'klokwerk-kiosk-taps';

/**
 * Runs `work` unless another tab of this browser is already sending (then null: that tab sends
 * them). Web Locks exist only in a secure context; on the LAN kiosk over plain HTTP there is no
 * lock, and two tabs may offer the same tap at once: the server answers the second one with the
 * first one's answer and registers nothing.
 */
export async function whileNoOtherTabSends<T>(work: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request(SEND_LOCK, { ifAvailable: true }, (lock) => (lock ? work() : null));
}
