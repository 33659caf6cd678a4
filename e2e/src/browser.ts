import { randomBytes } from 'node:crypto';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
} from 'playwright-core';
import { inject } from 'vitest';
import { launchOptions } from './chromium';
import { now } from './clock';
import { ACTION_TIMEOUT_MS, NAVIGATION_TIMEOUT_MS } from './expect';

/**
 * The run's one Chromium (src/global-setup.ts): each file connects to it and opens contexts of
 * its own, as fresh as a browser of their own, without the second a launch costs. Closing the
 * connection leaves the browser to the other files.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * A Chromium of the test's own, for the few that need a switch the shared one lacks, e.g. a host
 * name mapped to this machine (`--host-resolver-rules=MAP kassa.lan 127.0.0.1`).
 */
export function launchBrowser(extraArgs: readonly string[]): Promise<Browser> {
  return chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), ...extraArgs] });
}

/**
 * Each browser context is a device of its own (a waiter's phone, the manager's laptop) with its
 * own address, told to the server the way a proxy on its machine would. Without that, every
 * test would sign in from 127.0.0.1 and the run would trip the per-IP login limit, which real
 * devices in a restaurant do not share.
 */
export function deviceAddress(): string {
  const [a = 0, b = 0, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/**
 * A device of the run. Without a service worker unless the test asks for one
 * (`serviceWorkers: 'allow'`, the offline stories): a fresh device's worker downloads and caches
 * the whole app after the first page, work that every other test waits behind on a busy machine
 * and that none of them looks at. With reduced motion, as a device can be set (the app honours
 * it): a dialog or menu is there at once instead of after a fade that every step waits out, and
 * axe reads each colour as it ends up, not halfway through a fade-in. Together 8 % off the
 * slowest files' time (docs/testing.md).
 */
function deviceOptions(address: string, options: BrowserContextOptions): BrowserContextOptions {
  return {
    baseURL: inject('baseURL'),
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': address, ...options.extraHTTPHeaders },
  };
}

/**
 * The browser's clock follows the run's (src/clock.ts), on whatever day the run takes place.
 * An action whose element never comes fails within seconds (src/expect.ts), not on the test's
 * timeout.
 */
async function prepared(context: BrowserContext): Promise<BrowserContext> {
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  await context.clock.install({ time: now() });
  return context;
}

export async function openDevice(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return prepared(await browser.newContext(deviceOptions(deviceAddress(), options)));
}

/**
 * A browser whose profile lives in `userDataDir`, so that closing and opening it again is a
 * real browser restart: session storage is gone, local storage stays. The same device keeps
 * its address across the restart.
 */
export async function launchPersistent(
  userDataDir: string,
  address: string,
): Promise<BrowserContext> {
  return prepared(
    await chromium.launchPersistentContext(userDataDir, {
      ...launchOptions,
      ...deviceOptions(address, {}),
    }),
  );
}
