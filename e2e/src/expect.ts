import { expect as playwrightExpect } from '@playwright/test';

/**
 * How long an assertion about the page retries before it fails, and how long an action (click,
 * fill) waits for its element: a few seconds, so that a missing text reports itself with its
 * locator and what the page showed instead, long before the test's own timeout
 * (vitest.config.ts). Generous enough for two files side by side on a two-core machine whose
 * host is busy: a month's report behind a page load took more than 10 s there.
 */
export const ASSERTION_TIMEOUT_MS = 20_000;
export const ACTION_TIMEOUT_MS = 20_000;
/** A page load: as long as an action, since a first load builds nothing and only the host is slow. */
export const NAVIGATION_TIMEOUT_MS = 20_000;

/**
 * Web-first assertions, Playwright's own, used as a library under vitest
 * (docs/decisions/022-web-first-assertions-in-the-browser-tests.md): `toBeVisible`,
 * `toHaveText`, `toHaveValue`, `toHaveURL`, `toHaveCount` and the rest retry until the page
 * shows what is asserted or the timeout above has passed, then fail naming the locator, the
 * expectation and what was received. The plain matchers (`toBe`, `toEqual`, `expect.poll`) are
 * there as well, so a test file needs this one `expect`.
 */
export const expect = playwrightExpect.configure({ timeout: ASSERTION_TIMEOUT_MS });
