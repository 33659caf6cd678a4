import axe from 'axe-core';
import { seriousOnes, WCAG_AA_TAGS } from './axe-bar';

/**
 * The WCAG 2.1 AA violations axe rates serious or critical in what a component test rendered,
 * with their elements: the same rules and the same bar as the browser tests' check
 * (src/test/axe-bar.ts), so a screen's states (a dialog open, a form with its errors, an
 * empty list) are checked here and the browser checks each screen once, with its real layout.
 *
 * Without the rules that need a layout jsdom does not make: contrast needs painted colours, and a
 * scrollable region needs sizes. The browser tests keep those.
 */
export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: WCAG_AA_TAGS },
    rules: {
      'color-contrast': { enabled: false },
      'scrollable-region-focusable': { enabled: false },
    },
    resultTypes: ['violations'],
  });
  return seriousOnes(result.violations);
}
