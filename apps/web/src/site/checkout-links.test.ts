import { beforeEach, describe, expect, it } from 'vitest';
import { showCheckoutLinks } from './checkout-links';

beforeEach(() => {
  document.body.innerHTML = `
    <a data-checkout hidden target="_blank" rel="noopener">Neem Basis</a>
    <a data-checkout hidden target="_blank" rel="noopener">Liever direct</a>`;
});

const links = () => [...document.querySelectorAll<HTMLAnchorElement>('a[data-checkout]')];

describe('the purchase links', () => {
  it('lead to the checkout in a new tab once the server names it', () => {
    showCheckoutLinks(document, 'https://betalen.example.nl/klokwerk');
    for (const link of links()) {
      expect(link.hidden).toBe(false);
      expect(link.href).toBe('https://betalen.example.nl/klokwerk');
      expect(link.target).toBe('_blank');
    }
  });

  it('stay hidden without a checkout, or with an address that is not a web page', () => {
    for (const url of [null, 'javascript:alert(1)', 'not a url']) {
      showCheckoutLinks(document, url);
      expect(links().every((link) => link.hidden && !link.hasAttribute('href'))).toBe(true);
    }
  });
});
