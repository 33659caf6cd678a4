import type { ContractPeriod } from './contract-periods';
import type { CountedRecord } from './counted-records';
import { type LeaveSpan, leaveMinutesPerDay } from './leave-days';
import { LEAVE_TYPES, type LeaveType } from './leave-types';
import { localDateOf, toIsoDate } from './local-date';
import type { SickDay } from './sick-hours';
import { paidMinutesByBand, type SurchargeBand } from './surcharge-bands';
import { bandWageCost, sumBandMinutes } from './surcharge-cost';

/**
 * The month's hours per payroll code besides the paid hours (docs/payroll-export.md#pay-codes):
 * the paid minutes that fall in each surcharge band, approved leave per leave type and sick
 * hours, per employee and day. The month's figures hold them, so the wage-cost report, the
 * payroll export and a month's closing read one count.
 */

/** A surcharge band as the month was counted with it: a closing keeps it as it was. */
export interface BandOfMonth {
  id: string;
  name: string;
  hoursCode: string;
  percent: number;
}

/** Minutes of one employee on one day, per code. */
export interface CodeDay {
  employeeId: number;
  /** 'yyyy-mm-dd': the day of the clock-in (bands), of the leave or of the sickness. */
  date: string;
  /** Paid minutes within each surcharge band (bands without minutes left out). */
  bands: { bandId: string; minutes: number }[];
  /** Approved leave minutes per leave type. */
  leave: Record<LeaveType, number>;
  sickMinutes: number;
}

const noLeave = (): Record<LeaveType, number> => ({ vakantie: 0, bijzonder: 0, onbetaald: 0 });

/** Collects the minutes of several sources into one CodeDay per employee and day. */
class CodeDays {
  private readonly days = new Map<string, CodeDay>();

  day(employeeId: number, date: string): CodeDay {
    const key = `${employeeId}|${date}`;
    let day = this.days.get(key);
    if (!day) {
      day = { employeeId, date, bands: [], leave: noLeave(), sickMinutes: 0 };
      this.days.set(key, day);
    }
    return day;
  }

  /** By employee id, then day. */
  list(): CodeDay[] {
    return [...this.days.values()].sort(
      (a, b) => a.employeeId - b.employeeId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
    );
  }
}

/** An approved leave request of an employee: its type and the days or hours it takes. */
export interface ApprovedLeave {
  employeeId: number;
  type: LeaveType;
  span: LeaveSpan;
}

/** One employee's sick minutes per day within the month (sickHours, per sick report). */
export interface SickDays {
  employeeId: number;
  days: readonly SickDay[];
}

export interface CodeDaysInput {
  /** The month's counted registrations of known employees (paidRecords' own). */
  counted: readonly Pick<CountedRecord, 'employeeId' | 'clockInMs' | 'clockOutMs'>[];
  bands: readonly SurchargeBand[];
  /**
   * The holidays the bands pay extra for (the company's counted holidays) from one day to
   * another ('yyyy-mm-dd', inclusive): codeDays asks for the days its registrations reach.
   */
  surchargeHolidays(from: string, to: string): ReadonlySet<string>;
  leave: readonly ApprovedLeave[];
  contracts: ReadonlyMap<number, readonly ContractPeriod[]>;
  /** The holidays the company gives off: no leave is taken on them. */
  paidHolidays: ReadonlySet<string>;
  sick: readonly SickDays[];
  /** The month's days, 'yyyy-mm-dd', both included. */
  from: string;
  to: string;
  timeZone: string;
}

/**
 * The holidays a band may pay for in the month's registrations: from the month's first day to
 * the day of the latest clock-out, so a night shift of the month's last day that runs into
 * Nieuwjaarsdag (or a 1 May holiday…) has its minutes after midnight in the holiday band, as a
 * shift into Eerste Paasdag within one month has.
 */
function bandHolidays(input: CodeDaysInput): ReadonlySet<string> {
  // A loop, not Math.max(...): a month holds tens of thousands of registrations.
  let lastOutMs = Number.NEGATIVE_INFINITY;
  for (const record of input.counted) lastOutMs = Math.max(lastOutMs, record.clockOutMs);
  const lastOut = Number.isFinite(lastOutMs)
    ? toIsoDate(localDateOf(new Date(lastOutMs), input.timeZone))
    : input.to;
  return input.surchargeHolidays(input.from, lastOut > input.to ? lastOut : input.to);
}

/**
 * The month's minutes per code, per employee and day:
 * - a registration's paid minutes per band (paidMinutesByBand: split by the clock, break
 *   deducted in proportion) on the day of its clock-in, as its paid time counts;
 * - a leave request's minutes per day (leaveMinutesPerDay), its days within the month only;
 * - the sick minutes per day as sickHours counted them.
 */
