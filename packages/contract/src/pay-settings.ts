import { HOLIDAY_NAMES, type HolidayKey } from '@klokwerk/domain/dutch-holidays';
import {
  checkedBands,
  percentHundredths,
  type SurchargeBand,
} from '@klokwerk/domain/surcharge-bands';
import { z } from 'zod';
import { defineCall } from './call';
import { requiredLine } from './fields';
import { id, idOut } from './ids';
import { HOURS_CODE } from './payroll';
import { line } from './text';

/**
 * A company's leave and pay settings (docs/leave-and-hours-balance.md): which public holidays
 * count and which the company gives off, extra-statutory leave, how sick hours count, and the
 * surcharge bands (toeslagen) with a payroll hours code each. A company without saved settings
 * gets DEFAULT_PAY_SETTINGS.
 */

export const LIBERATION_DAY_CHOICES = ['everyYear', 'lustrumYears', 'never'] as const;
export const SICK_HOURS_BASES = ['plannedShifts', 'contractWhenUnplanned'] as const;
export const EXTRA_LEAVE_UNITS = ['none', 'days', 'hours'] as const;
export const SURCHARGE_KINDS = ['timeOfDay', 'weekday', 'publicHoliday'] as const;
export const HOLIDAY_KEYS = Object.keys(HOLIDAY_NAMES) as [HolidayKey, ...HolidayKey[]];

/** At most this many bands: more is a mistake, not a CAO. */
export const MAX_SURCHARGE_BANDS = 20;

export const PAY_SETTINGS_MESSAGES = {
  liberationDay: 'Kies wanneer Bevrijdingsdag telt: elk jaar, eens in de vijf jaar of nooit.',
  goodFriday: 'Kies of Goede Vrijdag als feestdag telt (ja of nee).',
  paidHolidays: 'Kies de feestdagen waarop het bedrijf dicht is, elke dag één keer.',
  paidHolidayNotCounted:
    'Deze feestdag telt bij deze keuze niet mee en kan dus geen vrije dag zijn. Zet hem aan bij de feestdagen of vink hem uit.',
  extraLeaveUnit: 'Kies of er bovenwettelijk verlof is: geen, in dagen of in uren per jaar.',
  extraLeaveDaysPerYear:
    'Vul het aantal bovenwettelijke verlofdagen per jaar in: van 0 tot 100, met hoogstens 2 decimalen.',
  extraLeaveMinutesPerYear:
    'Vul het aantal bovenwettelijke verlofuren per jaar in: van 0 tot 800 uur, in hele minuten.',
  fullTimeMinutesPerWeek:
    'Vul de volledige werkweek in: van 1 tot 168 uur, in hele minuten. Deeltijders krijgen naar rato.',
  notForUnit: 'Dit veld hoort niet bij deze keuze; laat het leeg.',
  sickHoursBasis:
    'Kies hoe ziekte-uren tellen: alleen de geroosterde diensten, of contracturen als er niet geroosterd is.',
  surchargeBands: `Hoogstens ${MAX_SURCHARGE_BANDS} toeslagen.`,
  bandName: 'Geef de toeslag een naam, hoogstens 60 tekens.',
  bandNameTaken: 'Twee toeslagen hebben dezelfde naam.',
  bandKind: 'Kies het soort toeslag: tijd van de dag, weekdag of feestdag.',
  bandTime: 'Vul een tijd in van 00:00 tot en met 24:00 (uu:mm).',
  bandTimeSame: 'Begin- en eindtijd zijn gelijk: de toeslag zou geen of elke minuut tellen.',
  bandTimeNotForKind: 'Een toeslag voor hele dagen of feestdagen heeft geen tijden; laat ze leeg.',
  bandWeekdays: 'Kies de dagen: van maandag tot en met zondag, elke dag één keer.',
  bandWeekdaysRequired: 'Kies minstens één dag voor een weekdagtoeslag.',
  bandWeekdaysNotForKind: 'Een feestdagtoeslag geldt op elke feestdag; kies geen dagen.',
  bandPercent: 'Het percentage ligt tussen 0 en 300, met hoogstens 2 decimalen.',
  bandHoursCode:
    'Vul de urencode van deze toeslag in, bijvoorbeeld U2110: een letter gevolgd door letters of cijfers, hoogstens 10 tekens.',
  bandHoursCodeTaken: 'Elke toeslag heeft een eigen urencode; deze komt twee keer voor.',
  bandIdTwice: 'Deze toeslag staat twee keer in de lijst.',
  bandUnknown: 'Deze toeslag bestaat niet (meer) bij dit bedrijf. Laad de instellingen opnieuw.',
} as const;

