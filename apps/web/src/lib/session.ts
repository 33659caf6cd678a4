import { primaryRole, type Role } from '@klokwerk/domain/roles';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { readSubscription, readValidToken, subscribeSignIn } from './auth-storage';
import { decodeJwtPayload } from './jwt';

/** The token claims the web app reads (docs/security.md#tokens); absent or mistyped ones become null. */
export interface SessionClaims {
  userName: string;
  name: string;
  firstName: string | null;
  email: string | null;
  roles: string[];
  companyId: number | null;
  employeeId: number | null;
  userId: number | null;
  tenantId: string | null;
  subscription: string | null;
}

export interface Session extends SessionClaims {
  token: string;
  /** The role that counts: the first one (docs/roles-and-policies.md); null if the app does not know it. */
  role: Role | null;
}

const SUBSCRIPTION_RETRY_MS = 2_000;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function integer(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** The spec allows `roles` as an array or a single role, and an older single `role` claim. */
function rolesOf(payload: Record<string, unknown>): string[] {
  const raw = payload.roles ?? payload.role;
  if (typeof raw === 'string') return [raw];
  return Array.isArray(raw) ? raw.filter((r): r is string => typeof r === 'string') : [];
}

export function parseClaims(token: string): SessionClaims | null {
  const payload = decodeJwtPayload(token);
  const userName = payload && text(payload.sub);
  if (!payload || !userName) return null;
  return {
    userName,
    name: text(payload.name) ?? userName,
    firstName: text(payload.firstName),
    email: text(payload.email),
    roles: rolesOf(payload),
    companyId: integer(payload.companyId),
    employeeId: integer(payload.employeeId),
    userId: integer(payload.userId),
    tenantId: text(payload.tenantId),
    subscription: text(payload.subscription),
  };
}

/** The signed-in session from storage, or null when there is no valid, unexpired token. */
export function readSession(): Session | null {
  const token = readValidToken();
  const claims = token ? parseClaims(token) : null;
  if (!token || !claims) return null;
  return {
    ...claims,
    token,
    role: primaryRole(claims.roles),
    subscription: readSubscription() ?? claims.subscription,
  };
}

/**
 * The current session, re-rendering on sign-in and sign-out (also in other tabs). The plan
 * comes from the token; while it is missing, storage is read again every 2 s until it is there
 * (docs/screens.md#sign-in).
 */
export function useSession(): Session | null {
  const token = useSyncExternalStore(subscribeSignIn, readValidToken, () => null);
  const [retry, setRetry] = useState(0);
  // `retry` is a dependency on purpose: each tick reads storage again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const session = useMemo(() => (token ? readSession() : null), [token, retry]);
  const waiting = session !== null && session.subscription === null;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setRetry((n) => n + 1), SUBSCRIPTION_RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  return session;
}
