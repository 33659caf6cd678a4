import type { LaunchOptions } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How every Chromium of the run starts. This machine has no network beyond localhost: keep
 * Chromium from reaching for Google. A Dutch browser: date and time inputs show dd-mm-jjjj and
 * 24 hours, as on a Dutch phone.
 */
export const launchOptions: LaunchOptions = {
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
    '--lang=nl-NL',
  ],
};
