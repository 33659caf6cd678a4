import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { connectBrowser, deviceAddress, launchPersistent, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { signInWithForm, waitForPath } from '../src/sign-in';

async function colorScheme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
}

/**
 * Signs in in a browser with its own profile, closes it, opens it again, goes to /dashboard and
 * hands that page to `check`.
 */
async function restartAfterSignIn(
  remember: boolean,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'klokwerk-profile-'));
  const address = deviceAddress();
  try {
    const first = await launchPersistent(profile, address);
    const page = first.pages()[0] ?? (await first.newPage());
    await signInWithForm(page, 'eigenaar', { remember });
    await waitForPath(page, '/dashboard');
    await first.close();

    const second = await launchPersistent(profile, address);
    const again = second.pages()[0] ?? (await second.newPage());
    await again.goto('/dashboard');
    await check(again);
    await second.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

describe('Wachtwoord onthouden', () => {
  it('houdt de eigenaar ingelogd na het herstarten van de browser', async () => {
    await restartAfterSignIn(true, async (page) => {
      await expect(page.getByRole('navigation', { name: 'Onderdelen' })).toBeVisible();
      await waitForPath(page, '/dashboard');
    });
  });

  it('zonder vinkje is de sessie weg na het herstarten van de browser', async () => {
    await restartAfterSignIn(false, async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
      await waitForPath(page, '/login');
    });
  });
});

describe('uitloggen en het thema', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await openDevice(browser, { colorScheme: 'light' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('de eigenaar zet de donkere modus aan, die blijft na herladen, en uitloggen zet het licht terug', async () => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('klokwerk.cookieConsent', '{"essential":true}'));
    await signInWithForm(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
    await expect.poll(() => colorScheme(page)).toBe('light');

    await page.getByRole('button', { name: 'Donkere modus' }).click();
    await expect.poll(() => colorScheme(page)).toBe('dark');
    await page.reload();
    await expect.poll(() => colorScheme(page)).toBe('dark');

    await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
    await waitForPath(page, '/login');
    await expect.poll(() => colorScheme(page)).toBe('light');
    const storage = await page.evaluate(() => ({
      token: sessionStorage.getItem('authToken') ?? localStorage.getItem('authToken'),
      tenant: sessionStorage.getItem('tenantId') ?? localStorage.getItem('tenantId'),
      consent: localStorage.getItem('klokwerk.cookieConsent'),
    }));
    expect(storage).toEqual({ token: null, tenant: null, consent: '{"essential":true}' });
    // The top bar is only there with a session.
    await expect(page.getByRole('button', { name: 'Donkere modus' })).toHaveCount(0);

    await page.goto('/dashboard');
    await waitForPath(page, '/login');
  });

  it('zonder opgeslagen voorkeur volgt het thema het systeem', async () => {
    const dark = await openDevice(browser, { colorScheme: 'dark' });
    const darkPage = await dark.newPage();
    await darkPage.goto('/login');
    await expect.poll(() => colorScheme(darkPage)).toBe('dark');
    await dark.close();
  });

  it('de tegel Uitloggen op het dashboard logt ook uit', async () => {
    await signInWithForm(page, 'hr');
    await waitForPath(page, '/dashboard');
    await page
      .getByRole('navigation', { name: 'Onderdelen' })
      .getByRole('button', { name: 'Uitloggen' })
      .click();
    await waitForPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await page.goto('/dashboard');
    await waitForPath(page, '/login');
  });
});
