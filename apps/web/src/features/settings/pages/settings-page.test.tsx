import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';

const billing = vi.hoisted(() => ({ url: null as string | null }));
vi.mock('../api/get-billing-portal-url', () => ({ useBillingPortalUrl: () => billing.url }));

beforeEach(() => {
  // The page asks the server nothing; whatever is asked gets the fake's 404.
  fakeApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  billing.url = null;
});

async function cards(): Promise<Array<{ name: string; description: string; href: string | null }>> {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('link')
    .map((link) => ({
      name: link.getAttribute('aria-labelledby')
        ? (document.getElementById(link.getAttribute('aria-labelledby') ?? '')?.textContent ?? '')
        : '',
      description:
        document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      href: link.getAttribute('href'),
    }));
}

describe('Instellingen', () => {
  it('shows the owner on a Pro plan every card, each a link with a description', async () => {
    signInWith({ roles: ['EIGENAAR'], subscription: 'Klokwerk Pro Maandelijks' });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instellingen' })).toBeTruthy();
    expect(document.title).toBe('Instellingen · Klokwerk');
    const shown = await cards();
    expect(shown.map((c) => [c.name, c.href])).toEqual([
      ['Medewerker Beheren', '/settings/RegistrationLinkDashboard'],
      ['Categorie & Functie Beheer', '/settings/category-jobtitlePro'],
      ['Bedrijven Beheer', '/settings/company-management'],
      ['Penalty Instellingen', '/settings/penaltySettings'],
      ['Verlof en toeslagen', '/settings/leave-and-surcharges'],
      ['Bezetting', '/bezetting'],
      ['Auditlog', '/settings/audit-log'],
    ]);
    expect(shown.every((c) => c.description.length > 10)).toBe(true);
    expect(screen.getByRole('link', { name: 'Bedrijven Beheer' })).toBeTruthy();
  });

  it('leaves Bedrijven Beheer out without a Pro plan', async () => {
    signInWith({ roles: ['EIGENAAR'], subscription: 'Klokwerk Maandelijks' });
    renderApp('/settings');
    const names = (await cards()).map((c) => c.name);
    expect(names).toEqual([
      'Medewerker Beheren',
      'Categorie & Functie Beheer',
      'Penalty Instellingen',
      'Verlof en toeslagen',
      'Bezetting',
      'Auditlog',
    ]);
  });

  it('leaves the Auditlog to the owners: HUMANRESOURCE does not get its card', async () => {
    signInWith({ roles: ['HUMANRESOURCE'] });
    renderApp('/settings');
    expect((await cards()).map((c) => c.name)).not.toContain('Auditlog');
  });

  it('hides Abonnement Beheren while no billing portal is configured', async () => {
    signInWith({ roles: ['HUMANRESOURCE'] });
    renderApp('/settings');
    await cards();
    expect(screen.queryByText('Abonnement Beheren')).toBeNull();
  });

  it('opens the billing portal in a new tab once it is configured', async () => {
    billing.url = 'https://billing.example/portal';
    signInWith({ roles: ['EINDBAAS'] });
    renderApp('/settings');
    const link = await screen.findByRole('link', {
      name: 'Abonnement Beheren (opent in een nieuw tabblad)',
    });
    expect(link.getAttribute('href')).toBe('https://billing.example/portal');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each(['MEDEWERKER', 'ACCOUNTANT', 'ROOSTERMAKER', 'KLOKSYSTEEM'])(
    'tells %s there is no access, without cards',
    async (role) => {
      signInWith({ roles: [role] });
      renderApp('/settings');
      expect(await screen.findByRole('heading', { level: 1, name: 'Instellingen' })).toBeTruthy();
      expect(screen.getByText('Geen toegang')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Penalty Instellingen' })).toBeNull();
      expect(await seriousViolations()).toEqual([]);
    },
  );
});
