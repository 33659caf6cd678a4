import type { Page } from 'playwright-core';
import { expect } from './expect';
import { DEMO_PASSWORD, ownTenant } from './tenant';

/** Signs in through the login page as a person would, by default in the file's own tenant. */
export async function signIn(
  page: Page,
  userName: string,
  options: { remember?: boolean; password?: string; tenant?: string } = {},
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
