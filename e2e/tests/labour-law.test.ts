import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { now } from '../src/clock';
import { expect } from '../src/expect';
import { callApi } from '../src/page-api';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';
import { typeTime } from '../src/time-field';

const ZONE = 'Europe/Amsterdam';
const DAY_MS = 86_400_000;
const REST = 'Rusttijd tussen diensten minder dan 11 uur: 6 uur tussen wo 02:00 en wo 08:00';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const mondayThisWeek = (() => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now());
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday);
})();
/** Two weeks ahead, past the demo's roster: Daan has no shifts there but the story's. */
const TUESDAY = addDays(mondayThisWeek, 15);
const WEDNESDAY = addDays(TUESDAY, 1);
/** The week after, for the phone's own pair of shifts. */
const LATER_TUESDAY = addDays(TUESDAY, 7);
const LATER_WEDNESDAY = addDays(LATER_TUESDAY, 1);
const NEXT_MONDAY = addDays(mondayThisWeek, 7);

async function openRoster(page: Page, user: string, date: string): Promise<void> {
  await signIn(page, user);
  await waitForPath(page, '/dashboard');
  await page.goto(`/Schedulepro?datum=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Roosterbeheer' })).toBeVisible();
}

function shift(page: Page, time: string, name: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${time}, ${name}`) });
}

function panel(page: Page): Locator {
  return page.getByRole('region', { name: 'Arbeidstijdenwet' });
}

async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  return dialog;
}

