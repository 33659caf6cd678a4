import { screen } from '@testing-library/react';
import { saveSignIn } from '../../../lib/auth-storage';
import { renderApp } from '../../../test/render-app';
import { sessionToken } from '../../../test/tokens';
import { fakeRosterApi } from './fake-roster-api';

export const PLANNER = {
  sub: 'planner',
  roles: ['ROOSTERMAKER'],
  companyId: 1,
  employeeId: 5,
};
export const STAFF = { sub: 'medewerker', roles: ['MEDEWERKER'], companyId: 1, employeeId: 2 };

/** Today in these tests: Wednesday 12 March 2025, in the week of Monday 10 March. */
export const NOW = new Date('2025-03-12T10:00:00Z');

export function signIn(claims: Record<string, unknown>): void {
  saveSignIn(
    { token: sessionToken(claims), tenantId: 'demohoreca', subscription: null, role: null },
    false,
  );
}

/** The roster's server, as the fetch of this test, with these concept shifts on it. */
export function useApi(concepts: Parameters<typeof fakeRosterApi>[0] = []) {
  return fakeRosterApi(concepts);
}

/** Opens Roosterbeheer (optionally with a query) and waits for its heading. */
export async function openRoster(query = '') {
  const view = renderApp(`/Schedulepro${query}`);
  await screen.findByRole('heading', { level: 1, name: 'Roosterbeheer' });
  return view;
}

/** A shift block by its time and employee, as a screen reader hears it. */
export function findShift(time: string, name: string) {
  return screen.findByRole('button', { name: new RegExp(`^${time}, ${name}`) });
}
