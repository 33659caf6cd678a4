/**
 * The accessibility bar of every axe check, in the component tests (src/test/axe.ts) and in the
 * browser (e2e/src/page-checks.ts): the WCAG 2.1 A and AA rules, and a violation counts when axe
 * rates it serious or critical. One place, so the two checks cannot drift apart.
 */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** What axe-core and @axe-core/playwright both answer of a violation. */
interface Violation {
  id: string;
  impact?: string | null;
  nodes: readonly { target: readonly unknown[] }[];
}

/** The serious and critical violations, each as its rule and the elements it found. */
export function seriousOnes(violations: readonly Violation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