/** A 'HH:MM' time from 00:00 to 24:00, the end of the day included. */
const CLOCK_TIME = /^(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;

/** '22:00' → 1320; '24:00' → 1440. */
export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** 1320 → '22:00'; 1440 → '24:00'. */
export function clockTime(minute: number): string {
  const hours = Math.floor(minute / 60);
  return `${String(hours).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A number with at most two decimals, within [min, max], read as the domain reads it. */
function twoDecimals(message: string, min: number, max: number) {
  return z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((value) => {
      try {
        percentHundredths(value);
        return true;
      } catch {
        return false;
      }
    }, message);
}

const weekdays = (message: string) =>
  z
    .array(z.int(message), { error: message })
    .max(7, message)
    .refine(
      (days) => new Set(days).size === days.length && days.every((d) => d >= 1 && d <= 7),
      message,
    )
    .transform((days) => [...days].sort((a, b) => a - b));

const clock = line().regex(CLOCK_TIME, PAY_SETTINGS_MESSAGES.bandTime);

/**
 * One band as the form sends it. A time band runs from `fromTime` to `toTime` (past midnight
 * when from is later, 22:00–06:00), on every day or only on `weekdays`; a weekday band is whole
 * days; a holiday band every public holiday the company's settings count. `bandId` names a band
 * saved before, so its id stays the same.
 */
export const surchargeBandBody = z
  .object({
    bandId: id.nullish(),
    name: requiredLine(PAY_SETTINGS_MESSAGES.bandName, 60),
    kind: z.enum(SURCHARGE_KINDS, { error: PAY_SETTINGS_MESSAGES.bandKind }),
    fromTime: clock.nullish(),
    toTime: clock.nullish(),
    weekdays: weekdays(PAY_SETTINGS_MESSAGES.bandWeekdays).optional(),
    percent: twoDecimals(PAY_SETTINGS_MESSAGES.bandPercent, 0, 300),
    hoursCode: requiredLine(PAY_SETTINGS_MESSAGES.bandHoursCode, 10)
      .transform((value) => value.toUpperCase())
      .refine((value) => HOURS_CODE.test(value), PAY_SETTINGS_MESSAGES.bandHoursCode),
  })
  .superRefine((band, ctx) => {
    const days = band.weekdays ?? [];
    if (band.kind === 'timeOfDay') {
      for (const field of ['fromTime', 'toTime'] as const) {
        if (!band[field]) {
          ctx.addIssue({ code: 'custom', message: PAY_SETTINGS_MESSAGES.bandTime, path: [field] });
        }
      }
      if (band.fromTime && band.toTime) {
        const from = minuteOfDay(band.fromTime) % 1440;
        if (from === minuteOfDay(band.toTime) % 1440) {
          ctx.addIssue({
            code: 'custom',
            message: PAY_SETTINGS_MESSAGES.bandTimeSame,
            path: ['toTime'],
          });
        }
      }
      return;
    }
    for (const field of ['fromTime', 'toTime'] as const) {
      if (band[field]) {
        ctx.addIssue({
          code: 'custom',
          message: PAY_SETTINGS_MESSAGES.bandTimeNotForKind,
          path: [field],
        });
      }
    }
    if (band.kind === 'weekday' && days.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: PAY_SETTINGS_MESSAGES.bandWeekdaysRequired,
        path: ['weekdays'],
      });
    }
    if (band.kind === 'publicHoliday' && days.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: PAY_SETTINGS_MESSAGES.bandWeekdaysNotForKind,
        path: ['weekdays'],
      });
    }
  })
  .transform((band, ctx) => {
    const parsed = {
      bandId: band.bandId ?? null,
      name: band.name,
      kind: band.kind,
      fromMinute: band.kind === 'timeOfDay' && band.fromTime ? minuteOfDay(band.fromTime) : null,
      toMinute: band.kind === 'timeOfDay' && band.toTime ? minuteOfDay(band.toTime) : null,
      weekdays: band.weekdays ?? [],
      percent: band.percent,
      hoursCode: band.hoursCode,
    };
    // The surcharge rules' own check has the last word: what passes here never trips them.
    try {
      checkedBands([domainBand({ ...parsed, id: 'new' })]);
    } catch {
      const field = band.kind === 'timeOfDay' ? 'toTime' : 'weekdays';
      ctx.issues.push({
        code: 'custom',
        message: PAY_SETTINGS_MESSAGES.bandTime,
        input: band,
        path: [field],
      });
      return z.NEVER;
    }
    return parsed;
  });
export type SurchargeBandInput = z.output<typeof surchargeBandBody>;

/**
 * A stored band as the surcharge rules read it (surcharge-bands.ts): its id as text, a time band
 * without days counting every day.
 */
export function domainBand(band: {
  id: string;
  kind: (typeof SURCHARGE_KINDS)[number];
  percent: number;
  fromMinute: number | null;
  toMinute: number | null;
  weekdays: readonly number[];
}): SurchargeBand {
  const { id: bandId, percent } = band;
  switch (band.kind) {
    case 'publicHoliday':
      return { id: bandId, percent, kind: 'publicHoliday' };
    case 'weekday':
      return { id: bandId, percent, kind: 'weekday', weekdays: band.weekdays };
    case 'timeOfDay':
      return {
        id: bandId,
        percent,
        kind: 'timeOfDay',
        fromMinute: band.fromMinute ?? 0,
        toMinute: band.toMinute ?? 0,
        ...(band.weekdays.length > 0 ? { weekdays: band.weekdays } : {}),
      };
  }
}

/** Whole minutes from `min` to `max`. */
function minutes(message: string, min: number, max: number) {
  return z.int(message).min(min, message).max(max, message);
}

const EXTRA_FIELDS = [
  'extraLeaveDaysPerYear',
  'extraLeaveMinutesPerYear',
  'fullTimeMinutesPerWeek',
] as const;

const FIELDS_OF_UNIT: Record<(typeof EXTRA_LEAVE_UNITS)[number], readonly string[]> = {
  none: [],
  days: ['extraLeaveDaysPerYear'],
  hours: ['extraLeaveMinutesPerYear', 'fullTimeMinutesPerWeek'],
};

/**
 * PUT /api/settings/pay/{companyId} body: every setting at once, the bands as the whole list
 * (a band left out is removed). Each band is checked by the surcharge rules' own `checkedBands`
 * as well (surchargeBandBody), so what is saved never trips them.
 */
export const paySettingsBody = z
  .object({
    liberationDay: z.enum(LIBERATION_DAY_CHOICES, { error: PAY_SETTINGS_MESSAGES.liberationDay }),
    goodFriday: z.boolean({ error: PAY_SETTINGS_MESSAGES.goodFriday }),
    paidHolidays: z
      .array(z.enum(HOLIDAY_KEYS, { error: PAY_SETTINGS_MESSAGES.paidHolidays }), {
        error: PAY_SETTINGS_MESSAGES.paidHolidays,
      })
      .refine((keys) => new Set(keys).size === keys.length, PAY_SETTINGS_MESSAGES.paidHolidays),
    extraLeaveUnit: z.enum(EXTRA_LEAVE_UNITS, { error: PAY_SETTINGS_MESSAGES.extraLeaveUnit }),
    extraLeaveDaysPerYear: twoDecimals(
      PAY_SETTINGS_MESSAGES.extraLeaveDaysPerYear,
      0,
      100,
    ).nullish(),
    extraLeaveMinutesPerYear: minutes(
      PAY_SETTINGS_MESSAGES.extraLeaveMinutesPerYear,
      0,
      800 * 60,
    ).nullish(),
    fullTimeMinutesPerWeek: minutes(
      PAY_SETTINGS_MESSAGES.fullTimeMinutesPerWeek,
      1,
      168 * 60,
    ).nullish(),
    sickHoursBasis: z.enum(SICK_HOURS_BASES, { error: PAY_SETTINGS_MESSAGES.sickHoursBasis }),
    surchargeBands: z
      .array(surchargeBandBody, { error: PAY_SETTINGS_MESSAGES.surchargeBands })
      .max(MAX_SURCHARGE_BANDS, PAY_SETTINGS_MESSAGES.surchargeBands),
  })
  .superRefine((body, ctx) => {
    // Refinements also run after a field failed; a unit that failed names no fields.
    const needed = FIELDS_OF_UNIT[body.extraLeaveUnit] ?? [];
    for (const field of EXTRA_FIELDS) {
      const given = body[field] !== null && body[field] !== undefined;
      if (needed.includes(field) && !given) {
        ctx.addIssue({ code: 'custom', message: PAY_SETTINGS_MESSAGES[field], path: [field] });
      } else if (!needed.includes(field) && given) {
        ctx.addIssue({ code: 'custom', message: PAY_SETTINGS_MESSAGES.notForUnit, path: [field] });
      }
    }
    body.paidHolidays.forEach((key, index) => {
      const counted =
        (key !== 'goedeVrijdag' || body.goodFriday) &&
        (key !== 'bevrijdingsdag' || body.liberationDay !== 'never');
      if (!counted) {
        ctx.addIssue({
          code: 'custom',
          message: PAY_SETTINGS_MESSAGES.paidHolidayNotCounted,
          path: ['paidHolidays', index],
        });
      }
    });
    const seen = { name: new Set<string>(), code: new Set<string>(), id: new Set<number>() };
    // A band whose own fields failed comes here unparsed: it is left to its own messages.
    body.surchargeBands.forEach((band, index) => {
      if (typeof band.name !== 'string' || typeof band.hoursCode !== 'string') return;
      const at = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', message, path: ['surchargeBands', index, field] });
      if (band.bandId !== null && seen.id.has(band.bandId))
        at('bandId', PAY_SETTINGS_MESSAGES.bandIdTwice);
      if (seen.name.has(band.name.toLowerCase())) at('name', PAY_SETTINGS_MESSAGES.bandNameTaken);
      if (seen.code.has(band.hoursCode)) at('hoursCode', PAY_SETTINGS_MESSAGES.bandHoursCodeTaken);
      if (band.bandId !== null) seen.id.add(band.bandId);
      seen.name.add(band.name.toLowerCase());
      seen.code.add(band.hoursCode);
    });
  });
export type PaySettingsInput = z.output<typeof paySettingsBody>;
export type PaySettingsForm = z.input<typeof paySettingsBody>;

/** One band as the server answers it. */
export const surchargeBandItem = z.object({
  bandId: idOut,
  name: z.string(),
  kind: z.enum(SURCHARGE_KINDS),
  fromTime: z.string().nullable(),
  toTime: z.string().nullable(),
  weekdays: z.array(z.int()),
  percent: z.number(),
  hoursCode: z.string(),
});
export type SurchargeBandItem = z.infer<typeof surchargeBandItem>;

/** A company's settings; `saved` false while the defaults apply. */
export const paySettings = z.object({
  companyId: idOut,
  saved: z.boolean(),
  liberationDay: z.enum(LIBERATION_DAY_CHOICES),
  goodFriday: z.boolean(),
  paidHolidays: z.array(z.enum(HOLIDAY_KEYS)),
  extraLeaveUnit: z.enum(EXTRA_LEAVE_UNITS),
  extraLeaveDaysPerYear: z.number().nullable(),
  extraLeaveMinutesPerYear: z.int().nullable(),
  fullTimeMinutesPerWeek: z.int().nullable(),
  sickHoursBasis: z.enum(SICK_HOURS_BASES),
  surchargeBands: z.array(surchargeBandItem),
});
export type PaySettings = z.infer<typeof paySettings>;

/**
 * What a company without saved settings gets: the horeca CAO's holidays (Bevrijdingsdag once in
 * five years, no Goede Vrijdag), open on every holiday, no extra-statutory leave, sick hours from
 * the roster or else the contract, no surcharges
 * (docs/decisions/028-contracts-and-leave-settings.md).
 */
export const DEFAULT_PAY_SETTINGS: Omit<PaySettings, 'companyId'> = {
  saved: false,
  liberationDay: 'lustrumYears',
  goodFriday: false,
  paidHolidays: [],
  extraLeaveUnit: 'none',
  extraLeaveDaysPerYear: null,
  extraLeaveMinutesPerYear: null,
  fullTimeMinutesPerWeek: null,
  sickHoursBasis: 'contractWhenUnplanned',
  surchargeBands: [],
};

const companyParams = z.object({ companyId: id });

/** GET /api/settings/pay/{companyId}: one company's settings, the defaults when unsaved. */
export const paySettingsCall = defineCall({
  method: 'GET',
  path: '/settings/pay/:companyId',
  summary: 'Verlof- en toeslaginstellingen van een bedrijf',
  tags: ['instellingen'],
  params: companyParams,
  status: 200,
  response: paySettings,
  errors: [400, 401, 403, 404],
});

/** PUT /api/settings/pay/{companyId}: saves every setting and answers them; audited. */
export const savePaySettingsCall = defineCall({
  method: 'PUT',
  path: '/settings/pay/:companyId',
  summary: 'Verlof- en toeslaginstellingen opslaan',
  tags: ['instellingen'],
  params: companyParams,
  body: paySettingsBody,
  status: 200,
  response: paySettings,
  errors: [400, 401, 403, 404],
});
