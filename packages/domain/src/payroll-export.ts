import { byName, type ReportEmployee, UNKNOWN_EMPLOYEE } from './hours-report';
import { localDateOf, toIsoDate } from './local-date';
import type { CodeColumn, CodeDay } from './pay-codes';
import { type Cell, csvFile } from './report-csv';
import type { PaidRecord } from './wage-cost';

/**
 * The payroll export ("Salarisexport"): the wage-cost report's paid time per employee
 * and per day, as the Visma Nmbrs import sheet for variable wage components and as a plain CSV
 * for Loket.nl, AFAS and others. docs/payroll-export.md describes the files.
 */
export interface PayrollPerson extends ReportEmployee {
  /** The personeelsnummer; null when none is set (exported with an empty Persnr). */
  payrollNumber: string | null;
}

/** One employee's paid time on one calendar day: the day of the clock-in in the company's zone. */
export interface PaidDay {
  employeeId: number;
  /** 'yyyy-mm-dd' */
  date: string;
  paidSeconds: number;
  /**
   * The hours report's late penalty of the day's registrations, not deducted from paidSeconds;
   * null in the figures of a month closed before closings kept it per day.
   */
  penaltySeconds: number | null;
}

/**
 * The paid records of a month summed per employee and day of the clock-in (a night shift counts
 * on the day it began, as the reports count it in the month it began). By employee id, then day.
 */
export function paidDays(records: readonly PaidRecord[], timeZone: string): PaidDay[] {
  const days = new Map<string, PaidDay>();
  for (const record of records) {
    const date = toIsoDate(localDateOf(new Date(record.clockInMs), timeZone));
    const key = `${record.employeeId}|${date}`;
    const day = days.get(key);
    if (day) {
      day.paidSeconds += record.paidSeconds;
      day.penaltySeconds = (day.penaltySeconds ?? 0) + record.penaltySeconds;
    } else {
      days.set(key, {
        employeeId: record.employeeId,
        date,
        paidSeconds: record.paidSeconds,
        penaltySeconds: record.penaltySeconds,
      });
    }
  }
  return [...days.values()].sort(
    (a, b) => a.employeeId - b.employeeId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  );
}

/** Seconds as hundredths of an hour (36 s each), rounded half-up: exact, in whole numbers. */
export function hundredthsOfHour(seconds: number): number {
  return Math.floor((2 * seconds + 36) / 72);
}

/**
 * Hundredths of an hour for each day such that they add up to the rounded total of all days
 * (largest remainders): each day is its own time rounded down, and the hundredths that rounding
 * the total leaves over go to the days that lost most, earlier days first on a tie. A day is
 * then never more than 0.01 hour from its exact time, and the day file adds up to the month.
 */
