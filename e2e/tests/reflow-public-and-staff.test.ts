import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser } from '../src/browser';
import { expect } from '../src/expect';
import { heading, measure, reflowPhone, signedInReflowPhone, visit } from '../src/reflow-phone';

/**
 * Every page on the narrowest phones, in the app's font, in the fonts a device may draw
 * instead, and at twice the text size: nothing makes the page scroll sideways. Tables scroll
 * inside their own region; dialogs fill the screen.
 *
 * Here the public pages, staff and the kiosk; the owner's pages in reflow-owner.test.ts.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

describe('de openbare pagina’s', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await reflowPhone(browser));
  });
  afterAll(() => context.close());

  it.each([
    ['/', heading(/.+/)],
    ['/privacy', heading(/.+/)],
    ['/about', heading(/.+/)],
    ['/login', (p: Page) => expect(p.getByRole('button', { name: 'Inloggen' })).toBeVisible()],
    ['/forgot-password', heading(/.+/)],
    ['/aanmelden', heading(/.+/)],
    ['/register/onbekend', heading(/.+/)],
    ['/users/register/onbekend', heading(/.+/)],
    ['/reset-password/onbekend', heading(/.+/)],
    ['/bestaat-niet', heading(/.+/)],
  ] as const)('%s past', async (path, ready) => {
    expect(await visit(page, path, ready)).toEqual([]);
  });
});

describe('de medewerker', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedInReflowPhone(browser, 'medewerker', '/dashboard'));
  });
  afterAll(() => context.close());

  it.each([
    ['/dashboard'],
    ['/mijn-rooster'],
    ['/mijn-uren'],
    ['/availabilitiy'],
    ['/EmployeeHoursTable'],
    ['/Urencorrectie'],
    ['/ReportPage'],
  ] as const)('%s past', async (path) => {
    expect(await visit(page, path, heading(/.+/))).toEqual([]);
  });
});

describe('de kiosk', () => {
  it('/clockin past', async () => {
    const { context, page } = await signedInReflowPhone(browser, 'kiosk', '/clockin');
    try {
      await heading(/.+/)(page);
      expect(await measure(page, '/clockin')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
