import {
  applyTemplateCall,
  copyScheduleCall,
  createConceptCall,
  deleteScheduleCall,
  publishWeekCall,
  saveTemplateCall,
  templatesOfCompanyCall,
  updateScheduleCall,
} from '@klokwerk/contract/schedules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { refusal } from '../../../test/fake-api';
import { CONCEPTS, concept, NO_FINDINGS, rosterEmployee } from '../test/fake-roster-api';
import { findShift, NOW, openRoster, PLANNER, signIn, useApi } from '../test/open-roster';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Types a day as a person does, dd-mm-jjjj. */
function setDate(dialog: HTMLElement, name: string, value: string): void {
  fireEvent.change(within(dialog).getByLabelText(name, { exact: false }), { target: { value } });
}

function spin(dialog: HTMLElement, name: string): HTMLInputElement {
  return within(dialog).getByRole('spinbutton', { name }) as HTMLInputElement;
}

/** Types a time into the 24-hour fields as a person does: the hours, then the minutes. */
async function setTime(dialog: HTMLElement, name: string, value: string): Promise<void> {
  const [hours = '', minutes = ''] = value.split(':');
  await userEvent.click(spin(dialog, `${name}, uren`));
  await userEvent.keyboard(hours);
  await userEvent.click(spin(dialog, `${name}, minuten`));
  await userEvent.keyboard(minutes);
}

describe('Nieuwe Dienst', () => {
  it('checks the form with the texts of the specification and saves a concept shift on the server', async () => {
    const api = useApi();
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe Dienst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Dienst' });
    expect(spin(dialog, 'Starttijd, uren').value).toBe('09');
    expect(spin(dialog, 'Starttijd, minuten').value).toBe('00');
    expect(spin(dialog, 'Eindtijd, uren').value).toBe('17');
    expect(
      (within(dialog).getByLabelText('Startdatum', { exact: false }) as HTMLInputElement).value,
    ).toBe('12-03-2025');
    // The side panel lists everyone's availability of the month.
    expect(await within(dialog).findByText('Bram Bakker')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Selecteer een geldige medewerker')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Medewerker' }));
    expect(screen.getByRole('option', { name: 'Anna de Vries (Kok)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Cees Aalders' })).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'Anna de Vries (Kok)' }));
    // Filtered to Anna: her day off, not Bram's availability.
    await waitFor(() => expect(within(dialog).queryByText('Bram Bakker')).toBeNull());
    expect(within(dialog).getByText('Niet beschikbaar')).toBeTruthy();
    expect(within(dialog).getByText('14-03-2025 08:00 tot 23:00')).toBeTruthy();

    await setTime(dialog, 'Eindtijd', '08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Eindtijd moet na begintijd liggen')).toBeTruthy();

    setDate(dialog, 'Startdatum', '14-03-2025');
    expect(
      (within(dialog).getByLabelText('Einddatum', { exact: false }) as HTMLInputElement).value,
    ).toBe('14-03-2025');
    await setTime(dialog, 'Eindtijd', '17:00');
    const warning =
      'Anna de Vries heeft zich niet beschikbaar gemeld op 14-03-2025 van 08:00 tot 23:00.';
    expect(await within(dialog).findByText(warning)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const concept = await findShift('09:00–17:00', 'Anna de Vries, vrijdag');
    expect(concept.getAttribute('aria-label')).toBe(
      '09:00–17:00, Anna de Vries, vrijdag 14-03-2025, concept',
    );
    expect(screen.getByText('1 conceptdienst in deze week nog niet bevestigd')).toBeTruthy();
    expect(api.requestsOf(createConceptCall).map((r) => r.body)).toEqual([
      {
        employeeEmail: 'anna@demohoreca.example',
        companyId: 1,
        startTime: '2025-03-14T09:00:00',
        endTime: '2025-03-14T17:00:00',
      },
    ]);
  });

  it('opens prefilled with the person and day of an empty cell, from the keyboard too', async () => {
    useApi();
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    const cell = screen.getByRole('button', {
      name: 'Dienst toevoegen: Cees Aalders, donderdag 13-03-2025',
    });
    cell.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Dienst' });
    expect(
      (within(dialog).getByRole('combobox', { name: 'Medewerker' }) as HTMLInputElement).value,
    ).toBe('Cees Aalders');
    expect(
      (within(dialog).getByLabelText('Startdatum', { exact: false }) as HTMLInputElement).value,
    ).toBe('13-03-2025');
  });

  it('says why the server refused to save, and keeps the dialog open', async () => {
    useApi().on(
      createConceptCall,
      refusal(
        409,
        'CONFLICT',
        'Deze dienst staat al in het rooster: dezelfde medewerker, begin- en eindtijd.',
      ),
    );
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(
      screen.getByRole('button', { name: 'Dienst toevoegen: Cees Aalders, donderdag 13-03-2025' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Dienst' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText(
        'Fout bij het opslaan van de dienst. Deze dienst staat al in het rooster: dezelfde medewerker, begin- en eindtijd.',
      ),
    ).toBeTruthy();
  });

  it('warns about an overlap with a definitive shift of the same person, without blocking', async () => {
    useApi();
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe Dienst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Dienst' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Medewerker' }));
    await userEvent.click(screen.getByRole('option', { name: 'Bram Bakker (Ober)' }));
    await setTime(dialog, 'Starttijd', '20:00');
    await setTime(dialog, 'Eindtijd', '23:00');
    expect(
      await within(dialog).findByText(
        'Bram Bakker heeft al een dienst op 12-03-2025 van 22:00 tot 04:00.',
      ),
    ).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await findShift('20:00–23:00', 'Bram Bakker')).toBeTruthy();
  });
});

