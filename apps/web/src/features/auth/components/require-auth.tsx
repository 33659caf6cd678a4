import { Navigate, Outlet, useLocation } from 'react-router';
import { signInEndedOnPurpose } from '../../../lib/auth-storage';
import { useSession } from '../../../lib/session';

/** Where the guard found the user, so login can bring them back (see login-page). */
export interface LoginRedirectState {
  from?: string;
}

/**
 * The authentication guard (docs/screens.md#sign-in): no valid token, or an expired one, sends the user
 * to /login. Role checks per page are the server's job and each page's (docs/roles-and-policies.md).
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // After the user's own Uitloggen the next person starts at the dashboard; after an expired
    // or revoked session the same person comes back to this page.
    const state: LoginRedirectState | null = signInEndedOnPurpose()
      ? null
      : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
