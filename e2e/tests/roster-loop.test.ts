import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { addDays, amsterdamDate, dutchDate, mondayOf } from '../src/clock';
import { expect } from '../src/expect';
import { waitForMail } from '../src/outbox';
import { callApi } from '../src/page-api';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';
import { typeTime } from '../src/time-field';

/**
 * The roster loop end to end (docs/decisions/021-concept-shifts-on-the-server.md and
 * docs/decisions/024-staff-views-availability-corrections-and-today.md): on a laptop the planner builds the first week the demo has not planned by copying the week before
 * it, fixes three of Emma's shifts (one added through an empty cell, one changed, one deleted),
 * drags a colleague's shift to another day, and publishes the week on her phone. Emma gets one
 * mail with exactly her shifts of that week and finds them in Mijn rooster on her phone; a new
 * waiter clocks in at the kiosk and the owner's Vandaag shows him in. Each step goes on from
 * the roster the step before left.
 */
const RUN = Date.now().toString().slice(-6);
const NEWCOMER = `Bas${RUN}`;
const NEWCOMER_PHONE = `0687${RUN}`;
const EMMA = 'Emma Smit';
const EMMA_MAIL = 'emma.smit@demohoreca.example';
/** Next week, which the demo planned, and the week after it, which nobody has planned. */
const SOURCE_MONDAY = mondayOf(amsterdamDate(7));
const MONDAY = addDays(SOURCE_MONDAY, 7);

const LAPTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** A block of the week as a screen reader hears it: '10:00–16:00, Emma Smit, dinsdag 24-11-2026'. */
interface Block {
  time: string;
  name: string;
  /** 'dinsdag 24-11-2026' */
  day: string;
  concept: boolean;
}

function blockOf(label: string): Block {
  const [time = '', name = '', day = '', concept] = label.split(', ');
  return { time, name, day, concept: concept === 'concept' };
}

function blockLabel(block: Pick<Block, 'time' | 'name' | 'day'>): string {
  return `${block.time}, ${block.name}, ${block.day}`;
}

/** '- dinsdag 24-11-2026 van 10:00 tot 16:00', as the published week's mail lists a shift. */
function mailLine(block: Block): string {
  const [start, end] = block.time.split('–');
  return `- ${block.day} van ${start} tot ${end}`;
}

