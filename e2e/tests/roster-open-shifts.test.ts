import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { addDays, amsterdamDate, dutchDate, mondayOf } from '../src/clock';
import { expect } from '../src/expect';
import { callApi } from '../src/page-api';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';

/**
 * Open diensten on the roster (docs/screens.md#roster): an open shift for two Obers, put out
 * through the API, with a claim of Emma Smit (medewerker, Ober) waiting, shows in the row Open
 * diensten of the roster on the desktop and on a 390 px phone, and the title's link counts the
 * claim.
 */
// The weekend three weeks ahead, as in open-shifts-and-swaps.test.ts: past the demo's random
// days off of the coming fortnight and Emma's week of leave, so her claim is allowed.
const SATURDAY = addDays(mondayOf(amsterdamDate(0)), 26);
const CHIP = `10:00–18:00, Ober, zaterdag ${dutchDate(SATURDAY)}, open dienst, 2 van 2 plekken vrij, 1 claim wacht`;

let browser: Browser;
let desk: BrowserContext;
let phone: BrowserContext;
let desktop: Page;
let mobile: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  desk = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
  desktop = await desk.newPage();
  await signIn(desktop, 'eigenaar');
  await waitForPath(desktop, '/dashboard');
  const titles = await callApi<{ id: number; name: string }[]>(
    desktop,
    'GET',
    '/jobtitles/company/{companyId}',
  );
  const ober = titles.body.find((title) => title.name === 'Ober');
  const created = await callApi<{ openShiftId: number }>(desktop, 'POST', '/open-shifts', {
    companyId: '{companyId}',
    jobTitleId: ober?.id,
    startTime: `${SATURDAY}T10:00:00`,
    endTime: `${SATURDAY}T18:00:00`,
    places: 2,
  });
  expect(created.status).toBe(201);
  // Emma claims it from her own account, so a claim waits for the planner.
  const emma = await (
    await openDevice(browser, { viewport: { width: 1280, height: 800 } })
  ).newPage();
  await signIn(emma, 'medewerker');
  await waitForPath(emma, '/dashboard');
  const claimed = await callApi(emma, 'POST', `/open-shifts/${created.body.openShiftId}/claim`);
  expect(claimed.status).toBe(201);
  phone = await openDevice(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  mobile = await phone.newPage();
});
afterAll(() => browser.close());

describe.sequential('de planner ziet de open dienst en de wachtende claim op het rooster', () => {
  storySteps();

  it('op de desktop: een rij Open diensten boven de medewerkers, en het aantal dat wacht', async () => {
    await desktop.goto(`/Schedulepro?datum=${SATURDAY}`);
    await expect(desktop.getByRole('rowheader', { name: 'Open diensten' })).toBeVisible();
    const chip = desktop.getByRole('link', { name: CHIP });
    await expect(chip).toBeVisible();
    await expect(chip).toContainText('1 claim wacht');
    await expect(
      desktop.getByRole('link', { name: 'Open diensten, 1 wacht op goedkeuring' }),
    ).toBeVisible();
    await expect(desktop.getByText('1 wacht', { exact: true })).toBeVisible();
    expect(await seriousViolations(desktop)).toEqual([]);
    await screenshot(desktop, 'roster-open-shifts-desktop.png');
    await chip.focus();
    await desktop.keyboard.press('Enter');
    await waitForPath(desktop, '/open-diensten');
  });

  it('in de dagweergave staat hij op zijn uren', async () => {
    await desktop.goto(`/Schedulepro?weergave=dag&datum=${SATURDAY}`);
    await expect(desktop.getByRole('link', { name: CHIP })).toContainText(
      '10:00–18:00 Ober · 2 van 2 plekken vrij',
    );
    await screenshot(desktop, 'roster-open-shifts-day.png');
  });

  it('op een telefoon van 390 px', async () => {
    await signIn(mobile, 'eigenaar');
    await waitForPath(mobile, '/dashboard');
    await mobile.goto(`/Schedulepro?datum=${SATURDAY}`);
    const chip = mobile.getByRole('link', { name: CHIP });
    await chip.scrollIntoViewIfNeeded();
    await expect(chip).toBeVisible();
    await expect(
      mobile.getByRole('link', { name: 'Open diensten, 1 wacht op goedkeuring' }),
    ).toBeVisible();
    expect(await horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(mobile)).toEqual([]);
    await screenshot(mobile, 'roster-open-shifts-phone.png');
    await chip.tap();
    await waitForPath(mobile, '/open-diensten');
  });

  it('de dagweergave op de telefoon opent bij het uur voor de open dienst', async () => {
    await mobile.goto(`/Schedulepro?weergave=dag&datum=${SATURDAY}`);
    const chip = mobile.getByRole('link', { name: CHIP });
    await expect(chip).toBeVisible();
    // The grid's own frame opened at 09:00, not at midnight, without the planner scrolling.
    const scroller = mobile.getByRole('region', { name: /^zaterdag \d/i });
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await chip.scrollIntoViewIfNeeded();
    await expect(chip).toBeInViewport();
    expect(await horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    await screenshot(mobile, 'roster-open-shifts-phone-day.png');
  });
});
