import { z } from 'zod';
import type { MonthFigures } from '../month-figures/figures';

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
export type KeptFigures = z.infer<typeof keptV2>;

/** Any stored shape, read as today's figures. */
const stored = z.union([
  keptV2.transform(
    (kept): MonthFigures => ({
      hours: kept.hours,
      wageCost: kept.wageCost,
      paidDays: kept.paidDays.map(({ localDate, ...day }) => ({ ...day, date: localDate })),
    }),
  ),
  keptV1.transform(
    (kept): MonthFigures => ({
      hours: kept.hours,
      wageCost: kept.wageCost,
      paidDays: kept.paidDays,
    }),
  ),
]);

/** The figures as a closing stores them now (the latest version). */
export function keptFiguresOf(figures: MonthFigures): KeptFigures {
  return {
    version: 2,
    hours: figures.hours,
    wageCost: figures.wageCost,
    paidDays: figures.paidDays.map(({ date, ...day }) => ({ ...day, localDate: date })),
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
