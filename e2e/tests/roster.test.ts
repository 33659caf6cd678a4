import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { now } from '../src/clock';
import { waitForMail } from '../src/outbox';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { typeTime } from '../src/time-field';

const PATH = '/Schedulepro';
const ZONE = 'Europe/Amsterdam';
const DAY_MS = 86_400_000;

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

/** 'yyyy-mm-dd' of today in Amsterdam, the demo companies' zone, `days` days on. */
function amsterdamDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(now().getTime() + days * DAY_MS),
  );
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'dd-mm-jjjj', as the screens print a date. */
function dutch(iso: string): string {
  return iso.split('-').reverse().join('-');
}

/**
 * The Wednesday three weeks on: past the demo's roster (up to next week's Sunday) and the two
 * weeks of availability it seeds (apps/server/src/seed/demo-roster.ts), on any weekday, so the
 * planner plans an empty week and Emma's one unavailability there is this file's own.
 */
const mondayThisWeek = (() => {
  const today = amsterdamDate(0);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday);
})();
const PLAN_DAY = addDays(mondayThisWeek, 23);
const NEXT_DAY = addDays(PLAN_DAY, 1);

async function openRoster(page: Page, user: string, query = ''): Promise<void> {
  await signIn(page, user);
  await waitForPath(page, '/dashboard');
  await page.goto(`${PATH}${query}`);
  await page.getByRole('heading', { level: 1, name: 'Roosterbeheer' }).waitFor();
}

function board(page: Page): Locator {
  return page.getByRole('region').filter({ has: page.getByRole('table') });
}

