/** Only a web address may become a link's target (never `javascript:` or the like). */
function webAddress(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The purchase links (`a[data-checkout]`, hidden in the HTML) lead to the operator's card
 * checkout (CHECKOUT_URL) in a new tab, and stay hidden when there is none (docs/screens.md#public-site).
 */
export function showCheckoutLinks(root: ParentNode, checkoutUrl: string | null): void {
  const href = checkoutUrl === null ? null : webAddress(checkoutUrl);
  if (href === null) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-checkout]')) {
    link.href = href;
    link.hidden = false;
  }
}
