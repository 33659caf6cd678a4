import { DEFAULT_PAY_SETTINGS, domainBand } from '@klokwerk/contract/pay-settings';
import {
  dutchPublicHolidays,
  type HolidayKey,
  type HolidayOptions,
  publicHolidayDates,
} from '@klokwerk/domain/dutch-holidays';
import type { ExtraLeaveSetting } from '@klokwerk/domain/leave-accrual';
import { fromIsoDate } from '@klokwerk/domain/local-date';
import type { SickHoursBasis } from '@klokwerk/domain/sick-hours';
import { checkedBands, type SurchargeBand } from '@klokwerk/domain/surcharge-bands';
import { bandRows, type ReadScope, settingsRow } from './repository';

/**
 * THE reads of a company's leave and pay settings for the rules
 * (docs/leave-and-hours-balance.md), in the domain's own types; the defaults where nothing is
 * saved. The company is not checked here: the caller read it in reach.
 */

/** What the leave, sickness and hours-balance rules need of a company. */
export interface LeaveSettings {
  /** Which disputed holidays count at all (Bevrijdingsdag, Goede Vrijdag). */
  holidays: HolidayOptions;
  /** The holidays the company gives off (closed); on the others it is open. */
  paidHolidayKeys: readonly HolidayKey[];
  extra: ExtraLeaveSetting | null;
  sickHoursBasis: SickHoursBasis;
}

/** A band as the surcharge rules read it, with its name and payroll hours code. */
export type CompanySurchargeBand = SurchargeBand & { name: string; hoursCode: string };

export async function leaveSettingsOf(scope: ReadScope, companyId: number): Promise<LeaveSettings> {
  const row = await settingsRow(scope, companyId);
  const settings = row ?? {
    ...DEFAULT_PAY_SETTINGS,
    extraLeaveDaysPerYear: null,
    extraLeaveMinutesPerYear: null,
    fullTimeMinutesPerWeek: null,
  };
  const extra: ExtraLeaveSetting | null =
    settings.extraLeaveUnit === 'days'
      ? { unit: 'days', perYear: settings.extraLeaveDaysPerYear ?? 0 }
      : settings.extraLeaveUnit === 'hours'
        ? {
            unit: 'hours',
            minutesPerYear: settings.extraLeaveMinutesPerYear ?? 0,
            fullTimeMinutesPerWeek: settings.fullTimeMinutesPerWeek ?? 1,
          }
        : null;
  return {
    holidays: { liberationDay: settings.liberationDay, goodFriday: settings.goodFriday },
    paidHolidayKeys: settings.paidHolidays,
    extra,
    sickHoursBasis: settings.sickHoursBasis,
  };
}

/** The surcharge bands of a company in its order, checked as the rules check them. */
export async function surchargeBandsOf(
  scope: ReadScope,
  companyId: number,
): Promise<CompanySurchargeBand[]> {
  const rows = await bandRows(scope, companyId);
  const bands = rows.map((row) => ({
    ...domainBand({ ...row, id: String(row.id) }),
    name: row.name,
    hoursCode: row.hoursCode,
  }));
  checkedBands(bands);
  return bands;
}

/**
 * The public holidays from `from` to `to` ('yyyy-mm-dd', inclusive) that the surcharge bands
 * pay extra for: every holiday the settings count.
 */
export function surchargeHolidays(settings: LeaveSettings, from: string, to: string): Set<string> {
  return publicHolidayDates(from, to, settings.holidays);
}

/**
 * The paid holidays (`paidHolidays` of the rules) from `from` to `to`: the counted holidays the
 * company gives off. A day two holidays share is off when either is.
 */
export function paidHolidays(settings: LeaveSettings, from: string, to: string): Set<string> {
  const off = new Set(settings.paidHolidayKeys);
  const dates = new Set<string>();
  for (let year = fromIsoDate(from).year; year <= fromIsoDate(to).year; year++) {
    for (const holiday of dutchPublicHolidays(year, settings.holidays)) {
      if (off.has(holiday.key) && holiday.date >= from && holiday.date <= to) {
        dates.add(holiday.date);
      }
    }
  }
  return dates;
}
