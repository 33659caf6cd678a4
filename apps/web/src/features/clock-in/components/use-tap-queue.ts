import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { clock } from '../api/clock';
import {
  type QueuedTap,
  sendWaitingTaps,
  type TapStore,
  whileNoOtherTabSends,
} from '../lib/tap-queue';
import { tapStore } from '../lib/tap-store';

/**
 * How often waiting taps are offered again while the browser believes it is online: the
 * 'online' event does not come when the Wi-Fi was up but the server was not reachable.
 */
export const RETRY_MS = 15_000;

export interface TapQueue {
  /** How many of this account's taps wait to be sent (also those another tab kept). */
  waiting: number;
  /** A waiting tap got 401: nothing is sent until a manager signs the kiosk in again. */
  signedOut: boolean;
  /** Keeps a tap (resolves once it is stored) and sends it as soon as it can. */
  keep(tap: QueuedTap): Promise<void>;
}

/** The body of POST /api/time/clock for a tap: the same key and moment however often it goes. */
export function clockBodyOf(tap: QueuedTap) {
  return {
    phoneNumber: tap.phoneNumber,
    tappedAt: tap.tappedAt,
    idempotencyKey: tap.idempotencyKey,
  };
}

/**
 * The kiosk's queue of taps that could not be sent. It sends them in order when the
 * page loads, when the browser says it is online again, every RETRY_MS, and after each kept tap.
 * One round at a time in this tab (a request for another round while one runs makes it go on);
 * one tab at a time in this browser where Web Locks exist.
 */
export function useTapQueue(
  owner: string,
  onRejected: (tap: QueuedTap, error: unknown) => void,
): TapQueue {
  const [waiting, setWaiting] = useState(0);
  const [signedOut, setSignedOut] = useState(false);
  const latest = useRef({ owner, onRejected });
  useEffect(() => {
    latest.current = { owner, onRejected };
  });
  const round = useRef({ running: false, again: false });

  const recount = useCallback(async (store: TapStore, of: string) => {
    setWaiting((await store.list(of)).length);
  }, []);

  const flush = useCallback(async () => {
    const state = round.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        const { owner: of, onRejected: rejected } = latest.current;
        const store = await tapStore();
        if (navigator.onLine) {
          const end = await whileNoOtherTabSends(() =>
            sendWaitingTaps(store, of, {
              send: (tap) => clock(clockBodyOf(tap)),
              onRejected: rejected,
              onProgress: () => void recount(store, of),
            }),
          );
          if (end === 'signedOut') setSignedOut(true);
          else if (end === 'empty') setSignedOut(false);
        }
        await recount(store, of);
      } while (state.again);
    } catch (error) {
      // The store failed (IndexedDB closed under us): the taps are where they were, and the
      // next round, at the latest after RETRY_MS, tries again.
      console.warn('Wachtende tikken niet verzonden', error);
    } finally {
      state.running = false;
    }
  }, [recount]);

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [flush]);

  const keep = useCallback(
    async (tap: QueuedTap) => {
      const store = await tapStore();
      await store.add(tap);
      await recount(store, tap.owner);
      void flush();
    },
    [flush, recount],
  );

  return { waiting, signedOut, keep };
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a network at all (false is certain; true may still not reach us). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
