import { decodeJwtPayload, isExpired } from './jwt';

/** Storage keys of a sign-in (docs/screens.md#top-bar). Cookie consent and theme are not among them. */
export const SIGN_IN_KEYS = {
  token: 'authToken',
  tenantId: 'tenantId',
  subscription: 'userSubscription',
  role: 'userRole',
} as const;

export interface SignIn {
  token: string;
  tenantId: string;
  subscription: string | null;
  role: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let endedOnPurpose = false;

// Storage can throw (Safari private mode, blocked cookies); a failed read is "not signed in".
function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  for (const kind of ['session', 'local'] as const) {
    try {
      const value = storage(kind)?.getItem(key);
      if (value) return value;
    } catch {
      // try the next storage
    }
  }
  return null;
}

function removeEverywhere(key: string): void {
  for (const kind of ['session', 'local'] as const) {
    try {
      storage(kind)?.removeItem(key);
    } catch {
      // nothing to remove from a storage we cannot reach
    }
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Stores a sign-in. "Wachtwoord onthouden" keeps token, tenant and plan in localStorage so they
 * survive closing the browser; otherwise sessionStorage. The role always goes to localStorage
 * (docs/security.md#tokens). The password is never stored.
 */
export function saveSignIn(signIn: SignIn, remember: boolean): void {
  endedOnPurpose = false;
  for (const key of Object.values(SIGN_IN_KEYS)) removeEverywhere(key);
  const target = storage(remember ? 'local' : 'session');
  try {
    target?.setItem(SIGN_IN_KEYS.token, signIn.token);
    target?.setItem(SIGN_IN_KEYS.tenantId, signIn.tenantId);
    if (signIn.subscription) target?.setItem(SIGN_IN_KEYS.subscription, signIn.subscription);
    if (signIn.role) storage('local')?.setItem(SIGN_IN_KEYS.role, signIn.role);
  } finally {
    notify();
  }
}

/**
 * Removes exactly the sign-in keys from both storages (docs/security.md#tokens: consent stays).
 * `onPurpose` marks a sign-out by the user, as opposed to a session the server ended.
 */
export function clearSignIn(options: { onPurpose?: boolean } = {}): void {
  endedOnPurpose = options.onPurpose ?? false;
  for (const key of Object.values(SIGN_IN_KEYS)) removeEverywhere(key);
  notify();
}

/**
 * Whether this tab's last sign-in ended by the user's own Uitloggen. The guard then does not
 * remember the page for after the next login: that may be someone else at the same till.
 */
export function signInEndedOnPurpose(): boolean {
  return endedOnPurpose;
}

export function readToken(): string | null {
  return read(SIGN_IN_KEYS.token);
}

/** The stored token unless it cannot be read or has expired: such a token counts as none. */
export function readValidToken(nowMs: number = Date.now()): string | null {
  const token = readToken();
  if (!token) return null;
  const payload = decodeJwtPayload(token);
  return payload && !isExpired(payload, nowMs) ? token : null;
}

export function readTenantId(): string | null {
  return read(SIGN_IN_KEYS.tenantId);
}

export function readSubscription(): string | null {
  return read(SIGN_IN_KEYS.subscription);
}

export function readRole(): string | null {
  return read(SIGN_IN_KEYS.role);
}

/** Calls `listener` when this tab signs in or out, or another tab changes a remembered sign-in. */
export function subscribeSignIn(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SIGN_IN_KEYS).includes(event.key)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