export function codeDays(input: CodeDaysInput): CodeDay[] {
  const result = new CodeDays();
  if (input.bands.length > 0) {
    const holidays = bandHolidays(input);
    for (const record of input.counted) {
      const split = paidMinutesByBand(
        { start: new Date(record.clockInMs), end: new Date(record.clockOutMs) },
        input.bands,
        holidays,
        input.timeZone,
      );
      const inBands = split.filter((band) => band.bandId !== null);
      if (inBands.length === 0) continue;
      const date = toIsoDate(localDateOf(new Date(record.clockInMs), input.timeZone));
      const day = result.day(record.employeeId, date);
      for (const band of inBands) {
        const found = day.bands.find((b) => b.bandId === band.bandId);
        if (found) found.minutes += band.minutes;
        else day.bands.push({ bandId: band.bandId as string, minutes: band.minutes });
      }
    }
  }
  for (const request of input.leave) {
    const contracts = input.contracts.get(request.employeeId) ?? [];
    for (const { date, minutes } of leaveMinutesPerDay(
      request.span,
      contracts,
      input.paidHolidays,
    )) {
      if (date < input.from || date > input.to) continue;
      result.day(request.employeeId, date).leave[request.type] += minutes;
    }
  }
  for (const sickness of input.sick) {
    for (const { date, minutes } of sickness.days) {
      if (date < input.from || date > input.to) continue;
      result.day(sickness.employeeId, date).sickMinutes += minutes;
    }
  }
  return result.list();
}

/** One employee's surcharges of the month: per band and in all, whole cents. */
export interface EmployeeSurcharges {
  employeeId: number;
  bands: { bandId: string; minutes: number; surchargeCents: number }[];
  surchargeCents: number;
}

/** What an hour of an employee costs: salary in cents and hoursRating in thousandths. */
export interface HourlyRate {
  salaryCents: number;
  ratingMilli: number;
}

/**
 * The surcharge each employee's band minutes cost on top of their paid time (bandWageCost:
 * minutes × rate × percentage, rounded once per band and employee). The wage cost itself
 * already pays every paid second at the plain rate, so the month's cost with surcharges is the
 * wage cost plus these. The bands in the order of `bands`.
 */
export function surchargesOf(
  days: readonly CodeDay[],
  bands: readonly BandOfMonth[],
  rates: ReadonlyMap<number, HourlyRate>,
): EmployeeSurcharges[] {
  const percentOf = new Map(bands.map((band) => [band.id, band.percent]));
  const order = bands.map((band) => band.id);
  const perEmployee = new Map<number, { bandId: string; minutes: number; percent: number }[][]>();
  for (const day of days) {
    if (day.bands.length === 0) continue;
    const split = day.bands.map((b) => ({ ...b, percent: percentOf.get(b.bandId) ?? 0 }));
    const own = perEmployee.get(day.employeeId);
    if (own) own.push(split);
    else perEmployee.set(day.employeeId, [split]);
  }
  const result: EmployeeSurcharges[] = [];
  for (const [employeeId, splits] of perEmployee) {
    const rate = rates.get(employeeId) ?? { salaryCents: 0, ratingMilli: 1000 };
    // In the company's order of the bands, as every table lists them.
    const summed = sumBandMinutes(splits).sort(
      (a, b) => order.indexOf(a.bandId as string) - order.indexOf(b.bandId as string),
    );
    const cost = bandWageCost(summed, rate.salaryCents, rate.ratingMilli);
    const rows = cost.bands.map((band) => ({
      bandId: band.bandId as string,
      minutes: band.minutes,
      surchargeCents: band.surchargeCents,
    }));
    result.push({
      employeeId,
      bands: rows,
      surchargeCents: rows.reduce((sum, row) => sum + row.surchargeCents, 0),
    });
  }
  return result.sort((a, b) => a.employeeId - b.employeeId);
}

/** The codes a company books leave and sick hours under (payroll settings). */
export interface AbsenceCodes {
  leave: Record<LeaveType, string>;
  sick: string;
}

/** A column of the export besides the paid hours: a code and how a day's minutes are read. */
export interface CodeColumn {
  code: string;
  /** What the screen calls it, in Dutch. */
  label: string;
  minutesOf(day: CodeDay): number;
}

const LEAVE_LABELS: Record<LeaveType, string> = {
  vakantie: 'Vakantie',
  bijzonder: 'Bijzonder verlof',
  onbetaald: 'Onbetaald verlof',
};

/**
 * The export's code columns of a month: each band's code (bands sharing a code share the
 * column), then the leave types' and the sick code, only those with minutes in the month, so
 * that no code is booked with an empty figure.
 */
export function codeColumns(
  days: readonly CodeDay[],
  bands: readonly BandOfMonth[],
  codes: AbsenceCodes,
): CodeColumn[] {
  const byCode = new Map<string, CodeColumn>();
  const add = (code: string, label: string, minutesOf: (day: CodeDay) => number) => {
    const before = byCode.get(code);
    byCode.set(
      code,
      before
        ? {
            code,
            label: `${before.label}, ${label}`,
            minutesOf: (day) => before.minutesOf(day) + minutesOf(day),
          }
        : { code, label, minutesOf },
    );
  };
  for (const band of bands) {
    add(band.hoursCode, band.name, (day) =>
      day.bands.reduce((sum, b) => sum + (b.bandId === band.id ? b.minutes : 0), 0),
    );
  }
  for (const type of LEAVE_TYPES) add(codes.leave[type], LEAVE_LABELS[type], (d) => d.leave[type]);
  add(codes.sick, 'Ziekte', (day) => day.sickMinutes);
  return [...byCode.values()].filter((column) => days.some((day) => column.minutesOf(day) > 0));
}
