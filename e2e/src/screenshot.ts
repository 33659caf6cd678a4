import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Photographs the page for a person who walks the screens, into SCREENSHOT_DIR/<test file>/,
 * when SCREENSHOT_DIR is set. Not an assertion: a run without it takes none, which spares a
 * busy machine the second a long page's picture costs.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const root = process.env.SCREENSHOT_DIR;
  if (!root) return;
  const folder = join(root, basename(expect.getState().testPath ?? 'e2e', '.test.ts'));
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: join(folder, name), ...options });
}
