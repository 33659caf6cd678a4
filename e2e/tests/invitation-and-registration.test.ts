import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { linkIn, type PrintedMail, waitForMail } from '../src/outbox';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, tileNames, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';
import { ownTenantId } from '../src/tenant';

const PATH = '/settings/RegistrationLinkDashboard';
// Unique per run, so a second run on a kept database (DATABASE_URL) finds no taken address.
const RUN = Date.now().toString().slice(-7);
const WAITER = {
  email: `noor.${RUN}@example.nl`,
  firstName: 'Noor',
  lastName: 'Bakker',
  userName: `noor${RUN}`,
  password: 'Bediening2025!',
  phone: `06 4${RUN.slice(0, 3)} ${RUN.slice(3)}`,
};
const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const LAPTOP = { viewport: { width: 1280, height: 800 } };

let browser: Browser;
let invitation: PrintedMail;

/*
 * One story from the invitation to the account: the owner invites Noor, Noor completes her
 * details and makes her account with the mailed links, the owner then manages her. Each part
 * needs the mail or the account the part before made, so the file's tests are its steps.
 */
storySteps();

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

async function openAsOwner(page: Page): Promise<void> {
  await signIn(page, 'eigenaar');
  await waitForPath(page, '/dashboard');
  await page.goto(PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registratielink Genereren' }),
  ).toBeVisible();
}

