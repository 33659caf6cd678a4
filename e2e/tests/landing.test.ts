import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { waitForMail } from '../src/outbox';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { waitForPath } from '../src/sign-in';
import { withoutOwnTenant } from '../src/tenant';

// Public pages only: nobody signs in.
withoutOwnTenant();

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

/** A visitor who has answered the cookie banner already, so it covers nothing. */
async function visitor(options: Parameters<typeof openDevice>[1] = {}): Promise<BrowserContext> {
  const context = await openDevice(browser, options);
  await context.addInitScript(() =>
    localStorage.setItem(
      'klokwerk.cookieConsent',
      JSON.stringify({ essential: true, analytical: false, marketing: false, decidedAt: null }),
    ),
  );
  return context;
}

/** Where a section's top is in the window, in pixels (0 = the top edge). */
function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (target) => document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN,
    id,
  );
}

/** True once the section sits just under the sticky header. */
async function scrolledTo(page: Page, id: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const top = await topOf(page, id);
        return top >= 0 && top <= 120;
      },
      { timeout: 5_000 },
    )
    .toBe(true);
}

const SECTIONS = [
  ['Waarom', 'testimonials'],
  ['Voordelen', 'features'],
  ['Prijzen', 'pricing'],
  ['FAQ', 'faq'],
  ['Contact', 'contact'],
] as const;

