import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { addDays, amsterdamDate } from '../src/clock';
import { expect } from '../src/expect';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';

const SETTINGS = '/settings/leave-and-surcharges';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

/** The first day of next month on the run's clock, and the day before it, as 'yyyy-mm-dd'. */
function nextMonth(): { first: string; lastOfThis: string } {
  const today = amsterdamDate();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { first, lastOfThis: addDays(first, -1) };
}

/** 'yyyy-mm-dd' as the screens write dates: 'dd-mm-jjjj'. */
function shown(iso: string): string {
  return iso.split('-').reverse().join('-');
}

async function openEmployee(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Medewerkers' })
    .getByRole('button', { name, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

function band(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

// A story on the office laptop: the owner sets the holidays and a night surcharge, and gives
// an employee fewer hours from next month on; then HR checks both on a phone.
describe.sequential('de eigenaar legt verlof, toeslagen en een contractwijziging vast', () => {
  storySteps();
  let desk: BrowserContext;
  let page: Page;
  const { first, lastOfThis } = nextMonth();

  beforeAll(async () => {
    desk = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
    page = await desk.newPage();
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => desk.close());

  it('opent Verlof en toeslagen via Instellingen en ziet de standaardwaarden', async () => {
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Verlof en toeslagen', exact: true }).click();
    await waitForPath(page, SETTINGS);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verlof en toeslagen' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Voor dit bedrijf zijn nog geen instellingen opgeslagen: je ziet de standaardwaarden.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Goede Vrijdag', exact: true })).toBeDisabled();
    await expect(page.getByText('Nog geen toeslagen.')).toBeVisible();
  });

  it('sluit op de kerstdagen en voegt met het toetsenbord een nachttoeslag toe', async () => {
    await page.getByRole('checkbox', { name: 'Eerste Kerstdag', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Tweede Kerstdag', exact: true }).check();
    const add = page.getByRole('button', { name: 'Toeslag toevoegen' });
    await add.focus();
    await page.keyboard.press('Enter');
    // The new band's name has the keyboard: typing fills it.
    await expect(page.getByRole('textbox', { name: /^Naam/ })).toBeFocused();
    await page.keyboard.type('Nachttoeslag');
    const night = band(page, 'Toeslag 1: Nachttoeslag');
    await expect(night.getByRole('textbox', { name: /^Van/ })).toHaveValue('22:00');
    await night.getByRole('textbox', { name: /^Percentage/ }).fill('25');
    await night.getByRole('textbox', { name: /^Urencode/ }).fill('U2110');
    await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Instellingen succesvol opgeslagen.' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w25-leave-and-pay-desktop.png', { fullPage: true });
  });

  it('ziet na het herladen wat is opgeslagen, en een percentage van 400 wordt geweigerd', async () => {
    await page.reload();
    const night = band(page, 'Toeslag 1: Nachttoeslag');
    await expect(night.getByRole('textbox', { name: /^Percentage/ })).toHaveValue('25 %');
    await expect(
      page.getByRole('checkbox', { name: 'Tweede Kerstdag', exact: true }),
    ).toBeChecked();
    await night.getByRole('textbox', { name: /^Percentage/ }).fill('400');
    await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
    await expect(
      night.getByText('Het percentage ligt tussen 0 en 300, met hoogstens 2 decimalen.'),
    ).toBeVisible();
    await expect(night.getByRole('textbox', { name: /^Percentage/ })).toBeFocused();
  });

  it('geeft Fatima El Amrani vanaf volgende maand 24 uur; de lopende periode eindigt ervoor', async () => {
    await page.goto('/employerdashboard');
    const dialog = await openEmployee(page, 'Fatima El Amrani');
    const periods = dialog.getByRole('list', { name: 'Contractperioden van Fatima El Amrani' });
    await expect(periods.getByText('Vaste uren: 32 uur per week')).toBeVisible();
    await dialog.getByRole('button', { name: 'Periode toevoegen' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Van/ })).toBeFocused();
    await dialog.getByRole('textbox', { name: /^Van/ }).fill(first);
    await dialog.getByRole('textbox', { name: /^Uren per week/ }).fill('24');
    await dialog.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(dialog.getByText('De contractperioden zijn opgeslagen.')).toBeVisible();
    await expect(periods.getByRole('listitem')).toHaveCount(2);
    await expect(periods.getByText(new RegExp(`t/m ${shown(lastOfThis)}$`))).toBeVisible();
    await expect(periods.getByText(`Vanaf ${shown(first)}`)).toBeVisible();
    await expect(periods.getByText('Vaste uren: 24 uur per week')).toBeVisible();
    await screenshot(page, 'w25-contract-desktop.png', { fullPage: true });
  });
});

describe.sequential('HR bekijkt het op de telefoon en voegt een verlofcorrectie toe', () => {
  storySteps();
  let phone: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    phone = await openDevice(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    page = await phone.newPage();
    await signIn(page, 'hr');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => phone.close());

  it('ziet de toeslag op een telefoon, zonder zijwaarts te scrollen', async () => {
    await page.goto(SETTINGS);
    const night = band(page, 'Toeslag 1: Nachttoeslag');
    await expect(night.getByRole('textbox', { name: /^Urencode/ })).toHaveValue('U2110');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w25-leave-and-pay-phone.png', { fullPage: true });
  });

  it('ziet de twee contractperioden en legt een correctie met reden vast', async () => {
    await page.goto('/employerdashboard');
    const dialog = await openEmployee(page, 'Fatima El Amrani');
    await expect(
      dialog
        .getByRole('list', { name: 'Contractperioden van Fatima El Amrani' })
        .getByRole('listitem'),
    ).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Correctie toevoegen' }).click();
    await dialog.getByText('Eraf', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Eraf' })).toBeChecked();
    await dialog.getByRole('textbox', { name: /^Uren/ }).fill('4');
    await dialog.getByRole('textbox', { name: /^Reden/ }).fill('Halve dag op papier aangevraagd.');
    await dialog.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(dialog.getByText('De correctie is toegevoegd.')).toBeVisible();
    await expect(dialog.getByText(/· Wettelijk verlof · −4 uur$/)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w25-contract-phone.png', { fullPage: true });
  });
});
