import { companiesCall } from '@klokwerk/contract/companies';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';

vi.mock('../components/company-management', () => ({
  CompanyManagement: () => {
    throw new Error('kapot');
  },
}));

beforeEach(() => {
  fakeApi().on(companiesCall, []);
  // React reports the caught error on the console; the screen is what this test is about.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Bedrijvenbeheer when the screen fails to render', () => {
  it("shows the specification's fallback under the title, with the top bar still there", async () => {
    signInWith();
    renderApp('/settings/company-management');
    expect(await screen.findByText('Er is een fout opgetreden. Probeer het opnieuw.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Bedrijvenbeheer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeTruthy();
  });
});
