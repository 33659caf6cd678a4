import { z } from 'zod';
import type { MonthFigures } from '../month-figures/index';

/**
 * The figures a closing keeps (docs/decisions/016), as they are stored: read for seven years of
 * fiscal retention, long after the report code that wrote them has changed. Every shape that was
 * ever written has a schema here and a way to today's MonthFigures; a new shape gets a new
 * version, and the old schemas stay. Nothing is cast.
 */

const seconds = z.int().nonnegative();

const hoursRow = z.object({
  employeeId: z.int(),
  name: z.string(),
  scheduledSeconds: seconds,
  scheduledNetSeconds: seconds,
  actualSeconds: seconds,
  actualNetSeconds: seconds,
  lateSeconds: seconds,
  penaltySeconds: seconds,
});

const hours = z.object({ pendingCount: z.int().nonnegative(), rows: z.array(hoursRow) });

/** Since version 3 an hours row names the worked time before the penalty. */
const hoursV3 = z.object({
  pendingCount: z.int().nonnegative(),
  rows: z.array(hoursRow.extend({ workedSeconds: seconds })),
});

const wageRow = z.object({
  employeeId: z.int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  hourlyRate: z.number(),
  paidSeconds: seconds,
  expenseCents: z.int(),
});

const wageCost = z.object({
  rows: z.array(wageRow),
  totalCents: z.int(),
  skippedRecords: z.int().nonnegative(),
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Version 1: the closings of November 2026, written before the figures carried a version. The
 * paid days named their day `date`.
 */
const keptV1 = z.object({
  version: z.never().optional(),
  hours,
  wageCost,
  paidDays: z.array(
    z.object({ employeeId: z.int(), date: z.string().regex(ISO_DATE), paidSeconds: seconds }),
  ),
});

/**
 * Version 2: the paid days name their day `localDate`, since it is the calendar day of the
 * clock-in in the company's zone and not a day in UTC, which a reader years later cannot guess.
 */
const keptV2 = z.object({
  version: z.literal(2),
  hours,
  wageCost,
  paidDays: z.array(
    z.object({ employeeId: z.int(), localDate: z.string().regex(ISO_DATE), paidSeconds: seconds }),
  ),
});

/**
 * Version 3: the hours rows carry the worked time before the penalty (workedSeconds), and each
 * paid day the late penalty of its registrations, which the payroll export names beside the
 * hours (docs/payroll-export.md).
 */
const keptV3 = z.object({
  version: z.literal(3),
  hours: hoursV3,
  wageCost,
  paidDays: z.array(
    z.object({
      employeeId: z.int(),
      localDate: z.string().regex(ISO_DATE),
      paidSeconds: seconds,
      penaltySeconds: seconds,
    }),
  ),
});

const minutes = z.int().nonnegative();

/**
 * Version 4: the hours per payroll code besides (docs/payroll-export.md#pay-codes): the
 * surcharge bands as they were counted (name, code and percentage, since a band may change or go
 * after the closing), each employee's minutes per band, leave type and sickness per day, and
 * the surcharges the bands cost.
 */
const keptV4 = keptV3.extend({
  version: z.literal(4),
  payCodes: z.object({
    bands: z.array(
      z.object({ id: z.string(), name: z.string(), hoursCode: z.string(), percent: z.number() }),
    ),
    days: z.array(
      z.object({
        employeeId: z.int(),
        localDate: z.string().regex(ISO_DATE),
        bands: z.array(z.object({ bandId: z.string(), minutes })),
        leave: z.object({ vakantie: minutes, bijzonder: minutes, onbetaald: minutes }),
        sickMinutes: minutes,
      }),
    ),
    surcharges: z.array(
      z.object({
        employeeId: z.int(),
        bands: z.array(z.object({ bandId: z.string(), minutes, surchargeCents: z.int() })),
        surchargeCents: z.int(),
      }),
    ),
  }),
});
export type KeptFigures = z.infer<typeof keptV4>;

/** Closings before version 4 kept no hours per code: read as none. */
const NO_PAY_CODES: MonthFigures['payCodes'] = { bands: [], days: [], surcharges: [] };

/**
 * The hours of versions 1 and 2, which kept the result and the penalty but not the worked time:
 * it is their sum. (Those versions took the full penalty even off a registration shorter than
 * it; such a row reads a little more worked time than there was, never other pay.)
 */
const withWorkedTime = (kept: z.infer<typeof hours>): MonthFigures['hours'] => ({
  pendingCount: kept.pendingCount,
  rows: kept.rows.map((row) => ({
    ...row,
    workedSeconds: row.actualSeconds + row.penaltySeconds,
  })),
});

/** Any stored shape, read as today's figures. */
const stored = z.union([
  keptV4.transform(
    (kept): MonthFigures => ({
      hours: kept.hours,
      wageCost: kept.wageCost,
      paidDays: kept.paidDays.map(({ localDate, ...day }) => ({ ...day, date: localDate })),
      payCodes: {
        ...kept.payCodes,
        days: kept.payCodes.days.map(({ localDate, ...day }) => ({ ...day, date: localDate })),
      },
    }),
  ),
  keptV3.transform(
    (kept): MonthFigures => ({
      hours: kept.hours,
      wageCost: kept.wageCost,
      paidDays: kept.paidDays.map(({ localDate, ...day }) => ({ ...day, date: localDate })),
      payCodes: NO_PAY_CODES,
    }),
  ),
  // Versions 1 and 2 kept no penalty per day: null, and the export takes the month's from the
  // hours rows (payrollRows in packages/domain/src/payroll-export.ts).
  keptV2.transform(
    (kept): MonthFigures => ({
      hours: withWorkedTime(kept.hours),
      wageCost: kept.wageCost,
      paidDays: kept.paidDays.map(({ localDate, ...day }) => ({
        ...day,
        date: localDate,
        penaltySeconds: null,
      })),
      payCodes: NO_PAY_CODES,
    }),
  ),
  keptV1.transform(
    (kept): MonthFigures => ({
      hours: withWorkedTime(kept.hours),
      wageCost: kept.wageCost,
      paidDays: kept.paidDays.map((day) => ({ ...day, penaltySeconds: null })),
      payCodes: NO_PAY_CODES,
    }),
  ),
]);

/**
 * The figures as a closing stores them now (the latest version). A closing stores figures just
 * counted, which know each day's penalty: null is only what an older closing reads as.
 */
export function keptFiguresOf(figures: MonthFigures): KeptFigures {
  return {
    version: 4,
    hours: figures.hours,
    wageCost: figures.wageCost,
    paidDays: figures.paidDays.map(({ date, penaltySeconds, ...day }) => ({
      ...day,
      localDate: date,
      penaltySeconds: penaltySeconds ?? 0,
    })),
    payCodes: {
      ...figures.payCodes,
      days: figures.payCodes.days.map(({ date, ...day }) => ({ ...day, localDate: date })),
    },
  };
}

/**
 * Stored figures of any version as today's MonthFigures. A row that matches no schema was not
 * written by this server: that is an error to look into, never figures to guess at.
 */
export function readKeptFigures(json: unknown): MonthFigures {
  const parsed = stored.safeParse(json);
  if (!parsed.success) {
    throw new Error(`kept month figures match no stored version: ${parsed.error.message}`);
  }
  return parsed.data;
}
