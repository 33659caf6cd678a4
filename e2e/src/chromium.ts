import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium, as its headless shell (package chromium-headless-shell) where installed:
 * the same Blink without the desktop browser around it, the browser suite in about a fifth less
 * time (docs/decisions/032-the-browser-tests-drive-chromiums-headless-shell.md). Else the full
 * Chromium; CHROMIUM_PATH overrides both.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

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
