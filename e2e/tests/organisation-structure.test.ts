import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';

const PATH = '/settings/category-jobtitlePro';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

async function openAsOwner(page: Page): Promise<void> {
  await signIn(page, 'eigenaar');
  await waitForPath(page, '/dashboard');
  await page.goto(PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Organisatie Structuur' }),
  ).toBeVisible();
}

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Bedrijf' }).click();
  await page.getByRole('option', { name }).click();
}

function counts(page: Page): Locator {
  return page.getByRole('group', { name: 'Aantallen' });
}

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** Waits until the dialog has faded in, so that axe measures its real colours. */
async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  return dialog;
}

/** The banner of the last action: a status for a success, an alert for a failure. */
async function banner(page: Page, role: 'status' | 'alert', text: string): Promise<void> {
  await expect(page.getByRole(role).filter({ hasText: text })).toBeVisible();
}

// A story: the owner makes the category Bar with two job titles, then removes one title and
// then the category; each step works on what the step before made.
describe.sequential('de eigenaar bouwt de organisatie van Demo Horeca Strand op een laptop', () => {
  storySteps();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await openAsOwner(page);
  });
  afterAll(() => context.close());

  it('kiest het bedrijf en ziet de categorieën en functies met hun aantallen', async () => {
    await chooseCompany(page, 'Demo Horeca Strand');
    await expect(region(page, 'Keuken')).toBeVisible();
    await expect.poll(() => counts(page).innerText()).toMatch(/3 categorieën\s+9 functies/);
    await expect(region(page, 'Keuken').getByText('3 functies')).toHaveCount(1);
    await expect(page.getByPlaceholder('bijv. Keuken, Bediening of Management')).toHaveCount(1);
  });

  it('ziet de meldingen bij lege namen', async () => {
    await page.getByRole('button', { name: 'Categorie toevoegen' }).click();
    await expect(page.getByText('Categorie naam is verplicht')).toBeVisible();
    await page.getByRole('button', { name: 'Functie toevoegen' }).click();
    await expect(page.getByText('Functie naam is verplicht')).toBeVisible();
    await expect(page.getByText('Selecteer een categorie')).toBeVisible();
  });

  it('maakt de categorie Bar met de functies Barman en Barista', async () => {
    await page.getByRole('textbox', { name: 'Categorie naam' }).fill('Bar');
    await page.getByRole('button', { name: 'Categorie toevoegen' }).click();
    await banner(page, 'status', 'Categorie succesvol aangemaakt');
    const bar = region(page, 'Bar');
    await expect(bar.getByText('Geen functies toegevoegd aan deze categorie')).toBeVisible();
    // The new category is already chosen for the next job title.
    const newJobTitle = region(page, 'Nieuwe Functie');
    await expect(newJobTitle.getByRole('combobox', { name: 'Categorie' })).toHaveValue('Bar');

    const name = newJobTitle.getByRole('textbox', { name: 'Functie naam' });
    await name.fill('Barman');
    await name.press('Enter');
    await expect(bar.getByText('Barman')).toBeVisible();
    await banner(page, 'status', 'Functie succesvol aangemaakt');
    await name.fill('Barista');
    await newJobTitle.getByRole('button', { name: 'Functie toevoegen' }).click();
    await expect(bar.getByText('Barista')).toBeVisible();
    await expect(bar.getByText('2 functies')).toBeVisible();
    await expect.poll(() => counts(page).innerText()).toMatch(/4 categorieën\s+11 functies/);
  });

  it('heeft geen ernstige toegankelijkheidsfouten en ziet er op een laptop goed uit', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w3-organisation-desktop.png', { fullPage: true });
  });

  it('verwijdert de functie Barman na bevestiging', async () => {
    await page.getByRole('button', { name: 'Functie Barman verwijderen' }).click();
    const dialog = await openedDialog(page, 'Functie verwijderen');
    await expect(
      dialog.getByText('Weet je zeker dat je deze functie wilt verwijderen?'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await banner(page, 'status', 'Functie succesvol verwijderd');
    await expect(dialog).toBeHidden();
    const bar = region(page, 'Bar');
    await expect(bar.getByText('1 functie', { exact: true })).toBeVisible();
    await expect(bar.getByText('Barman')).toHaveCount(0);
  });

  it('verwijdert de categorie Bar met haar functies na bevestiging', async () => {
    await page.getByRole('button', { name: 'Categorie Bar verwijderen' }).click();
    const dialog = await openedDialog(page, 'Categorie verwijderen');
    await expect(
      dialog.getByText(
        'Weet je zeker dat je deze categorie wilt verwijderen? Alle gekoppelde functies worden ook verwijderd.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('Functies die ook verwijderd worden: Barista')).toBeVisible();
    await screenshot(page, 'w3-organisation-dialog-desktop.png');
    await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await banner(page, 'status', 'Categorie succesvol verwijderd');
    await expect(region(page, 'Bar')).toBeHidden();
    await expect.poll(() => counts(page).innerText()).toMatch(/3 categorieën\s+9 functies/);
    await expect(page.getByRole('button', { name: 'Functie Barista verwijderen' })).toHaveCount(1);
  });

  it('mag geen functie verwijderen die medewerkers van Centrum nog hebben, en ziet hoeveel', async () => {
    await chooseCompany(page, 'Demo Horeca Centrum');
    const bediening = region(page, 'Bediening');
    await bediening.getByRole('button', { name: 'Functie Ober verwijderen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Functie verwijderen' });
    await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await banner(
      page,
      'alert',
      'Fout bij het verwijderen van functie: Deze functie is nog toegekend aan 3 medewerkers.',
    );
    await expect(dialog).toBeHidden();
    await expect(bediening.getByText('Ober', { exact: true })).toHaveCount(1);
    await screenshot(page, 'w3-organisation-refused-desktop.png');
  });
});

describe('op een telefoon in de donkere modus', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, {
      viewport: { width: 360, height: 740 },
      colorScheme: 'dark',
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    await openAsOwner(page);
  });
  afterAll(() => context.close());

  it('past de pagina zonder horizontaal scrollen en zonder ernstige toegankelijkheidsfouten', async () => {
    await expect(region(page, 'Keuken')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w3-organisation-phone.png', { fullPage: true });
  });

  it('bevestigt het verwijderen in een venster dat op het scherm past', async () => {
    await page.getByRole('button', { name: 'Categorie Management verwijderen' }).tap();
    const dialog = await openedDialog(page, 'Categorie verwijderen');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'w3-organisation-dialog-phone.png');
    await dialog.getByRole('button', { name: 'Annuleren' }).tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Functie Kok verwijderen' })).toHaveCount(1);
  });

  it('ziet de weigering ook onderaan de pagina, met één medewerker in het enkelvoud', async () => {
    await page.getByRole('button', { name: 'Functie Office manager verwijderen' }).tap();
    const dialog = await openedDialog(page, 'Functie verwijderen');
    await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).tap();
    const refusal = page.getByRole('alert').filter({
      hasText:
        'Fout bij het verwijderen van functie: Deze functie is nog toegekend aan 1 medewerker.',
    });
    await expect(refusal).toBeVisible();
    await expect(dialog).toBeHidden();
    // The banner stays in view where the user is, at the bottom of a long page.
    const box = await refusal.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
    await screenshot(page, 'w3-organisation-refused-phone.png');
  });
});
