import { type Browser, type BrowserContext, chromium, type LaunchOptions } from 'playwright-core';

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions);
}

/**
 * A browser whose profile lives in `userDataDir`, so that closing and opening it again is a
 * real browser restart: session storage is gone, local storage stays.
 */
export function launchPersistent(userDataDir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...launchOptions,
    baseURL,
    locale: 'nl-NL',
  });
}

export const DEMO = {
  tenant: 'Demo Horeca',
  password: 'Welkom123!',
} as const;
