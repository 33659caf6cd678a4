import { DOUBLE_TAP_MS } from '@klokwerk/domain/kiosk-tap';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { now } from '../src/clock';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';

/**
 * The clock-in tablet on the bar (docs/screens.md#kiosk): Priya Ramdin, sous-chef at Demo Horeca
 * Centrum, clocks in and out with her phone number. Nobody else's test clocks her, and she
 * leaves clocked out.
 */
const PRIYA = '0650392841';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let clockedInAt = 0;

beforeAll(async () => {
  browser = await connectBrowser();
  context = await openDevice(browser, { viewport: { width: 1024, height: 768 }, hasTouch: true });
  page = await context.newPage();
});
afterAll(() => browser.close());

const keypad = () => page.getByRole('group', { name: 'Toetsenblok' });
const field = () => page.getByRole('textbox', { name: 'Telefoonnummer' });
const outcome = () => page.locator('[role="status"][aria-live="polite"]');

async function tapNumber(digits: string): Promise<void> {
  for (const digit of digits) {
    await keypad().getByRole('button', { name: digit, exact: true }).tap();
  }
}

/**
 * The outcome of the next send: a new one, not the one still on screen from the tap before
 * (each outcome is a new element; the old one is marked before sending).
 */
async function nextOutcome(act: () => Promise<void>): Promise<string> {
  await outcome().evaluate((region) => {
    for (const child of Array.from(region.children)) child.setAttribute('data-seen', '');
  });
  await act();
  const fresh = outcome().locator(':scope > :not([data-seen])');
  await fresh.waitFor();
  return (await fresh.innerText()).replace(/\s+/g, ' ');
}

function send(): Promise<string> {
  return nextOutcome(() => page.getByRole('button', { name: 'Verzend' }).tap());
}

/** Waits until the last outcome has cleared itself (5 s), ready for the next person. */
async function waitForCleanScreen(): Promise<void> {
  await outcome().filter({ hasText: /\S/ }).waitFor({ state: 'detached', timeout: 8_000 });
}

describe('de kiosk op de bar', () => {
  it('opent na het inloggen het klokscherm met een toetsenblok', async () => {
    await signIn(page, 'kiosk');
    await waitForPath(page, '/clockin');
    await page.getByRole('heading', { level: 1, name: 'Inklokken/uitklokken' }).waitFor();
    expect(await field().getAttribute('readonly')).not.toBeNull();
    expect(await keypad().getByRole('button').allInnerTexts()).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '*',
      '0',
      'Wissen',
    ]);
    const key = await keypad().getByRole('button', { name: '5', exact: true }).boundingBox();
    expect(key?.height).toBeGreaterThanOrEqual(64);
    expect(key?.width).toBeGreaterThanOrEqual(64);
  });

  it('zegt "Vul het telefoonnummer in." bij een leeg veld', async () => {
    expect(await send()).toBe('Vul het telefoonnummer in.');
  });

  it('meldt een onbekend nummer met de reden', async () => {
    await tapNumber('0699999999');
    expect(await field().inputValue()).toBe('0699999999');
    const text = await send();
    expect(text).toContain('Fout tijdens het verzenden van het verzoek.');
    expect(text).toContain('Dit telefoonnummer is niet bekend bij dit bedrijf.');
    expect(await field().inputValue()).toBe('');
  });

  it('klokt Priya in met het toetsenblok (Wissen haalt een tikfout weg)', async () => {
    // The tablet sends the moment of each tap. Its clock runs 70 s behind from here, so that
    // her clock-out a minute after this tap is still in the past without waiting that minute.
    await context.clock.setSystemTime(new Date(now().getTime() - 70_000));
    await tapNumber(`${PRIYA}7`);
    await keypad().getByRole('button', { name: 'Wissen' }).tap();
    expect(await field().inputValue()).toBe(PRIYA);
    let text = await send();
    // The demo may have her at work already: then this tap clocks her out and the next one in.
    if (text.includes('uitgeklokt')) {
      await tapNumber(PRIYA);
      text = await send();
    }
    clockedInAt = await page.evaluate(() => Date.now());
    expect(text).toMatch(/^Priya is ingeklokt om \d\d:\d\d\./);
    expect(text).toContain('Verzoek succesvol verzonden');
    expect(await field().inputValue()).toBe('');
    await screenshot(page, 'clock-in-tablet.png');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('neemt ook het toetsenbord aan, en een tweede tik meteen erna klokt niet uit', async () => {
    await waitForCleanScreen();
    await page.keyboard.type(`${PRIYA}1`, { delay: 30 });
    await page.keyboard.press('Backspace');
    expect(await field().inputValue()).toBe(PRIYA);
    const text = await nextOutcome(() => page.keyboard.press('Enter'));
    expect(text).toMatch(/^Priya is al ingeklokt sinds \d\d:\d\d\./);
  });

  it('past op een telefoon zonder horizontaal scrollen', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await tapNumber('06');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'clock-in-phone.png', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await keypad().getByRole('button', { name: 'Wissen' }).tap();
    await keypad().getByRole('button', { name: 'Wissen' }).tap();
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  it('klokt Priya na een minuut weer uit, met de gewerkte tijd', async () => {
    // A minute and two seconds after her clock-in on the tablet's clock, still before now.
    await context.clock.setSystemTime(new Date(clockedInAt + DOUBLE_TAP_MS + 2_000));
    await page.keyboard.type(PRIYA, { delay: 30 });
    const text = await nextOutcome(() => page.keyboard.press('Enter'));
    expect(text).toMatch(/^Priya is uitgeklokt om \d\d:\d\d\. Gewerkt: 1 min\./);
    expect(text).toContain('Verzoek succesvol verzonden');
    await screenshot(page, 'clock-in-tablet-out.png');
    await waitForCleanScreen();
    expect(await field().inputValue()).toBe('');
  });
});