function shift(page: Page, time: string, name: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${time}, ${name}`) });
}

async function employeeCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ medewerkers?$/).innerText();
  return Number(text.split(' ')[0]);
}

async function openedDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  return dialog;
}

async function chooseOption(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
}

/** The view toggle: its radios are hidden behind their labels, as in any segmented control. */
async function chooseView(page: Page, view: 'Dagweergave' | 'Weekweergave'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Weergave' }).getByText(view, { exact: true }).click();
  await expect.poll(() => page.getByRole('radio', { name: view }).isChecked()).toBe(true);
}

/** What the availability screen sends: one's own entry for a date, in the company's clock. */
async function enterUnavailable(page: Page, date: string): Promise<number> {
  return page.evaluate(async (day) => {
    const token = sessionStorage.getItem('authToken') ?? localStorage.getItem('authToken') ?? '';
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    const response = await fetch('/api/availability', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'X-Tenant-ID': claims.tenantId,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        employeeId: String(claims.employeeId),
        companyId: String(claims.companyId),
        startTime: `${day}T08:00:00`,
        endTime: `${day}T23:00:00`,
        available: false,
      }),
    });
    return response.status;
  }, date);
}

describe('een medewerker (Emma) bekijkt het rooster op haar telefoon', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page = await context.newPage();
    await signIn(page, 'medewerker');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => context.close());

  it('komt van het rooster op haar eigen rooster, zonder knoppen om te plannen', async () => {
    // Staff read Mijn rooster; Roosterbeheer is for those who plan (docs/decisions/024).
    await page.goto(PATH);
    await waitForPath(page, '/mijn-rooster');
    await page.getByRole('heading', { level: 1, name: 'Mijn rooster' }).waitFor();
    expect(await page.getByRole('button', { name: 'Nieuwe Dienst' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Rooster Bevestigen' }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('kopieert het adres van haar agenda-abonnement, dat een agenda met haar diensten geeft', async () => {
    await page.getByRole('button', { name: 'Agenda-abonnement' }).click();
    const dialog = await openedDialog(page, 'Agenda-abonnement');
    const make = dialog.getByRole('button', { name: 'Agenda-adres maken' });
    const address = dialog.getByRole('textbox', { name: 'Jouw agenda-adres' });
    await Promise.race([make.waitFor(), address.waitFor()]);
    if (await make.isVisible()) await make.click();
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/\/api\/calendar\/.+\.ics$/);
    await screenshot(page, 'r1-roster-feed-phone.png');

    await dialog.getByRole('button', { name: 'Kopiëren' }).click();
    await dialog.getByText('Het adres staat op het klembord.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const feed = await page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await dialog.getByRole('button', { name: 'Nieuwe link maken' }).click();
    await dialog.getByText(/De huidige link werkt daarna niet meer/).waitFor();
    await dialog.getByRole('button', { name: 'Ja, nieuwe link maken' }).click();
    await dialog.getByText('Er is een nieuwe link gemaakt; de oude werkt niet meer.').waitFor();
    expect(await address.inputValue()).not.toBe(url);
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
  });

  it('meldt zich niet beschikbaar op de dag die de planner gaat plannen', async () => {
    expect(await enterUnavailable(page, PLAN_DAY)).toBe(201);
  });
});

describe('de planner plant een week van Demo Horeca Centrum op een laptop', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await openRoster(page, 'planner');
  });
  afterAll(() => context.close());

  it('ziet de week met alle medewerkers, de planknoppen en de legenda', async () => {
    await board(page).waitFor();
    expect(await page.getByRole('combobox', { name: 'Bedrijf' }).inputValue()).toBe(
      'Demo Horeca Centrum',
    );
    expect(await employeeCount(page)).toBeGreaterThanOrEqual(10);
    await page.getByRole('button', { name: 'Nieuwe Dienst' }).waitFor();
    await page.getByRole('button', { name: 'Rooster Bevestigen' }).waitFor();
    await page.getByText('Definitief Rooster').waitFor();
    await page.getByText('Concept Rooster').waitFor();
    const headers = await board(page).getByRole('columnheader').allInnerTexts();
    expect(headers.slice(1).map((h) => h.split('\n')[0])).toEqual([
      'Maandag',
      'Dinsdag',
      'Woensdag',
      'Donderdag',
      'Vrijdag',
      'Zaterdag',
      'Zondag',
    ]);
  });

  it('kiest de afdeling Keuken en weer Alle afdelingen; het adres onthoudt de keuze', async () => {
    const all = await employeeCount(page);
    await chooseOption(page, page.getByRole('combobox', { name: 'Afdeling' }), 'Keuken');
    await expect.poll(() => employeeCount(page)).toBeLessThan(all);
    expect(new URL(page.url()).searchParams.get('afdeling')).toMatch(/^\d+$/);
    await page.reload();
    await board(page).waitFor();
    expect(await page.getByRole('combobox', { name: 'Afdeling' }).inputValue()).toBe('Keuken');
    await chooseOption(page, page.getByRole('combobox', { name: 'Afdeling' }), 'Alle afdelingen');
    await expect.poll(() => employeeCount(page)).toBe(all);
  });

  it('gaat drie weken vooruit naar een lege week', async () => {
    for (let week = 0; week < 3; week++) {
      await page.getByRole('button', { name: 'Volgende' }).click();
    }
    await page
      .getByRole('heading', { level: 2, name: new RegExp(`t/m ${dutch(addDays(PLAN_DAY, 4))}$`) })
      .waitFor();
    expect(
      await board(page)
        .getByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d, / })
        .count(),
    ).toBe(0);
  });

  it('maakt een dagdienst voor Emma en krijgt een waarschuwing: zij is niet beschikbaar', async () => {
    await page.getByRole('button', { name: 'Nieuwe Dienst' }).click();
    const dialog = await openedDialog(page, 'Nieuwe Dienst');
    // 24-hour spin fields, whatever the browser's language.
    expect(await dialog.getByRole('spinbutton', { name: 'Starttijd, uren' }).inputValue()).toBe(
      '09',
    );
    expect(await dialog.getByRole('spinbutton', { name: 'Eindtijd, uren' }).inputValue()).toBe(
      '17',
    );

    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.getByText('Selecteer een geldige medewerker').waitFor();

    await chooseOption(page, dialog.getByRole('combobox', { name: 'Medewerker' }), /^Emma Smit/);
    await dialog.getByRole('textbox', { name: 'Startdatum' }).fill(dutch(PLAN_DAY));
    expect(await dialog.getByRole('textbox', { name: 'Einddatum' }).inputValue()).toBe(
      dutch(PLAN_DAY),
    );
    // The side panel shows Emma's availability for the month, with her day off.
    const panel = dialog.getByRole('region', { name: 'Beschikbaarheden' });
    await panel.getByText('Niet beschikbaar').first().waitFor();
    expect(await panel.getByText('Emma Smit').count()).toBeGreaterThan(0);
    const warning = `Emma Smit heeft zich niet beschikbaar gemeld op ${dutch(PLAN_DAY)} van 08:00 tot 23:00.`;
    await dialog.getByText(warning).waitFor();
    await screenshot(page, 'r1-roster-new-shift-desktop.png');

    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(/^Conceptdienst van Emma Smit op .* toegevoegd/).waitFor();
    await page.getByRole('status').filter({ hasText: warning }).waitFor();
    await shift(page, '09:00–17:00', 'Emma Smit').waitFor();
    expect(await shift(page, '09:00–17:00', 'Emma Smit').getAttribute('aria-label')).toContain(
      'concept',
    );
  });

  it('maakt een nachtdienst voor Lars die na middernacht doorloopt', async () => {
    await page.getByRole('button', { name: 'Nieuwe Dienst' }).click();
    const dialog = await openedDialog(page, 'Nieuwe Dienst');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Medewerker' }), /^Lars de Boer/);
    await dialog.getByRole('textbox', { name: 'Startdatum' }).fill(dutch(PLAN_DAY));
    await typeTime(dialog, 'Starttijd', '22:00');
    await typeTime(dialog, 'Eindtijd', '04:00');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.getByText('Eindtijd moet na begintijd liggen').waitFor();
    await dialog.getByRole('textbox', { name: 'Einddatum' }).fill(dutch(NEXT_DAY));
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // In the week view the night shift stays on the day it starts.
    const night = shift(page, '22:00–04:00', 'Lars de Boer');
    await night.waitFor();
    expect(await night.getAttribute('aria-label')).toContain(`woensdag ${dutch(PLAN_DAY)}`);
    await page.getByText('2 conceptdiensten in deze week nog niet bevestigd').waitFor();
  });

  it('ziet de nachtdienst in de vroege uren van de volgende dag in de dagweergave', async () => {
    await chooseView(page, 'Dagweergave');
    await page.getByRole('heading', { level: 2, name: new RegExp(dutch(PLAN_DAY)) }).waitFor();
    expect(await board(page).getByRole('columnheader').count()).toBe(25);
    await shift(page, '09:00–17:00', 'Emma Smit').waitFor();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('heading', { level: 2, name: new RegExp(dutch(NEXT_DAY)) }).waitFor();
    const early = shift(page, '22:00–04:00', 'Lars de Boer');
    await early.waitFor();
    expect(await early.getAttribute('aria-label')).toContain('begonnen op de vorige dag');
    expect(await early.evaluate((el) => getComputedStyle(el).getPropertyValue('--from'))).toBe(
      '0%',
    );
    expect(await shift(page, '09:00–17:00', 'Emma Smit').count()).toBe(0);
    await screenshot(page, 'r1-roster-day-desktop.png');
  });

  it('laadt de pagina opnieuw: dag, weergave en conceptdiensten blijven', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 2, name: new RegExp(dutch(NEXT_DAY)) }).waitFor();
    await shift(page, '22:00–04:00', 'Lars de Boer').waitFor();
    await page.getByText('2 conceptdiensten in deze week nog niet bevestigd').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('logt opnieuw in op een ander apparaat: de conceptdiensten staan er nog, Emma ziet ze niet', async () => {
    const phone = await openDevice(browser, { viewport: { width: 390, height: 844 } });
    try {
      const other = await phone.newPage();
      await openRoster(other, 'planner', `?datum=${PLAN_DAY}`);
      const concept = shift(other, '09:00–17:00', 'Emma Smit');
      await concept.waitFor();
      expect(await concept.getAttribute('aria-label')).toContain('concept');
      await shift(other, '22:00–04:00', 'Lars de Boer').waitFor();
      await other.getByText('2 conceptdiensten in deze week nog niet bevestigd').waitFor();
    } finally {
      await phone.close();
    }
    const staff = await openDevice(browser, { viewport: { width: 390, height: 844 } });
    try {
      const emma = await staff.newPage();
      await signIn(emma, 'medewerker');
      await waitForPath(emma, '/dashboard');
      // Staff read their own roster, Mijn rooster, which lists definitive shifts only.
      await emma.goto(`${PATH}?datum=${PLAN_DAY}`);
      await waitForPath(emma, '/mijn-rooster');
      const mine = emma.getByRole('region', { name: 'Mijn diensten' });
      await mine
        .getByRole('listitem')
        .first()
        .or(mine.getByText('Je hebt de komende 28 dagen geen diensten.'))
        .waitFor();
      const day = new Intl.DateTimeFormat('nl-NL', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${PLAN_DAY}T12:00:00Z`));
      const planned = mine
        .getByRole('listitem')
        .filter({ hasText: new RegExp(day, 'i') })
        .filter({ hasText: '09:00 – 17:00' });
      expect(await planned.count()).toBe(0);
    } finally {
      await staff.close();
    }
  });

  it('bevestigt het rooster: beide diensten worden definitief', async () => {
    await chooseView(page, 'Weekweergave');
    await shift(page, '09:00–17:00', 'Emma Smit').waitFor();
    await screenshot(page, 'r1-roster-week-concepts-desktop.png', { fullPage: true });
    await page.getByRole('button', { name: 'Rooster Bevestigen' }).click();
    await page.getByText('2 diensten bevestigd.').waitFor();
    // The server repeats Emma's unavailability as a warning.
    await page.getByText('Het rooster is bevestigd, maar:').waitFor();
    await page.getByText('Geen conceptdiensten in deze week om te bevestigen').waitFor();
    await expect
      .poll(() => shift(page, '09:00–17:00', 'Emma Smit').getAttribute('aria-label'))
      .not.toContain('concept');
    expect(
      await shift(page, '22:00–04:00', 'Lars de Boer').getAttribute('aria-label'),
    ).not.toContain('concept');
    await page.reload();
    await shift(page, '22:00–04:00', 'Lars de Boer').waitFor();
    await page.getByText('Geen conceptdiensten in deze week om te bevestigen').waitFor();
  });

  it('opent de dienst van Emma en verwijdert hem na bevestiging', async () => {
    await shift(page, '09:00–17:00', 'Emma Smit').click();
    const dialog = await openedDialog(page, 'Dienst Details');
    expect(await dialog.getByRole('textbox', { name: 'Medewerker' }).inputValue()).toBe(
      'Emma Smit',
    );
    expect(await dialog.getByRole('textbox', { name: 'Startdatum' }).inputValue()).toBe(
      dutch(PLAN_DAY),
    );
    expect(await dialog.getByRole('textbox', { name: 'Starttijd' }).inputValue()).toBe('09:00');
    expect(await dialog.getByRole('textbox', { name: 'Eindtijd' }).inputValue()).toBe('17:00');
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await dialog.getByText('Weet je zeker dat je deze dienst wilt verwijderen?').waitFor();
    await screenshot(page, 'r1-roster-delete-desktop.png');
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('De dienst is verwijderd.').waitFor();
    await shift(page, '09:00–17:00', 'Emma Smit').waitFor({ state: 'detached' });
    await shift(page, '22:00–04:00', 'Lars de Boer').waitFor();
  });
});

