import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openDevice } from '../src/browser';
import { now } from '../src/clock';
import { download, excelLines } from '../src/download';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';

const MONTHS = [
  'Januari',
  'Februari',
  'Maart',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Augustus',
  'September',
  'Oktober',
  'November',
  'December',
];
/** This month and last month on the demo company's clock (the demo is seeded relative to today). */
function months(): { current: Month; last: Month } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now());
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return {
    current: { year, month },
    last: month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 },
  };
}
interface Month {
  year: number;
  month: number;
}
const { current, last } = months();
const mm = (m: Month) => String(m.month).padStart(2, '0');

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

async function tabNames(p: Page): Promise<string[]> {
  const list = p.getByRole('tablist', { name: 'Rapporten' });
  await list.waitFor();
  return (await list.getByRole('tab').allInnerTexts()).map((t) => t.split('\n')[0]?.trim() ?? '');
}

async function choose(p: Page, label: string, option: string): Promise<void> {
  await p.getByRole('combobox', { name: label }).click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

async function chooseHoursMonth(p: Page, m: Month): Promise<void> {
  await choose(p, 'Jaar', String(m.year));
  await choose(p, 'Maand', MONTHS[m.month - 1] ?? '');
}

async function closeModal(p: Page, title: string): Promise<void> {
  const dialog = p.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('de eigenaar keurt uren goed en bekijkt de rapporten op een laptop', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openDevice(browser, {
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => context.close());

  it('opent Rapporten vanaf het dashboard en kiest eerst een rapport', async () => {
    await page.getByRole('link', { name: 'Rapporten' }).click();
    await waitForPath(page, '/ReportPage');
    await page.getByRole('heading', { level: 1, name: 'Rapporten' }).waitFor();
    expect(await tabNames(page)).toEqual([
      'Onkosten',
      'Werknemersuren Rapport',
      'Urencorrectie',
      'Salarisexport',
      'Plus/min-uren',
    ]);
    await page.getByText('Selecteer een rapport uit het menu').waitFor();
  });

  it('ziet de berekende uren van vorige maand, die helemaal is goedgekeurd', async () => {
    await page.getByRole('tab', { name: /Werknemersuren Rapport/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Werknemersuren Rapport' }).waitFor();
    expect(new URL(page.url()).searchParams.get('report')).toBe('employeeHours');
    await chooseHoursMonth(page, last);
    const hours = page.getByRole('table', { name: 'Berekende uren' });
    await hours.waitFor();
    const rows = hours.getByRole('row');
    expect(await rows.count()).toBeGreaterThan(5);
    const firstRow = (await rows.nth(1).innerText()).split('\t');
    // Name, then seven Dutch hour figures: '152,50 uur'.
    expect(
      firstRow.slice(1).every((cell) => /^\d{1,3}(\.\d{3})*,\d{2} uur$/.test(cell.trim())),
    ).toBe(true);
    await page.getByRole('table', { name: 'Tijdregistraties' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 't2-hours-desktop.png', { fullPage: false });
  });

  it('exporteert de uren als CSV voor Nederlandse Excel', async () => {
    const file = await download(page, page.getByRole('button', { name: 'Exporteer (CSV)' }));
    expect(file.name).toBe(`employee_hours_${last.year}_${mm(last)}.csv`);
    const lines = excelLines(file.bytes);
    expect(lines[0]).toBe(
      'Medewerker-ID;Naam;Gepland (excl. pauze);Gepland (incl. pauze);Gewerkt (incl. pauze);Te laat;Penalty;Resultaat (excl. pauze);Resultaat (incl. pauze);Verschil (excl. pauze);Verschil (incl. pauze)',
    );
    expect(lines.length).toBeGreaterThan(5);
    const cells = lines[1]?.split(';') ?? [];
    expect(cells).toHaveLength(11);
    expect(cells.slice(2).every((cell) => /^-?\d+,\d{2}$/.test(cell))).toBe(true);
  });

  it('ziet deze maand geen sommen zolang er registraties in afwachting zijn', async () => {
    await chooseHoursMonth(page, current);
    await page
      .getByText(/Alle registraties moeten eerst worden goedgekeurd of afgekeurd/)
      .waitFor();
    expect(await page.getByRole('table', { name: 'Berekende uren' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Exporteer (CSV)' }).isDisabled()).toBe(true);
  });

  it('keurt een registratie goed en een andere af, en ziet de status veranderen', async () => {
    const table = page.getByRole('table', { name: 'Tijdregistraties' });
    await table.waitFor();
    const waiting = table
      .getByRole('row')
      .filter({ hasText: 'In afwachting' })
      .filter({ hasNotText: 'Uitkloktijd ontbreekt' })
      .filter({ hasNotText: 'Aan het werk sinds' });
    expect(await waiting.count()).toBeGreaterThanOrEqual(2);
    const approveName = await waiting
      .nth(0)
      .getByRole('button', { name: /^Goedkeuren/ })
      .getAttribute('aria-label');
    const rejectName = await waiting
      .nth(1)
      .getByRole('button', { name: /^Afkeuren/ })
      .getAttribute('aria-label');
    if (!approveName || !rejectName) throw new Error('knoppen zonder naam');
    const rowWith = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });

    await page.getByRole('button', { name: approveName, exact: true }).click();
    await rowWith(approveName).getByText('Goedgekeurd').waitFor();
    expect(await page.getByRole('button', { name: approveName, exact: true }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('status').filter({ hasText: 'is goedgekeurd.' }).waitFor();

    await page.getByRole('button', { name: rejectName, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Registratie afkeuren' });
    await dialog.waitFor();
    await screenshot(page, 't2-reject-dialog.png');
    await dialog.getByRole('textbox', { name: /Reden/ }).fill('Dubbel ingeklokt');
    await dialog.getByRole('button', { name: 'Afkeuren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowWith(rejectName).getByText('Afgekeurd').waitFor();
    await rowWith(rejectName).getByText('Dubbel ingeklokt').waitFor();
    expect(await page.getByRole('button', { name: rejectName, exact: true }).isDisabled()).toBe(
      true,
    );
  });

  it('berekent de loonkosten van vorige maand, slaat ze op en exporteert ze', async () => {
    await page.getByRole('tab', { name: /Onkosten/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Loonkosten' }).waitFor();
    const picker = page.getByRole('button', { name: 'Maand', exact: true });
    await picker.click();
    await screenshot(page, 't2-month-picker.png');
    if (last.year !== current.year) await page.getByRole('button', { name: 'Vorig jaar' }).click();
    await page
      .getByRole('button', { name: `${MONTHS[last.month - 1]} ${last.year}`, exact: true })
      .click();
    await expect
      .poll(() => picker.innerText())
      .toBe(`${MONTHS[last.month - 1]?.toLowerCase()} ${last.year}`);

    await page.getByRole('button', { name: 'Bereken Kosten' }).click();
    const done = page.getByRole('dialog', { name: 'Kostenberekening voltooid' });
    await done.waitFor();
    expect(await done.innerText()).toMatch(
      /Totale kosten voor de geselecteerde periode zijn €\d{1,3}(\.\d{3})*,\d{2}\./,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 't2-wage-cost-modal.png');
    await closeModal(page, 'Kostenberekening voltooid');

    const table = page.getByRole('table', {
      name: `Loonkosten ${MONTHS[last.month - 1]} ${last.year}`,
    });
    const total = table.getByRole('row').filter({ hasText: 'Totale Kosten:' });
    expect(await total.innerText()).toMatch(/Totale Kosten:\s+€ \d{1,3}(\.\d{3})*,\d{2}$/);
    expect(await table.getByRole('row').nth(1).innerText()).toMatch(
      /\d+,\d{2} uur\s+€ \d{1,3}(\.\d{3})*,\d{2}$/,
    );
    await page.getByText(/Dit zijn brutoloonkosten/).waitFor();
    await screenshot(page, 't2-wage-cost-desktop.png', { fullPage: true });

    await page.getByRole('button', { name: 'Opslaan' }).click();
    const saved = page.getByRole('dialog', { name: 'Gegevens Opgeslagen' });
    await saved.getByText('De onkosten zijn succesvol opgeslagen in de database.').waitFor();
    await closeModal(page, 'Gegevens Opgeslagen');

    const file = await download(page, page.getByRole('button', { name: 'Exporteer (CSV)' }));
    expect(file.name).toBe(`expense_report_${MONTHS[last.month - 1]}_${last.year}.csv`);
    const lines = excelLines(file.bytes);
    // The three columns of the screen first, then the basic wage: without surcharge bands
    // (the demo has none) it is the whole cost.
    expect(lines[0]).toBe('Medewerker;Gewerkte uren;Loonkosten;Basisloon');
    const cells = lines[1]?.split(';') ?? [];
    expect(cells).toHaveLength(4);
    expect(cells[1]).toMatch(/^\d+,\d{2}$/);
    expect(cells[2]).toMatch(/^\d+,\d{2}$/);
    expect(cells[3]).toBe(cells[2]);
  });

  it('bekijkt de urencorrecties van de maand met hun status', async () => {
    await page.getByRole('tab', { name: /Urencorrectie/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Urencorrectie' }).waitFor();
    await page.getByText(/\d+ in behandeling, \d+ goedgekeurd, \d+ afgewezen/).waitFor();
    expect(new URL(page.url()).searchParams.get('report')).toBe('timeCorrection');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('de eigenaar in de donkere modus', () => {
  it('leest de registraties en hun knoppen even goed', async () => {
    const context = await openDevice(browser, {
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await signIn(page, 'eigenaar');
    await waitForPath(page, '/dashboard');
    await page.getByRole('button', { name: 'Donkere modus' }).click();
    await page.goto(`/ReportPage?report=employeeHours&month=${current.year}-${mm(current)}`);
    await page.getByRole('table', { name: 'Tijdregistraties' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 't2-hours-dark.png');
    await context.close();
  });
});

describe('de eigenaar op een telefoon', () => {
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

  it('ziet het menu als tabbladen en de tabellen scrollen binnen het scherm', async () => {
    await page.goto(`/ReportPage?report=employeeHours&month=${last.year}-${mm(last)}`);
    await page.getByRole('table', { name: 'Berekende uren' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 't2-hours-phone.png');

    await page.getByRole('tab', { name: /Onkosten/ }).click();
    await page.getByRole('button', { name: 'Bereken Kosten' }).click();
    await closeModal(page, 'Kostenberekening voltooid');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 't2-wage-cost-phone.png', { fullPage: true });
  });
});

describe('de boekhouder', () => {
  it('ziet de loonkosten', async () => {
    const context = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'boekhouder');
    await waitForPath(page, '/dashboard');
    await page.goto(`/ReportPage?report=Onkosten&month=${last.year}-${mm(last)}`);
    expect(await tabNames(page)).toEqual([
      'Onkosten',
      'Werknemersuren Rapport',
      'Urencorrectie',
      'Salarisexport',
      'Plus/min-uren',
    ]);
    await page.getByRole('button', { name: 'Bereken Kosten' }).click();
    await closeModal(page, 'Kostenberekening voltooid');
    const total = page.getByRole('row').filter({ hasText: 'Totale Kosten:' });
    expect(await total.innerText()).toMatch(/€ \d/);
    await context.close();
  });
});

describe('de medewerker op een telefoon', () => {
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
    await signIn(page, 'medewerker');
    await waitForPath(page, '/dashboard');
  });
  afterAll(() => context.close());

  it('ziet alleen de eigen uren, zonder geld', async () => {
    await page.goto(`/ReportPage?month=${last.year}-${mm(last)}`);
    expect(await tabNames(page)).toEqual(['Werknemersuren Rapport', 'Urencorrectie']);
    await page.getByRole('tab', { name: /Werknemersuren Rapport/ }).click();
    await page.getByText('Je ziet hier alleen je eigen tijdregistraties en uren.').waitFor();
    // Their own month as named figures, which a phone shows without scrolling sideways.
    const worked = page.getByRole('definition').nth(2);
    await worked.waitFor();
    expect(await worked.innerText()).toMatch(/^\d+,\d{2} uur$/);
    expect(await page.getByRole('table', { name: 'Berekende uren' }).count()).toBe(0);
    const records = page.getByRole('table', { name: 'Tijdregistraties' });
    await records.waitFor();
    expect(await records.getByRole('columnheader', { name: 'Medewerker' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Goedkeuren/ }).count()).toBe(0);
    // Four narrow columns: one's own registrations fit the phone without scrolling sideways.
    const region = page.getByRole('region', { name: 'Tijdregistraties' });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.getByText('€').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 't2-medewerker-phone.png', { fullPage: true });
  });

  it('krijgt geen toegang tot de loonkosten', async () => {
    await page.goto('/ExpenseCalculator');
    await page.getByRole('heading', { level: 1, name: 'Loonkosten' }).waitFor();
    await page.getByText('Geen toegang', { exact: true }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });
});

describe('de planner (roostermaker)', () => {
  it('ziet Geen toegang op de rapportenpagina', async () => {
    const context = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'planner');
    await waitForPath(page, '/dashboard');
    await page.goto('/ReportPage');
    await page.getByRole('heading', { level: 1, name: 'Rapporten' }).waitFor();
    await page.getByText('Geen toegang', { exact: true }).waitFor();
    await page.getByText(/Neem contact op met je beheerder/).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    await screenshot(page, 't2-planner-no-access.png');
    await context.close();
  });
});
