import type { EXTRA_LEAVE_UNITS, SURCHARGE_KINDS } from '@klokwerk/contract/pay-settings';
import type { CompanyPaySettings } from '../api/get-pay-settings';
import type { PaySettingsValues } from '../api/save-pay-settings';

/** One band as its inputs hold it; `key` keeps React's rows apart when one is removed. */
export interface BandFormValues {
  key: number;
  bandId: number | null;
  name: string;
  kind: (typeof SURCHARGE_KINDS)[number];
  fromTime: string;
  toTime: string;
  weekdays: string[];
  percent: number | string;
  hoursCode: string;
}

/**
 * The settings form as its inputs hold it: numbers as a NumberInput gives them (a number, or
 * '' while empty), hours where the API has minutes, weekdays as the chips' strings.
 */
export interface PayFormValues {
  liberationDay: CompanyPaySettings['liberationDay'];
  goodFriday: boolean;
  paidHolidays: CompanyPaySettings['paidHolidays'];
  extraLeaveUnit: (typeof EXTRA_LEAVE_UNITS)[number];
  extraLeaveDaysPerYear: number | string;
  /** Hours in the form, minutes in the body. */
  extraLeaveMinutesPerYear: number | string;
  /** Hours in the form, minutes in the body. */
  fullTimeMinutesPerWeek: number | string;
  sickHoursBasis: CompanyPaySettings['sickHoursBasis'];
  surchargeBands: BandFormValues[];
}

let nextKey = 0;

/** A new band row: a time band from 22:00 to 06:00, as a night surcharge is most often. */
export function newBand(): BandFormValues {
  return {
    key: nextKey++,
    bandId: null,
    name: '',
    kind: 'timeOfDay',
    fromTime: '22:00',
    toTime: '06:00',
    weekdays: [],
    percent: '',
    hoursCode: '',
  };
}

const hours = (minutes: number | null) =>
  minutes === null ? '' : Math.round((minutes * 100) / 60) / 100;
const minutes = (value: number | string) =>
  value === '' || typeof value === 'string' ? Number.NaN : Math.round(value * 60);
const number = (value: number | string) =>
  value === '' || typeof value === 'string' ? Number.NaN : value;

export function toFormValues(settings: CompanyPaySettings): PayFormValues {
  return {
    liberationDay: settings.liberationDay,
    goodFriday: settings.goodFriday,
    paidHolidays: [...settings.paidHolidays],
    extraLeaveUnit: settings.extraLeaveUnit,
    extraLeaveDaysPerYear: settings.extraLeaveDaysPerYear ?? '',
    extraLeaveMinutesPerYear: hours(settings.extraLeaveMinutesPerYear),
    fullTimeMinutesPerWeek: hours(settings.fullTimeMinutesPerWeek),
    sickHoursBasis: settings.sickHoursBasis,
    surchargeBands: settings.surchargeBands.map((band) => ({
      key: nextKey++,
      bandId: band.bandId,
      name: band.name,
      kind: band.kind,
      fromTime: band.fromTime ?? '',
      toTime: band.toTime ?? '',
      weekdays: band.weekdays.map(String),
      percent: band.percent,
      hoursCode: band.hoursCode,
    })),
  };
}

/**
 * The PUT body: only the extra-leave fields of the chosen unit, only a time band's times, hours
 * as whole minutes. A field left empty goes as NaN, which the contract's schema refuses with
 * the field's own message.
 */
export function toBody(values: PayFormValues): PaySettingsValues {
  const unit = values.extraLeaveUnit;
  return {
    liberationDay: values.liberationDay,
    goodFriday: values.goodFriday,
    paidHolidays: values.paidHolidays,
    extraLeaveUnit: unit,
    extraLeaveDaysPerYear: unit === 'days' ? number(values.extraLeaveDaysPerYear) : null,
    extraLeaveMinutesPerYear: unit === 'hours' ? minutes(values.extraLeaveMinutesPerYear) : null,
    fullTimeMinutesPerWeek: unit === 'hours' ? minutes(values.fullTimeMinutesPerWeek) : null,
    sickHoursBasis: values.sickHoursBasis,
    surchargeBands: values.surchargeBands.map((band) => ({
      bandId: band.bandId,
      name: band.name,
      kind: band.kind,
      fromTime: band.kind === 'timeOfDay' ? band.fromTime : null,
      toTime: band.kind === 'timeOfDay' ? band.toTime : null,
      weekdays: band.kind === 'publicHoliday' ? [] : band.weekdays.map(Number),
      percent: number(band.percent),
      hoursCode: band.hoursCode,
    })),
  };
}
