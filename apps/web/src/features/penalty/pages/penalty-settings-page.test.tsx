import { companiesCall } from '@klokwerk/contract/companies';
import {
  type PenaltySettings,
  penaltySettings,
  penaltySettingsCall,
  penaltySettingsListCall,
  savePenaltySettingsCall,
} from '@klokwerk/contract/penalty-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { DEMO_COMPANIES } from '../../../test/companies';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';

let api: FakeApi;

const LIST: PenaltySettings[] = [
  { companyId: 1, applyPenalty: true, penaltyMinutes: 10 },
  { companyId: 2, applyPenalty: false, penaltyMinutes: 15 },
  { companyId: 9, applyPenalty: true, penaltyMinutes: 1 },
];

/** The usual answers; a test declares the call it is about on top. */
function serve(): FakeApi {
  return api
    .on(companiesCall, DEMO_COMPANIES)
    .on(penaltySettingsListCall, LIST)
    .on(
      penaltySettingsCall,
      ({ params }) =>
        LIST.find((settings) => settings.companyId === params.companyId) ??
        refusal(404, 'NOT_FOUND', 'Niet gevonden.'),
    );
}

function posted(): unknown[] {
  return api.requests.filter((request) => request.method === 'POST').map(({ body }) => body);
}

beforeEach(() => {
  api = fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  renderApp('/settings/penaltySettings');
  await screen.findByRole('heading', { level: 1, name: 'Penalty Instellingen' });
}

const checkbox = () =>
  screen.findByRole('checkbox', { name: 'Penalty toepassen bij te laat inchecken' });
const minutes = () =>
  screen.getByRole('textbox', { name: 'Penalty Duur (Minuten)' }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Instellingen Opslaan' });

describe('Penalty Instellingen: the form', () => {
  it("shows the chosen company's settings, the minutes disabled while off", async () => {
    serve();
    signInWith();
    await openPage();
    expect(screen.getByText('Beheer de penalty-instellingen voor te laat inchecken')).toBeTruthy();
    // A deduction from pay is a fine: the screen says what the law asks for it.
    expect(
      screen.getByText(
        "Zo'n inhouding op het loon is een boete: die mag alleen als de arbeidsovereenkomst er een schriftelijk beding over bevat (artikel 7:650 BW).",
      ),
    ).toBeTruthy();
    expect(((await checkbox()) as HTMLInputElement).checked).toBe(true);
    expect(minutes().value).toBe('10');
    expect(minutes().disabled).toBe(false);
    await userEvent.click(await checkbox());
    expect(minutes().disabled).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });

  it('saves and says so; the overview shows the new values', async () => {
    let list = LIST;
    serve()
      .on(penaltySettingsListCall, () => list)
      .on(savePenaltySettingsCall, ({ body }) => {
        const saved = penaltySettings.parse(body);
        list = [saved, ...LIST.slice(1)];
        return saved;
      });
    signInWith();
    await openPage();
    await checkbox();
    await userEvent.clear(minutes());
    await userEvent.type(minutes(), '20');
    await userEvent.click(saveButton());

    expect(await screen.findByText('Instellingen succesvol opgeslagen.')).toBeTruthy();
    expect(posted()).toEqual([{ companyId: 1, applyPenalty: true, penaltyMinutes: 20 }]);
    const table = screen.getByRole('table', { name: 'Overzicht' });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Demo Horeca Centrum/ }).textContent).toContain(
        '20 minuten',
      ),
    );
  });

  it('sends an empty minutes field as 0', async () => {
    serve().on(savePenaltySettingsCall, ({ body }) => penaltySettings.parse(body));
    signInWith();
    await openPage();
    await checkbox();
    await userEvent.clear(minutes());
    await userEvent.click(saveButton());
    await screen.findByText('Instellingen succesvol opgeslagen.');
    expect(posted()).toEqual([{ companyId: 1, applyPenalty: true, penaltyMinutes: 0 }]);
  });

  it('refuses more than 60 minutes with the message, before any call', async () => {
    serve();
    signInWith();
    await openPage();
    await checkbox();
    await userEvent.clear(minutes());
    await userEvent.type(minutes(), '75');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Penalty moet tussen 0 en 60 minuten zijn.')).toBeTruthy();
    expect(minutes().value).toBe('75');
    expect(posted()).toEqual([]);
  });

  it("shows the specification's texts when the server refuses or fails", async () => {
    let status = 400;
    serve().on(savePenaltySettingsCall, () =>
      refusal(status, 'VALIDATION', 'penaltyMinutes: te groot'),
    );
    signInWith();
    await openPage();
    await checkbox();
    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Ongeldige invoer: Penalty moet tussen 0 en 60 minuten zijn.'),
    ).toBeTruthy();

    status = 500;
    await userEvent.click(saveButton());
    expect(await screen.findByText('Kon instellingen niet opslaan.')).toBeTruthy();
  });

  it('falls back to the defaults (on, 15) when the settings cannot be fetched', async () => {
    serve().on(penaltySettingsCall, refusal(404, 'NOT_FOUND', 'Niet gevonden.'));
    signInWith();
    await openPage();
    expect(
      await screen.findByText('Kon instellingen niet ophalen. Standaardwaarden worden gebruikt.'),
    ).toBeTruthy();
    expect(((await checkbox()) as HTMLInputElement).checked).toBe(true);
    expect(minutes().value).toBe('15');
  });

  it("switches to another company's settings with the company select", async () => {
    serve();
    signInWith();
    await openPage();
    await checkbox();
    await userEvent.click(screen.getByRole('combobox', { name: 'Bedrijf' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demo Horeca Strand' }));
    await waitFor(async () => expect(((await checkbox()) as HTMLInputElement).checked).toBe(false));
    expect(minutes().value).toBe('15');
    expect(minutes().disabled).toBe(true);
  });
});

describe('Penalty Instellingen: the overview', () => {
  it('names every company, Onbekend Bedrijf for one it does not know, with Ja/Nee and minutes', async () => {
    serve();
    signInWith();
    await openPage();
    const table = await screen.findByRole('table', { name: 'Overzicht' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Bedrijf', 'Penalty Toepassen', 'Penalty Duur'],
      ['Demo Horeca Centrum', 'Ja', '10 minuten'],
      ['Demo Horeca Strand', 'Nee', '15 minuten'],
      ['Onbekend Bedrijf', 'Ja', '1 minuut'],
    ]);
  });
});

describe('Penalty Instellingen: who may use it', () => {
  it.each(['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER'])(
    'lets %s read the settings without saving them',
    async (role) => {
      serve();
      signInWith({ roles: [role] });
      await openPage();
      expect(((await checkbox()) as HTMLInputElement).disabled).toBe(true);
      expect(
        screen.getByText('Je kunt deze instellingen bekijken, maar niet wijzigen.'),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Instellingen Opslaan' })).toBeNull();
    },
  );

  it.each(['MEDEWERKER', 'KLOKSYSTEEM'])('shows %s no access', async (role) => {
    serve();
    signInWith({ roles: [role] });
    await openPage();
    expect(screen.getByText('Geen toegang')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    expect(api.requests).toEqual([]);
  });
});