describe.sequential('de eigenaar nodigt een bediende uit op een laptop', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, LAPTOP);
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it('opent Medewerker Beheren via Instellingen en ziet de gebruikers van Demo Horeca Centrum', async () => {
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
    await page.goto('/settings');
    await page.getByRole('link', { name: /Medewerker Beheren/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registratielink Genereren' }),
    ).toBeVisible();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Bedrijf' }).inputValue())
      .toBe('Demo Horeca Centrum');
    const table = page.getByRole('table', { name: 'Gebruikers' });
    await expect(table.getByRole('columnheader', { name: 'Rol' })).toBeVisible();
    await expect(
      table.getByRole('row', { name: /lotte\.bakker@demohoreca\.example.*Roostermaker/ }),
    ).toBeVisible();
  });

  it('ziet de meldingen bij een leeg formulier', async () => {
    const form = page.getByRole('form', { name: 'Nieuwe gebruiker uitnodigen' });
    await form.getByRole('button', { name: 'Registratielink Genereren' }).click();
    await expect(form.getByText('Vul alle verplichte velden in')).toHaveCount(4);
    await form.getByRole('textbox', { name: 'E-mail' }).fill('noor@');
    await form.getByRole('button', { name: 'Registratielink Genereren' }).click();
    await expect(form.getByText('Ongeldig e-mailadres')).toBeVisible();
  });

  it('nodigt Noor uit als Medewerker; de e-mail met beide links staat in de uitvoer van de server', async () => {
    const form = page.getByRole('form', { name: 'Nieuwe gebruiker uitnodigen' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(WAITER.email);
    await form.getByRole('textbox', { name: 'Voornaam' }).fill(WAITER.firstName);
    await form.getByRole('textbox', { name: 'Achternaam' }).fill(WAITER.lastName);
    await form.getByRole('combobox', { name: 'Gebruikersrol' }).click();
    await page.getByRole('option', { name: 'Medewerker' }).click();
    await form.getByRole('button', { name: 'Registratielink Genereren' }).click();
    await expect(
      form
        .getByRole('status')
        .filter({ hasText: 'Gebruiker succesvol aangemaakt! Een registratielink is verzonden.' }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');

    invitation = await waitForMail(WAITER.email, 'Uitnodiging voor Klokwerk');
    expect(invitation.text).toContain('Hallo Noor,');
    expect(linkIn(invitation, '/register/')).toMatch(new RegExp(`\\?tenant=${ownTenantId()}$`));
    expect(linkIn(invitation, '/users/register/')).toMatch(
      new RegExp(`\\?tenant=${ownTenantId()}$`),
    );
  });

  it('heeft geen ernstige toegankelijkheidsfouten en ziet er op een laptop goed uit', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w4-users-desktop.png', { fullPage: true });
  });
});

describe.sequential('Noor registreert zich op haar telefoon, in het Engels, en logt in', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, PHONE);
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it('opent de eerste link en ziet haar uitnodiging ingevuld', async () => {
    await page.goto(linkIn(invitation, '/register/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Gegevens aanvullen' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Voornaam' })).toHaveValue('Noor');
    const email = page.getByRole('textbox', { name: /E-mailadres/ });
    await expect(email).toHaveValue(WAITER.email);
    await expect(email).toHaveAttribute('readonly');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w4-register-employee-phone-nl.png', { fullPage: true });
  });

  it('zet de pagina op Engels en ziet Engelse teksten en meldingen', async () => {
    await page.getByRole('switch', { name: 'English' }).tap();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete your details' }),
    ).toBeVisible();
    await expect(page.locator('[lang="en"]').first()).toBeAttached();
    await page.getByRole('button', { name: 'Save details' }).tap();
    await expect(page.getByText('Please enter the address.')).toBeVisible();
    await expect(page.getByText('Please enter the phone number.')).toBeVisible();
    await screenshot(page, 'w4-register-employee-phone-en.png', { fullPage: true });
  });

  it('vult haar gegevens aan en gaat na 3 seconden naar de inlogpagina', async () => {
    await page.getByRole('textbox', { name: /^Phone number/ }).fill(WAITER.phone);
    await page.getByLabel('Date of birth').fill('1998-04-12');
    await page
      .getByRole('textbox', { name: 'Address', exact: true })
      .fill('Zeeweg 12, 1971 HA IJmuiden');
    await page.getByRole('button', { name: 'Save details' }).tap();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await screenshot(page, 'w4-register-employee-phone-done.png');
    await waitForPath(page, '/login');
  });

  it('ziet dat de gebruikte link niet meer werkt, net als een verkeerde', async () => {
    await page.goto(linkIn(invitation, '/register/'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ongeldige of Verlopen Link' }),
    ).toBeVisible();
    await page.goto(`/users/register/bestaatniet?tenant=${ownTenantId()}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ongeldige of Verlopen Link' }),
    ).toBeVisible();
    await screenshot(page, 'w4-register-invalid-phone.png');
  });

  it('maakt met de tweede link haar account aan', async () => {
    await page.goto(linkIn(invitation, '/users/register/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /E-mailadres/ })).toHaveValue(WAITER.email);
    await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill(WAITER.userName);
    const password = page.getByRole('textbox', { name: 'Wachtwoord', exact: true });
    await password.fill('welkom');
    await page.getByRole('button', { name: 'Account aanmaken' }).tap();
    await expect(
      page.getByText(
        'Wachtwoord moet minimaal 8 tekens bevatten, waaronder een hoofdletter, een cijfer en een speciaal teken.',
      ),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w4-register-user-phone.png', { fullPage: true });
    await password.fill(WAITER.password);
    await page.getByRole('button', { name: 'Account aanmaken' }).tap();
    await expect(page.getByText('Je account is aangemaakt.')).toBeVisible();
    await waitForPath(page, '/login');
  });

  it('logt in met het nieuwe account en komt op het dashboard', async () => {
    await signIn(page, WAITER.userName, { password: WAITER.password });
    await waitForPath(page, '/dashboard');
    await expect.poll(() => tileNames(page)).toContain('Mijn rooster');
  });
});

describe.sequential('de eigenaar beheert Noor in Gebruikersbeheer', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, LAPTOP);
    page = await context.newPage();
    await openAsOwner(page);
  });
  afterAll(() => context.close());

  it('ziet Noor in de lijst en opent haar gegevens', async () => {
    const table = page.getByRole('table', { name: 'Gebruikers' });
    await expect(table.getByRole('row', { name: /Noor Bakker.*Medewerker/ })).toBeVisible();
    await table.getByRole('button', { name: 'Noor Bakker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gebruikersbeheer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Gebruikersnaam' })).toHaveValue(
      WAITER.userName,
    );
    await expect(dialog.getByRole('combobox', { name: 'Rol' })).toHaveValue('Medewerker');
    await screenshot(page, 'w4-users-dialog-desktop.png');
  });

  it('maakt haar Roostermaker; de lijst toont de nieuwe rol', async () => {
    const dialog = page.getByRole('dialog', { name: 'Gebruikersbeheer' });
    await dialog.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Roostermaker' }).click();
    await dialog.getByRole('button', { name: 'Rol Opslaan' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Rol succesvol bijgewerkt.' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('table', { name: 'Gebruikers' })
        .getByRole('row', { name: /Noor Bakker.*Roostermaker/ }),
    ).toBeVisible();
  });

  it('stuurt haar een wachtwoord-resetlink', async () => {
    await page.getByRole('table', { name: 'Gebruikers' }).getByText('Noor Bakker').click();
    const dialog = page.getByRole('dialog', { name: 'Gebruikersbeheer' });
    await expect(dialog.getByRole('combobox', { name: 'Rol' })).toHaveValue('Roostermaker');
    await dialog.getByRole('button', { name: 'Wachtwoord Resetten' }).click();
    await expect(
      dialog.getByText(`Wachtwoord reset link verzonden naar ${WAITER.email}.`),
    ).toBeVisible();
    const mail = await waitForMail(WAITER.email, 'Nieuw wachtwoord');
    expect(linkIn(mail, '/reset-password/')).toMatch(new RegExp(`\\?tenant=${ownTenantId()}$`));
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
  });
});

describe.sequential('de eigenaar op een telefoon', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, PHONE);
    page = await context.newPage();
    await openAsOwner(page);
  });
  afterAll(() => context.close());

  it('ziet de gebruikers als lijst, zonder horizontaal scrollen en zonder ernstige toegankelijkheidsfouten', async () => {
    await expect(page.getByRole('button', { name: /^Noor Bakker/ })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w4-users-phone.png', { fullPage: true });
  });

  it('opent Gebruikersbeheer schermvullend', async () => {
    await page.getByRole('button', { name: /^Noor Bakker/ }).tap();
    const dialog = page.getByRole('dialog', { name: 'Gebruikersbeheer' });
    await expect(dialog).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'w4-users-dialog-phone.png');
  });
});
