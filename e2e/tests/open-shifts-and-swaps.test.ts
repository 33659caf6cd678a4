import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { addDays, amsterdamDate, mondayOf } from '../src/clock';
import { expect } from '../src/expect';
import { waitForMail } from '../src/outbox';
import { ownerAndPhone } from '../src/owner-and-phone';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';
import { typeTime } from '../src/time-field';

/**
 * Open diensten and offered shifts (docs/open-shifts-and-swaps.md). The owner puts out an open
 * shift for an Ober; Emma Smit (medewerker, Ober) claims it on her 390 px phone and the owner
 * approves it on the desktop. Then Emma offers her own Sunday shift to Lotte Bakker (the
 * planner's account), Lotte accepts it, and the owner approves the hand-over.
 */
const EMMA = 'emma.smit@demohoreca.example';
const LOTTE = 'lotte.bakker@demohoreca.example';
// The weekend three weeks ahead, on any day of this week: past the demo's roster and the random
// days off it marks in the coming fourteen days, after the week of leave it gives Emma (Monday to
// Friday three weeks ahead), and within the 28 days Mijn rooster shows. Nobody claims a shift on
// a day off or in their own leave.
const SATURDAY = addDays(mondayOf(amsterdamDate(0)), 26);
const SUNDAY = addDays(SATURDAY, 1);

let browser: Browser;
let planner: BrowserContext;
let desktop: Page;
let mobile: Page;
let lotte: Page;

async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
}

beforeAll(async () => {
  browser = await connectBrowser();
  // Emma's Sunday shift, which she will give away.
  ({ desktop, mobile } = await ownerAndPhone(browser, { employeeEmail: EMMA, shiftDate: SUNDAY }));
  planner = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
  lotte = await planner.newPage();
});
afterAll(() => browser.close());

