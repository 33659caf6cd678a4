import { complianceCall, complianceCheckCall } from '@klokwerk/contract/compliance';
import { publishWeekCall } from '@klokwerk/contract/schedules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { concept, NO_FINDINGS, rosterEmployee } from '../test/fake-roster-api';
import { BREAK, finding } from '../test/findings';
import { findShift, NOW, openRoster, PLANNER, signIn, useApi } from '../test/open-roster';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const REST = finding({ shiftIds: [102, 250] });

/** Bram's concept shift on Thursday morning, five hours after his night shift ends. */
const CONCEPTS = [concept(250, 2, '2025-03-13T08:00:00.000Z', '2025-03-13T14:00:00.000Z')];

function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

function panel(): HTMLElement {
  return screen.getByRole('region', { name: 'Arbeidstijdenwet' });
}

describe('Arbeidstijdenwet in the roster', () => {
  it('lists the week’s findings in a panel and marks the blocks of a violation, not of information', async () => {
    const api = useApi().on(complianceCall, {
      findings: [BREAK, finding({ shiftIds: [102] })],
      withoutBirthDate: [2],
    });
    signIn(PLANNER);
    await openRoster();
    const night = await findShift('22:00–04:00', 'Bram Bakker');
    await waitFor(() => expect(within(panel()).getByText('1 melding')).toBeTruthy());
    const section = panel();
    expect(within(section).getByText('Bram Bakker')).toBeTruthy();
    expect(within(section).getByText(REST.message)).toBeTruthy();
    expect(within(section).getByText('Bron: ATW art. 5:3 lid 1 (jeugdigen lid 2)')).toBeTruthy();
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Ter informatie (1)' }),
    ).toBeTruthy();
    expect(within(section).getByText(BREAK.message)).toBeTruthy();
    expect(
      within(section).getByText(
        'Geen geboortedatum bekend: gecontroleerd als volwassene (Bram Bakker)',
      ),
    ).toBeTruthy();

    // The week of the roster, concepts included: the GET call.
    const asked = api.requestsOf(complianceCall);
    expect(asked[0]?.path).toBe(
      '/api/schedules/compliance?companyId=1&start=2025-03-10T00%3A00%3A00&end=2025-03-17T00%3A00%3A00',
    );

    await waitFor(() => expect(description(night)).toBe(`Arbeidstijdenwet: ${REST.message}`));
    const day = await findShift('09:00–17:00', 'Anna de Vries');
    expect(day.getAttribute('aria-describedby')).toBeNull();

    // The text on keyboard focus, gone with Escape.
    fireEvent.focusIn(night);
    expect((await screen.findByRole('tooltip')).textContent).toContain(REST.message);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('says the week is within the law when there are no findings', async () => {
    useApi();
    signIn(PLANNER);
    await openRoster();
    await waitFor(() => expect(within(panel()).getByText('Geen meldingen')).toBeTruthy());
    expect(
      within(panel()).getByText('Geen overtredingen van de Arbeidstijdenwet in deze week.'),
    ).toBeTruthy();
  });

  it('checks the week with the concept shifts in one call, and marks the concept block too', async () => {
    const api = useApi(CONCEPTS).on(complianceCall, { findings: [REST], withoutBirthDate: [] });
    signIn(PLANNER);
    await openRoster();
    const block = await findShift('09:00–15:00', 'Bram Bakker, donderdag');
    await waitFor(() => expect(description(block)).toBe(`Arbeidstijdenwet: ${REST.message}`));
    expect(description(await findShift('22:00–04:00', 'Bram Bakker'))).toBe(
      `Arbeidstijdenwet: ${REST.message}`,
    );
    expect(api.requestsOf(complianceCall)).toHaveLength(1);
    expect(api.requestsOf(complianceCheckCall)).toEqual([]);
  });

  it('shows the findings in Dienst Details, for a phone where nothing hovers', async () => {
    useApi().on(complianceCall, { findings: [finding({ shiftIds: [102] })], withoutBirthDate: [] });
    signIn(PLANNER);
    await openRoster();
    const night = await findShift('22:00–04:00', 'Bram Bakker');
    await waitFor(() => expect(night.getAttribute('aria-describedby')).not.toBeNull());
    await userEvent.click(night);
    const dialog = await screen.findByRole('dialog', { name: 'Dienst Details' });
    expect(within(dialog).getByText('Meldingen Arbeidstijdenwet')).toBeTruthy();
    expect(within(dialog).getByText(REST.message)).toBeTruthy();
  });
});

describe('Rooster Bevestigen with violations', () => {
  it('asks first, goes back without confirming, and confirms anyway when told to', async () => {
    const api = useApi(CONCEPTS)
      .on(complianceCall, { findings: [REST, BREAK], withoutBirthDate: [] })
      .on(publishWeekCall, {
        shifts: [
          {
            scheduleId: 250,
            status: 'DEFINITIVE',
            employee: rosterEmployee(2),
            employeeEmail: 'bram@demohoreca.example',
            companyId: 1,
            startTime: '2025-03-13T08:00:00.000Z',
            endTime: '2025-03-13T14:00:00.000Z',
            warnings: [],
          },
        ],
        findings: { findings: [finding({ shiftIds: [102, 250] }), BREAK], withoutBirthDate: [] },
        mailed: 1,
      });
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–15:00', 'Bram Bakker, donderdag');
    const confirm = () => screen.getByRole('button', { name: 'Rooster Bevestigen' });

    await userEvent.click(confirm());
    let dialog = await screen.findByRole('dialog', { name: 'Meldingen Arbeidstijdenwet' });
    expect(
      within(dialog).getByText(
        'Het rooster dat je bevestigt, heeft 1 melding van de Arbeidstijdenwet.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(REST.message)).toBeTruthy();
    // Information is no reason to ask.
    expect(within(dialog).queryByText(BREAK.message)).toBeNull();
    // Going back is what the focus offers first.
    const back = within(dialog).getByRole('button', { name: 'Terug naar het rooster' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(back);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Meldingen Arbeidstijdenwet' })).toBeNull(),
    );
    expect(api.requestsOf(publishWeekCall)).toEqual([]);
    expect(screen.getByText('1 conceptdienst in deze week nog niet bevestigd')).toBeTruthy();

    await userEvent.click(confirm());
    dialog = await screen.findByRole('dialog', { name: 'Meldingen Arbeidstijdenwet' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toch bevestigen' }));
    expect(
      await screen.findByText(
        '1 dienst bevestigd. 1 medewerker krijgt een e-mail met het rooster.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Het rooster is bevestigd. Meldingen van de Arbeidstijdenwet in de bevestigde weken:',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(`Bram Bakker: ${REST.message} (ATW art. 5:3 lid 1 (jeugdigen lid 2))`),
    ).toBeTruthy();
    expect(api.requestsOf(publishWeekCall)).toHaveLength(1);
  });

  it('confirms without asking when the concepts are in no violation: information, or others’ violations', async () => {
    const api = useApi(CONCEPTS).on(complianceCall, {
      findings: [BREAK, finding({ shiftIds: [101, 102] })],
      withoutBirthDate: [],
    });
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–15:00', 'Bram Bakker, donderdag');
    await userEvent.click(screen.getByRole('button', { name: 'Rooster Bevestigen' }));
    expect(
      await screen.findByText(
        '1 dienst bevestigd. 1 medewerker krijgt een e-mail met het rooster.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requestsOf(publishWeekCall)).toHaveLength(1);
  });
});

describe('Nieuwe Dienst and the Arbeidstijdenwet', () => {
  it('shows the findings of the shift being entered before it is saved, without blocking', async () => {
    const api = useApi().on(complianceCheckCall, ({ body }) => {
      const { drafts } = body as { drafts: unknown[] };
      const candidate = `draft-${drafts.length - 1}`;
      return {
        findings: [
          finding({ shiftIds: [102, candidate] }),
          // About another shift: not the candidate's business.
          finding({
            employeeId: 1,
            employeeName: 'Anna de Vries',
            message: 'Elders',
            shiftIds: [101],
          }),
          { ...BREAK, employeeId: 2, shiftIds: [candidate] },
        ],
        withoutBirthDate: [2],
      };
    });
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe Dienst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Dienst' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Medewerker' }));
    await userEvent.click(screen.getByRole('option', { name: 'Bram Bakker (Ober)' }));
    fireEvent.change(within(dialog).getByLabelText('Startdatum', { exact: false }), {
      target: { value: '2025-03-13' },
    });

    expect(
      await within(dialog).findByText(
        'Arbeidstijdenwet (je kunt de dienst toch opslaan)',
        {},
        {
          timeout: 3000,
        },
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(REST.message)).toBeTruthy();
    expect(within(dialog).getByText(BREAK.message)).toBeTruthy();
    expect(within(dialog).queryByText('Elders')).toBeNull();
    expect(
      within(dialog).getByText('Geen geboortedatum bekend: gecontroleerd als volwassene.'),
    ).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    const check = api.requestsOf(complianceCheckCall).at(-1);
    expect(check?.body).toEqual({
      companyId: 1,
      drafts: [
        {
          employeeEmail: 'bram@demohoreca.example',
          startTime: '2025-03-13T09:00:00',
          endTime: '2025-03-13T17:00:00',
        },
      ],
      start: '2025-03-10T00:00:00',
      end: '2025-03-17T00:00:00',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await findShift('09:00–17:00', 'Bram Bakker, donderdag')).toBeTruthy();
  });

  it('says when the shift is within the law', async () => {
    useApi().on(complianceCheckCall, NO_FINDINGS);
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe Dienst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Dienst' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Medewerker' }));
    await userEvent.click(screen.getByRole('option', { name: 'Anna de Vries (Kok)' }));
    expect(
      await within(dialog).findByText(
        'Geen meldingen van de Arbeidstijdenwet voor deze dienst.',
        {},
        {
          timeout: 3000,
        },
      ),
    ).toBeTruthy();
  });
});
