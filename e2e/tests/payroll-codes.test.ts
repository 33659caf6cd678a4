import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { addDays, amsterdamDate, weekdayOf } from '../src/clock';
import { callApi } from '../src/page-api';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/** Last month on the run's clock: the demo seeds its hours, Sundays included, all approved. */
const today = amsterdamDate();
const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
const year = thisMonth === 1 ? thisYear - 1 : thisYear;
const month = thisMonth === 1 ? 12 : thisMonth - 1;
const key = `${year}-${String(month).padStart(2, '0')}`;
const monthName = MONTHS[month - 1] ?? '';
const caption = (prefix: string, name: string) => `${prefix} ${name} ${year}`;

/** The first Tuesday of last month: a working day for a leave request of three hours. */
function firstTuesday(): string {
  let day = `${key}-01`;
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return day;
}

/** Sunday and night surcharges, with their payroll codes (Instellingen › Verlof en toeslagen). */
const PAY_SETTINGS = {
  liberationDay: 'lustrumYears',
  goodFriday: false,
  paidHolidays: [],
  extraLeaveUnit: 'none',
  sickHoursBasis: 'contractWhenUnplanned',
  surchargeBands: [
    { name: 'Zondag', kind: 'weekday', weekdays: [7], percent: 50, hoursCode: 'T50' },
    {
      name: 'Nacht',
      kind: 'timeOfDay',
      fromTime: '22:00',
      toTime: '06:00',
      percent: 25,
      hoursCode: 'T25',
    },
  ],
};

let browser: Browser;
let employeeName = '';

beforeAll(async () => {
  browser = await connectBrowser();
  // The employee asks three hours of bijzonder verlof; the owner approves it and sets the bands.
  const staff = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
  const asked = await staff.newPage();
  await signIn(asked, 'medewerker');
  await waitForPath(asked, '/dashboard');
  const leave = await callApi<{ leaveId: number; firstName: string; lastName: string }>(
    asked,
    'POST',
    '/leave/requests',
    { type: 'BIJZONDER', startDate: firstTuesday(), startTime: '09:00', endTime: '12:00' },
  );
  expect(leave.status, JSON.stringify(leave.body)).toBe(201);
  employeeName = `${leave.body.firstName} ${leave.body.lastName}`;
  await staff.close();

  const office = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
  const owner = await office.newPage();
  await signIn(owner, 'eigenaar');
  await waitForPath(owner, '/dashboard');
  const approved = await callApi(owner, 'PUT', `/leave/requests/${leave.body.leaveId}/approve`);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const saved = await callApi(owner, 'PUT', '/settings/pay/{companyId}', PAY_SETTINGS);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await office.close();
});
afterAll(() => browser.close());

async function wageCost(page: Page) {
  await page.goto(`/ReportPage?report=Onkosten&month=${key}`);
  await page.getByRole('heading', { level: 2, name: 'Loonkosten' }).waitFor();
  await page.getByRole('button', { name: 'Bereken Kosten' }).click();
  const done = page.getByRole('dialog', { name: 'Kostenberekening voltooid' });
  await done.getByRole('button', { name: 'Sluiten' }).last().click();
  await done.waitFor({ state: 'hidden' });
  const capitalised = monthName.charAt(0).toUpperCase() + monthName.slice(1);
  const table = page.getByRole('table', {
    name: caption('Toeslagen, verlof en ziekte', capitalised),
  });
  await table.waitFor();
  return table;
}

async function exportPreview(page: Page) {
  await page.goto(`/ReportPage?report=payrollExport&month=${key}`);
  await page.getByRole('heading', { level: 2, name: 'Salarisexport' }).waitFor();
  const table = page.getByRole('table', { name: caption('Betaalde uren', monthName) });
  await table.waitFor();
  return table;
}

for (const device of [
  { name: 'op een laptop', viewport: { width: 1280, height: 900 }, shot: 'desktop' },
  { name: 'op een telefoon (390 px)', viewport: { width: 390, height: 844 }, shot: 'phone' },
]) {
  describe(`de eigenaar ziet toeslaguren en verlof per code ${device.name}`, () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await openDevice(browser, { viewport: device.viewport });
      page = await context.newPage();
      await signIn(page, 'eigenaar');
      await waitForPath(page, '/dashboard');
    });
    afterAll(() => context.close());

    it('in de loonkosten: uren en toeslag per toeslag, het verlof en de kosten met toeslagen', async () => {
      const table = await wageCost(page);
      const header = await table.getByRole('row').first().innerText();
      expect(header.replace(/\s+/g, ' ')).toContain('Toeslaguren');
      // The demo works Sundays: someone has Sunday hours under T50 with their surcharge.
      const sunday = table.getByRole('row').filter({ hasText: 'Zondag (T50, 50 %)' });
      expect(await sunday.count()).toBeGreaterThan(0);
      expect(await sunday.first().innerText()).toMatch(
        /Zondag \(T50, 50 %\): \d+,\d{2} uur, toeslag € \d+(\.\d{3})*,\d{2}/,
      );
      const own = table.getByRole('row').filter({ hasText: employeeName });
      expect(await own.innerText()).toContain('Bijzonder verlof: 3,00 uur');
      const total = table.getByRole('row').filter({ hasText: 'Totale kosten incl. toeslagen:' });
      expect(await total.innerText()).toMatch(/€ \d{1,3}(\.\d{3})*,\d{2}/);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `h3-wage-cost-codes-${device.shot}.png`, { fullPage: true });
    });

    it('in de voorvertoning van de salarisexport: een kolom per code', async () => {
      const table = await exportPreview(page);
      const header = (await table.getByRole('row').first().innerText()).replace(/\s+/g, ' ');
      expect(header).toContain('T50 Zondag');
      expect(header).toContain('BIJZVERLOF Bijzonder verlof');
      const own = table.getByRole('row').filter({ hasText: employeeName });
      expect(await own.innerText()).toContain('3,00 uur');
      await page.getByText(/Toeslaguren staan onder de code van hun toeslag/).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `h3-payroll-codes-${device.shot}.png`, { fullPage: true });
    });
  });
}