/** 'HH:mm' an hour after `time`. */
function hourLater(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${String(hours + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

function board(page: Page): Locator {
  return page.getByRole('region').filter({ has: page.getByRole('table') });
}

/** The blocks of the week of whoever `name` matches (a pattern: ANYONE for all). */
function blocksOf(page: Page, name: string): Locator {
  return board(page).getByRole('button', {
    name: new RegExp(`^\\d\\d:\\d\\d–\\d\\d:\\d\\d, ${name}, `),
  });
}

const ANYONE = '[^,]+';

async function blocks(page: Page, name: string): Promise<Block[]> {
  const labels = await blocksOf(page, name).evaluateAll((found) =>
    found.map((el) => el.getAttribute('aria-label') ?? ''),
  );
  return labels.map(blockOf);
}

function block(page: Page, shown: Pick<Block, 'time' | 'name' | 'day'>): Locator {
  return board(page).getByRole('button', { name: new RegExp(`^${blockLabel(shown)}`) });
}

async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // Mantine's dialogs fade in: a click during the fade may land on what is behind.
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  return dialog;
}

/** Focuses a control and works it with the keyboard alone. */
async function press(control: Locator, key: string): Promise<void> {
  await control.focus();
  await expect(control).toBeFocused();
  await control.page().keyboard.press(key);
}

let browser: Browser;
const contexts: BrowserContext[] = [];

async function device(options: BrowserContextOptions): Promise<Page> {
  const context = await openDevice(browser, options);
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

describe.sequential('de roosterlus: kopiëren, drie diensten bijwerken, bevestigen, mail, Mijn rooster en Vandaag', () => {
  storySteps();
  let planner: Page;
  let weekNumber = 0;
  /** Emma's shifts of the week as the planner left them, and what she changed. */
  let added: Block;
  let changed: Block;
  let deleted: Block;
  let published: Block[] = [];

  it('de planner opent op de laptop de week na volgende week: nog leeg', async () => {
    planner = await device(LAPTOP);
    await signIn(planner, 'planner');
    await waitForPath(planner, '/dashboard');
    await planner.goto(`/Schedulepro?datum=${MONDAY}`);
    const heading = planner.getByRole('heading', {
      level: 2,
      name: new RegExp(`^Week \\d+: ${dutchDate(MONDAY)} t/m ${dutchDate(addDays(MONDAY, 6))}$`),
    });
    await expect(heading).toBeVisible();
    weekNumber = Number(/^Week (\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
    await expect(
      planner.getByText('Geen conceptdiensten in deze week om te bevestigen'),
    ).toBeVisible();
    await expect(blocksOf(planner, ANYONE)).toHaveCount(0);
    // Huidige is not marked while another week is shown.
    await expect(planner.getByRole('button', { name: 'Huidige' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('kopieert de vorige week met het toetsenbord: alles als concept, ook de diensten van Emma', async () => {
    await press(planner.getByRole('button', { name: 'Kopieer vorige week' }), 'Enter');
    await expect(planner.getByText(/^\d+ diensten als concept gekopieerd\.$/)).toBeVisible();
    // Emma works four days a week; at most two of them can be days she said she cannot.
    await expect.poll(async () => (await blocks(planner, EMMA)).length).toBeGreaterThanOrEqual(2);
    const copied = await blocks(planner, ANYONE);
    expect(copied.every((shown) => shown.concept)).toBe(true);
    await expect(
      planner.getByText(`${copied.length} conceptdiensten in deze week nog niet bevestigd`),
    ).toBeVisible();
    await screenshot(planner, '1-copied-week-laptop.png', { fullPage: true });
  });

  it('klikt op een lege cel van Emma: Nieuwe Dienst staat al op haar en die dag', async () => {
    const cell = board(planner)
      .getByRole('button', { name: new RegExp(`^Dienst toevoegen: ${EMMA}, `) })
      .first();
    const day = ((await cell.getAttribute('aria-label')) ?? '').split(', ').at(-1) ?? '';
    // The cell's day as dd-mm-jjjj, as the date fields show it.
    const shownDay = day.split(' ')[1] ?? '';
    await cell.click();
    const dialog = await openedDialog(planner, 'Nieuwe Dienst');
    await expect(dialog.getByRole('combobox', { name: 'Medewerker' })).toHaveValue(/^Emma Smit/);
    await expect(dialog.getByRole('textbox', { name: 'Startdatum' })).toHaveValue(shownDay);
    await expect(dialog.getByRole('textbox', { name: 'Einddatum' })).toHaveValue(shownDay);
    await typeTime(dialog, 'Starttijd', '12:00');
    await typeTime(dialog, 'Eindtijd', '16:00');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    added = { time: '12:00–16:00', name: EMMA, day, concept: true };
    await expect(block(planner, added)).toHaveAttribute('aria-label', /, concept$/);
  });

  it('wijzigt een gekopieerde dienst van Emma: een uur later beginnen', async () => {
    const before = (await blocks(planner, EMMA)).find((shown) => shown.time !== added.time);
    if (!before) throw new Error('geen gekopieerde dienst van Emma');
    await block(planner, before).click();
    const details = await openedDialog(planner, 'Dienst Details (Concept)');
    await details.getByRole('button', { name: 'Wijzigen' }).click();
    const dialog = await openedDialog(planner, 'Dienst Wijzigen');
    const [start = '', end = ''] = before.time.split('–');
    await typeTime(dialog, 'Starttijd', hourLater(start));
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    changed = { ...before, time: `${hourLater(start)}–${end}` };
    await expect(block(planner, changed)).toBeVisible();
    await expect(block(planner, before)).toHaveCount(0);
  });

  it('verwijdert een andere gekopieerde dienst van Emma', async () => {
    const victim = (await blocks(planner, EMMA)).find(
      (shown) => shown.day !== added.day && shown.day !== changed.day,
    );
    if (!victim) throw new Error('geen derde dienst van Emma');
    await block(planner, victim).click();
    const details = await openedDialog(planner, 'Dienst Details (Concept)');
    await details.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(
      details.getByText('Weet je zeker dat je deze dienst wilt verwijderen?'),
    ).toBeVisible();
    await details.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(details).toBeHidden();
    await expect(planner.getByText('De conceptdienst is verwijderd.')).toBeVisible();
    deleted = victim;
    await expect(block(planner, deleted)).toHaveCount(0);
  });

  it('sleept de dienst van een collega naar een lege dag van die collega', async () => {
    const concepts = board(planner).getByRole('button', {
      name: /^\d\d:\d\d–\d\d:\d\d, [^,]+, [a-z]+ [\d-]+, concept$/,
    });
    const labels = await concepts.evaluateAll((found) =>
      found.map((el) => el.getAttribute('aria-label') ?? ''),
    );
    const moving = labels.map(blockOf).find((shown) => shown.name !== EMMA);
    if (!moving) throw new Error('geen conceptdienst van een collega');
    const target = board(planner)
      .getByRole('button', { name: new RegExp(`^Dienst toevoegen: ${moving.name}, `) })
      .first();
    const day = ((await target.getAttribute('aria-label')) ?? '').split(', ').at(-1) ?? '';
    await block(planner, moving).dragTo(target);
    await expect(
      planner.getByText(
        `Dienst van ${moving.name} verplaatst naar ${day.split(' ')[1]} (${moving.time}).`,
      ),
    ).toBeVisible();
    await expect(block(planner, { ...moving, day })).toHaveAttribute('aria-label', /, concept$/);
    await expect(block(planner, moving)).toHaveCount(0);
    await screenshot(planner, '2-fixed-week-laptop.png', { fullPage: true });
  });

  it('bewaart de week met het toetsenbord als sjabloon', async () => {
    await press(planner.getByRole('button', { name: 'Sjablonen' }), 'Enter');
    const dialog = await openedDialog(planner, 'Roostersjablonen');
    const name = dialog.getByRole('textbox', { name: 'Naam van het sjabloon' });
    await name.focus();
    await planner.keyboard.type(`Basisweek ${RUN}`);
    await planner.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      planner.getByText(new RegExp(`^Sjabloon "Basisweek ${RUN}" bewaard met \\d+ diensten\\.$`)),
    ).toBeVisible();
  });

  it('plant de week erna met dat sjabloon, met het toetsenbord, en gaat terug', async () => {
    await press(planner.getByRole('button', { name: 'Volgende', exact: true }), 'Enter');
    const heading = planner.getByRole('heading', {
      level: 2,
      name: new RegExp(`^Week \\d+: ${dutchDate(addDays(MONDAY, 7))} `),
    });
    await expect(heading).toBeVisible();
    const next = /^Week (\d+)/.exec((await heading.textContent()) ?? '')?.[1];
    await press(planner.getByRole('button', { name: 'Sjablonen' }), 'Enter');
    const dialog = await openedDialog(planner, 'Roostersjablonen');
    const choice = dialog.getByRole('combobox', { name: 'Sjabloon' });
    await choice.focus();
    await planner.keyboard.press('ArrowDown');
    const option = planner.getByRole('option', { name: new RegExp(`^Basisweek ${RUN} `) });
    await expect(option).toBeVisible();
    // The one template is the next option, whether or not the opening press chose it already
    // (before the list was there); the combobox then points the screen reader at it.
    await planner.keyboard.press('ArrowDown');
    await expect(choice).toHaveAttribute(
      'aria-activedescendant',
      (await option.getAttribute('id')) ?? 'een optie',
    );
    await planner.keyboard.press('Enter');
    await expect(choice).toHaveValue(new RegExp(`^Basisweek ${RUN} \\(\\d+ diensten\\)$`));
    await planner.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: `Toepassen op week ${next}` })).toBeFocused();
    await planner.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(planner.getByText(/^\d+ diensten als concept gekopieerd\.$/)).toBeVisible();
    await expect.poll(async () => (await blocks(planner, EMMA)).length).toBeGreaterThan(0);
    await press(planner.getByRole('button', { name: 'Vorige', exact: true }), 'Enter');
    await expect(block(planner, added)).toBeVisible();
  });

  it('bekijkt op haar telefoon de dag en de week, en bevestigt de week', async () => {
    const phone = await device(PHONE);
    await signIn(phone, 'planner');
    await waitForPath(phone, '/dashboard');
    // The day view scrolls its 24 hours sideways: it opens at the day's first shift, not at
    // an empty 00:00–06:00, so Emma's new shift at noon is in sight.
    const addedDay = added.day.split(' ')[1]?.split('-').reverse().join('-');
    await phone.goto(`/Schedulepro?datum=${addedDay}&weergave=dag`);
    const noon = block(phone, added);
    await expect(noon).toBeVisible();
    // Up the page to its row, leaving the grid's own sideways scrolling as it opened.
    await noon.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2),
    );
    await expect(noon).toBeInViewport();
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, '3-day-phone.png');
    await phone.goto(`/Schedulepro?datum=${MONDAY}`);
    await expect(block(phone, added)).toBeVisible();
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, '3-week-phone.png', { fullPage: true });
    await phone.getByRole('button', { name: 'Rooster Bevestigen' }).tap();
    // A copied week may break the Arbeidstijdenwet (the demo's own shifts do at times): the
    // question comes first, and she confirms anyway.
    const question = phone.getByRole('dialog', { name: 'Meldingen Arbeidstijdenwet' });
    const done = phone.getByText(/^\d+ diensten bevestigd\./);
    await expect(question.or(done)).toBeVisible();
    if (await question.isVisible()) {
      await screenshot(phone, '4-findings-phone.png');
      await question.getByRole('button', { name: 'Toch bevestigen' }).tap();
    }
    await expect(done).toBeVisible();
    await expect(done).toContainText('medewerkers krijgen een e-mail met hun rooster.');
    await expect(
      phone.getByText('Geen conceptdiensten in deze week om te bevestigen'),
    ).toBeVisible();
    await expect.poll(async () => (await blocks(phone, EMMA)).every((s) => !s.concept)).toBe(true);
    published = await blocks(phone, EMMA);
    expect(published.map(blockLabel)).toEqual(
      expect.arrayContaining([blockLabel(added), blockLabel(changed)]),
    );
    expect(published.map(blockLabel)).not.toContain(blockLabel(deleted));
  });

  it('Emma krijgt één e-mail met precies haar diensten van die week', async () => {
    const mail = await waitForMail(EMMA_MAIL, `Je rooster voor week ${weekNumber} bij `);
    const lines = mail.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines.sort()).toEqual(published.map(mailLine).sort());
    expect(lines).toContain(mailLine(added));
    expect(lines).toContain(mailLine(changed));
    expect(lines).not.toContain(mailLine(deleted));
  });

  it('Emma ziet de week in Mijn rooster op haar telefoon', async () => {
    const emma = await device(PHONE);
    await signIn(emma, 'medewerker');
    await waitForPath(emma, '/dashboard');
    await emma.getByRole('link', { name: 'Mijn rooster' }).tap();
    await waitForPath(emma, '/mijn-rooster');
    const mine = emma.getByRole('region', { name: 'Mijn diensten' });
    for (const shown of published) {
      const iso = shown.day.split(' ')[1]?.split('-').reverse().join('-') ?? '';
      const day = new Intl.DateTimeFormat('nl-NL', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T12:00:00Z`));
      const [start, end] = shown.time.split('–');
      await expect(
        mine
          .getByRole('listitem')
          .filter({ hasText: new RegExp(day, 'i') })
          .filter({ hasText: `${start} – ${end}` }),
      ).toHaveCount(1);
    }
    expect(await horizontalOverflow(emma)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(emma)).toEqual([]);
    await screenshot(emma, '5-my-roster-phone.png', { fullPage: true });
  });

  it('een nieuwe ober klokt in op de kiosk; Vandaag van de eigenaar toont hem binnen', async () => {
    const owner = await device(LAPTOP);
    await signIn(owner, 'eigenaar');
    await waitForPath(owner, '/dashboard');
    const created = await callApi(owner, 'POST', '/employees', {
      companyId: '{companyId}',
      firstName: NEWCOMER,
      lastName: 'Binnen',
      email: `bas.${RUN}@example.nl`,
      phoneNumber: NEWCOMER_PHONE,
    });
    expect(created.status).toBe(201);

    const kiosk = await device({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    await signIn(kiosk, 'kiosk');
    await waitForPath(kiosk, '/clockin');
    await kiosk.getByRole('textbox', { name: 'Telefoonnummer' }).waitFor();
    await kiosk.keyboard.type(NEWCOMER_PHONE, { delay: 30 });
    await kiosk.keyboard.press('Enter');
    const outcome = kiosk.locator('[role="status"][aria-live="polite"]');
    await expect(outcome).toContainText(new RegExp(`${NEWCOMER} is ingeklokt om \\d\\d:\\d\\d\\.`));
    const time = /om (\d\d:\d\d)\./.exec((await outcome.innerText()) ?? '')?.[1] ?? '';

    await owner.reload();
    const present = owner.getByRole('region', { name: 'Nu binnen' });
    const row = present.getByRole('listitem').filter({ hasText: NEWCOMER });
    await expect(row).toContainText(`sinds ${time}`);
    expect(await seriousViolations(owner)).toEqual([]);
    await screenshot(owner, '6-today-laptop.png', { fullPage: true });

    const ownerPhone = await device(PHONE);
    await signIn(ownerPhone, 'eigenaar');
    await waitForPath(ownerPhone, '/dashboard');
    await expect(
      ownerPhone.getByRole('region', { name: 'Nu binnen' }).getByRole('listitem').filter({
        hasText: NEWCOMER,
      }),
    ).toContainText(`sinds ${time}`);
    expect(await horizontalOverflow(ownerPhone)).toBeLessThanOrEqual(0);
    await screenshot(ownerPhone, '7-today-phone.png', { fullPage: true });
  });
});
