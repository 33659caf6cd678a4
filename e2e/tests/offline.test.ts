import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';
import { withoutOwnTenant } from '../src/tenant';

// Public pages only: nobody signs in.
withoutOwnTenant();

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  // http://127.0.0.1 is a secure context: the service worker registers as over HTTPS.
  context = await openDevice(browser, {
    serviceWorkers: 'allow',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
});
afterAll(() => browser.close());

// A story: the first visit installs the service worker, the later steps go offline and need
// that worker's cache; the last step brings the device back online.
describe.sequential('zonder verbinding (PWA)', () => {
  storySteps();

  it('de app registreert /sw.js en heeft het manifest met de iconen', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
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
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Bedrijfsnaam' })).toBeVisible();
  });

  it('ook de landingspagina, het privacybeleid en over Klokwerk, elk als zichzelf', async () => {
    for (const [path, heading] of [
      ['/', 'Minder puzzelen met roosters, meer tijd voor je gasten'],
      ['/privacy', 'Privacybeleid'],
      ['/about', 'Over Klokwerk'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  it('een diepe link van de app geeft offline de app, die naar het inloggen stuurt', async () => {
    await page.goto('/Schedulepro');
    await waitForPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await context.setOffline(false);
  });
});
