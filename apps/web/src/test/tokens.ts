import { saveSignIn } from '../lib/auth-storage';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned-looking JWT with the given payload; the web app never verifies signatures. */
export function makeToken(payload: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.signature`;
}

/** A token as the server issues it (docs/security.md#tokens), valid for 12 hours from now. */
export function sessionToken(overrides: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return makeToken({
    sub: 'eigenaar',
    name: 'Eva de Eigenaar',
    firstName: 'Eva',
    email: 'eigenaar@demohoreca.example',
    roles: ['EIGENAAR'],
    companyId: 1,
    employeeId: null,
    userId: 7,
    tenantId: 'demohoreca',
    subscription: 'Klokwerk Pro Maandelijks',
    ver: 1,
    iat: now,
    exp: now + 12 * 3600,
    ...overrides,
  });
}

/** Emma Smit, staff (MEDEWERKER) of the demo's first company, linked to employee 12. */
export const STAFF_CLAIMS = {
  sub: 'medewerker',
  name: 'Emma Smit',
  firstName: 'Emma',
  roles: ['MEDEWERKER'],
  employeeId: 12,
  companyId: 1,
};

/** How the sign-in is kept: the plan the login answered, and "Wachtwoord onthouden". */
export interface KeptSignIn {
  subscription?: string | null;
  remember?: boolean;
}

/**
 * Signs in with a session token of these claims, in the token's tenant (the demo tenant unless
 * `tenantId` says otherwise): for this browser session, or for good when remembered. The one
 * way web tests sign in; it answers the token, for a test that checks where it went.
 */
export function signInWith(
  overrides: Record<string, unknown> = {},
  { subscription = null, remember = false }: KeptSignIn = {},
): string {
  const token = sessionToken(overrides);
  const tenantId = typeof overrides.tenantId === 'string' ? overrides.tenantId : 'demohoreca';
  saveSignIn({ token, tenantId, subscription, role: null }, remember);
  return token;
}
