import { auditActorsCall, auditLogCall } from '@klokwerk/contract/audit';
import { companiesCall } from '@klokwerk/contract/companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTRIES } from '../../../test/audit-entries';
import { seriousViolations } from '../../../test/axe';
import { DEMO_CENTRUM } from '../../../test/companies';
import { type FakeAnswer, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';

const PATH = '/settings/audit-log';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Everyone in the log, also who acted only on older pages (Lars). */
const ACTORS = [
  { userId: 7, userName: 'eigenaar', fullName: 'Eva de Eigenaar' },
  { userId: 12, userName: 'lars', fullName: 'Lars Jansen' },
  { userId: 9, userName: 'boekhouder', fullName: 'boekhouder' },
];

/** A fake server: the companies, the people of the log, and the log answered by `audit` from the query it gets. */
function useApi(audit: (query: URLSearchParams) => FakeAnswer<typeof auditLogCall>) {
  const queries: URLSearchParams[] = [];
  fakeApi()
    .on(companiesCall, [DEMO_CENTRUM])
    .on(auditActorsCall, { actors: ACTORS })
    .on(auditLogCall, ({ path }) => {
      // As sent, in the order the app wrote it: the test reads the query string itself.
      const query = new URL(path, 'http://localhost').searchParams;
      queries.push(query);
      return audit(query);
    });
  return queries;
}

const entryTexts = async () =>
  within(await screen.findByRole('list', { name: 'Auditlog' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Auditlog')
    .map((item) => item.textContent);

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Auditlog', () => {
  it('shows the owner who changed what, when, and the values before and after', async () => {
    const queries = useApi(() => ({ entries: ENTRIES, nextBefore: null }));
    signInWith();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditlog' })).toBeTruthy();
    expect(document.title).toBe('Auditlog · Klokwerk');
    expect(await entryTexts()).toEqual([
      '03-11-2026 14:00 · boekhouderMaand heropendMaandafsluiting oktober 2026Afgesloten: van Ja naar NeeReden: Correctie van Lars vergeten',
      '02-11-2026 10:15 · Eva de EigenaarMaand afgeslotenMaandafsluiting oktober 2026Afgesloten: JaBetaalde uren: 87,67 uurLoonkosten: € 1.369,57',
      '01-11-2026 09:00 · Eva de EigenaarRegistratie goedgekeurdRegistratie #102Status: van In afwachting naar Goedgekeurd',
      '30-10-2026 11:00 · SysteemRol gewijzigdAccount plannerRollen: van Medewerker naar Roostermaker',
    ]);
    expect(screen.getByRole('status').textContent).toBe('4 regels getoond. Dit zijn alle regels.');
    expect(await seriousViolations()).toEqual([]);
    expect(queries[0]?.toString()).toBe('limit=50');
  });

  it('filters by kind of object, person and period (the last day included)', async () => {
    // The calendar opens on the month of today.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T12:00:00Z') });
    const queries = useApi(() => ({ entries: ENTRIES, nextBefore: null }));
    signInWith();
    renderApp(PATH);
    await entryTexts();

    await choose('Soort object', 'Maandafsluiting');
    await waitFor(() => expect(queries.at(-1)?.get('entity')).toBe('month_closing'));
    // Lars acted only on older pages, and is offered all the same.
    await userEvent.click(screen.getByRole('combobox', { name: 'Persoon' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Eva de Eigenaar',
      'Lars Jansen',
      'boekhouder',
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Persoon' }));
    await choose('Persoon', 'Eva de Eigenaar');
    await waitFor(() => expect(queries.at(-1)?.get('personId')).toBe('7'));

    await userEvent.click(screen.getByRole('button', { name: 'Periode' }));
    const sunday = await screen.findByRole('button', { name: '1 november 2026' });
    // A Sunday is a working day like any other, drawn as one; the week from Monday 26 October
    // shows no October days, whose pale text would fail the contrast a day button needs.
    expect(sunday.hasAttribute('data-weekend')).toBe(false);
    expect(screen.queryByRole('button', { name: '31 oktober 2026' })).toBeNull();
    await userEvent.click(sunday);
    // The first day alone does not filter yet.
    expect(queries.at(-1)?.has('from')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '2 november 2026' }));
    await waitFor(() =>
      expect(queries.at(-1)?.toString()).toBe(
        'personId=7&entity=month_closing&from=2026-11-01T00%3A00%3A00&to=2026-11-03T00%3A00%3A00&limit=50',
      ),
    );
    expect(screen.getByRole('button', { name: 'Periode' }).textContent).toBe(
      '01-11-2026 – 02-11-2026',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(screen.getByRole('combobox', { name: 'Soort object' })).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Periode' }).textContent).toBe('Alle dagen');
    expect(screen.getByRole('button', { name: 'Filters wissen' })).toHaveProperty('disabled', true);
    expect(await entryTexts()).toHaveLength(4);
  });

  it('loads older entries a page at a time', async () => {
    const [firstPage, rest] = [ENTRIES.slice(0, 2), ENTRIES.slice(2)];
    const queries = useApi((query) =>
      query.get('before') === '39'
        ? { entries: rest, nextBefore: null }
        : { entries: firstPage, nextBefore: 39 },
    );
    signInWith();
    renderApp(PATH);
    expect(await entryTexts()).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 regels getoond.');
    await userEvent.click(screen.getByRole('button', { name: 'Oudere regels laden' }));
    await waitFor(async () => expect(await entryTexts()).toHaveLength(4));
    expect(queries.at(-1)?.get('before')).toBe('39');
    expect(screen.queryByRole('button', { name: 'Oudere regels laden' })).toBeNull();
  });

  it('says when nothing matches, and when the log cannot be fetched', async () => {
    let fail = true;
    useApi((query) =>
      fail
        ? refusal(500, 'INTERNAL', 'Er ging iets mis.')
        : { entries: query.has('entity') ? [] : ENTRIES, nextBefore: null },
    );
    signInWith();
    renderApp(PATH);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Er is een fout opgetreden bij het ophalen van de auditlog.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await entryTexts();
    await choose('Soort object', 'Dienst');
    expect(await screen.findByText('Geen regels gevonden met deze filters.')).toBeTruthy();
  });

  it.each([['HUMANRESOURCE'], ['ACCOUNTANT'], ['MEDEWERKER']])(
    '%s gets Geen toegang and asks nothing',
    async (role) => {
      const queries = useApi(() => ({ entries: [], nextBefore: null }));
      signInWith({ roles: [role] });
      renderApp(PATH);
      expect(await screen.findByText('Geen toegang')).toBeTruthy();
      expect(queries).toEqual([]);
    },
  );
});
