import { companiesCall } from '@klokwerk/contract/companies';
import {
  clockTime,
  DEFAULT_PAY_SETTINGS,
  PAY_SETTINGS_MESSAGES,
  type PaySettings,
  paySettingsBody,
  paySettingsCall,
  savePaySettingsCall,
} from '@klokwerk/contract/pay-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSignIn } from '../../../lib/auth-storage';
import { type FakeApi, fakeApi, refusal } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { sessionToken } from '../../../test/tokens';

let api: FakeApi;

const COMPANIES = [
  {
    companyId: 1,
    companyName: 'Demo Horeca Centrum',
    emailAddress: 'info@demohoreca.example',
    phoneNumber: null,
    address: null,
    city: null,
    timeZone: 'Europe/Amsterdam',
  },
];

const SAVED: PaySettings = {
  companyId: 1,
  ...DEFAULT_PAY_SETTINGS,
  saved: true,
  paidHolidays: ['eersteKerstdag'],
  surchargeBands: [
    {
      bandId: 7,
      name: 'Nachttoeslag',
      kind: 'timeOfDay',
      fromTime: '22:00',
      toTime: '06:00',
      weekdays: [],
      percent: 25,
      hoursCode: 'U2110',
    },
  ],
};

/** The server: the saved settings, and a save that answers what it was sent. */
function serve(settings: PaySettings = SAVED): FakeApi {
  return api
    .on(companiesCall, COMPANIES)
    .on(paySettingsCall, settings)
    .on(savePaySettingsCall, ({ body }) => {
      const input = paySettingsBody.parse(body);
      return {
        companyId: 1,
        saved: true,
        liberationDay: input.liberationDay,
        goodFriday: input.goodFriday,
        paidHolidays: input.paidHolidays,
        extraLeaveUnit: input.extraLeaveUnit,
        extraLeaveDaysPerYear: input.extraLeaveDaysPerYear ?? null,
        extraLeaveMinutesPerYear: input.extraLeaveMinutesPerYear ?? null,
        fullTimeMinutesPerWeek: input.fullTimeMinutesPerWeek ?? null,
        sickHoursBasis: input.sickHoursBasis,
        surchargeBands: input.surchargeBands.map((band, index) => ({
          bandId: band.bandId ?? 100 + index,
          name: band.name,
          kind: band.kind,
          fromTime: band.fromMinute === null ? null : clockTime(band.fromMinute),
          toTime: band.toMinute === null ? null : clockTime(band.toMinute),
          weekdays: band.weekdays,
          percent: band.percent,
          hoursCode: band.hoursCode,
        })),
      };
    });
}

function signIn(claims: Record<string, unknown> = {}): void {
  saveSignIn(
    { token: sessionToken(claims), tenantId: 'demohoreca', subscription: null, role: null },
    false,
  );
}

const saves = () => api.requests.filter((r) => r.method === 'PUT').map((r) => r.body);

