import { TopBar } from '../components/top-bar';
import { KioskSignOutButton } from '../features/auth/components/kiosk-sign-out-button';

/** The top bar as the app shows it to a signed-in user: the kiosk's sign-out needs a manager. */
export function SignedInTopBar() {
  return <TopBar kioskSignOut={<KioskSignOutButton />} />;
}
