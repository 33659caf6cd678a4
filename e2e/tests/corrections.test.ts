import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { now, wallClock } from '../src/clock';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';

const PAGE = '/Urencorrectie';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

// Three corrections of this run, in the past (the server refuses a future time) and on one day:
// the manager moves a requested time within its day. From 100 to 40 minutes ago, or an hour
// earlier when midnight lies in between. Their reasons start with a tag of this run, within the
// 30 characters the manager's table shows.
const MINUTE = 60_000;
const earliest = (() => {
  const from = now().getTime() - 100 * MINUTE;
  const sameDay = wallClock(new Date(from)).iso === wallClock(new Date(from + 60 * MINUTE)).iso;
  return sameDay ? from : from - 60 * MINUTE;
})();
const tag = randomBytes(3).toString('hex');
const first = {
  at: wallClock(new Date(earliest + 10 * MINUTE)),
  reason: `${tag} vergeten uit te klokken na de late dienst`,
};
const second = {
  at: wallClock(new Date(earliest)),
  reason: `${tag} nog de kassa opgemaakt`,
};
/** Stays undecided: the manager opens it on a phone, whatever else the month holds. */
const third = {
  at: wallClock(new Date(earliest + 5 * MINUTE)),
  reason: `${tag} pauze niet genomen`,
};
/** The manager moves the first one half an hour later, on the same day. */
const edited = wallClock(new Date(earliest + 40 * MINUTE)).time;

async function count(page: Page, tab: string): Promise<number> {
  const text = await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).innerText();
  return Number(/(\d+)\s*$/.exec(text)?.[1]);
}

function rowOf(page: Page, reasonStart: string): Locator {
  return page.getByRole('row').filter({ hasText: reasonStart });
}

/** On a phone the tables are lists. */
function itemOf(page: Page, reasonStart: string): Locator {
  return page.getByRole('listitem').filter({ hasText: reasonStart });
}