describe('de landingspagina op een laptop', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await visitor({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await page.goto('/');
  });
  afterAll(() => context.close());

  it('laat de horecaondernemer zien wat Klokwerk doet, zonder React en zonder app-code', async () => {
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Minder puzzelen met roosters, meer tijd voor je gasten',
      }),
    ).toBeVisible();
    expect(await page.title()).toContain('Klokwerk');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.some((name) => /\/assets\/index-/.test(name))).toBe(false);
    await expect(page.locator('#root')).toHaveCount(0);
    await screenshot(page, 'w8a-landing-desktop.png', { fullPage: true });
  });

  it('elk onderdeel van het menu scrolt naar zijn sectie', async () => {
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    for (const [name, id] of SECTIONS) {
      await menu.getByRole('link', { name, exact: true }).click();
      await scrolledTo(page, id);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
    }
  });

  it('een adres met een anker opent meteen bij die sectie', async () => {
    const other = await context.newPage();
    await other.goto('/#pricing');
    await scrolledTo(other, 'pricing');
    await other.close();
  });

  it('toont de prijzen met elke belofte; Pro kan nog niet gestart worden', async () => {
    const pricing = page.locator('#pricing');
    const basis = pricing.getByRole('article', { name: 'Basis', exact: true });
    await expect(basis).toContainText('Meest populair');
    await expect(basis).toContainText('€ 49');
    await expect(basis).toContainText('Onbeperkt aantal medewerkers');
    const pro = pricing.getByRole('article', { name: 'Pro', exact: true });
    await expect(pro.getByRole('button', { name: 'Start met Pro' })).toBeDisabled();
    const text = (await pricing.textContent())?.replace(/\s+/g, ' ') ?? '';
    for (const promise of [
      'per maand, excl. btw',
      '30 dagen gratis proberen',
      '30 dagen geld-terug-garantie',
      'Geen creditcard nodig',
      'Maandelijks opzegbaar, geen minimale looptijd',
      'Meer dan 100 medewerkers?',
    ])
      expect(text).toContain(promise);
    await expect(basis.getByRole('link', { name: 'Probeer 30 dagen gratis' })).toHaveAttribute(
      'href',
      '/aanmelden',
    );
  });

  it('de kooplink opent de betaalpagina (CHECKOUT_URL) in een nieuw tabblad', async () => {
    await context.route('https://betalen.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Betalen</title>' }),
    );
    const buy = page.getByRole('link', {
      name: 'Neem Basis (opent in een nieuw tabblad)',
      exact: true,
    });
    await expect(buy).toBeVisible();
    await expect(buy).toHaveAttribute('href', 'https://betalen.example/klokwerk');
    await expect(buy).toHaveAttribute('target', '_blank');
    const [checkout] = await Promise.all([context.waitForEvent('page'), buy.click()]);
    await checkout.waitForLoadState();
    expect(checkout.url()).toBe('https://betalen.example/klokwerk');
    await checkout.close();
    await expect(
      page.getByRole('link', {
        name: 'Liever direct een abonnement? Neem Basis (opent in een nieuw tabblad)',
      }),
    ).toHaveAttribute('href', 'https://betalen.example/klokwerk');
  });

  it('beantwoordt veelgestelde vragen over het BSN, de tablet, pauzes, export en opzeggen', async () => {
    const faq = page.locator('#faq');
    const questions = await faq.locator('summary').allInnerTexts();
    expect(questions.join(' ')).toMatch(/BSN.*AVG/);
    expect(questions.join(' ')).toMatch(/tablet/);
    expect(questions.join(' ')).toMatch(/Arbeidstijdenwet/);
    expect(questions.join(' ')).toMatch(/salarisadministratie/);
    expect(questions.join(' ')).toMatch(/zeg ik .* op/);
    await faq.getByText('Hoe gaat Klokwerk om met het BSN en de AVG?').click();
    await expect(faq.getByText(/verwerkersovereenkomst/)).toBeVisible();
  });

  it('heeft geen ernstige toegankelijkheidsfouten', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('het contactformulier', () => {
  let context: BrowserContext;
  let page: Page;

  // Each test on a page of its own: no filled-in form, no intercepted call from the test before.
  beforeEach(async () => {
    context = await visitor({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await page.goto('/#contact');
  });
  afterEach(() => context.close());

  const form = () => page.locator('form[data-contact-form]');
  const status = () => form().getByRole('status');

  async function fillIn(name: string): Promise<void> {
    await form().getByRole('textbox', { name: 'Naam', exact: true }).fill(name);
    await form().getByRole('textbox', { name: 'E-mailadres' }).fill('fatma@debrasserie.example');
    await form().getByRole('textbox', { name: 'Bedrijfsnaam (optioneel)' }).fill('De Brasserie');
    await form()
      .getByRole('textbox', { name: 'Bericht' })
      .fill('Graag een demo voor onze twee zaken.');
  }

  const consent = () =>
    form().getByRole('checkbox', { name: /Ik ga akkoord met het privacybeleid/ });
  const send = () => form().getByRole('button', { name: 'Verstuur bericht' }).click();

  it('zonder vinkje bij het privacybeleid gaat er niets weg', async () => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) requests++;
    });
    await fillIn('Fatma Yılmaz');
    await send();
    await expect(form().getByText('Je moet akkoord gaan met het privacybeleid.')).toBeVisible();
    await expect(consent()).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toBe(0);
  });

  it('verstuurt het bericht naar verkoop, meldt het en maakt het formulier leeg', async () => {
    await fillIn('Fatma Yılmaz');
    await consent().check();
    await send();
    await expect(status().getByText('Bericht succesvol verzonden!')).toBeVisible();
    await expect(form().getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue('');
    await expect(form().getByRole('textbox', { name: 'Bericht' })).toHaveValue('');
    await expect(consent()).not.toBeChecked();
    await expect(form().getByText('Je moet akkoord gaan met het privacybeleid.')).toHaveCount(0);
    const mail = await waitForMail('verkoop@klokwerk.test', 'Fatma Yılmaz', null);
    expect(mail.text).toContain('Graag een demo voor onze twee zaken.');
    expect(mail.text).toContain('fatma@debrasserie.example');
  });

  it('toont "Verzenden..." zolang het verzoek loopt', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: '{"message":"ok"}',
      });
    });
    await fillIn('Jan de Vries');
    await consent().check();
    await send();
    await expect(status().getByText('Verzenden...')).toBeVisible();
    release();
    await expect(status().getByText('Bericht succesvol verzonden!')).toBeVisible();
  });

  it('een fout van de server: "Er ging iets mis. Probeer het opnieuw." en de invoer blijft staan', async () => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"Er ging iets mis"}}',
      }),
    );
    await fillIn('Jan de Vries');
    await consent().check();
    await send();
    await expect(status().getByText('Er ging iets mis. Probeer het opnieuw.')).toBeVisible();
    await expect(form().getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(
      'Jan de Vries',
    );
  });

  it('een ongeldig adres volgens de server: de algemene tekst en de reden bij het veld', async () => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"error":{"code":"VALIDATION","message":"Ongeldig e-mailadres","field":"email"}}',
      }),
    );
    await fillIn('Jan de Vries');
    await consent().check();
    await send();
    await expect(status().getByText('Er ging iets mis. Probeer het opnieuw.')).toBeVisible();
    await expect(form().getByText('Ongeldig e-mailadres')).toBeVisible();
    await expect(form().getByRole('textbox', { name: 'E-mailadres' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('geen verbinding: "Er ging iets mis. Controleer je verbinding." en het staat in de console', async () => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await fillIn('Jan de Vries');
    await consent().check();
    await send();
    await expect(status().getByText('Er ging iets mis. Controleer je verbinding.')).toBeVisible();
    expect(logged.some((text) => text.includes('Contactformulier niet verzonden'))).toBe(true);
  });
});

