import { randomBytes } from 'node:crypto';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type LaunchOptions,
} from 'playwright-core';
import { inject } from 'vitest';
import { now } from './clock';
import { ACTION_TIMEOUT_MS, NAVIGATION_TIMEOUT_MS } from './expect';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** This machine has no network beyond localhost: keep Chromium from reaching for Google. */
const launchOptions: LaunchOptions = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** `extraArgs` adds Chromium switches for one test, e.g. a host name mapped to this machine. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
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

function deviceOptions(address: string, options: BrowserContextOptions): BrowserContextOptions {
  return {
    baseURL: inject('baseURL'),
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
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
