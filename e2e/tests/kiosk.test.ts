import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { pathOf, signIn, waitForPath } from '../src/sign-in';
import { DEMO_PASSWORD } from '../src/tenant';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  // The clock-in tablet by the staff entrance.
  context = await openDevice(browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  page = await context.newPage();
});
afterAll(() => browser.close());

async function storedToken(p: Page): Promise<string | null> {
  return p.evaluate(() => sessionStorage.getItem('authToken') ?? localStorage.getItem('authToken'));
}

async function kioskSignOut(p: Page, userName: string): Promise<void> {
  await p.getByRole('banner').getByRole('button', { name: 'Kiosk afmelden' }).click();
  const dialog = p.getByRole('dialog', { name: 'Kiosk afmelden' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: 'Gebruikersnaam' }).fill(userName);
  await dialog.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Afmelden' }).click();
}

describe('de kiosk bij de personeelsingang', () => {
  it('opent na het inloggen het klokscherm, zonder Uitloggen in de balk', async () => {
    await signIn(page, 'kiosk');
    await waitForPath(page, '/clockin');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Kiosk afmelden' }).waitFor();
    expect(await banner.getByRole('button', { name: 'Uitloggen' }).count()).toBe(0);
  });

  it('laat een medewerker die langsloopt de kiosk niet afmelden', async () => {
    const token = await storedToken(page);
    await kioskSignOut(page, 'medewerker');
    const alert = page.getByRole('dialog').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Dit account mag de kiosk niet afmelden.');
    expect(pathOf(page)).toBe('/clockin');
    expect(await storedToken(page)).toBe(token);
    await page.getByRole('dialog').getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('wordt door de eigenaar afgemeld en staat dan op het inlogscherm', async () => {
    await kioskSignOut(page, 'eigenaar');
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Inloggen' }).waitFor();
    expect(await storedToken(page)).toBeNull();
  });
});