describe('de landingspagina op een telefoon (360 px)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await visitor({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
  });
  afterAll(() => context.close());
  // Each test from the top of the page, with the menu closed.
  beforeEach(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  const toggle = () => page.getByRole('button', { name: 'Menu' });
  const menu = () => page.getByRole('navigation', { name: 'Hoofdmenu' });

  it('past zonder horizontaal scrollen en heeft geen ernstige toegankelijkheidsfouten', async () => {
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w8a-landing-phone.png');
    await screenshot(page, 'w8a-landing-phone-full.png', { fullPage: true });
  });

  it('het menu opent, brengt je naar de prijzen en gaat dicht', async () => {
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect(menu()).toBeHidden();
    await toggle().click();
    await expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await expect(menu()).toBeVisible();
    await screenshot(page, 'w8a-landing-phone-menu.png');
    expect(await seriousViolations(page)).toEqual([]);
    await menu().getByRole('link', { name: 'Prijzen' }).click();
    await scrolledTo(page, 'pricing');
    await expect(page).toHaveURL(/#pricing$/);
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect(menu()).toBeHidden();
  });

  it('Escape sluit het menu en zet de focus terug op de knop', async () => {
    await toggle().click();
    await expect(menu()).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle()).toBeFocused();
  });

  it('elk menu-item brengt je naar zijn sectie', async () => {
    for (const [name, id] of SECTIONS) {
      await toggle().click();
      await menu().getByRole('link', { name, exact: true }).click();
      await scrolledTo(page, id);
    }
  });
});

describe('de pagina’s over privacy en over Klokwerk', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await visitor({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it('het privacybeleid zegt wat, waarom, hoe lang, wie, hoe beveiligd en welke rechten', async () => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacybeleid' })).toBeVisible();
    const text = (await page.locator('main').textContent())?.replace(/\s+/g, ' ') ?? '';
    for (const part of [
      'verwerkersovereenkomst',
      'BSN',
      '7 jaar',
      'grondslag',
      'versleuteld',
      'auditlog',
      'inzage',
      'corrigeren',
      'verwijderen',
      'bezwaar',
      'Autoriteit Persoonsgegevens',
    ])
      expect(text).toContain(part);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w8a-privacy-desktop.png', { fullPage: true });
  });

  it('ook met een schuine streep erachter, en met een link terug naar de landingspagina', async () => {
    await page.goto('/privacy/');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacybeleid' })).toBeVisible();
    await page.getByRole('link', { name: 'Klokwerk, naar de startpagina' }).first().click();
    await waitForPath(page, '/');
  });

  it('over Klokwerk vertelt wie we zijn en waarom', async () => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Over Klokwerk' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waarom we Klokwerk maken' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w8a-about-desktop.png', { fullPage: true });
  });

  it('de voettekst leidt naar over, privacy en het inloggen', async () => {
    await page.goto('/about/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacybeleid' }).click();
    await waitForPath(page, '/privacy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Inloggen' }).click();
    await waitForPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  });
});
