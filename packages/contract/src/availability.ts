import { z } from 'zod';
import { defineCall } from './call';
import { chosenId, requiredDateTime } from './fields';
import { id, idOut } from './ids';
import { endsAfterStart } from './schedules';
import { instantOut, optionalDateTime } from './time';

/** Longest availability entry in hours: the screen enters one per day (docs/decisions/012). */
export const MAX_AVAILABILITY_HOURS = 24;

/** Texts of the availability screen (docs/screens.md#availability, the first four verbatim). */
export const AVAILABILITY_MESSAGES = {
  past: 'Kan geen datums in het verleden selecteren',
  atLeastOneDate: 'Selecteer minstens één datum',
  ids: 'Werknemer- of bedrijfs-ID ontbreekt',
  endAfterStart: 'Eindtijd moet na starttijd liggen',
  startTime: 'Vul de starttijd in.',
  endTime: 'Vul de eindtijd in.',
  available: 'Kies Beschikbaar of Niet beschikbaar.',
  tooLong: `Een beschikbaarheid duurt hoogstens ${MAX_AVAILABILITY_HOURS} uur. Vul elke dag apart in.`,
  periodEnd: 'Het einde van de periode (end) moet na het begin (start) liggen.',
  notAnEmployee:
    'Dit account hoort niet bij een medewerker, dus er kan geen beschikbaarheid mee worden ingevuld.',
  replace: 'Kies of de bestaande beschikbaarheid vervangen mag worden (ja of nee).',
} as const;

/**
 * The 409 answer when an entry would overlap another of the same person: the existing entry in
 * the company's clock, and the question the screen asks before it sends `replace: true`.
 */
export function overlapMessage(existing: { date: string; start: string; end: string }): string {
  return `Op ${existing.date} staat al beschikbaarheid van ${existing.start} tot ${existing.end}. Wil je die vervangen?`;
}

/** An availability record with the employee's name for the roster's side panel. */
export const availabilityItem = z.object({
  id: idOut,
  employeeId: idOut,
  companyId: idOut,
  startTime: instantOut,
  endTime: instantOut,
  available: z.boolean(),
  employee: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type AvailabilityItem = z.infer<typeof availabilityItem>;

/** An entry's times and choice, as a new entry and a change send them. */
const entryFields = {
  startTime: requiredDateTime(AVAILABILITY_MESSAGES.startTime),
  endTime: requiredDateTime(AVAILABILITY_MESSAGES.endTime),
  available: z.boolean({ error: AVAILABILITY_MESSAGES.available }),
  /** Replace the same person's entries this one overlaps; without it an overlap is a 409. */
  replace: z.boolean({ error: AVAILABILITY_MESSAGES.replace }).default(false),
};

/** An entry's body, which must end after it starts (a 400 naming endTime otherwise). */
function endingAfterStart<T extends z.ZodType<{ startTime: string; endTime: string }>>(body: T) {
  return body.refine((value) => endsAfterStart(value.startTime, value.endTime) !== false, {
    message: AVAILABILITY_MESSAGES.endAfterStart,
    path: ['endTime'],
  });
}

/**
 * POST /api/availability body: ids as text or numbers, times as
 * `yyyy-MM-ddTHH:mm:ss`, the company's wall clock (docs/data-model.md).
 */
export const availabilityBody = endingAfterStart(
  z.object({
    employeeId: chosenId(AVAILABILITY_MESSAGES.ids),
    companyId: chosenId(AVAILABILITY_MESSAGES.ids),
    ...entryFields,
  }),
);
export type AvailabilityInput = z.output<typeof availabilityBody>;
/** The body as the availability screen sends it. */
export type AvailabilityBody = z.input<typeof availabilityBody>;

/**
 * PUT /api/availability/{id} body: the corrected times (the same wall-clock form as a new
 * entry) and choice; `replace` as for a new entry.
 */
export const availabilityChangeBody = endingAfterStart(z.object(entryFields));
export type AvailabilityChangeInput = z.output<typeof availabilityChangeBody>;
export type AvailabilityChangeBody = z.input<typeof availabilityChangeBody>;

/**
 * `?start&end` (spec: month boundaries, `yyyy-MM-ddTHH:mm:ss`): the entries that overlap
 * [start, end), in the company's wall clock without an offset. Either may be left out.
 */
export const availabilityPeriodQuery = z.object({
  start: optionalDateTime,
  end: optionalDateTime,
});

/**
 * POST /api/availability: one's own availability for one date (the screen
 * makes one call per selected date). Not for past dates, by the company's calendar.
 */
export const createAvailabilityCall = defineCall({
  method: 'POST',
  path: '/availability',
  summary: 'Eigen beschikbaarheid opgeven',
  tags: ['beschikbaarheid'],
  body: availabilityBody,
  idempotent: true,
  status: 201,
  response: availabilityItem,
  errors: [400, 401, 403, 404, 409],
});

/**
 * PUT /api/availability/{id}: correct an entry. One's own, or, for the planners
 * (availability.view), any employee's of a company in reach (audited). Anyone else's is 404.
 */
export const updateAvailabilityCall = defineCall({
  method: 'PUT',
  path: '/availability/:id',
  summary: 'Beschikbaarheid wijzigen',
  tags: ['beschikbaarheid'],
  params: z.object({ id }),
  body: availabilityChangeBody,
  status: 200,
  response: availabilityItem,
  errors: [400, 401, 403, 404, 409],
});

/** DELETE /api/availability/{id}: remove an entry; who may, as for the change. */
export const deleteAvailabilityCall = defineCall({
  method: 'DELETE',
  path: '/availability/:id',
  summary: 'Beschikbaarheid verwijderen',
  tags: ['beschikbaarheid'],
  params: z.object({ id }),
  status: 200,
  response: z.object({ id: idOut }),
  errors: [400, 401, 403, 404],
});

/**
 * GET /api/availability/company/{companyId}?start&end: the availability of a
 * company's employees that are not archived, by start time (the planners' side panel).
 */
export const availabilityOfCompanyCall = defineCall({
  method: 'GET',
  path: '/availability/company/:companyId',
  summary: 'Beschikbaarheid van een bedrijf (optioneel ?start&end)',
  tags: ['beschikbaarheid'],
  params: z.object({ companyId: id }),
  query: availabilityPeriodQuery,
  status: 200,
  response: z.array(availabilityItem),
  errors: [400, 401, 403, 404],
});

/**
 * GET /api/availability/{employeeId}/{companyId}?start&end: one employee's,
 * by start time. One's own for everyone the route admits; any employee of a company in reach
 * for the planners. Anyone else's is 404.
 */
export const availabilityOfEmployeeCall = defineCall({
  method: 'GET',
  path: '/availability/:employeeId/:companyId',
  summary: 'Beschikbaarheid van een medewerker (optioneel ?start&end)',
  tags: ['beschikbaarheid'],
  params: z.object({ employeeId: id, companyId: id }),
  query: availabilityPeriodQuery,
  status: 200,
  response: z.array(availabilityItem),
  errors: [400, 401, 403, 404],
});
