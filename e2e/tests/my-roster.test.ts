import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { amsterdamDate, dutchDate, now, wallClock } from '../src/clock';
import { callApi } from '../src/page-api';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';

/**
 * Mijn rooster and Mijn uren (docs/decisions/024): the waiter (medewerker, Emma Smit) opens her
 * own shifts and hours on a 390 px phone. The owner first plans her a shift with a new colleague,
 * and Emma asks for an hour correction, each with names of this run.
 */
const RUN = Date.now().toString().slice(-6);
const COLLEAGUE = `Joris${RUN}`;
const REASON = `Vergeten uit te klokken ${RUN}`;
/** Twenty days ahead: within Mijn rooster's four weeks, past the demo's own two weeks. */
const DAY = amsterdamDate(20);

let browser: Browser;
let owner: BrowserContext;
let phone: BrowserContext;
let page: Page;

/** "donderdag 17 december", as the shift card names the day. */
function dayName(iso: string): string {
  return new Intl.DateTimeFormat('nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

beforeAll(async () => {
  browser = await connectBrowser();
  owner = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
  const desk = await owner.newPage();
  await signIn(desk, 'eigenaar');
  await waitForPath(desk, '/dashboard');
  const email = `joris.${RUN}@example.nl`;
  const created = await callApi(desk, 'POST', '/employees', {
    companyId: '{companyId}',
    firstName: COLLEAGUE,
    lastName: 'Visser',
    email,
  });
  expect(created.status).toBe(201);
  const planned = await callApi(desk, 'POST', '/schedules/confirm', {
    companyId: '{companyId}',
    drafts: [
      {
        employeeEmail: 'emma.smit@demohoreca.example',
        startTime: `${DAY}T11:00:00`,
        endTime: `${DAY}T19:00:00`,
      },
      { employeeEmail: email, startTime: `${DAY}T15:00:00`, endTime: `${DAY}T23:00:00` },
    ],
  });
  expect(planned.status).toBe(201);

  phone = await openDevice(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  page = await phone.newPage();
});
afterAll(() => browser.close());

describe('de medewerker bekijkt haar eigen rooster en uren op haar telefoon', () => {
  it('opent Mijn rooster vanaf het dashboard en ziet haar dienst met de collega (voornaam)', async () => {
    await signIn(page, 'medewerker');
    await waitForPath(page, '/dashboard');
    await page.getByRole('link', { name: 'Mijn rooster' }).tap();
    await waitForPath(page, '/mijn-rooster');
    await page.getByRole('heading', { level: 1, name: 'Mijn rooster' }).waitFor();
    const shift = page
      .getByRole('region', { name: 'Mijn diensten' })
      .getByRole('listitem')
      .filter({ hasText: new RegExp(dayName(DAY), 'i') });
    await shift.waitFor();
    const text = (await shift.textContent()) ?? '';
    expect(text).toContain('11:00 – 19:00');
    expect(text).toContain(`Met ${COLLEAGUE}`);
    // First names only.
    expect(text).not.toContain('Visser');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'my-roster-phone.png', { fullPage: true });
  });

  it('gaat van het beheerrooster naar haar eigen rooster', async () => {
    await page.goto('/Schedulepro');
    await waitForPath(page, '/mijn-rooster');
    await page.getByRole('heading', { level: 1, name: 'Mijn rooster' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Roosterbeheer' }).count()).toBe(0);
  });

  it('ziet in Mijn uren de uren van deze maand en haar nieuwe urencorrectie', async () => {
    // Ten minutes ago: a clock-out that has happened at any hour of the run, also just after
    // midnight. Mijn uren lists her latest requests, of whichever month.
    const askedFor = wallClock(new Date(now().getTime() - 10 * 60_000));
    const asked = await callApi(page, 'POST', '/corrections/request', {
      requestedTime: `${askedFor.input}:00`,
      reason: REASON,
      employeeEmail: 'emma.smit@demohoreca.example',
      companyId: '{companyId}',
    });
    expect(asked.status).toBe(201);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Mijn uren' }).tap();
    await waitForPath(page, '/mijn-uren');
    await page.getByRole('heading', { level: 1, name: 'Mijn uren' }).waitFor();
    await page.getByText('Gewerkt (excl. pauze)').waitFor();
    const correction = page
      .getByRole('region', { name: 'Mijn urencorrecties' })
      .getByRole('listitem')
      .filter({ hasText: REASON });
    await correction.waitFor();
    expect(await correction.textContent()).toContain(dutchDate(askedFor.iso));
    expect(await correction.textContent()).toContain('In behandeling');
    // Every status is there in full on the phone, none cut off to "In beh…" or "Goe…", beside
    // a long reason (the demo's) as beside a short one.
    const statuses = page
      .getByRole('main')
      .getByText(/^(In behandeling|Goedgekeurd|Afgewezen|In afwachting|Afgekeurd)$/);
    expect(await statuses.count()).toBeGreaterThan(2);
    for (const status of await statuses.all()) {
      expect(await status.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'my-hours-phone.png', { fullPage: true });
  });
});
