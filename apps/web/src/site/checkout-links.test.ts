import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandSitePage } from '../../build/site-pages';
import { showCheckoutLinks } from './checkout-links';

/** The landing page as the build writes it, with the purchase links it really has. */
function landingPage(): Document {
  const web = join(import.meta.dirname, '../..');
  const html = expandSitePage(
    readFileSync(join(web, 'landing.html'), 'utf8'),
    join(import.meta.dirname, 'partials'),
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const purchaseLinks = (doc: Document) => [
  ...doc.querySelectorAll<HTMLAnchorElement>('a[data-checkout]'),
];

describe('the purchase links of the landing page', () => {
  it('are there, hidden until the server names a checkout', () => {
    const links = purchaseLinks(landingPage());
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.hidden).toBe(true);
  });

  it('lead to the checkout in a new tab once the server names it', () => {
    const doc = landingPage();
    showCheckoutLinks(doc, 'https://betalen.example.nl/klokwerk');
    for (const link of purchaseLinks(doc)) {
      expect(link.hidden).toBe(false);
      expect(link.href).toBe('https://betalen.example.nl/klokwerk');
      expect(link.target).toBe('_blank');
      expect(link.rel).toContain('noopener');
    }
  });

  it.each([null, 'javascript:alert(1)', 'not a url'])(
    'stay hidden, pointing where the page says, with checkout %j',
    (url) => {
      const doc = landingPage();
      const before = purchaseLinks(doc).map((link) => link.getAttribute('href'));
      showCheckoutLinks(doc, url);
      const links = purchaseLinks(doc);
      expect(links.every((link) => link.hidden)).toBe(true);
      expect(links.map((link) => link.getAttribute('href'))).toEqual(before);
    },
  );
});
