import type { Page } from 'playwright-core';
import { expect } from './expect';
import { DEMO_PASSWORD, ownTenant } from './tenant';

export interface SignInOptions {
  /** "Wachtwoord onthouden": the session outlives the browser (local storage). */
  remember?: boolean;
  password?: string;
  /** By default the file's own tenant. */
  tenant?: string;
}

/**
 * Signs in through the login page as a person would. The tests of signing in and of the session
 * use it; every other test signs in with `signIn`, which skips the form.
 */
export async function signInWithForm(
  page: Page,
  userName: string,
  options: SignInOptions = {},
): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Bedrijfsnaam' }).fill(options.tenant ?? ownTenant());
  await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill(userName);
  await page
    .getByRole('textbox', { name: 'Wachtwoord', exact: true })
    .fill(options.password ?? DEMO_PASSWORD);
  if (options.remember) await page.getByRole('checkbox', { name: 'Wachtwoord onthouden' }).check();
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/**
 * Signs in as the login page would leave a person signed in, without the page: the device asks
 * POST /api/login for a token, stores it under the keys the web app reads
 * (apps/web/src/lib/auth-storage.ts) and opens where the login page would have gone: the
 * dashboard, or the clock-in screen for the kiosk. By default in the file's tenant. The call is
 * the page's own, from the device's address and host name (src/browser.ts), so a page that is on
 * no site yet first opens the site's smallest file.
 */
export async function signIn(
  page: Page,
  userName: string,
  options: SignInOptions = {},
): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  const signedIn = await page.evaluate(
    async ({ body, remember }) => {
      const response = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) return { failed: `${response.status} ${await response.text()}` };
      const { token } = (await response.json()) as { token: string };
      const claims = JSON.parse(
        atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
      ) as { tenantId?: string; subscription?: string; roles?: string[] };
      for (const key of ['authToken', 'tenantId', 'userSubscription', 'userRole']) {
        sessionStorage.removeItem(key);
        localStorage.removeItem(key);
      }
      const kept = remember ? localStorage : sessionStorage;
      kept.setItem('authToken', token);
      kept.setItem('tenantId', claims.tenantId ?? body.tenantId);
      if (claims.subscription) kept.setItem('userSubscription', claims.subscription);
      const role = claims.roles?.[0];
      if (role) localStorage.setItem('userRole', role);
      return { kiosk: claims.roles?.includes('KLOKSYSTEEM') ?? false };
    },
    {
      body: {
        tenantId: options.tenant ?? ownTenant(),
        userName,
        password: options.password ?? DEMO_PASSWORD,
      },
      remember: options.remember ?? false,
    },
  );
  if ('failed' in signedIn) throw new Error(`Inloggen als ${userName} mislukt: ${signedIn.failed}`);
  await page.goto(signedIn.kiosk ? '/clockin' : '/dashboard');
}

/** The names of the dashboard tiles, in order (not the Rooster tile's labour-law note). */
export async function tileNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Onderdelen' });
  await nav.waitFor();
  return (await nav.locator('a:not([data-tile-note]), button').allInnerTexts()).map((t) =>
    t.trim(),
  );
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Asserts that the browser comes to `path` (the app navigates client-side; the route table
 * ignores case), retrying for a while; a failure names the path and where the browser is.
 */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await expect(page, `de browser is op ${path}`).toHaveURL(
    (url) => url.pathname.toLowerCase() === path.toLowerCase(),
    { timeout: 15_000 },
  );
}
