import { screen } from '@testing-library/react';
import { saveSignIn } from '../../../lib/auth-storage';
import { renderApp } from '../../../test/render-app';
import { sessionToken } from '../../../test/tokens';
import { fakeEmployeesApi } from './fake-employees-api';

export const PATH = '/employerdashboard';

export function signIn(claims: Record<string, unknown> = {}): void {
  saveSignIn(
    { token: sessionToken(claims), tenantId: 'demohoreca', subscription: null, role: null },
    false,
  );
}

/** The employee screen's server, as the fetch of this test. */
export function useApi() {
  return fakeEmployeesApi();
}

/** Opens Medewerkerbeheer and waits for the cards of Demo Horeca Centrum. */
export async function openPage() {
  const view = renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Medewerkerbeheer' });
  await screen.findByRole('button', { name: 'Mark Jansen' });
  return view;
}
