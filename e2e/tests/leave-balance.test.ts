import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { addDays, amsterdamDate, mondayOf } from '../src/clock';
import { expect } from '../src/expect';
import { callApi } from '../src/page-api';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';

/**
 * The balances (docs/leave-and-hours-balance.md): the waiter (medewerker, Emma Smit, 28 hours a
 * week, so a contract day of 5 uur 36 min) asks for a week off on her 390 px phone, the owner
 * approves it, the Nieuwe Dienst form warns on a shift in it, Emma's Verlofsaldo plans the 28
 * hours more, the report Plus/min-uren counts the leave in its month and the payroll export of
 * that month pays it under the leave code. The week lies ten
 * weeks ahead: in another month than the demo's own week of leave for Emma (three weeks ahead).
 */
const MONDAY = addDays(mondayOf(amsterdamDate(0)), 70);
const SUNDAY = addDays(MONDAY, 6);
const WEDNESDAY = addDays(MONDAY, 2);
const YEAR = Number(WEDNESDAY.slice(0, 4));
const MONTH = Number(WEDNESDAY.slice(5, 7));
const CONTRACT_DAY = 336;
const RUN = Date.now().toString().slice(-6);
const NOTE = `Zeilen op de Waddenzee ${RUN}`;

/** 'dd-mm-jjjj', as the screens print a date. */
const dutch = (iso: string) => iso.split('-').reverse().join('-');

/** The minutes of '28 uur', '5 uur 36 min', '45 min'. */
function minutesOf(text: string): number {
  const hours = /(\d+) uur/.exec(text)?.[1] ?? '0';
  const minutes = /(\d+) min/.exec(text)?.[1] ?? '0';
  return Number(hours) * 60 + Number(minutes);
}

