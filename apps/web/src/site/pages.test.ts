import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandSitePage, SITE_PAGES } from '../../build/site-pages';

const web = join(import.meta.dirname, '../..');

/** A public page as the build writes it, parsed. */
function page(file: string): Document {
  const html = expandSitePage(
    readFileSync(join(web, file), 'utf8'),
    join(import.meta.dirname, 'partials'),
  );
  expect(html).not.toContain('<!--#');
  return new DOMParser().parseFromString(html, 'text/html');
}

const text = (doc: Document) => doc.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe.each(Object.values(SITE_PAGES))('the public page %s', (file) => {
  const doc = page(file);

  it('has one h1, the header, the footer and the consent dialog', () => {
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('header [data-menu-toggle]')).toBeTruthy();
    expect(doc.querySelector('footer [data-consent-open]')?.textContent).toBe(
      'Cookie-instellingen',
    );
    expect(doc.querySelector('[data-consent-banner]')?.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('dialog[data-consent-dialog]')).toBeTruthy();
    expect(doc.documentElement.lang).toBe('nl');
    expect(doc.title).toMatch(/Klokwerk/);
  });

  it('has unique ids, and every reference points at one', () => {
    const ids = [...doc.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    const references = [
      ...doc.querySelectorAll('[for], [aria-controls], [aria-labelledby], [aria-describedby]'),
    ].flatMap((el) =>
      ['for', 'aria-controls', 'aria-labelledby', 'aria-describedby'].flatMap(
        (name) => el.getAttribute(name)?.split(' ') ?? [],
      ),
    );
    for (const id of references) expect(ids).toContain(id);
    const own = [...doc.querySelectorAll('a[href^="#"]')].map((a) =>
      a.getAttribute('href')?.slice(1),
    );
    for (const id of own) expect(ids).toContain(id);
  });

  it('links the footer to the other pages and to the sign-in', () => {
    const footer = [...doc.querySelectorAll('footer a')].map((a) => a.getAttribute('href'));
    expect(footer).toEqual(expect.arrayContaining(['/about', '/privacy', '/login']));
  });

  it('opens every other tab safely', () => {
    for (const link of doc.querySelectorAll('a[target="_blank"]')) {
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.textContent).toContain('(opent in een nieuw tabblad)');
    }
  });
});

describe('the landing page', () => {
  const doc = page('landing.html');
  const body = text(doc);

  it('has every section the menu links to', () => {
    for (const id of ['features', 'testimonials', 'pricing', 'faq', 'contact'])
      expect(doc.getElementById(id)?.tagName).toBe('SECTION');
    const menu = [...doc.querySelectorAll('.site-nav a')].map((a) => a.getAttribute('href'));
    expect(menu).toEqual(['/#testimonials', '/#features', '/#pricing', '/#faq', '/#contact']);
  });

  it("keeps the specification's claims", () => {
    for (const claim of [
      'Tot 20%',
      'lagere personeelskosten',
      '24 uur',
      'binnen 72 uur',
      '60 minuten',
      '24/7 support via chat, e-mail en telefoon',
      'Meer dan 100 medewerkers',
    ])
      expect(body).toContain(claim);
  });

  it('marks the four features in development', () => {
    const marked = [...doc.querySelectorAll('.card--muted h4')].map((h) => h.textContent);
    expect(marked).toEqual([
      'Automatische roosteroptimalisatie',
      'Contractbeheer',
      'Mobiele toegang',
      'Teamcommunicatie',
    ]);
  });

  it('offers Basis and Pro with every promise, Pro not yet to be started', () => {
    const basis = doc.querySelector('[aria-labelledby="plan-basis"]');
    const pro = doc.querySelector('[aria-labelledby="plan-pro"]');
    expect(basis?.textContent).toContain('Meest populair');
    expect(basis?.textContent).toContain('€ 49');
    expect(basis?.textContent).toContain('Onbeperkt aantal medewerkers');
    expect(basis?.querySelector('a[href="/aanmelden"]')?.textContent).toBe(
      'Probeer 30 dagen gratis',
    );
    expect(basis?.querySelector('a[data-checkout][target="_blank"]')?.hasAttribute('hidden')).toBe(
      true,
    );
    expect(pro?.textContent).toContain('€ 149');
    for (const promise of ['Meerdere vestigingen', 'Prioriteit bij support', 'Teamcommunicatie'])
      expect(pro?.textContent).toContain(promise);
    expect(pro?.querySelector('button')?.hasAttribute('disabled')).toBe(true);
    for (const promise of [
      'per maand, excl. btw',
      '30 dagen gratis proberen',
      '30 dagen geld-terug-garantie',
      'Geen creditcard nodig',
      'Maandelijks opzegbaar, geen minimale looptijd',
    ])
      expect(body).toContain(promise);
  });

  it('lists the enterprise offering', () => {
    const enterprise = text(doc).slice(text(doc).indexOf('Meer dan 100 medewerkers'));
    for (const item of [
      'Single sign-on (SSO)',
      'Rolgebaseerde toegang',
      'API-integraties',
      'accountmanager',
      'Implementatie op maat',
      'Diepgaande rapportages',
      "SLA's op maat",
    ])
      expect(enterprise).toContain(item);
  });

  it('puts the hero purchase link where it moves nothing when it appears', () => {
    expect(doc.querySelector('.hero__buy a[data-checkout]')?.hasAttribute('hidden')).toBe(true);
  });
});
