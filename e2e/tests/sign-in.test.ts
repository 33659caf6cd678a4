import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, openDevice } from '../src/browser';
import { signIn, tileNames, waitForPath } from '../src/sign-in';

const OWNER_TILES = [
  'In en uit klokken',
  'Rooster',
  'Medewerkers',
  'Rapporten',
  'Beschikbaarheid',
  'Instellingen',
  'Uitloggen',
];

/** The tiles of docs/roles-and-policies.md#dashboard-tiles, for the demo plan (Klokwerk Pro Maandelijks). */
const ACCOUNTS = [
  { userName: 'eigenaar', tiles: OWNER_TILES },
  { userName: 'eindbaas', tiles: OWNER_TILES },
  {
    userName: 'hr',
    tiles: ['Rooster', 'Medewerkers', 'Rapporten', 'Beschikbaarheid', 'Instellingen', 'Uitloggen'],
  },
  { userName: 'planner', tiles: ['Rooster', 'Uren Correctie', 'Beschikbaarheid', 'Uitloggen'] },
  { userName: 'boekhouder', tiles: ['Rapporten', 'Uitloggen'] },
  { userName: 'medewerker', tiles: ['Rooster', 'Uren Correctie', 'Beschikbaarheid', 'Uitloggen'] },
];

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await openDevice(browser);
  page = await context.newPage();
});
afterEach(() => context.close());

describe('een medewerker van Demo Horeca logt in', () => {
  for (const account of ACCOUNTS) {
    it(`${account.userName} komt op het dashboard met de tegels van zijn rol`, async () => {
      await signIn(page, account.userName);
      await waitForPath(page, '/dashboard');
      await expect.poll(() => tileNames(page)).toEqual(account.tiles);
      const heading = page.getByRole('heading', { level: 1 });
      await expect
        .poll(() => heading.textContent())
        .toMatch(/^(Goedemorgen|Goedemiddag|Goedenavond), \S+/);
      expect(
        await page
          .getByText('Welkom terug in uw dashboard. Selecteer een optie om te beginnen.')
          .isVisible(),
      ).toBe(true);
    });
  }

  it('de medewerker wordt begroet met de voornaam van zijn medewerkerprofiel', async () => {
    await signIn(page, 'medewerker');
    await waitForPath(page, '/dashboard');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).not.toContain('medewerker');
    expect(heading).not.toContain('Gebruiker');
  });

  it('de kiosk komt meteen op het in- en uitklokscherm', async () => {
    await signIn(page, 'kiosk');
    await waitForPath(page, '/clockin');
    await page.getByRole('heading', { level: 1, name: 'Inklokken/uitklokken' }).waitFor();
  });

  it('de bedrijfsnaam mag in elke schrijfwijze, de gebruikersnaam in hoofdletters', async () => {
    await signIn(page, 'EIGENAAR', { tenant: '  demo-HORECA ' });
    await waitForPath(page, '/dashboard');
  });

  it('een verkeerd wachtwoord geeft de foutmelding en blijft op de loginpagina', async () => {
    await signIn(page, 'eigenaar', { password: 'Verkeerd123!' });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Login mislukt. Controleer je gegevens en probeer opnieuw.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('een tegel opent zijn pagina, ook als het pad andere hoofdletters heeft dan de routetabel', async () => {
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
    await page
      .getByRole('navigation', { name: 'Onderdelen' })
      .getByRole('link', { name: 'Medewerkers' })
      .click();
    await waitForPath(page, '/EmployerDashboard');
    await page.getByRole('heading', { level: 1, name: 'Medewerkerbeheer' }).waitFor();
    // The screen itself, with the owner's company already chosen.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Bedrijf' }).inputValue())
      .toBe('Demo Horeca Centrum');
  });
});

describe('de bewaker van de routes', () => {
  it('stuurt wie niet is ingelogd naar /login, en na het inloggen terug naar de gevraagde pagina', async () => {
    await page.goto('/Schedulepro');
    await waitForPath(page, '/login');
    await signIn(page, 'planner');
    await waitForPath(page, '/Schedulepro');
    await page.getByRole('heading', { level: 1, name: 'Roosterbeheer' }).waitFor();
  });

  it('laat de openbare pagina zonder inloggen zien', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Inloggen' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
