import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser } from '../src/browser';
import { expect } from '../src/expect';
import { heading, measure, signedInReflowPhone, visit } from '../src/reflow-phone';

/**
 * Every page on the narrowest phones, in the app's font, in the fonts a device may draw
 * instead, and at twice the text size: nothing makes the page scroll sideways. Tables scroll
 * inside their own region; dialogs fill the screen.
 *
 * Here the owner's pages and dialogs; the public pages, staff and the kiosk in
 * reflow-public-and-staff.test.ts.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

describe('de eigenaar', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedInReflowPhone(browser, 'eigenaar', '/dashboard'));
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
