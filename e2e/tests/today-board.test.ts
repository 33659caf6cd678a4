import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { amsterdamDate, amsterdamDateOf, now, ZONE } from '../src/clock';
import { callApi } from '../src/page-api';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';

/**
 * Vandaag (docs/decisions/024): the owner opens the dashboard on her phone and sees who is in,
 * who is late and whose registration of yesterday is still open. She makes those three people
 * herself, with names of this run, through the calls the screens use.
 */
const RUN = Date.now().toString().slice(-6);
const IN = `Ilse${RUN}`;
const LATE = `Lars${RUN}`;
const OPEN = `Olga${RUN}`;
const MINUTE = 60_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** 'HH:mm' on the Amsterdam clock. */
function amsterdamTime(at: Date): string {
  return new Intl.DateTimeFormat('nl-NL', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

async function newEmployee(firstName: string): Promise<{ employeeId: number; email: string }> {
  const email = `${firstName.toLowerCase()}@example.nl`;
  const created = await callApi<{ employeeId: number }>(page, 'POST', '/employees', {
    companyId: '{companyId}',
    firstName,
    lastName: 'Vandaag',
    email,
  });
  expect(created.status).toBe(201);
  return { employeeId: created.body.employeeId, email };
}

const clockedInAt = new Date(now().getTime() - 20 * MINUTE);

beforeAll(async () => {
  browser = await connectBrowser();
  context = await openDevice(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
  await signIn(page, 'eigenaar');
  await waitForPath(page, '/dashboard');

  const present = await newEmployee(IN);
  const late = await newEmployee(LATE);
  const open = await newEmployee(OPEN);
  const record = (employeeId: number, at: Date) =>
    callApi(page, 'POST', '/time/records', {
      employeeId,
      companyId: '{companyId}',
      clockInTime: at.toISOString(),
    });
  expect((await record(present.employeeId, clockedInAt)).status).toBe(201);
  // A day and more ago, never clocked out: a forgotten clock-out.
  expect((await record(open.employeeId, new Date(now().getTime() - 26 * 60 * MINUTE))).status).toBe(
    201,
  );
  // Lars's shift began an hour ago (or just after midnight) and he has not come.
  const hourAgo = new Date(now().getTime() - 60 * MINUTE);
  const start = amsterdamDateOf(hourAgo) === amsterdamDate(0) ? amsterdamTime(hourAgo) : '00:00';
  const planned = await callApi(page, 'POST', '/schedules/confirm', {
    companyId: '{companyId}',
    drafts: [
      {
        employeeEmail: late.email,
        startTime: `${amsterdamDate(0)}T${start}:00`,
        endTime: `${amsterdamDate(1)}T00:00:00`,
      },
    ],
  });
  expect(planned.status).toBe(201);
  await page.reload();
});
afterAll(() => browser.close());

const panel = (name: string) => page.getByRole('region', { name });

describe('de eigenaar ziet op haar telefoon wat er vandaag speelt', () => {
  it('ziet wie er binnen is, met de tijd van inklokken', async () => {
    await page.getByRole('heading', { level: 2, name: 'Vandaag' }).waitFor();
    const row = panel('Nu binnen').getByRole('listitem').filter({ hasText: IN });
    await row.waitFor();
    expect(await row.textContent()).toContain(`sinds ${amsterdamTime(clockedInAt)}`);
  });

  it('ziet wie te laat is en kan naar het rooster', async () => {
    const row = panel('Verwacht vandaag').getByRole('listitem').filter({ hasText: LATE });
    await row.waitFor();
    expect(await row.textContent()).toContain('Te laat');
    expect(
      await panel('Verwacht vandaag')
        .getByRole('link', { name: 'Naar het rooster' })
        .getAttribute('href'),
    ).toBe('/Schedulepro');
  });

  it('ziet de registratie van gisteren die nog openstaat, met een weg naar de registraties', async () => {
    const row = panel('Niet uitgeklokt').getByRole('listitem').filter({ hasText: OPEN });
    await row.waitFor();
    expect(await row.textContent()).toContain('ingeklokt');
    await panel('Niet uitgeklokt').getByRole('link', { name: 'Naar de registraties' }).tap();
    await waitForPath(page, '/EmployeeHoursTable');
  });

  it('past op de telefoon en is toegankelijk', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Vandaag' }).waitFor();
    await panel('Nu binnen').getByText(IN).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'today-board-phone.png', { fullPage: true });
  });
});
