import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { now } from '../src/clock';
import { download, excelLines } from '../src/download';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';

const MONTH_NAMES = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/** Last month on the demo company's clock: the demo seeds it fully decided (docs/decisions/007-demo-seed.md). */
function lastMonth(): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now());
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

const last = lastMonth();
const mm = String(last.month).padStart(2, '0');
const key = `${last.year}-${mm}`;
const label = `${MONTH_NAMES[last.month - 1]} ${last.year}`;
const REASON = 'Urencorrectie van de keuken kwam te laat binnen';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

/** The file a click downloads: its name and its lines (Dutch Excel: BOM, ';', CRLF). */
async function downloadSheet(p: Page, button: Locator): Promise<{ name: string; lines: string[] }> {
  const file = await download(p, button);
  return { name: file.name, lines: excelLines(file.bytes) };
}

const closingPanel = (p: Page, state: 'open' | 'afgesloten') =>
  p.getByRole('region', { name: `${label} is ${state}` });

describe('de eigenaar sluit vorige maand af, exporteert de uren en heropent de maand', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, {
      viewport: { width: 1280, height: 900 },
      // A Dutch browser: the date fields of the audit log show dd-mm-jjjj.
      locale: 'nl-NL',
      acceptDownloads: true,
    });
    page = await context.newPage();
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => context.close());

  it('beslist wat er nog in afwachting is en sluit de maand af', async () => {
    await page.goto(`/ReportPage?report=employeeHours&month=${key}`);
    const records = page.getByRole('table', { name: 'Tijdregistraties' });
    await records.waitFor();
    // The demo decides last month fully; whatever an earlier test left pending is decided here.
    const pending = records.getByRole('row').filter({ hasText: 'In afwachting' });
    for (let left = await pending.count(); left > 0; left = await pending.count()) {
      const row = pending.first();
      // Without a clock-out (forgotten, or still at work on New Year's night) it cannot be
      // approved: rejected, so that the month can close.
      const open = (await row.getByText(/^(Uitkloktijd ontbreekt|Aan het werk sinds)/).count()) > 0;
      if (open) {
        await row.getByRole('button', { name: /^Afkeuren/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Registratie afkeuren' });
        await dialog.getByRole('button', { name: 'Afkeuren' }).click();
        await dialog.waitFor({ state: 'hidden' });
      } else {
        await row.getByRole('button', { name: /^Goedkeuren/ }).click();
      }
      await expect.poll(() => pending.count()).toBeLessThan(left);
    }

    const open = closingPanel(page, 'open');
    await open.waitFor();
    await open.getByRole('button', { name: 'Maand afsluiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Maand afsluiten' });
    await dialog.getByText(`Je sluit ${label} af.`, { exact: false }).waitFor();
    await screenshot(page, 'close-dialog-desktop.png');
    await dialog.getByRole('button', { name: 'Maand afsluiten' }).click();
    const closed = closingPanel(page, 'afgesloten');
    await closed.getByText(/^Afgesloten door .+ op \d{2}-\d{2}-\d{4} om \d{2}:\d{2}\.$/).waitFor();
    await closed.getByRole('button', { name: 'Maand heropenen' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'hours-closed-desktop.png');
  });

  it('krijgt in de afgesloten maand geen knoppen die alleen kunnen mislukken', async () => {
    const records = page.getByRole('table', { name: 'Tijdregistraties' });
    const approved = records.getByRole('row').filter({ hasText: 'Goedgekeurd' }).first();
    // The server refuses any change to a closed month; the screen no longer offers one.
    await approved.getByRole('button', { name: /^Geschiedenis/ }).waitFor();
    for (const name of [/^Goedkeuren/, /^Afkeuren/, /^Tijden wijzigen/]) {
      expect(await records.getByRole('button', { name }).count()).toBe(0);
    }
    expect(await page.getByRole('button', { name: 'Registratie toevoegen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Alles goedkeuren/ }).count()).toBe(0);
    await screenshot(page, 'hours-closed-records-desktop.png');
  });

  it('vult de salarisinstellingen in en downloadt het Nmbrs-bestand en de CSV per dag', async () => {
    await page.getByRole('tab', { name: /Salarisexport/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Salarisexport' }).waitFor();
    const table = page.getByRole('table', { name: `Betaalde uren ${label}` });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(2);
    // A closed month: no warning that the figures may still change.
    await closingPanel(page, 'afgesloten').waitFor();
    expect(await page.getByText('Deze maand is nog niet afgesloten').count()).toBe(0);

    await page.getByRole('textbox', { name: 'Debiteurnummer' }).fill('12345');
    await page.getByRole('textbox', { name: 'Bedrijfsnummer' }).fill('2');
    await page.getByRole('textbox', { name: 'Urencode' }).fill('u2100');
    await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
    await page.getByText('De salarisinstellingen zijn opgeslagen.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Urencode' }).inputValue()).toBe('U2100');

    const nmbrs = page.getByRole('button', { name: 'Download voor Nmbrs' });
    await expect.poll(() => nmbrs.isEnabled()).toBe(true);
    // After Persnr., Naam, Dagen, Uren and Penalty the table has a column per leave or sickness
    // code of the month (the demo's own leave falls in the month before on the first days of a
    // month), headed by the code: the file has the same codes, in the same order.
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const codes = headers.slice(5).map((header) => header.split('\n')[0]?.trim());
    const sheet = await downloadSheet(page, nmbrs);
    expect(sheet.name).toBe(`nmbrs_variabele_looncomponenten_${last.year}_${mm}.csv`);
    expect(sheet.lines[0]).toBe(
      ['Debiteurnr;Bedrijfnr;Persnr;Naam;Periode;Dagen;U2100;OpmerkingenU2100', ...codes].join(';'),
    );
    const first = sheet.lines[1]?.split(';') ?? [];
    expect(first.slice(0, 2)).toEqual(['12345', '2']);
    expect(first[4]).toBe(key);
    expect(first[6]).toMatch(/^\d+,\d{2}$/);

    const days = await downloadSheet(
      page,
      page.getByRole('button', { name: 'Download CSV per dag' }),
    );
    expect(days.lines[0]).toBe(['Personeelsnummer;Naam;Datum;Uren;Penalty', ...codes].join(';'));
    expect(days.lines[1]?.split(';')[2]).toMatch(new RegExp(`^${key}-\\d{2}$`));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'payroll-export-desktop.png', { fullPage: true });
  });

  it('heropent de maand alleen met een reden', async () => {
    await closingPanel(page, 'afgesloten').getByRole('button', { name: 'Maand heropenen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Maand heropenen' });
    await dialog.getByRole('button', { name: 'Maand heropenen' }).click();
    await dialog.getByText('Vul de reden in waarom de maand wordt heropend.').waitFor();
    await screenshot(page, 'reopen-dialog-desktop.png');
    await dialog.getByRole('textbox', { name: /Reden/ }).fill(REASON);
    await dialog.getByRole('button', { name: 'Maand heropenen' }).click();
    const open = closingPanel(page, 'open');
    await open.getByText(`Reden: ${REASON}`, { exact: false }).waitFor();
    expect(await open.innerText()).toMatch(
      /Heropend door .+ op \d{2}-\d{2}-\d{4} om \d{2}:\d{2}\./,
    );
    // Open again: the export warns that its figures may change.
    await page
      .getByText('Deze maand is nog niet afgesloten: de cijfers kunnen nog veranderen.')
      .waitFor();
    await screenshot(page, 'payroll-export-open-desktop.png', { fullPage: true });
  });

  it('ziet het afsluiten en heropenen terug in de auditlog', async () => {
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Auditlog' }).click();
    await waitForPath(page, '/settings/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Auditlog' }).waitFor();
    await page.getByRole('combobox', { name: 'Soort object' }).click();
    await page.getByRole('option', { name: 'Maandafsluiting', exact: true }).click();
    const table = page.getByRole('table', { name: 'Auditlog' });
    const reopened = table.getByRole('row').filter({ hasText: 'Maand heropend' }).first();
    await reopened.waitFor();
    expect(await reopened.innerText()).toContain(`Maandafsluiting ${label}`);
    expect(await reopened.innerText()).toContain(`Reden: ${REASON}`);
    const closed = table.getByRole('row').filter({ hasText: 'Maand afgesloten' }).first();
    expect(await closed.innerText()).toContain(`Maandafsluiting ${label}`);
    expect(await closed.innerText()).toContain('Afgesloten: Ja');
    await screenshot(page, 'audit-desktop.png', { fullPage: true });
    // The period is picked on a Dutch calendar, whatever the browser's language.
    await page.getByRole('button', { name: 'Periode' }).click();
    await page.getByRole('button', { name: 'Vorige maand' }).waitFor();
    await screenshot(page, 'audit-period-desktop.png');
    await page.keyboard.press('Escape');
  });

  it('ziet de geschiedenis van een registratie vanuit haar regel', async () => {
    await page.goto(`/ReportPage?report=employeeHours&month=${key}`);
    const records = page.getByRole('table', { name: 'Tijdregistraties' });
    await records
      .getByRole('button', { name: /^Geschiedenis: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Geschiedenis van de registratie' });
    const history = dialog.getByRole('region', { name: 'Geschiedenis' });
    await history
      .getByText('Nog geen wijzigingen vastgelegd.')
      .or(history.getByRole('listitem').first())
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'record-history-desktop.png');
    await page.keyboard.press('Escape');
  });
});

describe('op een telefoon passen de nieuwe schermen in de breedte', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, {
      viewport: { width: 360, height: 740 },
      locale: 'nl-NL',
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => context.close());

  it('toont de salarisexport en de maandafsluiting zonder horizontaal scrollen', async () => {
    await page.goto(`/ReportPage?report=payrollExport&month=${key}`);
    await closingPanel(page, 'open').waitFor();
    await page.getByRole('table', { name: `Betaalde uren ${label}` }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'payroll-export-phone.png', { fullPage: true });
    await closingPanel(page, 'open').getByRole('button', { name: 'Maand afsluiten' }).click();
    await page.getByRole('dialog', { name: 'Maand afsluiten' }).waitFor();
    await screenshot(page, 'close-dialog-phone.png');
    await page.getByRole('button', { name: 'Annuleren' }).click();
  });

  it('toont de auditlog als kaarten onder elkaar', async () => {
    await page.goto('/settings/audit-log');
    const list = page.getByRole('list', { name: 'Auditlog' });
    await list.getByText('Maand heropend').first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'audit-phone.png', { fullPage: true });
  });
});