describe('de planner kopieert de vorige week, past een dienst aan en bevestigt', () => {
  let context: BrowserContext;
  let page: Page;
  const COPY_DAY = addDays(PLAN_DAY, 7);

  beforeAll(async () => {
    context = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await openRoster(page, 'planner', `?datum=${COPY_DAY}`);
  });
  afterAll(() => context.close());

  it('kopieert de vorige week als concept', async () => {
    await board(page).waitFor();
    await page.getByText('Geen conceptdiensten in deze week om te bevestigen').waitFor();
    await page.getByRole('button', { name: 'Kopieer vorige week' }).click();
    await page.getByText('1 dienst als concept gekopieerd.').waitFor();
    const night = shift(page, '22:00–04:00', 'Lars de Boer');
    await night.waitFor();
    expect(await night.getAttribute('aria-label')).toContain(`${dutch(COPY_DAY)}, concept`);
    await page.getByText('1 conceptdienst in deze week nog niet bevestigd').waitFor();
  });

  it('wijzigt de gekopieerde nachtdienst van Lars: een uur later', async () => {
    await shift(page, '22:00–04:00', 'Lars de Boer').click();
    const details = await openedDialog(page, 'Dienst Details (Concept)');
    await details.getByRole('button', { name: 'Wijzigen' }).click();
    const dialog = await openedDialog(page, 'Dienst Wijzigen');
    expect(await dialog.getByRole('combobox', { name: 'Medewerker' }).inputValue()).toMatch(
      /^Lars de Boer/,
    );
    await typeTime(dialog, 'Starttijd', '23:00');
    await typeTime(dialog, 'Eindtijd', '05:00');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const night = shift(page, '23:00–05:00', 'Lars de Boer');
    await night.waitFor();
    expect(await night.getAttribute('aria-label')).toContain('concept');
    expect(await shift(page, '22:00–04:00', 'Lars de Boer').count()).toBe(0);
  });

  it('plant Emma via een lege cel, met het toetsenbord', async () => {
    const cell = page.getByRole('button', {
      name: `Dienst toevoegen: Emma Smit, woensdag ${dutch(COPY_DAY)}`,
    });
    await cell.focus();
    await page.keyboard.press('Enter');
    const dialog = await openedDialog(page, 'Nieuwe Dienst');
    expect(await dialog.getByRole('combobox', { name: 'Medewerker' }).inputValue()).toMatch(
      /^Emma Smit/,
    );
    expect(await dialog.getByRole('textbox', { name: 'Startdatum' }).inputValue()).toBe(
      dutch(COPY_DAY),
    );
    await typeTime(dialog, 'Starttijd', '10:00');
    await typeTime(dialog, 'Eindtijd', '16:00');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await shift(page, '10:00–16:00', 'Emma Smit').waitFor();
    await page.getByText('2 conceptdiensten in deze week nog niet bevestigd').waitFor();
  });

  it('bevestigt de week: beide medewerkers krijgen hun rooster per e-mail', async () => {
    await page.getByRole('button', { name: 'Rooster Bevestigen' }).click();
    await page
      .getByText('2 diensten bevestigd. 2 medewerkers krijgen een e-mail met hun rooster.')
      .waitFor();
    await page.getByText('Geen conceptdiensten in deze week om te bevestigen').waitFor();
    await expect
      .poll(() => shift(page, '10:00–16:00', 'Emma Smit').getAttribute('aria-label'))
      .not.toContain('concept');
    const mail = await waitForMail('emma.smit@demohoreca.example', 'Je rooster voor week');
    expect(mail.text).toContain(`- woensdag ${dutch(COPY_DAY)} van 10:00 tot 16:00`);
  });
});

