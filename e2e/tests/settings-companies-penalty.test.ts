import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';

const COMPANIES = '/settings/company-management';
const PENALTY = '/settings/penaltySettings';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

/** The card of one company in the list, found by its heading. */
function companyItem(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

async function banner(page: Page, role: 'status' | 'alert', text: string): Promise<void> {
  await expect(page.getByRole(role).filter({ hasText: text })).toBeVisible();
}

async function deleteCompany(page: Page, name: string): Promise<void> {
  await companyItem(page, name)
    .getByRole('button', { name: /Verwijderen/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Bedrijf verwijderen' });
  await expect(
    dialog.getByText('Weet je zeker dat je dit bedrijf wilt verwijderen?'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  await expect(dialog).toBeHidden();
}

// A story: the owner, signed in once, adds the branch Demo Horeca Haven, edits, finds and
// removes it, then sets the penalty; each step goes on from the screen the step before left.
describe.sequential('de eigenaar (Pro) richt zijn bedrijven en de penalty in op een laptop', () => {
  storySteps();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => context.close());

  it('opent Instellingen vanaf het dashboard en ziet de kaarten', async () => {
    await page.getByRole('link', { name: 'Instellingen' }).click();
    await waitForPath(page, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    for (const name of [
      'Medewerker Beheren',
      'Categorie & Functie Beheer',
      'Bedrijven Beheer',
      'Penalty Instellingen',
    ]) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(1);
    }
    // BILLING_PORTAL_URL cannot reach the browser yet, so the card stays hidden.
    await expect(page.getByText('Abonnement Beheren')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w1-settings-desktop.png', { fullPage: true });
  });

  it('opent Bedrijven Beheer met het toetsenbord en ziet beide bedrijven geteld', async () => {
    const card = page.getByRole('link', { name: 'Bedrijven Beheer', exact: true });
    await card.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, COMPANIES);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedrijvenbeheer' })).toBeVisible();
    await expect(page.getByText('2 bedrijven', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('ziet de melding als naam en e-mailadres ontbreken', async () => {
    await page.getByRole('button', { name: 'Bedrijf toevoegen' }).click();
    await expect(page.getByText('Bedrijfsnaam en e-mailadres zijn verplicht')).toHaveCount(2);
  });

  it('maakt een tweede vestiging aan', async () => {
    await page.getByRole('textbox', { name: 'Bedrijfsnaam' }).fill('Demo Horeca Haven');
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill('haven@demohoreca.example');
    await page.getByRole('textbox', { name: 'Telefoonnummer' }).fill('070 123 45 67');
    await page.getByRole('textbox', { name: 'Plaats' }).fill('Den Haag');
    await page.getByRole('button', { name: 'Bedrijf toevoegen' }).click();
    await banner(page, 'status', 'Bedrijf Demo Horeca Haven is toegevoegd.');
    await expect(page.getByText('3 bedrijven', { exact: true })).toBeVisible();
    await expect(companyItem(page, 'Demo Horeca Haven').getByText('Den Haag')).toHaveCount(1);
  });

  it('bewerkt de nieuwe vestiging', async () => {
    await companyItem(page, 'Demo Horeca Haven')
      .getByRole('button', { name: /Bewerken/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Bedrijf bewerken' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Adres', exact: true }).fill('Dr. Lelykade 1');
    await page.getByRole('textbox', { name: 'Plaats' }).fill('Scheveningen');
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await banner(page, 'status', 'Bedrijf Demo Horeca Haven is bijgewerkt.');
    await expect(
      companyItem(page, 'Demo Horeca Haven').getByText('Dr. Lelykade 1, Scheveningen'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Nieuw bedrijf' })).toBeVisible();
  });

  it('zoekt in de lijst', async () => {
    const search = page.getByRole('searchbox', { name: 'Zoeken' });
    await search.fill('scheveningen');
    await expect(page.getByText('1 van 3 bedrijven gevonden')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Demo Horeca Haven']);
    await search.fill('');
    await expect(page.getByText('3 bedrijven', { exact: true })).toBeVisible();
  });

  it('kan Demo Horeca Centrum niet verwijderen: de geschiedenis blijft, en de reden blijft staan', async () => {
    await companyItem(page, 'Demo Horeca Centrum')
      .getByRole('button', { name: /Verwijderen/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Bedrijf verwijderen' });
    await expect(
      dialog.getByText('Weet je zeker dat je dit bedrijf wilt verwijderen?'),
    ).toBeVisible();
    await screenshot(page, 'w1-companies-dialog-desktop.png');
    await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await expect(dialog).toBeHidden();
    await banner(
      page,
      'alert',
      'Fout bij het verwijderen van bedrijf: Dit bedrijf kan niet worden verwijderd.',
    );
    await expect(page.getByRole('alert')).toContainText(/Nog gekoppeld: .*medewerkers/);
    // A refusal that explains itself stays until it is closed.
    // Past the 5 s after which a success banner goes (the page's clock, src/browser.ts).
    await page.clock.runFor(5_500);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await screenshot(page, 'w1-companies-desktop.png', { fullPage: true });
    await page.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(companyItem(page, 'Demo Horeca Centrum')).toHaveCount(1);
  });

  it('verwijdert de nieuwe vestiging na bevestiging', async () => {
    await deleteCompany(page, 'Demo Horeca Haven');
    await banner(page, 'status', 'Bedrijf Demo Horeca Haven is verwijderd.');
    await expect(page.getByText('2 bedrijven', { exact: true })).toBeVisible();
    await expect(companyItem(page, 'Demo Horeca Haven')).toHaveCount(0);
    // A success banner goes after 5 s.
    await page.clock.runFor(5_500);
    await expect(page.getByRole('status').filter({ hasText: 'is verwijderd' })).toBeHidden();
  });

  it('opent de penalty-instellingen via Instellingen', async () => {
    await page.getByRole('link', { name: 'Instellingen', exact: true }).first().click();
    await waitForPath(page, '/settings');
    await page.getByRole('link', { name: 'Penalty Instellingen', exact: true }).click();
    await waitForPath(page, PENALTY);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Penalty Instellingen' }),
    ).toBeVisible();
    await expect(
      page.getByText('Beheer de penalty-instellingen voor te laat inchecken'),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Overzicht' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('ziet de melding bij te veel minuten, en slaat daarna geldige instellingen op', async () => {
    const minutes = page.getByRole('textbox', { name: 'Penalty Duur (Minuten)' });
    await minutes.fill('75');
    await page.getByRole('button', { name: 'Instellingen Opslaan' }).click();
    await expect(page.getByText('Penalty moet tussen 0 en 60 minuten zijn.')).toBeVisible();

    await minutes.fill('20');
    await page.getByRole('button', { name: 'Instellingen Opslaan' }).click();
    await banner(page, 'status', 'Instellingen succesvol opgeslagen.');
    const row = page
      .getByRole('table', { name: 'Overzicht' })
      .getByRole('row', { name: /Demo Horeca Centrum/ });
    await expect(row.getByText('20 minuten')).toBeVisible();
    await expect(row.getByText('Ja', { exact: true })).toHaveCount(1);
  });

  it('zet de penalty uit voor Demo Horeca Strand; de minuten zijn dan niet te wijzigen', async () => {
    await page.getByRole('combobox', { name: 'Bedrijf' }).click();
    await page.getByRole('option', { name: 'Demo Horeca Strand' }).click();
    const apply = page.getByRole('checkbox', { name: 'Penalty toepassen bij te laat inchecken' });
    await expect(apply).toBeVisible();
    await apply.uncheck();
    await expect(page.getByRole('textbox', { name: 'Penalty Duur (Minuten)' })).toBeDisabled();
    await page.getByRole('button', { name: 'Instellingen Opslaan' }).click();
    await banner(page, 'status', 'Instellingen succesvol opgeslagen.');
    const row = page
      .getByRole('table', { name: 'Overzicht' })
      .getByRole('row', { name: /Demo Horeca Strand/ });
    await expect(row.getByText('Nee', { exact: true })).toBeVisible();
    await screenshot(page, 'w1-penalty-desktop.png', { fullPage: true });
  });
});

describe('op een telefoon van 360 px', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, {
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => context.close());

  it.each([
    ['/settings', 'Instellingen', 'w1-settings-phone'],
    [COMPANIES, 'Bedrijvenbeheer', 'w1-companies-phone'],
    [PENALTY, 'Penalty Instellingen', 'w1-penalty-phone'],
  ])(
    'toont %s zonder horizontaal scrollen en zonder ernstige fouten',
    async (path, title, shot) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The lists and tables have loaded.
      await expect(
        page
          .getByRole('heading', { level: 2 })
          .or(page.getByRole('link', { name: 'Penalty Instellingen' }))
          .first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `${shot}.png`, { fullPage: true });
    },
  );
});

describe('de medewerker', () => {
  it('ziet Geen toegang op Instellingen en op de penalty-instellingen', async () => {
    const context = await openDevice(browser);
    const page = await context.newPage();
    await signIn(page, 'medewerker');
    await waitForPath(page, '/dashboard');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    await expect(page.getByText('Geen toegang', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Penalty Instellingen' })).toHaveCount(0);
    await page.goto(PENALTY);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Penalty Instellingen' }),
    ).toBeVisible();
    await expect(page.getByText('Geen toegang', { exact: true })).toBeVisible();
    await context.close();
  });
});
