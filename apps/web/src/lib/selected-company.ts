import { isTenantWide, type Role } from '@klokwerk/domain/roles';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The company a tenant-wide role (docs/roles-and-policies.md#company-reach) is working on, shared by every screen of the tab:
 * chosen once on the employees screen, it is already chosen on the roster. Session storage, so
 * a second tab may work on another location; the key names the user, so whoever signs in next
 * at the same till starts from their own company. Company-bound roles always work on their own.
 */
const listeners = new Set<() => void>();

function keyOf(user: { tenantId: string | null; userName: string }): string {
  return `selectedCompanyId:${user.tenantId ?? ''}:${user.userName}`;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readStored(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(key));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export interface CompanyUser {
  tenantId: string | null;
  userName: string;
  role: Role | null;
  companyId: number | null;
}

/**
 * [companyId, choose]: the chosen company, or the user's own company until one is chosen;
 * for company-bound roles always their own (choose does nothing for them).
 */
export function useSelectedCompany(
  user: CompanyUser,
): [number | null, (companyId: number | null) => void] {
  const key = keyOf(user);
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null,
  );
  const mayChoose = user.role !== null && isTenantWide(user.role);
  const choose = useCallback(
    (companyId: number | null) => {
      if (!mayChoose) return;
      try {
        if (companyId === null) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, String(companyId));
      } catch {
        // Without storage the choice lasts as long as the screen that made it.
      }
      for (const listener of listeners) listener();
    },
    [key, mayChoose],
  );
  return [mayChoose ? (stored ?? user.companyId) : user.companyId, choose];
}
