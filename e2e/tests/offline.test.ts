import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openDevice } from '../src/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // http://127.0.0.1 is a secure context: the service worker registers as over HTTPS.
  context = await openDevice(browser, {
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
});
afterAll(() => browser.close());

describe('zonder verbinding (PWA)', () => {
  it('de app registreert /sw.js en heeft het manifest met de iconen', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Inloggen' }).waitFor();
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(new URL(worker ?? '').pathname).toBe('/sw.js');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'Klokwerk',
      start_url: '/login',
      display: 'standalone',
    });
    for (const icon of manifest.icons as Array<{ src: string }>)
      expect((await page.request.get(icon.src)).status()).toBe(200);
  });

  it('na het eerste bezoek opent de inlogpagina ook offline', async () => {
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Inloggen' }).waitFor();
    await page.getByRole('textbox', { name: 'Bedrijfsnaam' }).waitFor();
  });

  it('ook de landingspagina, het privacybeleid en over Klokwerk, elk als zichzelf', async () => {
    for (const [path, heading] of [
      ['/', 'Minder puzzelen met roosters, meer tijd voor je gasten'],
      ['/privacy', 'Privacybeleid'],
      ['/about', 'Over Klokwerk'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
  });

  it('een diepe link van de app geeft offline de app, die naar het inloggen stuurt', async () => {
    await page.goto('/Schedulepro');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Inloggen' }).waitFor();
    await context.setOffline(false);
  });
});