describe('een medewerker vraagt op de telefoon een urencorrectie aan', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, { viewport: { width: 360, height: 740 }, hasTouch: true });
    page = await context.newPage();
    await signIn(page, 'medewerker');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => context.close());

  it('opent Uren Correctie vanaf het dashboard', async () => {
    await page.getByRole('link', { name: 'Uren Correctie' }).click();
    await waitForPath(page, PAGE);
    await page.getByRole('heading', { level: 1, name: 'Uren correcties' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Urencorrectie aanvragen' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Ingediende urencorrecties' }).waitFor();
    await page.getByRole('list', { name: 'Ingediende urencorrecties' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it('kan pas indienen als tijd en reden zijn ingevuld, en ziet de aanvraag In behandeling', async () => {
    const submit = page.getByRole('button', { name: 'Verzoek indienen' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Gevraagde tijd').fill(first.at.input);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Reden' }).fill(first.reason);
    await submit.click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Je urencorrectie is ingediend en wacht op beoordeling.' })
      .waitFor();
    const item = itemOf(page, first.reason);
    await item.waitFor();
    expect(await item.innerText()).toContain(`${first.at.date} ${first.at.time}`);
    expect(await item.innerText()).toContain('In behandeling');
    await screenshot(page, 't3-corrections-staff-phone.png', { fullPage: true });
  });

  it('dient een tweede aanvraag in', async () => {
    await page.getByLabel('Gevraagde tijd').fill(second.at.input);
    await page.getByRole('textbox', { name: 'Reden' }).fill(second.reason);
    await page.getByRole('button', { name: 'Verzoek indienen' }).click();
    await itemOf(page, second.reason).waitFor();
    // Sent once, listed once: a second click or a retry would show it twice.
    expect(await itemOf(page, second.reason).count()).toBe(1);
  });

  it('dient een derde aanvraag in', async () => {
    await page.getByLabel('Gevraagde tijd').fill(third.at.input);
    await page.getByRole('textbox', { name: 'Reden' }).fill(third.reason);
    await page.getByRole('button', { name: 'Verzoek indienen' }).click();
    await itemOf(page, third.reason).waitFor();
  });
});

describe('de eigenaar beoordeelt de aanvragen op een laptop', () => {
  let context: BrowserContext;
  let page: Page;
  let pending = 0;
  let approved = 0;

  beforeAll(async () => {
    context = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => context.close());

  it('vindt de aanvraag in de maand en filtert op In behandeling', async () => {
    await page.goto(PAGE);
    await page.getByRole('heading', { level: 1, name: 'Uren correcties' }).waitFor();
    const month = page.getByRole('heading', { level: 2 });
    await month.waitFor();
    // In the first hour and a half of a month the requests still belong to the last one.
    if ((await month.innerText()) !== first.at.label) {
      await page.getByRole('button', { name: 'Vorige maand' }).click();
    }
    await page.getByRole('heading', { level: 2, name: first.at.label }).waitFor();
    await page.getByRole('table', { name: `Urencorrecties van ${first.at.label}` }).waitFor();
    const pendingTab = page.getByRole('tab', { name: /^In behandeling/ });
    await pendingTab.click();
    expect(await pendingTab.getAttribute('aria-selected')).toBe('true');
    pending = await count(page, 'In behandeling');
    approved = await count(page, 'Goedgekeurd');
    expect(pending).toBeGreaterThanOrEqual(3);
    const row = rowOf(page, tag);
    expect(await row.count()).toBe(3);
    expect(await rowOf(page, first.reason.slice(0, 30)).innerText()).toContain(first.at.time);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 't3-corrections-review-desktop.png', { fullPage: true });
  });

  it('toont de volledige reden na een klik', async () => {
    const preview = rowOf(page, first.reason.slice(0, 30)).getByRole('button', {
      name: /…$/,
    });
    await preview.click();
    await rowOf(page, first.reason).getByRole('button', { name: first.reason }).waitFor();
    expect(await preview.count()).toBe(0);
  });

  it('past de tijd aan en keurt de aanvraag goed; de tellingen veranderen', async () => {
    await rowOf(page, first.reason)
      .getByRole('button', { name: 'In behandeling, beoordelen' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Urencorrectie beoordelen' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(first.at.time);
    await screenshot(page, 't3-corrections-dialog-desktop.png');

    await dialog.getByRole('button', { name: 'Bewerken' }).click();
    await dialog.getByLabel('Nieuwe tijd').fill(edited);
    await screenshot(page, 't3-corrections-edit-desktop.png');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.getByText(`De gevraagde tijd is aangepast naar ${edited}.`).waitFor();
    await rowOf(page, first.reason).filter({ hasText: edited }).waitFor();

    await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: 'De urencorrectie van Emma Smit is goedgekeurd.' })
      .waitFor();
    expect(await count(page, 'In behandeling')).toBe(pending - 1);
    expect(await count(page, 'Goedgekeurd')).toBe(approved + 1);
    expect(await rowOf(page, first.reason).count()).toBe(0);

    await page.getByRole('tab', { name: /^Goedgekeurd/ }).click();
    const row = rowOf(page, first.reason.slice(0, 30));
    expect(await row.innerText()).toContain(edited);
    expect(await row.getByRole('button', { name: /beoordelen/ }).count()).toBe(0);
  });

  it('wijst de tweede af met een reden', async () => {
    await page.getByRole('tab', { name: /^In behandeling/ }).click();
    await rowOf(page, second.reason)
      .getByRole('button', { name: 'In behandeling, beoordelen' })
      .click();
    await page
      .getByRole('dialog', { name: 'Urencorrectie beoordelen' })
      .getByRole('button', { name: 'Afwijzen' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Verzoek afwijzen' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Afwijzen' }).click();
    await dialog.getByText('Vul een reden voor de afwijzing in.').waitFor();
    await screenshot(page, 't3-corrections-reject-desktop.png');
    await dialog
      .getByRole('textbox', { name: 'Reden van afwijzing' })
      .fill('Je stond tot 17:00 ingeroosterd.');
    await dialog.getByRole('button', { name: 'Afwijzen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: 'De urencorrectie van Emma Smit is afgewezen.' })
      .waitFor();
    expect(await count(page, 'In behandeling')).toBe(pending - 2);
  });

  it('ziet op een scherm smaller dan 1200 px alleen Alle, met de status in elke rij', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const tabs = page.getByRole('tab');
    await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length === 1);
    expect(await tabs.allInnerTexts()).toEqual([expect.stringMatching(/^Alle/)]);
    expect(await rowOf(page, second.reason.slice(0, 30)).innerText()).toContain('Afgewezen');
    expect(await rowOf(page, first.reason.slice(0, 30)).innerText()).toContain('Goedgekeurd');
  });

  it('ziet op een tablet de uitkloktijd, maar niet de reden', async () => {
    await page.setViewportSize({ width: 800, height: 1024 });
    await page.getByRole('table', { name: `Urencorrecties van ${first.at.label}` }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Uitkloktijd' }).isVisible()).toBe(true);
    expect(await page.getByRole('columnheader', { name: 'Reden' }).isVisible()).toBe(false);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 't3-corrections-review-tablet.png', { fullPage: true });
  });

  it('werkt ook op een telefoon, met de status bij elke aanvraag', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('list', { name: `Urencorrecties van ${first.at.label}` }).waitFor();
    expect(await itemOf(page, second.reason.slice(0, 30)).innerText()).toContain('Afgewezen');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 't3-corrections-review-phone.png', { fullPage: true });
  });

  it('opent de acties van een aanvraag op de telefoon schermvullend', async () => {
    await itemOf(page, third.reason.slice(0, 30))
      .getByRole('button', { name: 'In behandeling, beoordelen' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Urencorrectie beoordelen' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Goedkeuren' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 't3-corrections-dialog-phone.png');
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('de medewerker ziet de uitkomst', () => {
  it('ziet de ene goedgekeurd en de andere afgewezen, met de reden', async () => {
    const context = await openDevice(browser, { viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      await signIn(page, 'medewerker');
      await waitForPath(page, '/dashboard');
      await page.goto(PAGE);
      const firstRow = itemOf(page, first.reason);
      await firstRow.waitFor();
      expect(await firstRow.innerText()).toContain('Goedgekeurd');
      expect(await firstRow.innerText()).toContain(edited);
      const secondRow = itemOf(page, second.reason);
      expect(await secondRow.innerText()).toContain('Afgewezen');
      expect(await secondRow.innerText()).toContain(
        'Reden afwijzing: Je stond tot 17:00 ingeroosterd.',
      );
      expect(await itemOf(page, third.reason).innerText()).toContain('In behandeling');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 't3-corrections-outcome-phone.png', { fullPage: true });
    } finally {
      await context.close();
    }
  });
});
