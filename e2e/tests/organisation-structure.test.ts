import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openDevice } from '../src/browser';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { signIn, waitForPath } from '../src/sign-in';

const PATH = '/settings/category-jobtitlePro';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openAsOwner(page: Page): Promise<void> {
  await signIn(page, 'eigenaar');
  await waitForPath(page, '/dashboard');
  await page.goto(PATH);
  await page.getByRole('heading', { level: 1, name: 'Organisatie Structuur' }).waitFor();
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
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  return dialog;
}

/** The banner of the last action: a status for a success, an alert for a failure. */
async function banner(page: Page, role: 'status' | 'alert', text: string): Promise<void> {
  await page.getByRole(role).filter({ hasText: text }).waitFor();
}

describe('de eigenaar bouwt de organisatie van Demo Horeca Strand op een laptop', () => {
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
    await region(page, 'Keuken').waitFor();
    expect(await counts(page).innerText()).toMatch(/3 categorieën\s+9 functies/);
    expect(await region(page, 'Keuken').getByText('3 functies').count()).toBe(1);
    expect(await page.getByPlaceholder('bijv. Keuken, Bediening of Management').count()).toBe(1);
  });

  it('ziet de meldingen bij lege namen', async () => {
    await page.getByRole('button', { name: 'Categorie toevoegen' }).click();
    await page.getByText('Categorie naam is verplicht').waitFor();
    await page.getByRole('button', { name: 'Functie toevoegen' }).click();
    await page.getByText('Functie naam is verplicht').waitFor();
    await page.getByText('Selecteer een categorie').waitFor();
  });

  it('maakt de categorie Bar met de functies Barman en Barista', async () => {
    await page.getByRole('textbox', { name: 'Categorie naam' }).fill('Bar');
    await page.getByRole('button', { name: 'Categorie toevoegen' }).click();
    await banner(page, 'status', 'Categorie succesvol aangemaakt');
    const bar = region(page, 'Bar');
    await bar.getByText('Geen functies toegevoegd aan deze categorie').waitFor();
    // The new category is already chosen for the next job title.
    const newJobTitle = region(page, 'Nieuwe Functie');
    expect(await newJobTitle.getByRole('combobox', { name: 'Categorie' }).inputValue()).toBe('Bar');

    const name = newJobTitle.getByRole('textbox', { name: 'Functie naam' });
    await name.fill('Barman');
    await name.press('Enter');
    await bar.getByText('Barman').waitFor();
    await banner(page, 'status', 'Functie succesvol aangemaakt');
    await name.fill('Barista');
    await newJobTitle.getByRole('button', { name: 'Functie toevoegen' }).click();
    await bar.getByText('Barista').waitFor();
    await bar.getByText('2 functies').waitFor();
    expect(await counts(page).innerText()).toMatch(/4 categorieën\s+11 functies/);
  });

  it('heeft geen ernstige toegankelijkheidsfouten en ziet er op een laptop goed uit', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/w3-organisation-desktop.png', fullPage: true });
  });

  it('verwijdert de functie Barman na bevestiging', async () => {
    await page.getByRole('button', { name: 'Functie Barman verwijderen' }).click();
    const dialog = await openedDialog(page, 'Functie verwijderen');
    await dialog.getByText('Weet je zeker dat je deze functie wilt verwijderen?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await banner(page, 'status', 'Functie succesvol verwijderd');
    await dialog.waitFor({ state: 'hidden' });
    const bar = region(page, 'Bar');
    await bar.getByText('1 functie', { exact: true }).waitFor();
    expect(await bar.getByText('Barman').count()).toBe(0);
  });

  it('verwijdert de categorie Bar met haar functies na bevestiging', async () => {
    await page.getByRole('button', { name: 'Categorie Bar verwijderen' }).click();
    const dialog = await openedDialog(page, 'Categorie verwijderen');
    await dialog
      .getByText(
        'Weet je zeker dat je deze categorie wilt verwijderen? Alle gekoppelde functies worden ook verwijderd.',
      )
      .waitFor();
    await dialog.getByText('Functies die ook verwijderd worden: Barista').waitFor();
    await page.screenshot({ path: '/tmp/w3-organisation-dialog-desktop.png' });
    await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await banner(page, 'status', 'Categorie succesvol verwijderd');
    await region(page, 'Bar').waitFor({ state: 'detached' });
    expect(await counts(page).innerText()).toMatch(/3 categorieën\s+9 functies/);
    expect(await page.getByRole('button', { name: 'Functie Barista verwijderen' }).count()).toBe(1);
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
    await dialog.waitFor({ state: 'hidden' });
    expect(await bediening.getByText('Ober', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/w3-organisation-refused-desktop.png' });
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
    await region(page, 'Keuken').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/w3-organisation-phone.png', fullPage: true });
  });

  it('bevestigt het verwijderen in een venster dat op het scherm past', async () => {
    await page.getByRole('button', { name: 'Categorie Management verwijderen' }).tap();
    const dialog = await openedDialog(page, 'Categorie verwijderen');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/w3-organisation-dialog-phone.png' });
    await dialog.getByRole('button', { name: 'Annuleren' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Functie Kok verwijderen' }).count()).toBe(1);
  });

  it('ziet de weigering ook onderaan de pagina, met één medewerker in het enkelvoud', async () => {
    await page.getByRole('button', { name: 'Functie Office manager verwijderen' }).tap();
    const dialog = await openedDialog(page, 'Functie verwijderen');
    await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).tap();
    const refusal = page.getByRole('alert').filter({
      hasText:
        'Fout bij het verwijderen van functie: Deze functie is nog toegekend aan 1 medewerker.',
    });
    await refusal.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The banner stays in view where the user is, at the bottom of a long page.
    const box = await refusal.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
    await page.screenshot({ path: '/tmp/w3-organisation-refused-phone.png' });
  });
});
