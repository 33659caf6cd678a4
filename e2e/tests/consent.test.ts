import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { screenshot } from '../src/screenshot';
import { withoutOwnTenant } from '../src/tenant';

// Public pages only: nobody signs in.
withoutOwnTenant();

/** The e2e server runs with ANALYTICS_ID=G-TEST12345 (src/global-setup.ts). */
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST12345';

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Requests for Google's analytics script: the test answers them, nothing leaves the machine. */
let analyticsRequests: string[];

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

beforeEach(async () => {
  context = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
  analyticsRequests = [];
  await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    analyticsRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  page = await context.newPage();
});
afterEach(() => context.close());

const banner = () => page.getByRole('region', { name: 'Jij kiest welke cookies' });
const dialog = () => page.getByRole('dialog', { name: 'Cookievoorkeuren' });
const stored = () =>
  page.evaluate(() => JSON.parse(localStorage.getItem('klokwerk.cookieConsent') ?? 'null'));

/** Loads a page and gives any analytics request time to leave. */
async function visit(path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

describe('de cookiemelding', () => {
  it('een nieuwe bezoeker ziet de melding onderaan, en zonder toestemming gaat er geen analytics-verzoek weg', async () => {
    await visit('/');
    await expect(banner()).toBeVisible();
    const box = await banner().boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(800, 0);
    for (const name of ['Alles accepteren', 'Voorkeuren aanpassen', 'Alles weigeren'])
      await expect(banner().getByRole('button', { name })).toBeVisible();
    await visit('/privacy');
    await visit('/about');
    await expect(banner()).toBeVisible();
    expect(analyticsRequests).toEqual([]);
    expect(await stored()).toBeNull();
    await screenshot(page, 'w8a-consent-banner-desktop.png');
  });

  it('alles accepteren: de melding verdwijnt, de keuze blijft bewaard en analytics laadt, één keer per pagina', async () => {
    await visit('/');
    expect(analyticsRequests).toEqual([]);
    await banner().getByRole('button', { name: 'Alles accepteren' }).click();
    await expect(banner()).toBeHidden();
    await expect.poll(() => analyticsRequests).toEqual([GTAG]);
    expect(await stored()).toMatchObject({ essential: true, analytical: true, marketing: true });
    expect(typeof (await stored()).decidedAt).toBe('string');

    await visit('/about');
    await expect(banner()).toBeHidden();
    expect(analyticsRequests).toEqual([GTAG, GTAG]);
  });

  it('alles weigeren: geen analytics, ook niet op de volgende pagina, en de melding komt niet terug', async () => {
    await visit('/');
    await banner().getByRole('button', { name: 'Alles weigeren' }).click();
    await expect(banner()).toBeHidden();
    expect(await stored()).toMatchObject({ essential: true, analytical: false, marketing: false });
    await visit('/privacy');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner()).toBeHidden();
    expect(analyticsRequests).toEqual([]);
  });

  it('voorkeuren aanpassen: essentieel staat vast aan, alleen analytisch aanzetten laadt analytics', async () => {
    await visit('/');
    await banner().getByRole('button', { name: 'Voorkeuren aanpassen' }).click();
    await expect(dialog()).toBeVisible();
    const essential = dialog().getByRole('checkbox', { name: /Essentieel/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(dialog().getByRole('checkbox', { name: 'Analytisch' })).not.toBeChecked();
    await expect(dialog().getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await screenshot(page, 'w8a-consent-dialog-desktop.png');
    expect(analyticsRequests).toEqual([]);

    await dialog().getByRole('checkbox', { name: 'Analytisch' }).check();
    await dialog().getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await expect(dialog()).toBeHidden();
    await expect(banner()).toBeHidden();
    expect(await stored()).toMatchObject({ analytical: true, marketing: false });
    await expect.poll(() => analyticsRequests).toEqual([GTAG]);
  });

  it('alleen marketing aanzetten laadt geen analytics', async () => {
    await visit('/');
    await banner().getByRole('button', { name: 'Voorkeuren aanpassen' }).click();
    await dialog().getByRole('checkbox', { name: 'Marketing' }).check();
    await dialog().getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await expect(dialog()).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(await stored()).toMatchObject({ analytical: false, marketing: true });
    expect(analyticsRequests).toEqual([]);
  });

  it('Cookie-instellingen in de voettekst opent de voorkeuren opnieuw; intrekken stopt analytics', async () => {
    await visit('/');
    await banner().getByRole('button', { name: 'Alles accepteren' }).click();
    await expect.poll(() => analyticsRequests).toHaveLength(1);

    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Cookie-instellingen' })
      .click();
    await expect(dialog()).toBeVisible();
    await expect(dialog().getByRole('checkbox', { name: 'Analytisch' })).toBeChecked();
    await expect(dialog().getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await dialog().getByRole('checkbox', { name: 'Analytisch' }).uncheck();
    await dialog().getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await expect(dialog()).toBeHidden();
    expect(await stored()).toMatchObject({ analytical: false, marketing: true });
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST12345'],
        ),
      )
      .toBe(true);

    await visit('/about');
    expect(analyticsRequests).toHaveLength(1);
  });

  it('Escape sluit de voorkeuren zonder iets op te slaan; de focus gaat terug naar de knop', async () => {
    await visit('/privacy');
    await banner().getByRole('button', { name: 'Alles weigeren' }).click();
    const opener = page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Cookie-instellingen' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog()).toBeVisible();
    await dialog().getByRole('checkbox', { name: 'Analytisch' }).check();
    await page.keyboard.press('Escape');
    await expect(dialog()).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await stored()).toMatchObject({ analytical: false });
    expect(analyticsRequests).toEqual([]);
  });

  it('als het analytics-script niet laadt, wordt dat alleen gelogd', async () => {
    await context.unroute(/googletagmanager\.com|google-analytics\.com/);
    await context.route(/googletagmanager\.com/, (route) => {
      analyticsRequests.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await visit('/');
    await banner().getByRole('button', { name: 'Alles accepteren' }).click();
    await expect.poll(() => warnings).toContain('Analytics kon niet worden geladen.');
    expect(errors).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Prijzen' })
      .click();
    await expect(page).toHaveURL(/#pricing$/);
  });
});

describe('de cookiemelding op een telefoon', () => {
  it('past op het scherm en laat de pagina erboven zien', async () => {
    const phone = await openDevice(browser, {
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const phonePage = await phone.newPage();
    await phonePage.goto('/');
    const phoneBanner = phonePage.getByRole('region', { name: 'Jij kiest welke cookies' });
    await expect(phoneBanner).toBeVisible();
    const box = await phoneBanner.boundingBox();
    expect(box?.height ?? 999).toBeLessThan(740 / 2);
    await screenshot(phonePage, 'w8a-consent-banner-phone.png');
    await phoneBanner.getByRole('button', { name: 'Voorkeuren aanpassen' }).click();
    await expect(phonePage.getByRole('dialog', { name: 'Cookievoorkeuren' })).toBeVisible();
    await screenshot(phonePage, 'w8a-consent-dialog-phone.png');
    await phone.close();
  });
});
