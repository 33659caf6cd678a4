import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { openPage, PATH, signIn, useApi } from '../test/open-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-10T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function cards(): HTMLElement[] {
  return within(screen.getByRole('region', { name: 'Medewerkers' })).getAllByRole('listitem');
}

describe('Medewerkerbeheer', () => {
  it('shows a card per employee with job title, contact, contract and status', async () => {
    const api = useApi();
    signIn();
    await openPage();
    expect(document.title).toBe('Medewerkerbeheer · Klokwerk');
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('4 medewerkers');
    const [mark, emma, thijs, julia] = cards().map((card) => within(card));
    expect(mark?.getByText('Actief')).toBeTruthy();
    expect(mark?.getByText('Onbepaalde tijd')).toBeTruthy();
    expect(mark?.getByText('06 14 82 73 05')).toBeTruthy();
    expect(emma?.getByText('Ober')).toBeTruthy();
    expect(emma?.getByText('Bepaalde tijd, tot en met 01-08-2025')).toBeTruthy();
    expect(emma?.getByText('27,5 uur per week')).toBeTruthy();
    expect(thijs?.getByText('Contract verlopen')).toBeTruthy();
    expect(thijs?.getByText('Bepaalde tijd, verlopen op 28-02-2025')).toBeTruthy();
    expect(julia?.getByText('Incompleet profiel')).toBeTruthy();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      'GET /api/employees/company/1',
    );
  });

  it('filters by search words and by status, and says how many it shows', async () => {
    useApi();
    signIn();
    await openPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'ober');
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 van 4 medewerkers');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Zoeken' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), '06 1267');
    expect(within(cards()[0] as HTMLElement).getByText('Thijs Mulder')).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Zoeken' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Incompleet profiel' }));
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0] as HTMLElement).getByText('Julia van Dijk')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'niemand');
    expect(
      screen.getByText('Geen medewerkers gevonden. Pas de zoekopdracht of de status aan.'),
    ).toBeTruthy();
  });

  it('shows the employees of the company chosen in the company select', async () => {
    const api = useApi();
    signIn();
    await openPage();
    await userEvent.click(screen.getByRole('combobox', { name: 'Bedrijf' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demo Horeca Strand' }));
    expect(await screen.findByText('Nog geen medewerkers')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/employees/company/2')).toBe(true);
  });

  it('reports a failed list with the server message and fetches again on request', async () => {
    let fail = true;
    useApi().on(employeesOfCompanyCall, (_request, earlier) =>
      fail ? refusal(403, 'FORBIDDEN', 'Je rol mag dit niet.') : earlier(),
    );
    signIn();
    renderApp(PATH);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Fout bij het ophalen van medewerkers: Je rol mag dit niet.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: 'Mark Jansen' })).toBeTruthy();
  });

  it.each([['ROOSTERMAKER'], ['ACCOUNTANT'], ['MEDEWERKER']])(
    'tells a %s that the role has no access, and asks nothing',
    async (role) => {
      const api = useApi();
      signIn({ roles: [role] });
      renderApp(PATH);
      expect(await screen.findByText('Geen toegang')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Medewerkerbeheer' })).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark Jansen' })).toBeNull());
      expect(api.requests.some((r) => r.path.startsWith('/api/employees'))).toBe(false);
    },
  );

  it.each([['EINDBAAS'], ['BAAS'], ['HUMANRESOURCE']])('opens the screen for %s', async (role) => {
    useApi();
    signIn({ roles: [role] });
    await openPage();
    expect(screen.getByRole('button', { name: 'Medewerker toevoegen' })).toBeTruthy();
  });
});
