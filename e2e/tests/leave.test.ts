import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser } from '../src/browser';
import { addDays, amsterdamDate, mondayOf } from '../src/clock';
import { expect } from '../src/expect';
import { waitForMail } from '../src/outbox';
import { ownerAndPhone } from '../src/owner-and-phone';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';

/**
 * Verlof (docs/decisions/025): the waiter (medewerker, Emma Smit, 28 hours a week) asks for a
 * week off on her 390 px phone; the owner approves it on the desktop, and the roster warns on
 * the shift Emma had in that week. The week lies four weeks ahead: past the demo's roster, so
 * the one shift in it is this file's own.
 */
const EMMA = 'emma.smit@demohoreca.example';
const MONDAY = addDays(mondayOf(amsterdamDate(0)), 28);
const SUNDAY = addDays(MONDAY, 6);
const WEDNESDAY = addDays(MONDAY, 2);
const RUN = Date.now().toString().slice(-6);
const NOTE = `Naar familie in Groningen ${RUN}`;

/** 'dd-mm-jjjj', as the screens print a date. */
const dutch = (iso: string) => iso.split('-').reverse().join('-');

let browser: Browser;
let mobile: Page;
let desktop: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  // Emma's shift on the Wednesday of that week, planned before she asks.
  ({ desktop, mobile } = await ownerAndPhone(browser, {
    employeeEmail: EMMA,
    shiftDate: WEDNESDAY,
  }));
});
afterAll(() => browser.close());

describe.sequential('Emma vraagt een week vrij, de eigenaar keurt het goed', () => {
  storySteps();

  it('vraagt op haar telefoon een week verlof aan vanuit Mijn rooster', async () => {
    await signIn(mobile, 'medewerker');
    await waitForPath(mobile, '/dashboard');
    await mobile.getByRole('link', { name: 'Mijn rooster' }).tap();
    await waitForPath(mobile, '/mijn-rooster');
    const mine = mobile.getByRole('region', { name: 'Mijn verlof' });
    await mine.getByRole('button', { name: 'Verlof aanvragen' }).tap();
    const dialog = mobile.getByRole('dialog', { name: 'Verlof aanvragen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /Soort verlof/ })).toHaveValue('Vakantie');
    await dialog.getByLabel('Eerste dag').fill(MONDAY);
    await dialog.getByLabel('Laatste dag').fill(SUNDAY);
    await dialog.getByLabel('Opmerking').fill(NOTE);
    expect(await horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    await screenshot(mobile, 'leave-request-phone.png');
    await dialog.getByRole('button', { name: 'Aanvraag versturen' }).tap();
    await expect(mobile.getByText(/Je verlofaanvraag is verstuurd/)).toBeVisible();
    await expect(dialog).toBeHidden();
    const request = mine.getByRole('listitem').filter({ hasText: NOTE });
    await expect(request).toContainText(`Vakantie: ma ${dutch(MONDAY)} t/m zo ${dutch(SUNDAY)}`);
    await expect(request).toContainText('In behandeling');
    // A week off is a week of her contract: 28 hours.
    await expect(request).toContainText('28 uur verlof');
    expect(await horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(mobile)).toEqual([]);
    await screenshot(mobile, 'leave-mine-phone.png', { fullPage: true });
  });

  it('de eigenaar ziet de aanvraag op Verlof en ziekte en keurt hem goed', async () => {
    await desktop.goto('/dashboard');
    await desktop.getByRole('link', { name: 'Verlof en ziekte', exact: true }).click();
    await waitForPath(desktop, '/verlof');
    const pending = desktop.getByRole('region', { name: /Aanvragen in behandeling/ });
    const request = pending.getByRole('listitem').filter({ hasText: NOTE });
    await expect(request).toContainText('Emma Smit');
    await expect(request).toContainText(`ma ${dutch(MONDAY)} t/m zo ${dutch(SUNDAY)}`);
    expect(await seriousViolations(desktop)).toEqual([]);
    await screenshot(desktop, 'leave-page-desktop.png', { fullPage: true });
    await request.getByRole('button', { name: 'Goedkeuren: Emma Smit' }).click();
    await expect(
      desktop.getByText('Het verlof van Emma Smit is goedgekeurd. Emma krijgt een e-mail.'),
    ).toBeVisible();
    await expect(request).toBeHidden();
    await expect(
      desktop
        .getByRole('region', { name: /Goedgekeurd verlof/ })
        .getByRole('listitem')
        .filter({ hasText: NOTE }),
    ).toContainText('Goedgekeurd');
    const mail = await waitForMail(EMMA, 'is goedgekeurd');
    expect(mail.text).toContain(`van maandag ${dutch(MONDAY)} tot en met zondag ${dutch(SUNDAY)}`);
  });

  it('past ook op een telefoon', async () => {
    await desktop.setViewportSize({ width: 390, height: 844 });
    await desktop.reload();
    await desktop.getByRole('heading', { level: 1, name: 'Verlof en ziekte' }).waitFor();
    await desktop.getByRole('region', { name: /Ziekmeldingen/ }).waitFor();
    expect(await horizontalOverflow(desktop)).toBeLessThanOrEqual(0);
    await screenshot(desktop, 'leave-page-phone.png', { fullPage: true });
    await desktop.setViewportSize({ width: 1280, height: 800 });
  });

  it('het rooster waarschuwt bij Emma’s dienst in die week en toont haar verlof', async () => {
    await desktop.goto(`/Schedulepro?datum=${WEDNESDAY}`);
    await desktop.getByRole('heading', { level: 1, name: 'Roosterbeheer' }).waitFor();
    const shift = desktop.getByRole('button', { name: /^11:00–19:00, Emma Smit/ });
    await expect(shift).toHaveAttribute('aria-describedby', /abs-/);
    const described = await shift.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain(`Emma Smit heeft verlof op ${dutch(WEDNESDAY)}.`);
    await shift.focus();
    await expect(desktop.getByRole('tooltip')).toContainText(
      `Emma Smit heeft verlof op ${dutch(WEDNESDAY)}.`,
    );
    const row = desktop
      .getByRole('row')
      .filter({ has: desktop.getByRole('rowheader', { name: /Emma Smit/ }) });
    // Every day of the week off, Monday to Sunday.
    await expect(row.getByText('Verlof', { exact: true })).toHaveCount(7);
    await screenshot(desktop, 'leave-roster-desktop.png');
  });

  it('Emma ziet op haar telefoon dat het verlof is goedgekeurd', async () => {
    await mobile.reload();
    const request = mobile
      .getByRole('region', { name: 'Mijn verlof' })
      .getByRole('listitem')
      .filter({ hasText: NOTE });
    await expect(request).toContainText('Goedgekeurd');
    await expect(request.getByRole('button', { name: 'Intrekken' })).toBeVisible();
  });
});