describe('de planner op een telefoon', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    await openRoster(page, 'planner', '?weergave=dag');
  });
  afterAll(() => context.close());

  it('ziet de dag van vandaag zonder horizontaal scrollen en zonder ernstige toegankelijkheidsfouten', async () => {
    await page
      .getByRole('heading', { level: 2, name: new RegExp(dutch(amsterdamDate(0))) })
      .waitFor();
    await board(page).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'r1-roster-day-phone.png', { fullPage: true });
  });

  it('ziet de knoppen om te plannen volledig, zonder horizontaal scrollen', async () => {
    const actions = page.getByRole('group', { name: 'Rooster bewerken' });
    for (const name of ['Nieuwe Dienst', 'Kopieer vorige dag', 'Rooster Bevestigen']) {
      const button = actions.getByRole('button', { name });
      await button.waitFor();
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('opent Nieuwe Dienst schermvullend', async () => {
    await page.getByRole('button', { name: 'Nieuwe Dienst' }).click();
    const dialog = await openedDialog(page, 'Nieuwe Dienst');
    await dialog
      .getByText(/Geen beschikbaarheden gevonden\.|Beschikbaar/)
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'r1-roster-new-shift-phone.png', { fullPage: true });
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('de eigenaar bekijkt beide vestigingen', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await openRoster(page, 'eigenaar');
  });
  afterAll(() => context.close());

  it('wisselt naar Demo Horeca Strand en ziet daar andere medewerkers', async () => {
    await board(page).waitFor();
    const centrum = await board(page).getByRole('rowheader').allInnerTexts();
    await chooseOption(page, page.getByRole('combobox', { name: 'Bedrijf' }), 'Demo Horeca Strand');
    await board(page)
      .getByRole('rowheader', { name: /^Sophie/ })
      .waitFor();
    const strand = await board(page).getByRole('rowheader').allInnerTexts();
    expect(strand.some((name) => centrum.includes(name))).toBe(false);
    expect(await employeeCount(page)).toBe(strand.length);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'r1-roster-week-desktop.png', { fullPage: false });
  });
});