export function spreadHundredths(daySeconds: readonly number[]): number[] {
  const total = hundredthsOfHour(daySeconds.reduce((sum, s) => sum + s, 0));
  const shares = daySeconds.map((s) => Math.floor(s / 36));
  let left = total - shares.reduce((sum, h) => sum + h, 0);
  const order = daySeconds
    .map((s, index) => ({ index, remainder: s % 36 }))
    .filter((d) => d.remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares;
}

export interface PayrollEmployeeRow {
  employeeId: number;
  payrollNumber: string | null;
  name: string;
  /** Days with paid time. */
  days: number;
  paidSeconds: number;
  /** Hours × 100, rounded half-up: what the file writes as hours with two decimals. */
  hundredths: number;
  /** The month's late penalty (not deducted from the hours); null when not known per day. */
  penaltySeconds: number | null;
  /** The same as hundredths of an hour, rounded half-up; null with it. */
  penaltyHundredths: number | null;
  /** Hundredths of an hour per code column, in the columns' order (0 for none). */
  codes: number[];
}

export interface PayrollDayRow {
  employeeId: number;
  payrollNumber: string | null;
  name: string;
  date: string;
  paidSeconds: number;
  /** This day's share of the month's hundredths (spreadHundredths). */
  hundredths: number;
  penaltySeconds: number | null;
  /** This day's share of the month's penalty hundredths, as for the hours. */
  penaltyHundredths: number | null;
  /** This day's share of the month's hundredths per code column, spread as the hours are. */
  codes: number[];
}

export interface PayrollRows {
  /** One per employee with paid records, by last name, then first name. */
  employees: PayrollEmployeeRow[];
  /** One per employee and day with paid time, in the employees' order, then by day. */
  days: PayrollDayRow[];
}

/**
 * The export's rows from the month's paid days, the days' minutes per code (bands, leave,
 * sickness) and the people they belong to. An employee or a day is in the rows with paid time
 * or minutes in any code column. A month closed before closings kept the penalty per day has it
 * per employee only (the hours report's rows, `monthPenalties`): its days then carry none.
 */
export function payrollRows(
  days: readonly PaidDay[],
  people: readonly PayrollPerson[],
  monthPenalties: ReadonlyMap<number, number> = new Map(),
  codeDays: readonly CodeDay[] = [],
  columns: readonly CodeColumn[] = [],
): PayrollRows {
  const byId = new Map(people.map((p) => [p.employeeId, p]));
  const perEmployee = new Map<number, Map<string, { paid: PaidDay | null; codes: number[] }>>();
  const dayOf = (employeeId: number, date: string) => {
    let own = perEmployee.get(employeeId);
    if (!own) {
      own = new Map();
      perEmployee.set(employeeId, own);
    }
    let day = own.get(date);
    if (!day) {
      day = { paid: null, codes: columns.map(() => 0) };
      own.set(date, day);
    }
    return day;
  };
  for (const day of days) {
    // An employee whose registrations paid nothing stays in the rows, without a day.
    if (day.paidSeconds > 0) dayOf(day.employeeId, day.date).paid = day;
    else if (!perEmployee.has(day.employeeId)) perEmployee.set(day.employeeId, new Map());
  }
  for (const day of codeDays) {
    const minutes = columns.map((column) => column.minutesOf(day));
    if (minutes.every((m) => m === 0)) continue;
    const entry = dayOf(day.employeeId, day.date);
    minutes.forEach((m, i) => {
      entry.codes[i] = (entry.codes[i] ?? 0) + m;
    });
  }
  const ids = [...perEmployee.keys()]
    .map((employeeId) => ({ employeeId }))
    .sort(byName(byId))
    .map((e) => e.employeeId);

  const result: PayrollRows = { employees: [], days: [] };
  for (const employeeId of ids) {
    const person = byId.get(employeeId);
    const name = person ? `${person.firstName} ${person.lastName}` : UNKNOWN_EMPLOYEE;
    const payrollNumber = person?.payrollNumber ?? null;
    const own = [...(perEmployee.get(employeeId) ?? new Map()).entries()].sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    const worked = own.map(([, day]) => day.paid).filter((d): d is PaidDay => d !== null);
    const paidSeconds = worked.reduce((sum, d) => sum + d.paidSeconds, 0);
    const shares = spreadHundredths(own.map(([, day]) => day.paid?.paidSeconds ?? 0));
    const penalties: number[] = [];
    for (const day of worked) if (day.penaltySeconds !== null) penalties.push(day.penaltySeconds);
    const perDay = penalties.length === worked.length;
    const penaltyShares = perDay
      ? spreadHundredths(own.map(([, day]) => day.paid?.penaltySeconds ?? 0))
      : null;
    const penaltySeconds = perDay
      ? penalties.reduce((sum, p) => sum + p, 0)
      : (monthPenalties.get(employeeId) ?? null);
    const codeSeconds = columns.map((_, i) => own.map(([, day]) => (day.codes[i] ?? 0) * 60));
    const codeShares = codeSeconds.map((perDaySeconds) => spreadHundredths(perDaySeconds));
    result.employees.push({
      employeeId,
      payrollNumber,
      name,
      days: worked.length,
      paidSeconds,
      hundredths: hundredthsOfHour(paidSeconds),
      penaltySeconds,
      penaltyHundredths: penaltySeconds === null ? null : hundredthsOfHour(penaltySeconds),
      codes: codeSeconds.map((s) => hundredthsOfHour(s.reduce((sum, x) => sum + x, 0))),
    });
    own.forEach(([date, day], index) => {
      result.days.push({
        employeeId,
        payrollNumber,
        name,
        date,
        paidSeconds: day.paid?.paidSeconds ?? 0,
        hundredths: shares[index] ?? 0,
        penaltySeconds: day.paid ? day.paid.penaltySeconds : perDay ? 0 : null,
        penaltyHundredths: penaltyShares?.[index] ?? null,
        codes: codeShares.map((spread) => spread[index] ?? 0),
      });
    });
  }
  return result;
}

/** 750 → '7,50': written from whole hundredths, so no floating point decides a cent. */
export function hoursText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The numbers Visma Nmbrs knows the company by, and the code for its paid hours. */
export interface NmbrsSettings {
  debtorNumber: string;
  companyNumber: string;
  hoursCode: string;
}

/**
 * The remark Nmbrs keeps beside an employee's hours: the late penalty of the hours report, which
 * the export does not deduct (docs/payroll-export.md); empty without one.
 */
function penaltyRemark(penaltyHundredths: number | null): string {
  if (penaltyHundredths === null || penaltyHundredths === 0) return '';
  return `Penalty te laat inklokken: ${hoursText(penaltyHundredths)} uur, niet van de uren afgetrokken`;
}

/**
 * The tab "Variabele Looncomponenten" of the Nmbrs import sheet: Debiteurnr,
 * Bedrijfnr, Persnr, Naam, Periode (yyyy-mm), Dagen, then the hours code (e.g. U2100) as the
 * header of the column with decimal hours, and Opmerkingen{code}, the remark Nmbrs keeps with
 * those hours: the late penalty, so that the payroll office decides whether it is deducted. An
 * employee without a personeelsnummer gets an empty Persnr: Nmbrs refuses that line rather than
 * booking the hours on the wrong person, and the export's warning names them.
 */
export function nmbrsCsv(
  rows: readonly PayrollEmployeeRow[],
  settings: NmbrsSettings,
  year: number,
  month: number,
  columns: readonly Pick<CodeColumn, 'code'>[] = [],
): string {
  const period = `${year}-${pad2(month)}`;
  return csvFile([
    [
      'Debiteurnr',
      'Bedrijfnr',
      'Persnr',
      'Naam',
      'Periode',
      'Dagen',
      settings.hoursCode,
      `Opmerkingen${settings.hoursCode}`,
      ...columns.map((column) => column.code),
    ],
    ...rows.map((r): Cell[] => [
      settings.debtorNumber,
      settings.companyNumber,
      r.payrollNumber ?? '',
      r.name,
      period,
      String(r.days),
      hoursText(r.hundredths),
      penaltyRemark(r.penaltyHundredths),
      ...codeCells(r.codes),
    ]),
  ]);
}

export function nmbrsCsvName(year: number, month: number): string {
  return `nmbrs_variabele_looncomponenten_${year}_${pad2(month)}.csv`;
}

/**
 * A code column's hours, empty for none: Nmbrs books any value in a code column, zero included,
 * and a plain CSV reads the same.
 */
function codeCells(hundredths: readonly number[]): string[] {
  return hundredths.map((h) => (h === 0 ? '' : hoursText(h)));
}

/**
 * One line per employee per day: Personeelsnummer; Naam; Datum (yyyy-mm-dd); Uren; Penalty (the
 * hours report's late penalty, not deducted from Uren; empty when the month's closing did not
 * keep it per day); then the hours of each code column (bands, leave, sickness), empty for none.
 */
export function payrollDaysCsv(
  rows: readonly PayrollDayRow[],
  columns: readonly Pick<CodeColumn, 'code'>[] = [],
): string {
  return csvFile([
    ['Personeelsnummer', 'Naam', 'Datum', 'Uren', 'Penalty', ...columns.map((c) => c.code)],
    ...rows.map((r): Cell[] => [
      r.payrollNumber ?? '',
      r.name,
      r.date,
      hoursText(r.hundredths),
      r.penaltyHundredths === null ? '' : hoursText(r.penaltyHundredths),
      ...codeCells(r.codes),
    ]),
  ]);
}

export function payrollDaysCsvName(year: number, month: number): string {
  return `salarisexport_uren_per_dag_${year}_${pad2(month)}.csv`;
}
