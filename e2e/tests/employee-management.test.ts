import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';

let browser: Browser;
let desk: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  // The office laptop where HR keeps the staff records.
  desk = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
  page = await desk.newPage();
});
afterAll(() => browser.close());

function list(p: Page): Locator {
  return p.getByRole('region', { name: 'Medewerkers' });
}

function card(p: Page, name: string): Locator {
  return list(p)
    .getByRole('listitem')
    .filter({ has: p.getByRole('button', { name, exact: true }) });
}

/** Opens an employee's detail dialog from their card. */
async function openEmployee(p: Page, name: string): Promise<Locator> {
  await list(p).getByRole('button', { name, exact: true }).click();
  const dialog = p.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseOption(p: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

// A story at HR's desk: signed in once, HR looks up, adds Sem Vermeer and then edits him,
// changes a role and removes an employee, each step on the screen the step before left.
describe.sequential('HR beheert de medewerkers van Demo Horeca Centrum', () => {
  storySteps();

  it('opent Medewerkerbeheer via de tegel en ziet de drie statussen', async () => {
    await signIn(page, 'hr');
    await waitForPath(page, '/dashboard');
    await page.getByRole('link', { name: 'Medewerkers' }).click();
    await waitForPath(page, '/EmployerDashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Medewerkerbeheer' })).toBeVisible();
    await expect(card(page, 'Mark Jansen')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Bedrijf' })).toHaveValue(
      'Demo Horeca Centrum',
    );
    await expect(list(page).getByRole('status')).toHaveText(/^\d+ medewerkers$/);
    await expect(card(page, 'Mark Jansen').getByText('Actief')).toHaveCount(1);
    // The demo's Thijs Mulder had a contract that ended last month, Julia van Dijk has no
    // address or date of birth yet.
    await expect(card(page, 'Thijs Mulder').getByText('Contract verlopen')).toHaveCount(1);
    await expect(card(page, 'Julia van Dijk').getByText('Incompleet profiel')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w2-employees-desktop.png', { fullPage: true });
  });

  it('zoekt op naam of functie en ziet hoeveel er overblijven', async () => {
    const search = page.getByRole('searchbox', { name: 'Zoeken' });
    await search.fill('afwasser');
    await expect.poll(() => list(page).getByRole('listitem').count()).toBeLessThan(4);
    await expect(list(page).getByRole('status')).toHaveText(/^\d+ van \d+ medewerkers$/);
    await search.fill('');
  });

  it('ziet bij Mark Jansen Onbepaalde tijd en het uurloon met 2 decimalen', async () => {
    const dialog = await openEmployee(page, 'Mark Jansen');
    await expect(dialog.getByText('Onbepaalde tijd')).toBeVisible();
    await expect(dialog.getByText('€ 22,50')).toBeVisible();
    await expect(dialog.getByText('38 uur', { exact: true })).toBeVisible();
    await expect(dialog.getByText('BSN verborgen')).toBeVisible();
    await screenshot(page, 'w2-employee-view-desktop.png');
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
    await expect(dialog).toBeHidden();
  });

  it('voegt een keukenmedewerker direct toe, zonder account', async () => {
    await page.getByRole('button', { name: 'Medewerker toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Medewerker toevoegen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Bedrijf: Demo Horeca Centrum')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Voornaam' }).fill('Sem');
    await dialog.getByRole('textbox', { name: 'Achternaam' }).fill('Vermeer');
    await dialog
      .getByRole('textbox', { name: 'E-mailadres' })
      .fill('sem.vermeer@demohoreca.example');
    await dialog.getByRole('textbox', { name: 'Telefoonnummer' }).fill('06 98 76 54 32');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Functie' }), 'Afwasser');
    await screenshot(page, 'w2-employee-add-desktop.png');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sem Vermeer is toegevoegd.')).toBeVisible();
    const sem = card(page, 'Sem Vermeer');
    await expect(sem.getByText('Incompleet profiel')).toBeVisible();
    await expect(sem.getByText('Afwasser')).toBeVisible();
    await expect(sem.getByText('06 98 76 54 32')).toBeVisible();
  });

  it('bewerkt de nieuwe medewerker en ziet elke melding van het contract', async () => {
    await openEmployee(page, 'Sem Vermeer');
    await page.getByRole('button', { name: 'Bewerken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sem Vermeer bewerken' });
    await expect(dialog).toBeVisible();
    const text = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    // A date input has no role of its own; its label ends in the required asterisk.
    const date = (name: string) => dialog.getByRole('textbox', { name: new RegExp(`^${name}`) });

    await text('Voornaam').fill('');
    await text('Achternaam').fill('');
    await text('E-mailadres').fill('sem-in-de-keuken');
    await text('Telefoonnummer').fill('');
    await dialog.getByRole('combobox', { name: 'Functie' }).hover();
    await dialog.locator('.mantine-Select-section button').click();
    await text('Uurloon').fill('14,505');
    await text('Uurwaardering').fill('0');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    for (const message of [
      'Vul de voornaam in.',
      'Vul de achternaam in.',
      'Ongeldig e-mailadres',
      'Vul het telefoonnummer in.',
      'Vul de geboortedatum in.',
      'Vul het adres in.',
      'Ongeldige functie geselecteerd',
      'Vul de begindatum in.',
      'Vul het soort contract in.',
      'Het uurloon mag hoogstens 2 decimalen hebben en niet negatief zijn.',
      'De uurwaardering moet groter dan 0 zijn, met hoogstens 3 decimalen.',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    // The keyboard lands on the first field to fix.
    await expect(text('Voornaam')).toBeFocused();
    await screenshot(page, 'w2-employee-edit-errors-desktop.png');

    await text('Voornaam').fill('Sem');
    await text('Achternaam').fill('Vermeer');
    await text('E-mailadres').fill('sem.vermeer@demohoreca.example');
    await text('Telefoonnummer').fill('0698765432');
    await date('Geboortedatum').fill('04-05-2003');
    await text('Adres').fill('Kinkerstraat 12, 1053 DV Amsterdam');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Functie' }), 'Afwasser');
    await dialog.getByRole('combobox', { name: 'Soort contract' }).fill('Onbepaalde tijd');
    await date('Begindatum').fill('06-01-2025');
    await date('Einddatum').fill('31-12-2024');
    await text('Uurloon').fill('14,5');
    // The hours per week follow the contract periods: read-only here.
    await expect(text('Uren per week')).toHaveAttribute('readonly', '');
    await text('Uurwaardering').fill('');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog.getByText('De einddatum ligt voor de begindatum.')).toBeVisible();

    // The server checks the BSN (elfproef); its answer names the field.
    await dialog.getByRole('button', { name: 'Einddatum wissen' }).click();
    await expect(date('Einddatum')).toHaveValue('');
    await text('Nieuw BSN').fill('123456789');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(
      dialog.getByText('Ongeldig BSN: het nummer voldoet niet aan de elfproef.'),
    ).toBeVisible();

    await text('Nieuw BSN').fill('111222333');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    const view = page.getByRole('dialog', { name: 'Sem Vermeer', exact: true });
    await expect(view.getByText('De gegevens van Sem Vermeer zijn opgeslagen.')).toBeVisible();
    await expect(view.getByText('Onbepaalde tijd')).toBeVisible();
    await expect(view.getByText('€ 14,50')).toBeVisible();
    // Without hours there is no contract yet: HR adds its first period from the start date.
    await expect(view.getByText('Nog in te vullen: Uren per week.')).toBeVisible();
    await view.getByRole('button', { name: 'Periode toevoegen' }).click();
    await view.getByLabel(/^Van/).fill('2025-01-06');
    await view.getByRole('textbox', { name: /^Uren per week/ }).fill('20,5');
    await view.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(view.getByText('De contractperioden zijn opgeslagen.')).toBeVisible();
    await expect(view.getByText('20,5 uur', { exact: true })).toBeVisible();
    await expect(view.getByText('Actief', { exact: true })).toBeVisible();
    await expect(
      view.getByText('Elke keer dat het BSN wordt getoond, wordt dat vastgelegd.'),
    ).toBeVisible();
    await view.getByRole('button', { name: 'Toon BSN' }).click();
    await expect(view.getByText('111222333')).toBeVisible();
    await view.getByRole('button', { name: 'Sluiten' }).last().click();
    await expect(card(page, 'Sem Vermeer').getByText('Actief')).toBeVisible();
  });

  it('wijzigt de rol van het account van Emma Smit, en zet hem terug', async () => {
    const setRole = async (label: string) => {
      await openEmployee(page, 'Emma Smit');
      await page.getByRole('button', { name: 'Bewerken' }).click();
      const dialog = page.getByRole('dialog', { name: 'Emma Smit bewerken' });
      await expect(dialog).toBeVisible();
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Rol' }), label);
      await dialog.getByRole('button', { name: 'Rol opslaan' }).click();
      await expect(dialog.getByText('Rol succesvol bijgewerkt.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Annuleren' }).click();
      const view = page.getByRole('dialog', { name: 'Emma Smit', exact: true });
      await expect(view.getByText('medewerker', { exact: true })).toBeVisible();
      return view;
    };
    const view = await setRole('Roostermaker');
    await expect(view.getByText('Roostermaker', { exact: true })).toBeVisible();
    await view.getByRole('button', { name: 'Sluiten' }).last().click();
    await expect(view).toBeHidden();
    // Back to Medewerker, the role she has in the demo.
    const again = await setRole('Medewerker');
    await expect(again.getByText('Medewerker', { exact: true })).toBeVisible();
    await again.getByRole('button', { name: 'Sluiten' }).last().click();
    await expect(again).toBeHidden();
  });

  it('verwijdert Thijs Mulder, die uren heeft: gearchiveerd en weg uit de lijst', async () => {
    await openEmployee(page, 'Thijs Mulder');
    await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Medewerker verwijderen' });
    await expect(
      dialog.getByText(
        'Weet je zeker dat je Thijs Mulder wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
      ),
    ).toBeVisible();
    await screenshot(page, 'w2-employee-delete-desktop.png');
    await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(
        'De medewerker is gearchiveerd: er zijn geregistreerde uren, die in de rapporten blijven staan. Het account is verwijderd.',
      ),
    ).toBeVisible();
    await screenshot(page, 'w2-employee-archived-desktop.png');
    await expect.poll(() => card(page, 'Thijs Mulder').count()).toBe(0);
    // The account went with the employee, so the follow-up delete found none: no warning.
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

// A story on the owner's phone: signed in once, the list, then one employee's details, then
// the same screens in the dark.
describe.sequential('op een telefoon', () => {
  storySteps();
  let phone: BrowserContext;
  let small: Page;

  beforeAll(async () => {
    phone = await openDevice(browser, {
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    small = await phone.newPage();
  });
  afterAll(() => phone.close());

  it('toont de eigenaar de kaarten onder elkaar, zonder horizontaal scrollen', async () => {
    await signIn(small, 'eigenaar');
    await waitForPath(small, '/dashboard');
    await small.goto('/EmployerDashboard');
    await expect(card(small, 'Mark Jansen')).toBeVisible();
    expect(await horizontalOverflow(small)).toBeLessThanOrEqual(0);
    const lefts = await list(small)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    expect(await seriousViolations(small)).toEqual([]);
    await screenshot(small, 'w2-employees-phone.png');
    await screenshot(small, 'w2-employees-phone-full.png', { fullPage: true });
  });

  it('opent de details schermvullend en leesbaar', async () => {
    const dialog = await openEmployee(small, 'Emma Smit');
    await expect(dialog.getByText('Bepaalde tijd', { exact: false }).first()).toBeVisible();
    // Full screen on a phone, whatever is in it.
    const box = await dialog.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(small.viewportSize()?.width);
    expect(await seriousViolations(small)).toEqual([]);
    await screenshot(small, 'w2-employee-view-phone.png');
    await small.getByRole('button', { name: 'Bewerken' }).click();
    const edit = small.getByRole('dialog', { name: 'Emma Smit bewerken' });
    await expect(edit).toBeVisible();
    // The form starts at its top with the keyboard in its first field.
    await expect(edit.getByRole('textbox', { name: 'Voornaam' })).toBeFocused();
    expect(await seriousViolations(small)).toEqual([]);
    await screenshot(small, 'w2-employee-edit-phone.png');
    await edit.getByRole('button', { name: 'Annuleren' }).click();
    await small
      .getByRole('dialog', { name: 'Emma Smit', exact: true })
      .getByRole('button', { name: 'Sluiten' })
      .last()
      .click();
  });

  it('blijft in de donkere modus leesbaar: statussen en knoppen', async () => {
    await small.getByRole('button', { name: 'Donkere modus' }).click();
    await expect(small.locator('html[data-mantine-color-scheme="dark"]')).toBeVisible();
    await card(small, 'Julia van Dijk').scrollIntoViewIfNeeded();
    expect(await seriousViolations(small)).toEqual([]);
    await screenshot(small, 'w2-employees-phone-dark.png');
  });
});
