import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { now, wallClock } from '../src/clock';
import { download, excelLines } from '../src/download';
import { expect } from '../src/expect';
import { callApi } from '../src/page-api';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';

/**
 * Closing a month without workarounds (docs/decisions/020-decided-registrations-bulk-decisions-and-edits.md):
 * Emma's afternoon at the kiosk gives one answer on the hours page, the reports and the export,
 * and a manager closes last month, with a forgotten clock-out and 20 waiting registrations,
 * without leaving the hours page. Each story has people of its own, made in this file's demo
 * company with names of this run.
 */
const RUN = Date.now().toString().slice(-6);
const MINUTE = 60_000;

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

/** A new employee of the demo company (no account), as a manager adds kitchen staff. */
async function newEmployee(
  page: Page,
  firstName: string,
  lastName: string,
  phoneNumber: string | null,
): Promise<{ employeeId: number; email: string }> {
  const email = `${firstName}.${lastName}@example.nl`.toLowerCase();
  const created = await callApi<{ employeeId: number }>(page, 'POST', '/employees', {
    companyId: '{companyId}',
    firstName,
    lastName,
    email,
    phoneNumber,
    salary: 15,
  });
  expect(created.status).toBe(201);
  return { employeeId: created.body.employeeId, email };
}

/** The file a click downloads, as lines (Dutch Excel: BOM, ';', CRLF). */
async function downloadLines(page: Page, button: Locator): Promise<string[]> {
  return excelLines((await download(page, button)).bytes);
}

const records = (page: Page) => page.getByRole('table', { name: 'Tijdregistraties' });

/**
 * Emma at the kiosk (docs/decisions/020): she clocks in, asks for a correction of her clock-out,
 * the planner moves it two minutes and approves it, the owner approves her registration, and her
 * next tap starts a new registration instead of closing the approved one. One story: each step
 * goes on from what the one before left.
 */
