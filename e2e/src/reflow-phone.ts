import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openDevice } from './browser';
import { expect } from './expect';
import { PHONE_WIDTHS, reflowFailures, serveReflowFonts } from './reflow';
import { signIn, waitForPath } from './sign-in';

/**
 * The reflow stories' phone and how they measure a page on it (tests/reflow-*.test.ts): the
 * narrowest phone, with the variants' fonts served, each page at every phone width.
 */
export async function reflowPhone(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openDevice(browser, {
    viewport: { width: PHONE_WIDTHS[0], height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await serveReflowFonts(context);
  return { context, page: await context.newPage() };
}

/** The reflow phone, signed in as `user` and on the page that user lands on (`landing`). */
export async function signedInReflowPhone(
  browser: Browser,
  user: string,
  landing: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = await reflowPhone(browser);
  await signIn(phone.page, user);
  await waitForPath(phone.page, landing);
  return phone;
}

/** The page at each phone width, in each variant; what is open (a dialog) stays open. */
export async function measure(page: Page, where: string): Promise<string[]> {
  const failures: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    failures.push(...(await reflowFailures(page, where)));
  }
  return failures;
}

/** Opens `path`, waits until `ready`, and measures it. */
export async function visit(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<string[]> {
  await page.goto(path);
  await ready(page);
  return measure(page, path);
}

/** Ready once the page shows its title. */
export const heading = (name: string | RegExp) => (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();
