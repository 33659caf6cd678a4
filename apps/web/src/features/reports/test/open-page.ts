import { saveSignIn } from '../../../lib/auth-storage';
import { sessionToken } from '../../../test/tokens';
import { fakeReportsApi } from './fake-reports-api';

export function signIn(claims: Record<string, unknown> = {}): void {
  saveSignIn(
    { token: sessionToken(claims), tenantId: 'demohoreca', subscription: null, role: null },
    false,
  );
}

/** The reports' server, as the fetch of this test. */
export function useApi() {
  return fakeReportsApi();
}

/** The medewerker of the demo: linked to Emma Smit's employee. */
export const MEDEWERKER = {
  sub: 'medewerker',
  name: 'Emma Smit',
  firstName: 'Emma',
  email: 'emma@demohoreca.example',
  roles: ['MEDEWERKER'],
  employeeId: 5,
};
