import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { signIn, tileNames, waitForPath } from '../src/sign-in';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  // An iPhone SE-sized screen: a waiter clocks in and checks the roster on a phone.
  context = await openDevice(browser, {
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
});
afterAll(() => browser.close());

describe('op een telefoon', () => {
  it('past de loginpagina zonder horizontaal scrollen en heeft geen ernstige toegankelijkheidsfouten', async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('biedt de installatie-instructies voor iOS en Android aan, ook voor een schermlezer', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Installeren' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/iOS|iPhone/);
    await expect(dialog).toContainText('Android');
    // Mantine's X and the button under the steps.
    await expect(dialog.getByRole('button', { name: 'Sluiten' })).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Sluiten' }).first().click();
    await expect(dialog).toBeHidden();
  });

  it('logt de medewerker in en toont alle tegels onder elkaar, zonder horizontaal scrollen', async () => {
    await signIn(page, 'medewerker');
    await waitForPath(page, '/dashboard');
    await expect
      .poll(() => tileNames(page))
      .toEqual(['Mijn rooster', 'Mijn uren', 'Uren Correctie', 'Beschikbaarheid', 'Uitloggen']);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const boxes = await page
      .getByRole('navigation', { name: 'Onderdelen' })
      .locator('a, button')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('op het smalste telefoonscherm (320 px)', () => {
  let narrow: BrowserContext;
  let small: Page;

  beforeAll(async () => {
    narrow = await openDevice(browser, {
      viewport: { width: 320, height: 568 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    small = await narrow.newPage();
  });
  afterAll(() => narrow.close());

  it('past de loginpagina zonder horizontaal scrollen', async () => {
    await small.goto('/login');
    await expect(small.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    expect(await horizontalOverflow(small)).toBeLessThanOrEqual(0);
  });

  it('past het dashboard met de bovenbalk zonder horizontaal scrollen', async () => {
    await signIn(small, 'eigenaar');
    await waitForPath(small, '/dashboard');
    await expect(small.getByRole('navigation', { name: 'Onderdelen' })).toBeVisible();
    expect(await horizontalOverflow(small)).toBeLessThanOrEqual(0);
  });
});
