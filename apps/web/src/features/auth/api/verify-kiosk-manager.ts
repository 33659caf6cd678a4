import type { CallBody } from '@klokwerk/contract/call';
import { loginCall } from '@klokwerk/contract/login';
import { can } from '@klokwerk/domain/policies';
import { primaryRole, type Role } from '@klokwerk/domain/roles';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { parseClaims } from '../../../lib/session';

/** The sign-in body; its tenant is the kiosk's own: a manager of another company cannot sign it out. */
export type KioskManagerInput = CallBody<typeof loginCall>;

/** The managers who may clock (EINDBAAS, EIGENAAR, BAAS), without the kiosk itself. */
export function maySignOutKiosk(role: Role | null): boolean {
  return can(role, 'time.clock') && role !== 'KLOKSYSTEEM';
}

/**
 * Whether these are the credentials of a manager of the kiosk's tenant. It asks POST /api/login,
 * as the login page does, and reads the first role of the token that comes back; that token is
 * dropped at once (never stored, never sent), so the kiosk stays itself until it is signed out.
 * A wrong name or password rejects with the server's ApiError (401).
 */
export async function verifyKioskManager(input: KioskManagerInput): Promise<boolean> {
  const { token } = await callApi(
    loginCall,
    { body: { ...input, userName: input.userName.trim() } },
    // No bearer token: this is the manager's sign-in, not a call made as the kiosk.
    { auth: false, headers: { 'X-Tenant-ID': input.tenantId } },
  );
  const claims = parseClaims(token);
  if (!claims || (claims.tenantId !== null && claims.tenantId !== input.tenantId)) return false;
  return maySignOutKiosk(primaryRole(claims.roles));
}

export function useVerifyKioskManager() {
  return useMutation({ mutationFn: verifyKioskManager });
}