describe.sequential('de eigenaar zet een dienst open, Emma claimt hem; Emma geeft een dienst weg', () => {
  storySteps();

  it('de eigenaar plaatst een open dienst voor een Ober vanaf het rooster', async () => {
    await desktop.goto('/Schedulepro');
    await desktop.getByRole('link', { name: 'Open diensten' }).click();
    await waitForPath(desktop, '/open-diensten');
    const form = desktop.getByRole('region', { name: 'Nieuwe open dienst' });
    await choose(desktop, form.getByRole('combobox', { name: 'Functie' }), 'Ober');
    await form.getByLabel('Datum').fill(SATURDAY);
    await typeTime(form, 'Begintijd', '10:00');
    await typeTime(form, 'Eindtijd', '18:00');
    await form.getByRole('button', { name: 'Open dienst plaatsen' }).click();
    await expect(desktop.getByText('De open dienst is geplaatst.')).toBeVisible();
    const list = desktop.getByRole('region', { name: 'Open diensten' });
    await expect(list.getByRole('listitem', { name: /^Ober:/ })).toContainText(
      '1 van 1 plekken vrij',
    );
    expect(await seriousViolations(desktop)).toEqual([]);
  });

  it('Emma claimt hem op haar telefoon in Mijn rooster', async () => {
    await signIn(mobile, 'medewerker');
    await waitForPath(mobile, '/dashboard');
    await mobile.getByRole('link', { name: 'Mijn rooster' }).tap();
    await waitForPath(mobile, '/mijn-rooster');
    const open = mobile.getByRole('region', { name: 'Open diensten' });
    const shift = open.getByRole('listitem').filter({ hasText: 'Ober' });
    await expect(shift).toContainText('10:00 – 18:00');
    await shift.getByRole('button', { name: /^Claimen/ }).tap();
    await expect(mobile.getByText('Je claim is verstuurd.')).toBeVisible();
    await expect(shift).toContainText('Jouw claim: Wacht op goedkeuring');
    expect(await horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(mobile)).toEqual([]);
    await screenshot(mobile, 'open-shifts-phone.png', { fullPage: true });
  });

  it('de eigenaar keurt de claim goed; Emma krijgt de dienst en een e-mail', async () => {
    await desktop.reload();
    const list = desktop.getByRole('region', { name: 'Open diensten' });
    const shift = list.getByRole('listitem', { name: /^Ober:/ });
    await shift.getByRole('button', { name: 'Goedkeuren: Emma Smit' }).click();
    await expect(desktop.getByText('Emma Smit heeft de dienst gekregen.')).toBeVisible();
    await expect(shift).toContainText('0 van 1 plekken vrij');
    const mail = await waitForMail(EMMA, 'Je claim op een open dienst is goedgekeurd');
    expect(mail.text).toContain('10:00 tot 18:00');
    await mobile.reload();
    await expect(
      mobile
        .getByRole('region', { name: 'Open diensten' })
        .getByRole('listitem')
        .filter({ hasText: 'Ober' }),
    ).toContainText('Jouw claim: Goedgekeurd');
  });

  it('Emma biedt haar zondagdienst aan Lotte aan', async () => {
    const swap = mobile.getByRole('region', { name: 'Diensten ruilen' });
    await choose(mobile, swap.getByRole('combobox', { name: 'Dienst' }), /11:00 – 19:00/);
    await swap.getByRole('combobox', { name: 'Aan' }).selectOption({ label: 'Lotte Bakker' });
    await swap.getByRole('button', { name: 'Aanbieden' }).tap();
    await expect(mobile.getByText('Je dienst is aangeboden.')).toBeVisible();
    await expect(swap.getByRole('listitem').filter({ hasText: '11:00 – 19:00' })).toContainText(
      'Aangeboden',
    );
    expect(await horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    await waitForMail(LOTTE, 'Er is een dienst aan je aangeboden');
  });

  it('Lotte neemt hem aan in haar Mijn rooster', async () => {
    await signIn(lotte, 'planner');
    await waitForPath(lotte, '/dashboard');
    await lotte.goto('/mijn-rooster');
    const swap = lotte.getByRole('region', { name: 'Diensten ruilen' });
    const offer = swap.getByRole('listitem').filter({ hasText: 'Aangeboden door Emma Smit' });
    await offer.getByRole('button', { name: /^Aannemen/ }).click();
    await expect(lotte.getByText(/Je hebt de dienst aangenomen/)).toBeVisible();
    await waitForMail(EMMA, 'Je aangeboden dienst is aangenomen');
  });

  it('de eigenaar keurt de overname goed; de dienst is van Lotte', async () => {
    await desktop.reload();
    const offers = desktop.getByRole('region', { name: 'Overnames' });
    const offer = offers.getByRole('listitem').filter({ hasText: 'Overname door Lotte Bakker' });
    await expect(offer).toContainText('Van Emma Smit');
    await expect(offer).toContainText('Geen overtredingen van de Arbeidstijdenwet');
    await offer.getByRole('button', { name: 'Overname goedkeuren' }).click();
    await expect(desktop.getByText('De dienst is nu van Lotte Bakker.')).toBeVisible();
    await waitForMail(LOTTE, 'Je neemt een dienst over');
    await lotte.reload();
    await expect(
      lotte.getByRole('region', { name: 'Mijn diensten' }).getByText('11:00 – 19:00'),
    ).toBeVisible();
    expect(await seriousViolations(desktop)).toEqual([]);
    await screenshot(desktop, 'open-shifts-desktop.png', { fullPage: true });
  });

  it('Open diensten past ook op een telefoon', async () => {
    await desktop.setViewportSize({ width: 390, height: 844 });
    await desktop.reload();
    await desktop.getByRole('heading', { level: 1, name: 'Open diensten' }).waitFor();
    await desktop.getByRole('region', { name: 'Nieuwe open dienst' }).waitFor();
    await desktop
      .getByRole('region', { name: 'Open diensten' })
      .getByRole('listitem')
      .first()
      .waitFor();
    expect(await horizontalOverflow(desktop)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(desktop)).toEqual([]);
    await screenshot(desktop, 'open-shifts-page-phone.png', { fullPage: true });
  });
});
