import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openDevice } from '../src/browser';
import { signIn, waitForPath } from '../src/sign-in';

/**
 * A restaurant runs Klokwerk on a machine in its own network and the kiosk tablet opens it as
 * http://kassa.lan:<port>: plain HTTP on a name that is not localhost, so no secure context
 * (no service worker, no crypto.randomUUID) and every https-only rule bites (docs/security.md#headers-and-logs).
 */
const HOST = 'kassa.lan';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let lanURL: string;

beforeAll(async () => {
  const { port } = new URL(inject('baseURL'));
  lanURL = `http://${HOST}:${port}`;
  browser = await launchBrowser([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
  context = await openDevice(browser, { baseURL: lanURL });
  page = await context.newPage();
});
afterAll(() => browser.close());

describe('de kiosk opent Klokwerk over het restaurantnetwerk', () => {
  it('toont het inlogscherm over gewoon HTTP op een LAN-naam', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Inloggen' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).origin).toBe(lanURL);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Bedrijfsnaam' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('laat de eigenaar inloggen tot op het dashboard', async () => {
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
    await page.getByRole('navigation', { name: 'Onderdelen' }).waitFor();
  });
});
