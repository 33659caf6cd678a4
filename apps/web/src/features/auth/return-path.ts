import type { SessionClaims } from '../../lib/session';

/**
 * The query parameter that carries the page the guard stopped someone at to /login, which is a
 * page of its own (login.html): router state would not survive the full page load.
 */
export const RETURN_PARAMETER = 'from';

const LOGIN_PATH = /^\/login\/?$/i;

/** /login, with the page to come back to after signing in, if any. */
export function loginPath(returnTo: string | null): string {
  return returnTo === null
    ? '/login'
    : `/login?${new URLSearchParams({ [RETURN_PARAMETER]: returnTo })}`;
}

/**
 * Only a path inside this app; never "//evil.example", "/\evil.example" (which browsers read as
 * "//"), a full address or /login itself (a signed-in visitor would be sent back and forth),
 * whatever a crafted link says.
 */
export function safeReturnPath(returnTo: string | null): string | null {
  if (!returnTo?.startsWith('/')) return null;
  const origin = window.location.origin;
  const url = new URL(returnTo, origin);
  if (url.origin !== origin || LOGIN_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path of this page's address, as the guard put it there (unchecked). */
export function returnPathOf(search: string): string | null {
  return new URLSearchParams(search).get(RETURN_PARAMETER);
}

/**
 * The kiosk always opens the clock-in screen (docs/screens.md#sign-in); anyone else goes back to
 * the page the guard stopped them at, or to the dashboard.
 */
export function destinationAfterLogin(claims: SessionClaims, returnTo: string | null): string {
  if (claims.roles.includes('KLOKSYSTEEM')) return '/clockin';
  return safeReturnPath(returnTo) ?? '/dashboard';
}
