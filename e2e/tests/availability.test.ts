import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { now } from '../src/clock';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';

/**
 * Beschikbaarheid Invullen (docs/screens.md#availability): the waiter (medewerker, Emma Smit) on her phone
 * says when she can work next month.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  // The narrowest common Android phone.
  context = await openDevice(browser, {
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
});
afterAll(() => browser.close());

const ZONE = 'Europe/Amsterdam';

/** A calendar day of Amsterdam as a UTC midnight, so formatting never shifts it. */
function amsterdamDay(offsetDays = 0, offsetMonths = 0, day?: number): Date {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now());
  const [y, m, d] = parts.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + offsetMonths, (day ?? d) + offsetDays));
}

/** What the day's button says first: "woensdag 10 december 2026". */
function dayName(date: Date): string {
  return new Intl.DateTimeFormat('nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

function monthHeading(date: Date): string {
  const text = new Intl.DateTimeFormat('nl-NL', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** dd-mm-jjjj, as the toasts and the table write dates. */
function shortDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}

const dayButton = (p: Page, date: Date) =>
  p.getByRole('button', { name: new RegExp(`^${dayName(date)}`) });

/**
 * Three days of next month beyond the two weeks the demo fills with availability of its own
 * (apps/server/src/seed/demo-roster.ts): at least 24 days ahead, on any day the run takes place.
 */
const NEXT_MONTH_DAYS = [24, 25, 26].map((day) => amsterdamDay(0, 1, day));

describe('de medewerker vult haar beschikbaarheid in op haar telefoon', () => {
  it('opent Beschikbaarheid vanaf het dashboard', async () => {
    await signIn(page, 'medewerker');
    await waitForPath(page, '/dashboard');
    await page.getByRole('link', { name: /Beschikbaarheid/ }).click();
    await waitForPath(page, '/availabilitiy');
    await page.getByRole('heading', { level: 1, name: 'Beschikbaarheid Invullen' }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: monthHeading(amsterdamDay(0, 0, 1)) })
      .waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('kan geen dag in het verleden kiezen', async () => {
    const yesterday = amsterdamDay(-1);
    if (yesterday.getUTCMonth() !== amsterdamDay().getUTCMonth()) {
      await page.getByRole('button', { name: 'Vorige Maand' }).click();
    }
    const past = dayButton(page, yesterday);
    expect(await past.getAttribute('aria-disabled')).toBe('true');
    // Playwright will not click what says it is disabled; a finger or a keyboard still can.
    await past.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Kan geen datums in het verleden selecteren').waitFor();
    expect(await past.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByText('Nog geen dag geselecteerd').isVisible()).toBe(true);
  });

  it('krijgt een melding als de eindtijd voor de starttijd ligt, en er wordt niets verstuurd', async () => {
    await page.goto('/availabilitiy');
    await page.getByRole('button', { name: 'Volgende Maand' }).click();
    await page
      .getByRole('heading', { level: 2, name: monthHeading(NEXT_MONTH_DAYS[0] as Date) })
      .waitFor();
    await dayButton(page, amsterdamDay(0, 1, 20)).click();
    // The times are 24-hour spin fields: the hours, then the minutes, typed as digits.
    const endHours = page.getByRole('spinbutton', { name: 'Eindtijd, uren' });
    expect(await endHours.inputValue()).toBe('17');
    await endHours.click();
    // A person's pace: each digit lands before the next.
    await page.keyboard.type('07', { delay: 80 });
    expect(await endHours.inputValue()).toBe('07');
    // Two digits move on to the minutes, as on a phone's number pad.
    expect(
      await page
        .getByRole('spinbutton', { name: 'Eindtijd, minuten' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.getByRole('button', { name: 'Verstuur Beschikbaarheid' }).click();
    await page.getByText('Eindtijd moet na starttijd liggen').waitFor();
    expect(await page.getByText(/opgeslagen\.$/).count()).toBe(0);
    await endHours.click();
    await page.keyboard.type('17', { delay: 80 });
    expect(await endHours.inputValue()).toBe('17');
    await dayButton(page, amsterdamDay(0, 1, 20)).click();
    expect(await page.getByText('Nog geen dag geselecteerd').isVisible()).toBe(true);
  });

  it('kiest drie dagen van volgende maand, verstuurt ze en ziet ze in de tabel', async () => {
    for (const date of NEXT_MONTH_DAYS) await dayButton(page, date).click();
    await page.getByText('3 dagen geselecteerd').waitFor();
    for (const date of NEXT_MONTH_DAYS) {
      expect(await dayButton(page, date).getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByRole('button', { name: 'Verstuur Beschikbaarheid' }).click();
    for (const date of NEXT_MONTH_DAYS) {
      await page.getByText(`Beschikbaarheid voor ${shortDate(date)} opgeslagen.`).waitFor();
    }
    await page.getByText('Nog geen dag geselecteerd').waitFor();
    await screenshot(page, 'availability-phone-toasts.png');

    const table = page.getByRole('table', { name: 'Ingevoerde Beschikbaarheid' });
    for (const date of NEXT_MONTH_DAYS) {
      const row = table.getByRole('row', { name: new RegExp(shortDate(date)) });
      await row.waitFor();
      expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('08:00 17:00 Ja');
      expect(await dayButton(page, date).getAttribute('aria-label')).toContain(
        'beschikbaar ingevuld',
      );
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Toasts close after 3 s (docs/screens.md#shared-behaviour).
    await page
      .getByText(/opgeslagen\.$/)
      .first()
      .waitFor({ state: 'detached', timeout: 6_000 });
    await screenshot(page, 'availability-phone.png', { fullPage: true });
  });

  it('wijzigt een ingevulde dag en verwijdert er een', async () => {
    const [first, second] = NEXT_MONTH_DAYS as [Date, Date, Date];
    const table = page.getByRole('table', { name: 'Ingevoerde Beschikbaarheid' });
    await page
      .getByRole('button', { name: `Beschikbaarheid van ${shortDate(first)} wijzigen` })
      .click();
    const dialog = page.getByRole('dialog', {
      name: `Beschikbaarheid van ${shortDate(first)} wijzigen`,
    });
    const startHours = dialog.getByRole('spinbutton', { name: 'Starttijd, uren' });
    expect(await startHours.inputValue()).toBe('08');
    await startHours.click();
    await page.keyboard.type('12', { delay: 80 });
    await dialog.getByText('Niet beschikbaar', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText(`Beschikbaarheid voor ${shortDate(first)} gewijzigd.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const firstRow = table.getByRole('row', { name: new RegExp(shortDate(first)) });
    await expect
      .poll(async () => (await firstRow.innerText()).replace(/\s+/g, ' '))
      .toContain('12:00 17:00 Nee');

    await page
      .getByRole('button', { name: `Beschikbaarheid van ${shortDate(second)} verwijderen` })
      .click();
    const question = page.getByRole('dialog', { name: 'Beschikbaarheid verwijderen' });
    await question.getByText(`je beschikbaarheid van ${shortDate(second)} (08:00–17:00)`).waitFor();
    await question.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText(`Beschikbaarheid voor ${shortDate(second)} verwijderd.`).waitFor();
    await table
      .getByRole('row', { name: new RegExp(shortDate(second)) })
      .waitFor({ state: 'detached' });
    expect(await dayButton(page, second).getAttribute('aria-label')).not.toContain('ingevuld');
  });

  it('vult een dag opnieuw in en vervangt hem pas na de vraag, zonder dubbele regel', async () => {
    const third = NEXT_MONTH_DAYS[2] as Date;
    await dayButton(page, third).click();
    await page.getByText('Niet beschikbaar', { exact: true }).click();
    await page.getByRole('button', { name: 'Verstuur Beschikbaarheid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bestaande beschikbaarheid vervangen?' });
    await dialog
      .getByText(
        `Op ${shortDate(third)} staat al beschikbaarheid van 08:00 tot 17:00. Wil je die vervangen?`,
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Vervangen' }).click();
    await page.getByText(`Beschikbaarheid voor ${shortDate(third)} opgeslagen.`).waitFor();
    const rows = page
      .getByRole('table', { name: 'Ingevoerde Beschikbaarheid' })
      .getByRole('row', { name: new RegExp(shortDate(third)) });
    await expect
      .poll(async () => (await rows.first().innerText()).replace(/\s+/g, ' '))
      .toContain('08:00 17:00 Nee');
    expect(await rows.count()).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('ziet de ingevulde dagen ook na opnieuw laden, en de pagina is op een laptop toegankelijk', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: 'Volgende Maand' }).click();
    const table = page.getByRole('table', { name: 'Ingevoerde Beschikbaarheid' });
    await table
      .getByRole('row', { name: new RegExp(shortDate(NEXT_MONTH_DAYS[0] as Date)) })
      .waitFor();
    await dayButton(page, amsterdamDay(0, 1, 15)).click();
    await screenshot(page, 'availability-desktop.png', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