beforeEach(() => {
  api = fakeApi();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openPage() {
  renderApp('/settings/leave-and-surcharges');
  await screen.findByRole('heading', { level: 1, name: 'Verlof en toeslagen' });
  await screen.findByRole('heading', { name: 'Feestdagen' });
}

const input = (label: RegExp, scope: HTMLElement = document.body) => {
  const found = within(scope)
    .getAllByLabelText(label)
    .find((el): el is HTMLInputElement => el instanceof HTMLInputElement);
  if (!found) throw new Error(`no input labelled ${label}`);
  return found;
};

describe('Verlof en toeslagen', () => {
  it("shows the company's holidays with this year's dates, the band and the defaults' choices", async () => {
    serve();
    signIn();
    await openPage();
    const christmas = screen.getByRole('checkbox', { name: /Eerste Kerstdag/ }) as HTMLInputElement;
    expect(christmas.checked).toBe(true);
    expect(screen.getByText('vrijdag 25 december 2026')).toBeTruthy();
    // Goede Vrijdag does not count by default: it cannot be a day off either.
    const goodFriday = screen.getByRole('checkbox', {
      name: 'Goede Vrijdag',
    }) as HTMLInputElement;
    expect(goodFriday.disabled).toBe(true);
    expect(input(/^Bevrijdingsdag/).value).toBe('Eens in de vijf jaar (2025, 2030, …)');
    expect(input(/^Naam/).value).toBe('Nachttoeslag');
    expect(input(/^Van/).value).toBe('22:00');
    expect(input(/^Percentage/).value).toBe('25 %');
  });

  it('saves holidays, extra leave in hours and a Sunday band, as minutes and numbers', async () => {
    serve();
    signIn();
    await openPage();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Goede Vrijdag telt als feestdag' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Goede Vrijdag' }));
    await userEvent.click(input(/^Bovenwettelijk verlof/));
    await userEvent.click(await screen.findByRole('option', { name: 'Uren per jaar' }));
    await userEvent.type(input(/^Uren per jaar/), '40');
    await userEvent.type(input(/^Volledige werkweek/), '38');

    await userEvent.click(screen.getByRole('button', { name: 'Toeslag toevoegen' }));
    // The new band's name has the keyboard.
    const names = screen.getAllByLabelText(/^Naam/);
    await waitFor(() => expect(document.activeElement).toBe(names[1]));
    await userEvent.type(names[1] as HTMLElement, 'Zondag');
    const band = screen.getByRole('region', { name: 'Toeslag 2: Zondag' });
    await userEvent.click(input(/^Soort toeslag/, band));
    await userEvent.click(await screen.findByRole('option', { name: 'Hele weekdagen' }));
    await userEvent.click(within(band).getByRole('checkbox', { name: 'Zondag' }));
    await userEvent.type(within(band).getByRole('textbox', { name: /^Percentage/ }), '50');
    await userEvent.type(within(band).getByRole('textbox', { name: /^Urencode/ }), 'u2120');
    await userEvent.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));

    expect(await screen.findByText('Instellingen succesvol opgeslagen.')).toBeTruthy();
    expect(saves()).toEqual([
      {
        liberationDay: 'lustrumYears',
        goodFriday: true,
        paidHolidays: ['eersteKerstdag', 'goedeVrijdag'],
        extraLeaveUnit: 'hours',
        extraLeaveDaysPerYear: null,
        extraLeaveMinutesPerYear: 2400,
        fullTimeMinutesPerWeek: 2280,
        sickHoursBasis: 'contractWhenUnplanned',
        surchargeBands: [
          {
            bandId: 7,
            name: 'Nachttoeslag',
            kind: 'timeOfDay',
            fromTime: '22:00',
            toTime: '06:00',
            weekdays: [],
            percent: 25,
            hoursCode: 'U2110',
          },
          {
            bandId: null,
            name: 'Zondag',
            kind: 'weekday',
            fromTime: null,
            toTime: null,
            weekdays: [7],
            percent: 50,
            hoursCode: 'u2120',
          },
        ],
      },
    ]);
  });

  it("shows the contract's messages under the band's fields and sends nothing", async () => {
    serve();
    signIn();
    await openPage();
    await userEvent.clear(input(/^Tot/));
    await userEvent.type(input(/^Tot/), '25:00');
    await userEvent.clear(input(/^Percentage/));
    await userEvent.type(input(/^Percentage/), '350');
    await userEvent.clear(input(/^Urencode/));
    await userEvent.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));
    expect(await screen.findByText(PAY_SETTINGS_MESSAGES.bandTime)).toBeTruthy();
    expect(screen.getByText(PAY_SETTINGS_MESSAGES.bandPercent)).toBeTruthy();
    expect(screen.getByText(PAY_SETTINGS_MESSAGES.bandHoursCode)).toBeTruthy();
    expect(screen.getByText('Nog niet alles klopt: bekijk de gemarkeerde velden.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input(/^Tot/)));
    expect(saves()).toEqual([]);
  });

  it("puts the server's refusal under the field it names", async () => {
    serve().on(
      savePaySettingsCall,
      refusal(400, 'VALIDATION', PAY_SETTINGS_MESSAGES.bandUnknown, 'surchargeBands.0.bandId'),
    );
    signIn();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));
    expect(
      await screen.findByText(
        `Kon instellingen niet opslaan: ${PAY_SETTINGS_MESSAGES.bandUnknown}`,
      ),
    ).toBeTruthy();
  });

  it('removes a band', async () => {
    serve();
    signIn();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Toeslag 1 verwijderen' }));
    expect(screen.getByText('Nog geen toeslagen.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));
    await screen.findByText('Instellingen succesvol opgeslagen.');
    expect(saves()).toEqual([expect.objectContaining({ surchargeBands: [] })]);
  });

  it('says when the defaults apply', async () => {
    serve({ companyId: 1, ...DEFAULT_PAY_SETTINGS });
    signIn();
    await openPage();
    expect(
      screen.getByText(
        'Voor dit bedrijf zijn nog geen instellingen opgeslagen: je ziet de standaardwaarden.',
      ),
    ).toBeTruthy();
  });

  it('shows the accountant the settings without a way to change them', async () => {
    serve();
    signIn({ roles: ['ACCOUNTANT'] });
    await openPage();
    expect(
      screen.getByText('Je kunt deze instellingen bekijken, maar niet wijzigen.'),
    ).toBeTruthy();
    expect(input(/^Naam/).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Instellingen opslaan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Toeslag toevoegen' })).toBeNull();
  });

  it('is closed to a role without pay-settings.view', async () => {
    serve();
    signIn({ roles: ['MEDEWERKER'] });
    renderApp('/settings/leave-and-surcharges');
    expect(await screen.findByText(/Je rol geeft geen toegang tot dit onderdeel/)).toBeTruthy();
    expect(api.requests.some((r) => r.path.startsWith('/api/settings/pay'))).toBe(false);
  });
});
