import type { Browser, BrowserContext, Locator, Page, Request, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { signIn, signInWithForm, waitForPath } from '../src/sign-in';

const EMPLOYEE_LIST = /\/api\/employees\/company\/\d+$/;

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

/** The companyId claim of the token the app stored at sign-in. */
async function tokenCompanyId(): Promise<unknown> {
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  const payload = token?.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).companyId;
}

function greeting(): Locator {
  return page.getByRole('heading', { level: 1 });
}

describe('het inlogformulier controleert met de regels van het contract', () => {
  it('wie meteen op Inloggen drukt, ziet bij elk veld wat er ontbreekt en er wordt niets verstuurd', async () => {
    const signIns: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') signIns.push(request);
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Inloggen' }).click();

    for (const message of [
      'Vul de bedrijfsnaam in.',
      'Vul de gebruikersnaam in.',
      'Vul het wachtwoord in.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Bedrijfsnaam' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(signIns).toEqual([]);
  });

  it('de telefoon haalt die regels pas op als iemand het formulier aanraakt (budget van /login)', async () => {
    // The device has no service worker (src/browser.ts), whose precache would fetch every
    // chunk in the background.
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const rulesLoaded = async () =>
      (await Promise.all(scripts.map((script) => script.text()))).some((text) =>
        text.includes('Vul de bedrijfsnaam in.'),
      );

    await page.goto('/login', { waitUntil: 'networkidle' });
    expect(await rulesLoaded()).toBe(false);
    await page.getByRole('textbox', { name: 'Bedrijfsnaam' }).focus();
    await expect.poll(rulesLoaded).toBe(true);
  });

  it('een bedrijfsnaam van alleen leestekens telt als leeg', async () => {
    await signInWithForm(page, 'eigenaar', { tenant: '&&&' });
    await expect(page.getByText('Vul de bedrijfsnaam in.', { exact: true })).toBeVisible();
    await expect(page.getByText('Vul de gebruikersnaam in.', { exact: true })).toHaveCount(0);
  });
});

describe('het dashboard begroet met de voornaam uit de medewerkerslijst', () => {
  it('de planner ziet de voornaam van haar profiel in de lijst van haar eigen bedrijf', async () => {
    const list = page.waitForResponse((response) => EMPLOYEE_LIST.test(response.url()));
    await signIn(page, 'planner');
    await waitForPath(page, '/dashboard');
    const response = await list;

    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toBe(
      `/api/employees/company/${await tokenCompanyId()}`,
    );
    const employees = (await response.json()) as { firstName: string; email: string }[];
    const own = employees.find((e) => e.email.toLowerCase() === 'lotte.bakker@demohoreca.example');
    expect(own?.firstName).toBe('Lotte');
    await expect(greeting()).toHaveText(/^(Goedemorgen|Goedemiddag|Goedenavond), Lotte$/);
  });

  it('een nieuwe voornaam in het profiel staat meteen in de begroeting, al draagt het token nog de oude', async () => {
    // As if HR renamed the employee after the planner signed in: her token still says Lotte.
    await page.route(EMPLOYEE_LIST, async (route) => {
      const response = await route.fetch();
      const employees = (await response.json()) as { firstName: string; email: string }[];
      const renamed = employees.map((e) =>
        e.email === 'lotte.bakker@demohoreca.example' ? { ...e, firstName: 'Charlotte' } : e,
      );
      await route.fulfill({ response, json: renamed });
    });
    await signIn(page, 'planner');
    await waitForPath(page, '/dashboard');
    await expect(greeting()).toHaveText(/, Charlotte$/);
  });

  it('de medewerker mag de lijst niet zien: die wordt niet gevraagd, de naam komt uit het token', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (EMPLOYEE_LIST.test(request.url())) asked.push(request.url());
    });
    await signIn(page, 'medewerker');
    await waitForPath(page, '/dashboard');
    await expect(page.getByRole('navigation', { name: 'Onderdelen' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(greeting()).toHaveText(/, Emma$/);
    expect(asked).toEqual([]);
  });
});
