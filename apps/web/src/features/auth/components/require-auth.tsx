import { Navigate, Outlet, useLocation } from 'react-router';
import { signInEndedOnPurpose } from '../../../lib/auth-storage';
import { useSession } from '../../../lib/session';
import { loginPath } from '../return-path';

/**
 * The authentication guard (docs/screens.md#sign-in): no valid token, or an expired one, sends the user
 * to /login. Role checks per page are the server's job and each page's (docs/roles-and-policies.md).
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // After the user's own Uitloggen the next person starts at the dashboard; after an expired
    // or revoked session the same person comes back to this page, which /login finds in its
    // address (it is a page of its own: router state would not survive the page load).
    const returnTo = signInEndedOnPurpose()
      ? null
      : `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPath(returnTo)} replace />;
  }
  return <Outlet />;
}