/** '28 uur', '5 uur 36 min', as the screens write whole minutes. */
function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} uur` : `${hours} uur ${rest} min`;
}

/** The leave days of the week that fall in the month of its Wednesday, Monday to Friday. */
const DAYS_IN_MONTH = [0, 1, 2, 3, 4].filter(
  (day) => addDays(MONDAY, day).slice(0, 7) === WEDNESDAY.slice(0, 7),
).length;

let browser: Browser;
let phone: BrowserContext;
let desk: BrowserContext;
let mobile: Page;
let desktop: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  desk = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
  desktop = await desk.newPage();
  await signIn(desktop, 'eigenaar');
  await waitForPath(desktop, '/dashboard');
  phone = await openDevice(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  mobile = await phone.newPage();
});
afterAll(() => browser.close());

/** Emma's planned statutory leave in the year of the week, as her Verlofsaldo shows it. */
async function plannedMinutes(page: Page): Promise<number> {
  const balance = page.getByRole('region', { name: 'Verlofsaldo' });
  await balance.getByRole('combobox', { name: 'Jaar' }).selectOption(String(YEAR));
  const statutory = balance.getByRole('region', { name: 'Wettelijk verlof' });
  const row = statutory.locator('div').filter({ has: page.locator('dt', { hasText: 'Gepland' }) });
  await expect(row.locator('dd')).toBeVisible();
  return minutesOf((await row.locator('dd').textContent()) ?? '');
}

function emmaRow(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Plus/min-uren' })
    .getByRole('row')
    .filter({ hasText: 'Emma Smit' });
}

describe.sequential('Emma vraagt een week vrij en ziet het in haar verlofsaldo', () => {
  storySteps();
  let plannedBefore = 0;

  it('ziet haar verlofsaldo in Mijn verlof en vraagt op haar telefoon een week aan', async () => {
    await signIn(mobile, 'medewerker');
    await waitForPath(mobile, '/dashboard');
    await mobile.getByRole('link', { name: 'Mijn rooster' }).tap();
    await waitForPath(mobile, '/mijn-rooster');
    const mine = mobile.getByRole('region', { name: 'Mijn verlof' });
    await expect(mine.getByRole('region', { name: 'Verlofsaldo' })).toBeVisible();
    // HR's opening balance of the demo: last year's hours, and when they lapse.
    await expect(
      mine.getByText(/van \d{4} vervalt op 01-07-\d{4} \(BW 7:640a\)/).first(),
    ).toBeVisible();
    plannedBefore = await plannedMinutes(mobile);

    await mine.getByRole('button', { name: 'Verlof aanvragen' }).tap();
    const dialog = mobile.getByRole('dialog', { name: 'Verlof aanvragen' });
    await dialog.getByLabel('Eerste dag').fill(MONDAY);
    await dialog.getByLabel('Laatste dag').fill(SUNDAY);
    await dialog.getByLabel('Opmerking').fill(NOTE);
    await dialog.getByRole('button', { name: 'Aanvraag versturen' }).tap();
    await expect(mobile.getByText(/Je verlofaanvraag is verstuurd/)).toBeVisible();
    const request = mine.getByRole('listitem').filter({ hasText: NOTE });
    await expect(request).toContainText('28 uur verlof');
    // Pending leave is no part of the balance yet.
    expect(await plannedMinutes(mobile)).toBe(plannedBefore);
    expect(await horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(mobile)).toEqual([]);
    await screenshot(mobile, 'leave-balance-phone.png', { fullPage: true });
  });

  it('de eigenaar keurt de aanvraag goed', async () => {
    await desktop.goto('/verlof');
    const pending = desktop.getByRole('region', { name: /Aanvragen in behandeling/ });
    const request = pending.getByRole('listitem').filter({ hasText: NOTE });
    await request.getByRole('button', { name: 'Goedkeuren: Emma Smit' }).click();
    await expect(
      desktop.getByText('Het verlof van Emma Smit is goedgekeurd. Emma krijgt een e-mail.'),
    ).toBeVisible();
  });

  it('Nieuwe Dienst waarschuwt bij een dienst voor Emma in die week', async () => {
    // A roster for that week, so the roster and its form open on it.
    const planned = await callApi(desktop, 'POST', '/schedules/confirm', {
      companyId: '{companyId}',
      drafts: [
        {
          employeeEmail: 'lars.deboer@demohoreca.example',
          startTime: `${WEDNESDAY}T11:00:00`,
          endTime: `${WEDNESDAY}T19:00:00`,
        },
      ],
    });
    expect(planned.status).toBe(201);
    await desktop.goto(`/Schedulepro?datum=${WEDNESDAY}`);
    await desktop.getByRole('heading', { level: 1, name: 'Roosterbeheer' }).waitFor();
    await desktop.getByRole('button', { name: 'Nieuwe Dienst' }).click();
    const dialog = desktop.getByRole('dialog', { name: 'Nieuwe Dienst' });
    await dialog.getByRole('combobox', { name: 'Medewerker' }).click();
    await desktop.getByRole('option', { name: /^Emma Smit/ }).click();
    await dialog.getByLabel('Startdatum').fill(WEDNESDAY);
    await expect(dialog.getByText(`Emma Smit heeft verlof op ${dutch(WEDNESDAY)}.`)).toBeVisible();
    await screenshot(desktop, 'leave-balance-new-shift.png');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
  });

  it('Emma ziet op haar telefoon de week als gepland in haar verlofsaldo', async () => {
    await mobile.reload();
    await expect.poll(() => plannedMinutes(mobile)).toBe(plannedBefore + 5 * CONTRACT_DAY);
  });

  it('het rapport Plus/min-uren telt het verlof in zijn maand, met een CSV', async () => {
    await desktop.goto('/ReportPage?report=hoursBalance');
    await expect(desktop.getByRole('heading', { level: 2, name: 'Plus/min-uren' })).toBeVisible();
    await desktop.getByRole('combobox', { name: 'Jaar' }).selectOption(String(YEAR));
    await desktop.getByRole('combobox', { name: 'Eerste maand' }).selectOption(String(MONTH));
    await desktop.getByRole('combobox', { name: 'Laatste maand' }).selectOption(String(MONTH));
    const row = emmaRow(desktop);
    // Employee, contract hours, worked, then the leave of the month.
    await expect(row.getByRole('cell').nth(3)).toHaveText(
      durationText(DAYS_IN_MONTH * CONTRACT_DAY),
    );
    const download = desktop.waitForEvent('download');
    await desktop.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe(
      `plus_min_uren_${YEAR}_${String(MONTH).padStart(2, '0')}-${String(MONTH).padStart(2, '0')}.csv`,
    );
    expect(await seriousViolations(desktop)).toEqual([]);
    await screenshot(desktop, 'leave-balance-report-desktop.png', { fullPage: true });
  });

  it('de salarisexport van die maand betaalt de vakantie-uren onder hun eigen code', async () => {
    // The export's own answer: its screen offers the months of the years so far, and the week
    // may lie in the next year.
    const answer = await callApi<{
      codeColumns: Array<{ code: string }>;
      employees: Array<{ name: string; codeHours: number[] }>;
    }>(desktop, 'GET', `/reports/payroll-export?companyId={companyId}&year=${YEAR}&month=${MONTH}`);
    expect(answer.status).toBe(200);
    const column = answer.body.codeColumns.findIndex((c) => c.code === 'VAKANTIE');
    expect(column).toBeGreaterThanOrEqual(0);
    const emma = answer.body.employees.find((e) => e.name.includes('Emma Smit'));
    expect(emma?.codeHours[column]).toBe((DAYS_IN_MONTH * CONTRACT_DAY) / 60);
  });

  it('het rapport past ook op een telefoon', async () => {
    await desktop.setViewportSize({ width: 390, height: 844 });
    await desktop.reload();
    await desktop.getByRole('heading', { level: 2, name: 'Plus/min-uren' }).waitFor();
    await desktop.getByRole('table', { name: 'Plus/min-uren' }).waitFor();
    expect(await horizontalOverflow(desktop)).toBeLessThanOrEqual(0);
    await screenshot(desktop, 'leave-balance-report-phone.png', { fullPage: true });
    await desktop.setViewportSize({ width: 1280, height: 800 });
  });
});
