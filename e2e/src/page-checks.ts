import AxeBuilder from '@axe-core/playwright';
import { seriousOnes, WCAG_AA_TAGS } from '@klokwerk/web/src/test/axe-bar';
import type { Page } from 'playwright-core';

/**
 * Rows of a table body that axe reads: a month's registrations are hundreds of rows of one
 * component, which took axe 20 s to read on a busy machine and tell no more than the first ones.
 * A row's variants (statuses, buttons) are the component tests' to check, and the shorter tables
 * of other months show them in the browser too.
 */
const ROWS_READ = 20;

/** The WCAG 2.1 AA violations of the page that axe rates serious or critical, with their elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    // Violations in full; of the passes only a count, which spares axe describing each passing
    // element. Before withTags: options() replaces them.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_AA_TAGS)
    .exclude(`tbody > tr:nth-child(n+${ROWS_READ + 1})`)
    .analyze();
  return seriousOnes(result.violations);
}

/**
 * How many pixels the page is wider than its window: above 0 means sideways scrolling. The
 * window is the device's, not the page's: a phone's browser widens its layout to fit a page
 * that is too wide, and the page would then seem to fit.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((width) => document.documentElement.scrollWidth - width, width);
}