/** The text a screen reader reads after a block's name. */
function description(block: Locator): Promise<string> {
  return block.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** Plans a shift for Daan Visser through the API, as the signed-in planner. */
async function planShiftByApi(page: Page, start: string, end: string): Promise<void> {
  const employees = await callApi<Array<{ firstName: string; lastName: string; email: string }>>(
    page,
    'GET',
    '/employees/company/{companyId}',
  );
  const daan = employees.body.find((e) => e.firstName === 'Daan' && e.lastName === 'Visser');
  expect(daan, 'Daan Visser in de medewerkerslijst').toBeDefined();
  const created = await callApi(page, 'POST', '/schedules/create', {
    employeeEmail: daan?.email,
    companyId: '{companyId}',
    startTime: start,
    endTime: end,
  });
  expect(created.status).toBe(201);
}

async function planShift(
  page: Page,
  day: string,
  from: string,
  to: string,
  endDay = day,
): Promise<Locator> {
  await page.getByRole('button', { name: 'Nieuwe Dienst' }).click();
  const dialog = await openedDialog(page, 'Nieuwe Dienst');
  await dialog.getByRole('combobox', { name: 'Medewerker' }).click();
  await page.getByRole('option', { name: /^Daan Visser/ }).click();
  await dialog.getByRole('textbox', { name: 'Startdatum' }).fill(day);
  await typeTime(dialog, 'Starttijd', from);
  await typeTime(dialog, 'Eindtijd', to);
  await dialog.getByRole('textbox', { name: 'Einddatum' }).fill(endDay);
  return dialog;
}

// A story: the planner plans the closing shift, then the opening shift too soon after it,
// sees the warnings on both and confirms the week; each step needs the shifts of the one before.
describe.sequential('de planner plant een sluitdienst en een openingsdienst te kort na elkaar', () => {
  storySteps();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await openRoster(page, 'planner', TUESDAY);
  });
  afterAll(() => context.close());

  it('plant Daan dinsdag tot 02:00 in een sluitdienst', async () => {
    await expect(panel(page)).toBeVisible();
    const dialog = await planShift(page, TUESDAY, '17:00', '02:00', WEDNESDAY);
    await expect(
      dialog
        .getByText(/Geen meldingen van de Arbeidstijdenwet voor deze dienst\.|Ter informatie|Pauze/)
        .first(),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(shift(page, '17:00–02:00', 'Daan Visser')).toBeVisible();
  });

  it('ziet bij de openingsdienst van woensdag 08:00 de melding al voordat hij opslaat', async () => {
    const dialog = await planShift(page, WEDNESDAY, '08:00', '16:00');
    await expect(
      dialog.getByText('Arbeidstijdenwet (je kunt de dienst toch opslaan)'),
    ).toBeVisible();
    await expect(dialog.getByText(REST)).toBeVisible();
    await screenshot(page, 'atw-new-shift-desktop.png');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
  });

  it('ziet de waarschuwing op beide diensten, bij aanwijzen en met het toetsenbord', async () => {
    const closing = shift(page, '17:00–02:00', 'Daan Visser');
    const opening = shift(page, '08:00–16:00', 'Daan Visser');
    await expect.poll(() => description(closing)).toBe(`Arbeidstijdenwet: ${REST}`);
    await expect.poll(() => description(opening)).toBe(`Arbeidstijdenwet: ${REST}`);

    await closing.hover();
    const tip = page.getByRole('tooltip');
    await expect(tip.getByText(REST)).toBeVisible();
    await screenshot(page, 'atw-block-hover-desktop.png');
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();

    await opening.focus();
    await expect(tip.getByText(REST)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  it('ziet de melding in het paneel Arbeidstijdenwet van de week', async () => {
    const section = panel(page);
    await expect(section.getByText(REST)).toBeVisible();
    await expect(section.getByText(/^\d+ melding(en)?$/)).toBeVisible();
    await expect(section.getByText('Daan Visser').first()).toBeVisible();
    await expect(
      section.getByText('Bron: ATW art. 5:3 lid 1 (jeugdigen lid 2)').first(),
    ).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'atw-panel-desktop.png', { fullPage: true });
  });

  it('bevestigt toch, na de vraag, en ziet de meldingen daarna', async () => {
    await page.getByRole('button', { name: 'Rooster Bevestigen' }).click();
    const dialog = await openedDialog(page, 'Meldingen Arbeidstijdenwet');
    await expect(dialog.getByText(REST)).toBeVisible();
    await screenshot(page, 'atw-confirm-dialog-desktop.png');

    await dialog.getByRole('button', { name: 'Terug naar het rooster' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('2 conceptdiensten in deze week nog niet bevestigd')).toBeVisible();

    await page.getByRole('button', { name: 'Rooster Bevestigen' }).click();
    await (await openedDialog(page, 'Meldingen Arbeidstijdenwet'))
      .getByRole('button', { name: 'Toch bevestigen' })
      .click();
    await expect(page.getByText('2 diensten bevestigd.')).toBeVisible();
    await expect(
      page.getByText(
        'Het rooster is bevestigd. Meldingen van de Arbeidstijdenwet in de bevestigde weken:',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(`Daan Visser: ${REST} (ATW art. 5:3 lid 1 (jeugdigen lid 2))`),
    ).toBeVisible();
    await expect(
      page.getByText('Geen conceptdiensten in deze week om te bevestigen'),
    ).toBeVisible();
    // Definitive now, and still marked.
    const closing = shift(page, '17:00–02:00', 'Daan Visser');
    await expect.poll(() => closing.getAttribute('aria-label')).not.toContain('concept');
    await expect.poll(() => description(closing)).toBe(`Arbeidstijdenwet: ${REST}`);
    await screenshot(page, 'atw-confirmed-desktop.png', { fullPage: true });
  });
});

describe('de planner bekijkt de week op een telefoon', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, {
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    // Its own closing and opening shift, a week after the story's above.
    await openRoster(page, 'planner', LATER_TUESDAY);
    await planShiftByApi(page, `${LATER_TUESDAY}T17:00:00`, `${LATER_WEDNESDAY}T02:00:00`);
    await planShiftByApi(page, `${LATER_WEDNESDAY}T08:00:00`, `${LATER_WEDNESDAY}T16:00:00`);
    await page.reload();
  });
  afterAll(() => context.close());

  it('ziet het paneel zonder horizontaal scrollen, en de melding bij het tikken op de dienst', async () => {
    await expect(panel(page).getByText(REST)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'atw-roster-phone.png', { fullPage: true });

    await shift(page, '08:00–16:00', 'Daan Visser').tap();
    const dialog = await openedDialog(page, 'Dienst Details');
    await expect(dialog.getByText('Meldingen Arbeidstijdenwet')).toBeVisible();
    await expect(dialog.getByText(REST)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'atw-details-phone.png');
  });
});

describe('de eigenaar ziet op het dashboard dat volgende week niet klopt', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
    // The demo's next week may be within the law; then Youssef gets a 13-hour shift.
    const week = `start=${NEXT_MONDAY}T00:00:00&end=${addDays(NEXT_MONDAY, 7)}T00:00:00`;
    const found = await callApi<{ findings: Array<{ severity: string }> }>(
      page,
      'GET',
      `/schedules/compliance?companyId={companyId}&${week}`,
    );
    expect(found.status).toBe(200);
    const violations = found.body.findings.filter((f) => f.severity === 'violation');
    if (violations.length === 0) {
      const employees = await callApi<Array<{ firstName: string; email: string }>>(
        page,
        'GET',
        '/employees/company/{companyId}',
      );
      const youssef = employees.body.find((e) => e.firstName === 'Youssef');
      const created = await callApi(page, 'POST', '/schedules/create', {
        employeeEmail: youssef?.email,
        companyId: '{companyId}',
        startTime: `${NEXT_MONDAY}T08:00:00`,
        endTime: `${NEXT_MONDAY}T21:00:00`,
      });
      expect(created.status).toBe(201);
    }
    await page.reload();
  });
  afterAll(() => context.close());

  it('ziet de melding op de tegel Rooster, die naar volgende week leidt', async () => {
    const note = page.getByRole('link', {
      name: /^Volgende week: \d+ melding(en)? Arbeidstijdenwet$/,
    });
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('href', `/Schedulepro?datum=${NEXT_MONDAY}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'atw-dashboard-desktop.png');
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'atw-dashboard-phone.png', { fullPage: true });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await note.click();
    await waitForPath(page, '/Schedulepro');
    expect(new URL(page.url()).searchParams.get('datum')).toBe(NEXT_MONDAY);
    const section = panel(page);
    await expect(section.getByText(/^\d+ melding(en)?$/)).toBeVisible();
  });
});
