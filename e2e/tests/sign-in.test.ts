import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { signIn, signInWithForm, tileNames, waitForPath } from '../src/sign-in';

const OWNER_TILES = [
  'In en uit klokken',
  'Rooster',
  'Medewerkers',
  'Rapporten',
  'Beschikbaarheid',
  'Verlof en ziekte',
  'Instellingen',
  'Uitloggen',
];

/**
 * The tiles of each role (packages/domain/src/tiles.ts) on the demo's plan, Klokwerk Pro Maandelijks.
 * Accounts linked to an employee (eigenaar, hr, planner, medewerker) also get Mijn rooster and
 * Mijn uren; staff get those instead of the management roster (docs/decisions/024).
 */
const MINE = ['Mijn rooster', 'Mijn uren'];
const ACCOUNTS = [
  { userName: 'eigenaar', tiles: [...OWNER_TILES.slice(0, 2), ...MINE, ...OWNER_TILES.slice(2)] },
  { userName: 'eindbaas', tiles: OWNER_TILES },
  {
    userName: 'hr',
    tiles: [
      'Rooster',
      ...MINE,
      'Medewerkers',
      'Rapporten',
      'Beschikbaarheid',
      'Verlof en ziekte',
      'Instellingen',
      'Uitloggen',
    ],
  },
  {
    userName: 'planner',
    tiles: [
      'Rooster',
      ...MINE,
      'Uren Correctie',
      'Beschikbaarheid',
      'Verlof en ziekte',
      'Uitloggen',
    ],
  },
  { userName: 'boekhouder', tiles: ['Rapporten', 'Uitloggen'] },
  { userName: 'medewerker', tiles: [...MINE, 'Uren Correctie', 'Beschikbaarheid', 'Uitloggen'] },
];

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
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
      await signInWithForm(page, account.userName);
      await waitForPath(page, '/dashboard');
      await expect.poll(() => tileNames(page)).toEqual(account.tiles);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /^(Goedemorgen|Goedemiddag|Goedenavond), \S+/,
      );
      await expect(
        page.getByText('Welkom terug in uw dashboard. Selecteer een optie om te beginnen.'),
      ).toBeVisible();
    });
  }

  it('de medewerker wordt begroet met de voornaam van zijn medewerkerprofiel', async () => {
    await signInWithForm(page, 'medewerker');
    await waitForPath(page, '/dashboard');
    // Emma Smit's account is called 'medewerker'; the greeting uses her profile's first name.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^(Goedemorgen|Goedemiddag|Goedenavond), Emma$/,
    );
  });

  it('de kiosk komt meteen op het in- en uitklokscherm', async () => {
    await signInWithForm(page, 'kiosk');
    await waitForPath(page, '/clockin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inklokken/uitklokken' }),
    ).toBeVisible();
  });

  it('de bedrijfsnaam mag in elke schrijfwijze, de gebruikersnaam in hoofdletters', async () => {
    await signInWithForm(page, 'EIGENAAR', { tenant: '  demo-HORECA ' });
    await waitForPath(page, '/dashboard');
    const owner = ACCOUNTS.find((account) => account.userName === 'eigenaar');
    await expect.poll(() => tileNames(page)).toEqual(owner?.tiles);
  });

  it('een verkeerd wachtwoord geeft de foutmelding en blijft op de loginpagina', async () => {
    await signInWithForm(page, 'eigenaar', { password: 'Verkeerd123!' });
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Login mislukt. Controleer je gegevens en probeer opnieuw.' }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('een tegel opent zijn pagina, ook als het pad andere hoofdletters heeft dan de routetabel', async () => {
    await signInWithForm(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
    await page
      .getByRole('navigation', { name: 'Onderdelen' })
      .getByRole('link', { name: 'Medewerkers' })
      .click();
    await waitForPath(page, '/EmployerDashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Medewerkerbeheer' })).toBeVisible();
    // The screen itself, with the owner's company already chosen.
    await expect(page.getByRole('combobox', { name: 'Bedrijf' })).toHaveValue(
      'Demo Horeca Centrum',
    );
  });
});

describe('de bewaker van de routes', () => {
  it('stuurt wie niet is ingelogd naar /login, en na het inloggen terug naar de gevraagde pagina', async () => {
    await page.goto('/Schedulepro');
    await waitForPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await signInWithForm(page, 'planner');
    await waitForPath(page, '/Schedulepro');
    await expect(page.getByRole('heading', { level: 1, name: 'Roosterbeheer' })).toBeVisible();
  });

  it('wie al is ingelogd en /login opent, gaat meteen door naar de pagina uit het adres', async () => {
    await signIn(page, 'planner');
    await page.goto('/login?from=%2FSchedulepro');
    await waitForPath(page, '/Schedulepro');
    await expect(page.getByRole('heading', { level: 1, name: 'Roosterbeheer' })).toBeVisible();
  });

  it('laat de openbare pagina zonder inloggen zien', async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
