import { describe, expect, it } from 'vitest';
import { normalizeTenantName } from './tenant-name';

describe('normalizeTenantName', () => {
  it('turns the design example into its tenant id', () => {
    expect(normalizeTenantName("Café 't Hoekje & Zn. B.V.")).toBe('cafethoekjeznbv');
  });

  it.each([
    ['Demo Horeca', 'demohoreca'],
    ['Eetcafé De Brücke', 'eetcafedebrucke'],
    ['Crêperie Noël', 'creperienoel'],
    ['Ñandú Señor', 'nandusenor'],
    ['Ĳssalon', 'ijssalon'],
  ])('drops diacritics and spaces: %s', (name, id) => {
    expect(normalizeTenantName(name)).toBe(id);
  });

  it("drops apostrophes of 't and 's", () => {
    expect(normalizeTenantName("'t Pannekoekhuis")).toBe('tpannekoekhuis');
    expect(normalizeTenantName("Grand Café 's-Hertogenbosch")).toBe('grandcafeshertogenbosch');
  });

  it('drops ampersands, dots and legal-form punctuation', () => {
    expect(normalizeTenantName('Jansen & Zn.')).toBe('jansenzn');
    expect(normalizeTenantName('Horeca B.V.')).toBe('horecabv');
    expect(normalizeTenantName('Horeca BV')).toBe(normalizeTenantName('Horeca B.V.'));
  });

  it('keeps digits', () => {
    expect(normalizeTenantName('Bistro 42')).toBe('bistro42');
    expect(normalizeTenantName('2 Broers')).toBe('2broers');
  });

  it('lower-cases, so the same company differently capitalised is one tenant', () => {
    expect(normalizeTenantName('DEMO HORECA')).toBe('demohoreca');
    expect(normalizeTenantName('dEmO hOrEcA')).toBe('demohoreca');
  });

  it('removes all kinds of white space', () => {
    expect(normalizeTenantName('  Demo\tHoreca\n ')).toBe('demohoreca');
    expect(normalizeTenantName('Demo\u00a0Horeca')).toBe('demohoreca');
  });

  it('returns an empty string for an empty or all-punctuation name', () => {
    expect(normalizeTenantName('')).toBe('');
    expect(normalizeTenantName('   ')).toBe('');
    expect(normalizeTenantName("& . ' -")).toBe('');
  });

  it('drops emoji and scripts without a Latin decomposition', () => {
    expect(normalizeTenantName('Pizza 🍕 Palace')).toBe('pizzapalace');
    expect(normalizeTenantName('Family 👨‍👩‍👧 Diner')).toBe('familydiner');
    expect(normalizeTenantName('Ταβέρνα')).toBe('');
  });

  it('unfolds compatibility forms through NFKD', () => {
    expect(normalizeTenantName('Ｃａｆé')).toBe('cafe');
    expect(normalizeTenantName('ﬁne ﬂavours')).toBe('fineflavours');
    expect(normalizeTenantName('Bar²')).toBe('bar2');
  });

  it('maps ß and ẞ to ss, as it is written without the letter', () => {
    expect(normalizeTenantName('Großmann')).toBe('grossmann');
    expect(normalizeTenantName('GROẞMANN')).toBe('grossmann');
    expect(normalizeTenantName('Großmann')).toBe(normalizeTenantName('Grossmann'));
  });

  it('maps the other letters NFKD leaves whole', () => {
    expect(normalizeTenantName('Smørrebrød')).toBe('smorrebrod');
    expect(normalizeTenantName('Ærø Kro')).toBe('aerokro');
    expect(normalizeTenantName('Œuvre')).toBe('oeuvre');
    expect(normalizeTenantName('Łódź')).toBe('lodz');
    expect(normalizeTenantName('Đakovo')).toBe('dakovo');
  });

  it('keeps a dotted capital I as a plain i', () => {
    expect(normalizeTenantName('İstanbul Grill')).toBe('istanbulgrill');
  });

  it('is idempotent', () => {
    const once = normalizeTenantName("Café 't Hoekje & Zn. B.V.");
    expect(normalizeTenantName(once)).toBe(once);
  });
});
