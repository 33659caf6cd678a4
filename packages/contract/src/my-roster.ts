import { z } from 'zod';
import { defineCall } from './call';
import { correctionItem } from './corrections';
import { idOut } from './ids';
import { instantOut, workedHoursItem } from './time';

/** How far ahead Mijn rooster lists shifts, in days (docs/decisions/024). */
export const MY_SHIFTS_DAYS = 28;

/** How many of my correction requests Mijn uren shows. */
export const MY_CORRECTIONS = 10;

export const MY_MESSAGES = {
  notAnEmployee:
    'Dit account hoort niet bij een medewerker, dus er is geen eigen rooster en er zijn geen eigen uren.',
} as const;

/** One of my next shifts: where, when, and who else works then (first names only). */
export const myShiftItem = z.object({
  scheduleId: idOut,
  companyId: idOut,
  companyName: z.string(),
  startTime: instantOut,
  endTime: instantOut,
  /** Colleagues whose shift of the same company overlaps this one, by first name. */
  colleagues: z.array(z.object({ firstName: z.string() })),
});
export type MyShiftItem = z.infer<typeof myShiftItem>;

/**
 * GET /api/me/shifts: the signed-in employee's shifts that have not ended yet, for the next
 * MY_SHIFTS_DAYS days, by start; never anyone else's.
 */
export const myShiftsCall = defineCall({
  method: 'GET',
  path: '/me/shifts',
  summary: 'Mijn rooster: mijn volgende diensten, met collega’s (voornamen)',
  tags: ['mijn rooster'],
  status: 200,
  response: z.object({ timeZone: z.string(), shifts: z.array(myShiftItem) }),
  errors: [401, 403, 404],
});

/**
 * GET /api/me/hours: the signed-in employee's registrations of this month so far (the company's
 * calendar), with the hours they stand for once approved corrections are applied, and their
 * latest correction requests.
 */
export const myHoursCall = defineCall({
  method: 'GET',
  path: '/me/hours',
  summary: 'Mijn uren: mijn registraties van deze maand tot nu',
  tags: ['mijn rooster'],
  status: 200,
  response: z.object({
    year: z.int(),
    month: z.int(),
    timeZone: z.string(),
    /** Seconds worked in finished registrations (before the break). */
    workedSeconds: z.int(),
    /** The same with the break deducted per registration. */
    netSeconds: z.int(),
    /** Registrations still waiting for a manager's decision. */
    pendingCount: z.int(),
    /** Whether I am clocked in now. */
    clockedIn: z.boolean(),
    registrations: z.array(workedHoursItem),
    /** My latest correction requests (MY_CORRECTIONS at most), newest requested time first. */
    corrections: z.array(correctionItem),
  }),
  errors: [401, 403, 404],
});