describe('Rooster Bevestigen', () => {
  it("publishes the week's concept shifts in one call", async () => {
    const api = useApi(CONCEPTS);
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    expect(await findShift('22:00–04:00', 'Bram Bakker, vrijdag 14-03-2025, concept')).toBeTruthy();
    expect(screen.getByText('2 conceptdiensten in deze week nog niet bevestigd')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rooster Bevestigen' }));
    expect(
      await screen.findByText(
        '2 diensten bevestigd. 2 medewerkers krijgen een e-mail met hun rooster.',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText('Geen conceptdiensten in deze week om te bevestigen'),
    ).toBeTruthy();
    expect(await findShift('22:00–04:00', 'Bram Bakker, vrijdag 14-03-2025')).toBeTruthy();
    expect(api.requestsOf(publishWeekCall).map((r) => r.body)).toEqual([
      { companyId: 1, week: '2025-03-10' },
    ]);
  });

  it('keeps the concepts when the server refuses, and says why', async () => {
    useApi(CONCEPTS).on(publishWeekCall, refusal(404, 'NOT_FOUND', 'Niet gevonden.'));
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    await findShift('22:00–04:00', 'Bram Bakker, vrijdag');
    await userEvent.click(screen.getByRole('button', { name: 'Rooster Bevestigen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Fout bij het bevestigen van diensten. Niet gevonden.');
    expect(screen.getByText('2 conceptdiensten in deze week nog niet bevestigd')).toBeTruthy();
  });

  it('shows the warnings the server answers with', async () => {
    useApi(CONCEPTS.slice(0, 1)).on(publishWeekCall, {
      shifts: [
        {
          scheduleId: 201,
          status: 'DEFINITIVE',
          employee: rosterEmployee(1),
          employeeEmail: 'anna@demohoreca.example',
          companyId: 1,
          startTime: '2025-03-14T08:00:00.000Z',
          endTime: '2025-03-14T16:00:00.000Z',
          warnings: [
            'Anna de Vries heeft zich niet beschikbaar gemeld op 14-03-2025 van 08:00 tot 23:00.',
          ],
        },
      ],
      findings: NO_FINDINGS,
      mailed: 0,
    });
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    await findShift('09:00–17:00', 'Anna de Vries, vrijdag');
    await userEvent.click(screen.getByRole('button', { name: 'Rooster Bevestigen' }));
    expect(await screen.findByText('1 dienst bevestigd.')).toBeTruthy();
    expect(screen.getByText('Het rooster is bevestigd, maar:')).toBeTruthy();
    expect(
      screen.getByText(
        'Anna de Vries heeft zich niet beschikbaar gemeld op 14-03-2025 van 08:00 tot 23:00.',
      ),
    ).toBeTruthy();
  });
});

describe('Wijzigen', () => {
  it('changes a concept shift from Dienst Details, in the form of Nieuwe Dienst', async () => {
    const api = useApi(CONCEPTS);
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    await userEvent.click(await findShift('09:00–17:00', 'Anna de Vries, vrijdag'));
    const details = await screen.findByRole('dialog', { name: 'Dienst Details (Concept)' });
    await userEvent.click(within(details).getByRole('button', { name: 'Wijzigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dienst Wijzigen' });
    expect(
      (within(dialog).getByRole('combobox', { name: 'Medewerker' }) as HTMLInputElement).value,
    ).toBe('Anna de Vries (Kok)');
    expect(spin(dialog, 'Starttijd, uren').value).toBe('09');
    await setTime(dialog, 'Eindtijd', '13:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const changed = await findShift('09:00–13:00', 'Anna de Vries, vrijdag');
    expect(changed.getAttribute('aria-label')).toContain('concept');
    expect(
      screen.getByText('Dienst van Anna de Vries gewijzigd naar 14-03-2025 (09:00–13:00).'),
    ).toBeTruthy();
    expect(api.requestsOf(updateScheduleCall).map((r) => [r.params, r.body])).toEqual([
      [
        { scheduleId: 201 },
        {
          employeeEmail: 'anna@demohoreca.example',
          startTime: '2025-03-14T09:00:00',
          endTime: '2025-03-14T13:00:00',
        },
      ],
    ]);
  });
});

/** What a browser hands the drag events: the data the dragged block put on it. */
function dragData() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

/** Drags `block` onto the week's cell whose empty-cell button has `cellName`, as a mouse does. */
function dragOnto(block: HTMLElement, cellName: string): void {
  const cell = screen.getByRole('button', { name: cellName }).closest('td');
  if (!cell) throw new Error(`geen cel ${cellName}`);
  const dataTransfer = dragData();
  fireEvent.dragStart(block, { dataTransfer });
  fireEvent.dragOver(cell, { dataTransfer });
  fireEvent.drop(cell, { dataTransfer });
  fireEvent.dragEnd(block, { dataTransfer });
}

describe('Verplaatsen', () => {
  it('moves a concept to another person and day by dragging it, at the same times', async () => {
    const api = useApi(CONCEPTS);
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    const block = await findShift('09:00–17:00', 'Anna de Vries, vrijdag');
    expect(block.getAttribute('draggable')).toBe('true');
    dragOnto(block, 'Dienst toevoegen: Bram Bakker, donderdag 13-03-2025');
    const moved = await findShift('09:00–17:00', 'Bram Bakker, donderdag 13-03-2025');
    expect(moved.getAttribute('aria-label')).toContain('concept');
    expect(
      screen.getByText('Dienst van Bram Bakker verplaatst naar 13-03-2025 (09:00–17:00).'),
    ).toBeTruthy();
    expect(api.requestsOf(updateScheduleCall).map((r) => [r.params, r.body])).toEqual([
      [
        { scheduleId: 201 },
        {
          employeeEmail: 'bram@demohoreca.example',
          startTime: '2025-03-13T09:00:00',
          endTime: '2025-03-13T17:00:00',
        },
      ],
    ]);
  });

  it('leaves a definitive shift where it is: it moves through Wijzigen, which mails', async () => {
    useApi();
    signIn(PLANNER);
    await openRoster();
    const block = await findShift('09:00–17:00', 'Anna de Vries, dinsdag');
    expect(block.getAttribute('draggable')).toBeNull();
  });

  it('says why the server refused the move, and leaves the shift where it was', async () => {
    const api = useApi(CONCEPTS).on(
      updateScheduleCall,
      refusal(
        409,
        'CONFLICT',
        'Deze dienst staat al in het rooster: dezelfde medewerker, begin- en eindtijd.',
      ),
    );
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    dragOnto(
      await findShift('09:00–17:00', 'Anna de Vries, vrijdag'),
      'Dienst toevoegen: Cees Aalders, zaterdag 15-03-2025',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Fout bij het verplaatsen van de dienst. Deze dienst staat al in het rooster',
    );
    expect(api.requestsOf(updateScheduleCall)).toHaveLength(1);
    expect(await findShift('09:00–17:00', 'Anna de Vries, vrijdag')).toBeTruthy();
  });

  it('moves a concept by keyboard with Wijzigen: another person and day in the form', async () => {
    const api = useApi(CONCEPTS);
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    (await findShift('22:00–04:00', 'Bram Bakker, vrijdag')).focus();
    await userEvent.keyboard('{Enter}');
    const details = await screen.findByRole('dialog', { name: 'Dienst Details (Concept)' });
    within(details).getByRole('button', { name: 'Wijzigen' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Dienst Wijzigen' });
    const person = within(dialog).getByRole('combobox', { name: 'Medewerker' });
    person.focus();
    await userEvent.keyboard('{Control>}a{/Control}Cees{ArrowDown}{Enter}');
    expect((person as HTMLInputElement).value).toBe('Cees Aalders');
    setDate(dialog, 'Startdatum', '13-03-2025');
    expect(
      (within(dialog).getByLabelText('Einddatum', { exact: false }) as HTMLInputElement).value,
    ).toBe('14-03-2025');
    within(dialog).getByRole('button', { name: 'Opslaan' }).focus();
    await userEvent.keyboard('{Enter}');
    await findShift('22:00–04:00', 'Cees Aalders, donderdag 13-03-2025');
    expect(api.requestsOf(updateScheduleCall).map((r) => r.body)).toEqual([
      {
        employeeEmail: 'cees@demohoreca.example',
        startTime: '2025-03-13T22:00:00',
        endTime: '2025-03-14T04:00:00',
      },
    ]);
  });
});

describe('Kopieer vorige week', () => {
  it('copies last week into this one as concepts and lists what was skipped and why', async () => {
    const api = useApi().on(copyScheduleCall, {
      created: [concept(301, 1, '2025-03-11T08:00:00.000Z', '2025-03-11T16:00:00.000Z')],
      skipped: [
        {
          employeeName: 'Bram Bakker',
          startTime: '2025-03-12T08:00:00.000Z',
          endTime: '2025-03-12T16:00:00.000Z',
          reason: 'Niet meer in dienst.',
        },
      ],
    });
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Kopieer vorige week' }));
    expect(await screen.findByText('1 dienst als concept gekopieerd.')).toBeTruthy();
    expect(screen.getByText('1 dienst is niet gekopieerd:')).toBeTruthy();
    expect(
      screen.getByText('Bram Bakker, woensdag 12-03-2025 09:00–17:00: Niet meer in dienst.'),
    ).toBeTruthy();
    expect(api.requestsOf(copyScheduleCall).map((r) => r.body)).toEqual([
      { companyId: 1, span: 'week', from: '2025-03-05', to: '2025-03-12' },
    ]);
  });
});

describe('Kopieer vorige dag', () => {
  it('says there was nothing to copy when the day before has no shifts, instead of "0 diensten"', async () => {
    const api = useApi();
    signIn(PLANNER);
    await openRoster('?weergave=dag&datum=2025-03-14');
    await userEvent.click(await screen.findByRole('button', { name: 'Kopieer vorige dag' }));
    expect(
      await screen.findByText('De vorige dag heeft geen diensten: er is niets gekopieerd.'),
    ).toBeTruthy();
    expect(screen.queryByText(/als concept gekopieerd/)).toBeNull();
    expect(api.requestsOf(copyScheduleCall).map((r) => r.body)).toEqual([
      { companyId: 1, span: 'day', from: '2025-03-13', to: '2025-03-14' },
    ]);
  });
});

describe('Dienst Details for a planner', () => {
  it('deletes a definitive shift after the question', async () => {
    const api = useApi();
    signIn(PLANNER);
    await openRoster();
    await userEvent.click(await findShift('09:00–17:00', 'Anna de Vries'));
    const dialog = await screen.findByRole('dialog', { name: 'Dienst Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      within(dialog).getByText('Weet je zeker dat je deze dienst wilt verwijderen?'),
    ).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De dienst is verwijderd.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^09:00–17:00/ })).toBeNull());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/schedules/delete/101',
    ]);
  });

  it('says Fout bij het verwijderen van diensten. with the reason, and keeps the dialog open', async () => {
    useApi().on(deleteScheduleCall, refusal(404, 'NOT_FOUND', 'Dienst niet gevonden.'));
    signIn(PLANNER);
    await openRoster();
    await userEvent.click(await findShift('09:00–17:00', 'Anna de Vries'));
    const dialog = await screen.findByRole('dialog', { name: 'Dienst Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      await within(dialog).findByText(
        'Fout bij het verwijderen van diensten. Dienst niet gevonden.',
      ),
    ).toBeTruthy();
  });

  it('deletes a concept shift on the server, marked (Concept)', async () => {
    const api = useApi(CONCEPTS);
    signIn(PLANNER);
    await openRoster('?datum=2025-03-14');
    await userEvent.click(await findShift('09:00–17:00', 'Anna de Vries, vrijdag'));
    const dialog = await screen.findByRole('dialog', { name: 'Dienst Details (Concept)' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De conceptdienst is verwijderd.')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/schedules/delete/201',
    ]);
  });
});

describe('Sjablonen', () => {
  it('saves the week shown under a name', async () => {
    const api = useApi();
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Sjablonen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roostersjablonen' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Naam van het sjabloon' }),
      'Standaardweek',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Week bewaren als sjabloon' }),
    );
    expect(
      await screen.findByText('Sjabloon "Standaardweek" bewaard met 2 diensten.'),
    ).toBeTruthy();
    expect(api.requestsOf(saveTemplateCall).map((r) => r.body)).toEqual([
      { companyId: 1, name: 'Standaardweek', week: '2025-03-10' },
    ]);
  });

  it('applies a template to the week shown and lists what was skipped and why', async () => {
    const api = useApi()
      .on(templatesOfCompanyCall, [{ templateId: 7, name: 'Drukke week', shiftCount: 3 }])
      .on(applyTemplateCall, {
        created: [concept(301, 1, '2025-03-11T08:00:00.000Z', '2025-03-11T16:00:00.000Z')],
        skipped: [
          {
            employeeName: 'Cees Aalders',
            startTime: '2025-03-13T08:00:00.000Z',
            endTime: '2025-03-13T16:00:00.000Z',
            reason: 'Heeft zich voor deze tijd niet beschikbaar gemeld.',
          },
        ],
      });
    signIn(PLANNER);
    await openRoster();
    await findShift('09:00–17:00', 'Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Sjablonen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roostersjablonen' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Sjabloon' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Drukke week (3 diensten)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toepassen op week 11' }));
    expect(await screen.findByText('1 dienst als concept gekopieerd.')).toBeTruthy();
    expect(
      screen.getByText(
        'Cees Aalders, donderdag 13-03-2025 09:00–17:00: Heeft zich voor deze tijd niet beschikbaar gemeld.',
      ),
    ).toBeTruthy();
    expect(api.requestsOf(applyTemplateCall).map((r) => [r.params, r.body])).toEqual([
      [{ templateId: 7 }, { week: '2025-03-10' }],
    ]);
  });
});