describe.sequential('Emma klokt in, krijgt een correctie en tikt later opnieuw', () => {
  storySteps();

  const PHONE = `06${RUN}47`;
  const LAST_NAME = `Kiosk${RUN}`;
  const NAME = `Emma ${LAST_NAME}`;
  // Twenty minutes ago, on the whole minute: the kiosk's tablet sends the moment of its tap.
  // Her five minutes stay on one day: the review screen moves a correction's time within its day.
  const twentyAgo = new Date(Math.floor((now().getTime() - 20 * MINUTE) / MINUTE) * MINUTE);
  const crossesMidnight =
    wallClock(twentyAgo).iso !== wallClock(new Date(twentyAgo.getTime() + 5 * MINUTE)).iso;
  const clockIn = crossesMidnight ? new Date(twentyAgo.getTime() - 10 * MINUTE) : twentyAgo;
  const tapIn = wallClock(clockIn);
  const asked = wallClock(new Date(clockIn.getTime() + 3 * MINUTE));
  const corrected = wallClock(new Date(clockIn.getTime() + 5 * MINUTE));
  let email = '';
  let kiosk: BrowserContext;
  let tablet: Page;
  let owner: BrowserContext;
  let desk: Page;

  beforeAll(async () => {
    owner = await openDevice(browser, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    desk = await owner.newPage();
    await signIn(desk, 'eigenaar');
    await waitForPath(desk, '/dashboard');
    email = (await newEmployee(desk, 'Emma', LAST_NAME, PHONE)).email;
    kiosk = await openDevice(browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
    tablet = await kiosk.newPage();
  });
  afterAll(async () => {
    await kiosk.close();
    await owner.close();
  });

  const outcome = () => tablet.locator('[role="status"][aria-live="polite"]');

  async function tap(): Promise<void> {
    const keypad = tablet.getByRole('group', { name: 'Toetsenblok' });
    for (const digit of PHONE) await keypad.getByRole('button', { name: digit, exact: true }).tap();
    await tablet.getByRole('button', { name: 'Verzend' }).tap();
  }

  it('klokt in aan de kiosk en vraagt daar een correctie van haar uitkloktijd', async () => {
    await signIn(tablet, 'kiosk');
    await waitForPath(tablet, '/clockin');
    await kiosk.clock.setSystemTime(clockIn);
    await tap();
    await expect(outcome()).toContainText(`Emma is ingeklokt om ${tapIn.time}.`);
    // The kiosk's own call: the tablet has no form for it, the API takes it for her.
    const request = await callApi(tablet, 'POST', '/corrections/request', {
      employeeEmail: email,
      companyId: '{companyId}',
      requestedTime: `${asked.input}:00`,
      reason: `Vergeten uit te klokken ${RUN}`,
    });
    expect(request.status).toBe(201);
  });

  it('de planner zet de tijd twee minuten later en keurt de correctie goed', async () => {
    const context = await openDevice(browser, { viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signIn(page, 'planner');
      await waitForPath(page, '/dashboard');
      await page.goto('/Urencorrectie');
      const month = page.getByRole('heading', { level: 2 });
      await expect(month).toBeVisible();
      // Just after midnight on the 1st her correction still belongs to the month before.
      if ((await month.innerText()) !== asked.label) {
        await page.getByRole('button', { name: 'Vorige maand' }).click();
      }
      await expect(page.getByRole('heading', { level: 2, name: asked.label })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: NAME });
      await row.getByRole('button', { name: 'In behandeling, beoordelen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Urencorrectie beoordelen' });
      await expect(dialog).toContainText(asked.time);
      await dialog.getByRole('button', { name: 'Bewerken' }).click();
      await dialog.getByLabel('Nieuwe tijd').fill(corrected.time);
      await dialog.getByRole('button', { name: 'Opslaan' }).click();
      await expect(
        dialog.getByText(`De gevraagde tijd is aangepast naar ${corrected.time}.`),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `De urencorrectie van ${NAME} is goedgekeurd.` }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });

  it('de eigenaar keurt op zijn telefoon haar registratie goed, met de gecorrigeerde tijd', async () => {
    const context = await openDevice(browser, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await signIn(page, 'eigenaar');
      await waitForPath(page, '/dashboard');
      await page.goto(`/EmployeeHoursTable?month=${tapIn.month}`);
      // What waits: a short list on the phone, hers among it.
      await page.getByText(/^In afwachting \(\d+\)$/).click();
      const row = records(page).getByRole('row').filter({ hasText: NAME });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(tapIn.time);
      await expect(row).toContainText(`${corrected.time}gecorrigeerd`);
      await expect(row).toContainText('In afwachting');
      await row
        .getByRole('button', { name: `Goedkeuren: ${NAME}, ${tapIn.date} ${tapIn.time}` })
        .tap();
      // Decided, it leaves the list of what waits.
      await expect(
        page.getByRole('status').filter({ hasText: `De registratie van ${NAME} is goedgekeurd.` }),
      ).toBeVisible();
      await expect(row).toHaveCount(0);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'closing-emma-approved-phone.png', { fullPage: true });
    } finally {
      await context.close();
    }
    // A phone signing in and reading a month's registrations: longer than one step.
  }, 120_000);

  it('tikt later opnieuw: de kiosk klokt haar in, zegt waarom, de goedgekeurde registratie blijft staan', async () => {
    await kiosk.clock.setSystemTime(now());
    const later = wallClock(now());
    await tap();
    await expect(outcome()).toContainText(`Emma is ingeklokt om ${later.time}.`);
    // Within the shift the correction closed: the kiosk says what it did (docs/calculations.md#kiosk-tap).
    await expect(outcome()).toContainText(
      `Let op: een leidinggevende had je registratie van ${tapIn.time} al afgesloten om ${corrected.time}`,
    );
    await expect(outcome()).not.toContainText('uitgeklokt');

    await desk.goto(`/EmployeeHoursTable?month=${later.month}`);
    // She is at work: not a missing clock-out, and marked for a manager's eye.
    const open = records(desk)
      .getByRole('row')
      .filter({ hasText: NAME })
      .filter({ hasText: `Aan het werk sinds ${later.time}` });
    await expect(open).toContainText('In afwachting');
    await expect(open).toContainText('Te controleren');
  });

  it('toont op de urenpagina, de loonkosten en de salarisexport dezelfde tijden', async () => {
    await desk.goto(`/EmployeeHoursTable?month=${tapIn.month}`);
    const decided = records(desk)
      .getByRole('row')
      .filter({ hasText: NAME })
      .filter({ hasText: 'Goedgekeurd' });
    await expect(decided).toContainText(tapIn.time);
    await expect(decided).toContainText(`${corrected.time}gecorrigeerd`);

    // Five minutes, paid from the clock-in: 0,08 uur in the wage cost and the export.
    await desk.goto(`/ReportPage?report=Onkosten&month=${tapIn.month}`);
    await desk.getByRole('button', { name: 'Bereken Kosten' }).click();
    const done = desk.getByRole('dialog', { name: 'Kostenberekening voltooid' });
    // The button under the text, not the cross in the corner (both are "Sluiten").
    await done.getByRole('button', { name: 'Sluiten' }).filter({ hasText: 'Sluiten' }).click();
    const wages = desk.getByRole('table', { name: /^Loonkosten / });
    await expect(wages.getByRole('row').filter({ hasText: NAME })).toContainText('0,08 uur');

    await desk.goto(`/ReportPage?report=payrollExport&month=${tapIn.month}`);
    const paid = desk
      .getByRole('table', { name: `Betaalde uren ${tapIn.label}` })
      .getByRole('row')
      .filter({ hasText: NAME });
    // Hours, then the penalty beside them: she had no shift, so none.
    await expect(paid).toContainText('0,08 uur0,00 uur');
    const days = await downloadLines(
      desk,
      desk.getByRole('button', { name: 'Download CSV per dag' }),
    );
    const emma = days.filter((line) => line.includes(NAME)).map((line) => line.split(';'));
    expect(emma.map((fields) => fields.slice(0, 5).join(';'))).toEqual([
      `;${NAME};${tapIn.iso};0,08;0,00`,
    ]);
    // The month's code columns (surcharge bands, leave, sickness) follow, empty for her.
    expect(emma[0]?.slice(5).every((field) => field === '')).toBe(true);
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, 'closing-emma-export-desktop.png', { fullPage: true });
  });
});

/**
 * "A manager closes a month with a forgotten clock-out and 20 pending registrations in the
 * browser without leaving the hours page": last month (all decided in the demo) gets a new
 * colleague's 20 waiting registrations and one without a clock-out.
 */
describe.sequential('de eigenaar sluit vorige maand af vanaf de urenpagina', () => {
  storySteps();

  const NAME = `Sven Afsluit${RUN}`;
  const today = wallClock(now());
  const [year = 0, month = 0] = today.month.split('-').map(Number);
  const last = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  const label = wallClock(new Date(`${last}-15T12:00:00Z`)).label;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, {
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
    const { employeeId } = await newEmployee(page, 'Sven', `Afsluit${RUN}`, null);
    // 2 to 21 of last month, 10:00–14:00: 4 hours each, no break.
    for (let day = 2; day <= 21; day++) {
      const date = `${last}-${String(day).padStart(2, '0')}`;
      const entered = await callApi(page, 'POST', '/time/records', {
        employeeId,
        companyId: '{companyId}',
        clockInTime: `${date}T10:00:00`,
        clockOutTime: `${date}T14:00:00`,
      });
      expect(entered.status).toBe(201);
    }
    // The 23rd from 10:00, never clocked out.
    const open = await callApi(page, 'POST', '/time/records', {
      employeeId,
      companyId: '{companyId}',
      clockInTime: `${last}-23T10:00:00`,
    });
    expect(open.status).toBe(201);
  });
  afterAll(() => context.close());

  it('vult de vergeten uitkloktijd in op het scherm', async () => {
    await page.goto(`/EmployeeHoursTable?month=${last}`);
    // The filter's chip: its radio is drawn by its label.
    await page.getByText('In afwachting (21)', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'In afwachting (21)' })).toBeChecked();
    const open = records(page).getByRole('row').filter({ hasText: NAME }).filter({
      hasText: 'Uitkloktijd ontbreekt',
    });
    await expect(open).toContainText(
      'Laat de medewerker een urencorrectie aanvragen, of vul de tijd zelf in.',
    );
    await expect(open.getByRole('button', { name: /^Goedkeuren/ })).toHaveCount(0);
    await open.getByRole('button', { name: /^Uitkloktijd invullen/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Tijden wijzigen' });
    await expect(dialog.getByLabel(/^Inkloktijd/)).toHaveValue(`${last}-23T10:00`);
    await dialog.getByLabel(/^Uitkloktijd/).fill(`${last}-23T16:00`);
    await screenshot(page, 'closing-fill-clock-out-desktop.png');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `De tijden van ${NAME} zijn opgeslagen en wachten op goedkeuring.` }),
    ).toBeVisible();
    const filled = records(page).getByRole('row').filter({ hasText: NAME }).filter({
      hasText: '16:00',
    });
    await expect(filled).toContainText('In afwachting');
  });

  it('keurt met Alles goedkeuren de 21 wachtende registraties in één keer goed', async () => {
    await page.getByRole('button', { name: 'Alles goedkeuren (21)' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '21 registraties goedgekeurd.' }),
    ).toBeVisible();
    await expect(page.getByText('In afwachting (0)', { exact: true })).toBeVisible();
  });

  it('sluit de maand af op dezelfde pagina en ziet de uren van de maand', async () => {
    const open = page.getByRole('region', { name: `${label} is open` });
    await open.getByRole('button', { name: 'Maand afsluiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Maand afsluiten' });
    await dialog.getByRole('button', { name: 'Maand afsluiten' }).click();
    const closed = page.getByRole('region', { name: `${label} is afgesloten` });
    await expect(
      closed.getByText(/^Afgesloten door .+ op \d{2}-\d{2}-\d{4} om \d{2}:\d{2}\.$/),
    ).toBeVisible();
    await waitForPath(page, '/EmployeeHoursTable');
    // 20 × 4:00 + 6:00 = 86:00 worked; no shift, so nobody late and no penalty; the 6 hours
    // lose half an hour of break: 85:30 net.
    const sven = page
      .getByRole('table', { name: 'Berekende uren' })
      .getByRole('row', { name: new RegExp(NAME) });
    await expect(sven.getByRole('cell')).toHaveText([
      '0,00 uur',
      '0,00 uur',
      '86,00 uur',
      '0,00 uur',
      '0,00 uur',
      '85,50 uur',
      '86,00 uur',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'closing-closed-desktop.png', { fullPage: true });
  });

  it('ziet op de rapportenpagina de afgesloten maand en dezelfde uren in de salarisexport', async () => {
    await page.goto(`/ReportPage?report=payrollExport&month=${last}`);
    await expect(page.getByRole('region', { name: `${label} is afgesloten` })).toBeVisible();
    const table = page.getByRole('table', { name: `Betaalde uren ${label}` });
    const row = table.getByRole('row').filter({ hasText: NAME });
    // Persnr., Naam, Dagen, Uren and Penalty, then a column per leave or sickness code that
    // somebody's hours of the month have: the demo's own leave falls in the month before on the
    // first days of a month. Sven took none of it.
    await expect(table.getByRole('columnheader').first()).toBeVisible();
    const codeColumns = (await table.getByRole('columnheader').count()) - 5;
    // 21 days, 85,50 paid hours (the break of the 6-hour day off), no penalty.
    await expect(row.getByRole('cell')).toHaveText([
      '—geen personeelsnummer',
      NAME,
      '21',
      '85,50 uur',
      '0,00 uur',
      ...Array.from({ length: codeColumns }, () => '0,00 uur'),
    ]);
  });

  it('past op een telefoon van 390 px zonder zijwaarts te scrollen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/EmployeeHoursTable?month=${last}`);
    await expect(page.getByRole('region', { name: `${label} is afgesloten` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Berekende uren' })).toBeVisible();
    await expect(records(page).getByRole('row').filter({ hasText: NAME })).toHaveCount(21);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'closing-closed-phone.png', { fullPage: true });
    // The month's hundreds of registrations on a phone, checked by axe: longer than one step.
  }, 120_000);
});
