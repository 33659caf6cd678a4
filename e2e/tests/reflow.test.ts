import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { PHONE_WIDTHS, reflowFailures, serveReflowFonts } from '../src/reflow';
import { signIn, waitForPath } from '../src/sign-in';

/**
 * Every page on the narrowest phones, in the app's font, in the fonts a device may draw
 * instead, and at twice the text size: nothing makes the page scroll sideways. Tables scroll
 * inside their own region; dialogs fill the screen.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openDevice(browser, {
    viewport: { width: PHONE_WIDTHS[0], height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await serveReflowFonts(context);
  return { context, page: await context.newPage() };
}

/** The page at each phone width, in each variant; what is open (a dialog) stays open. */
async function measure(page: Page, where: string): Promise<string[]> {
  const failures: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    failures.push(...(await reflowFailures(page, where)));
  }
  return failures;
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await ready(page);
  return measure(page, path);
}

const heading = (name: string | RegExp) => (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();

describe('de openbare pagina’s', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await phone());
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

describe('de eigenaar', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await phone());
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => context.close());

  it.each([
    ['/dashboard'],
    ['/employerdashboard'],
    ['/settings'],
    ['/settings/category-jobtitlePro'],
    ['/settings/company-management'],
    ['/settings/penaltySettings'],
    ['/settings/leave-and-surcharges'],
    ['/settings/audit-log'],
    ['/settings/RegistrationLinkDashboard'],
    ['/Urencorrectie'],
    ['/EmployeeHoursTable'],
    ['/ExpenseCalculator'],
    ['/ReportPage'],
    ['/Schedulepro'],
    ['/availabilitiy'],
    ['/mijn-rooster'],
    ['/mijn-uren'],
    ['/verlof'],
  ] as const)('%s past', async (path) => {
    const failures = await visit(page, path, heading(/.+/));
    expect(failures).toEqual([]);
  });

  it('de details van een medewerker passen, schermvullend', async () => {
    await page.goto('/employerdashboard');
    await page
      .getByRole('region', { name: 'Medewerkers' })
      .getByRole('listitem')
      .first()
      .getByRole('button')
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Opened: Mantine's transition has ended.
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const failures = await measure(page, 'medewerkerdetails');
    const box = await dialog.boundingBox();
    expect(failures).toEqual([]);
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(page.viewportSize()?.width);
  });

  it('een nieuwe dienst past', async () => {
    await page.goto('/Schedulepro');
    await page.getByRole('button', { name: 'Nieuwe Dienst' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await measure(page, 'nieuwe dienst')).toEqual([]);
  });
});

describe('de medewerker', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await phone());
    await signIn(page, 'medewerker');
    await waitForPath(page, '/dashboard');
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
    const { context, page } = await phone();
    try {
      await signIn(page, 'kiosk');
      await waitForPath(page, '/clockin');
      await heading(/.+/)(page);
      expect(await measure(page, '/clockin')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
