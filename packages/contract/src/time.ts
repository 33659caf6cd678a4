import { z } from 'zod';
import { dayFields, inDayRange } from './calendar-day';
import { defineCall } from './call';
import {
  chosenId,
  DATE_TIME_MESSAGE,
  optionalLine,
  requiredDateTime,
  requiredLine,
} from './fields';
import { IDEMPOTENCY_KEY } from './idempotency';
import { id, idOut } from './ids';

/** An instant as the API answers it: ISO 8601 in UTC, with `Z` (docs/calculations.md#time-and-time-zones). */
export const instantOut = z.iso.datetime();

const dateTime = requiredDateTime(DATE_TIME_MESSAGE);

/**
 * A date-time a form may leave empty (docs/calculations.md#time-and-time-zones): missing, null, '' and only spaces are none
 * (null); anything else must be a date-time, with or without an offset.
 */
export const optionalDateTime = optionalLine(40).superRefine((value, ctx) => {
  if (value === null) return;
  // The required field's first complaint: no date-time, or one outside the working range.
  const issue = dateTime.safeParse(value).error?.issues[0];
  if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
});
dayFields.add(optionalDateTime, { kind: 'working', shape: 'dateTime' });

/**
 * `?startDate&endDate`: records whose clock-in lies in [startDate, endDate).
 * Either may be left out; without an offset a bound is the company's wall-clock time.
 */
export const periodQuery = z.object({ startDate: optionalDateTime, endDate: optionalDateTime });

export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const TIME_RECORD_SOURCES = ['kiosk', 'manual'] as const;

export const TIME_MESSAGES = {
  /** The kiosk's fixed text (docs/screens.md#kiosk). */
  phoneNumber: 'Vul het telefoonnummer in.',
  phoneNumberInvalid: 'Ongeldig telefoonnummer. Gebruik bijvoorbeeld 06 12 34 56 78.',
  unknownPhoneNumber:
    'Dit telefoonnummer is niet bekend bij dit bedrijf. Vraag je leidinggevende om het toe te voegen.',
  noCompany: 'Dit account hoort niet bij een bedrijf, dus er kan niet mee worden geklokt.',
  recordId: 'Kies een registratie.',
  recordIds: 'Kies één of meer registraties.',
  tooManyRecordIds: 'Kies hoogstens 500 registraties tegelijk.',
  recordsNotFound:
    'Niet alle gekozen registraties zijn gevonden. Laad de lijst opnieuw en probeer het nog eens.',
  approvalStatus: 'Kies Approved (goedkeuren) of Rejected (afkeuren).',
  /** A bulk decision met a marked registration that it did not name in reviewedIds. */
  markedForReview:
    'Deze registratie is gemarkeerd om na te kijken en wordt niet zomaar met de andere beslist. Lees de opmerking en beslis haar apart.',
  noClockOut:
    'Deze registratie heeft nog geen uitkloktijd en kan daarom niet worden goedgekeurd. Laat de medewerker een urencorrectie aanvragen en keur die eerst goed, of vul de uitkloktijd zelf in met Tijden wijzigen.',
  employeeId: 'Kies een medewerker.',
  companyId: 'Selecteer eerst een bedrijf',
  clockInTime: 'Vul de inkloktijd in.',
  clockOutTime: 'Vul de uitkloktijd in.',
  clockOutBeforeClockIn: 'De uitkloktijd moet na de inkloktijd liggen.',
  inFuture: 'Dit tijdstip ligt in de toekomst. Voer alleen gewerkte tijd in.',
  tooLong:
    'Een registratie duurt hoogstens 24 uur. Voer langere periodes als aparte registraties in.',
  alreadyOpen: 'Deze medewerker is al ingeklokt; er kan maar één open registratie zijn.',
  tappedAt:
    'Geef het moment van de tik als datum en tijd met tijdzone, bijvoorbeeld 2026-11-23T09:02:00Z.',
  tappedAtFuture:
    'Het moment van de tik ligt in de toekomst. Controleer de klok van de kiosk en probeer het opnieuw.',
  idempotencyKey: 'Ongeldige idempotencyKey: 16 tot 64 tekens, alleen letters, cijfers, - en _.',
  idempotencyKeyReused:
    'Deze idempotencyKey is al gebruikt voor een andere tik. Maak voor elke tik een nieuwe sleutel.',
} as const;

/** A date-time with seconds and its offset ('Z', '+01:00'): the moment a tablet recorded a tap. */
const dateTimeWithOffset = z.iso.datetime({ offset: true });

/** When a queued tap happened: a date-time with its offset, within the working days. */
const tappedAt = optionalLine(40).refine(
  (value) =>
    value === null || (dateTimeWithOffset.safeParse(value).success && inDayRange('working', value)),
  TIME_MESSAGES.tappedAt,
);
dayFields.add(tappedAt, { kind: 'working', shape: 'dateTime' });

/** A key the kiosk makes for each tap: URL-safe, long enough to be unique without coordination. */

/** A registration as the lists show it. */
export const timeRecordItem = z.object({
  recordId: idOut,
  companyId: idOut,
  employee: z.object({
    employeeId: idOut,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  clockInTime: instantOut,
  /** Null while the employee is clocked in (or forgot to clock out). */
  clockOutTime: instantOut.nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  rejectionReason: z.string().nullable(),
  /** 'kiosk' for a tap at the clock-in screen, 'manual' for a manager's entry. */
  source: z.enum(TIME_RECORD_SOURCES),
  /**
   * A kiosk tap marked this registration for review: it arrived more than 12 hours late, out of
   * order, or in a closed month. Cleared when the registration is approved or rejected. Always
   * sent; optional for clients written before it existed.
   */
  needsReview: z.boolean().optional(),
  /** Why it was marked (kept after the decision); null when it never was. */
  reviewNote: z.string().nullable().optional(),
});
export type TimeRecordItem = z.infer<typeof timeRecordItem>;

/**
 * POST /api/time/clock body: the number typed on the kiosk's keypad. A kiosk
 * that queued the tap while offline also sends the moment of the tap (`tappedAt`, with its
 * offset) and the key it made for it (`idempotencyKey`): the same key again answers the first
 * answer and registers nothing (docs/offline-kiosk.md).
 */
export const clockBody = z.object({
  phoneNumber: requiredLine(TIME_MESSAGES.phoneNumber, 40),
  tappedAt,
  idempotencyKey: optionalLine(64).refine(
    (value) => value === null || IDEMPOTENCY_KEY.test(value),
    TIME_MESSAGES.idempotencyKey,
  ),
});
export type ClockInput = z.output<typeof clockBody>;
/** The body as the kiosk sends it. */
export type ClockBody = z.input<typeof clockBody>;

export const CLOCK_ACTIONS = ['clockIn', 'clockOut', 'alreadyClockedIn'] as const;

/**
 * The kiosk's answer: `message` is the Dutch sentence the screen shows and reads out
 * ("Sanne is ingeklokt om 09:02."); the other fields say the same for a screen of its own.
 */
export const clockAnswer = z.object({
  message: z.string(),
  action: z.enum(CLOCK_ACTIONS),
  /** The first name only: the kiosk stands in a public place (docs/roles-and-policies.md#roles). */
  firstName: z.string(),
  /** 'HH:mm' on the company's clock: the moment the message names. */
  time: z.string(),
  /** That moment as an instant: the clock-in, or on clock-out the clock-out. */
  at: instantOut,
  /** Whole minutes between clock-in and clock-out, on clock-out only. */
  workedMinutes: z.int().nullable(),
  /**
   * The tap was stored and marked for a manager's review (late, out of order, or in a closed
   * month); `reviewNote` says why and `message` says so too. Always sent; optional for clients
   * written before it existed.
   */
  needsReview: z.boolean().optional(),
  reviewNote: z.string().nullable().optional(),
});
export type ClockAnswer = z.infer<typeof clockAnswer>;

/**
 * POST /api/time/clock: the employee of the kiosk's company with this phone
 * number clocks in (a new Pending registration) or out (the open one), at `tappedAt` or now. A
 * second tap within a minute of clocking in does not clock out. Unknown number: 404 with a Dutch
 * message. A tappedAt more than 2 minutes ahead of the server: 400. A reused idempotencyKey with
 * another phone number or moment: 409. A replayed answer carries `Idempotent-Replayed: true`.
 */
export const clockCall = defineCall({
  method: 'POST',
  path: '/time/clock',
  summary: 'In- of uitklokken met een telefoonnummer (kiosk)',
  tags: ['tijdregistratie'],
  body: clockBody,
  status: 200,
  response: clockAnswer,
  errors: [400, 401, 403, 404, 409, 429],
});

/**
 * PUT /api/time/update-approval-status body (docs/screens.md#hours-report). The screen sends
 * rejectionReason 'Reason not provided' with a rejection; it is kept with the record.
 */
export const approvalBody = z.object({
  recordId: chosenId(TIME_MESSAGES.recordId),
  approvalStatus: z.enum(['Approved', 'Rejected'], { error: TIME_MESSAGES.approvalStatus }),
  rejectionReason: optionalLine(500),
});

/** Approves or rejects a registration; answers it as the list shows it. */
export const updateApprovalCall = defineCall({
  method: 'PUT',
  path: '/time/update-approval-status',
  summary: 'Registratie goedkeuren of afkeuren',
  tags: ['tijdregistratie'],
  body: approvalBody,
  status: 200,
  response: timeRecordItem,
  errors: [400, 401, 403, 404, 409],
});

/** How many registrations one bulk decision may name: a month of a large restaurant fits. */
export const MAX_BULK_RECORDS = 500;

/**
 * PUT /api/time/approvals body: one decision for several registrations ("Alles goedkeuren" for
 * the filtered view). Ids named twice count once. A registration marked for review
 * (`needsReview`) is decided only when it is named in `reviewedIds` as well: the caller read its
 * note and means it (docs/offline-kiosk.md#for-the-managers); an id there that is not among
 * `recordIds` decides nothing.
 */
export const bulkApprovalBody = z.object({
  recordIds: z
    .array(id, { error: TIME_MESSAGES.recordIds })
    .min(1, TIME_MESSAGES.recordIds)
    .max(MAX_BULK_RECORDS, TIME_MESSAGES.tooManyRecordIds),
  reviewedIds: z
    .array(id, { error: TIME_MESSAGES.recordIds })
    .max(MAX_BULK_RECORDS, TIME_MESSAGES.tooManyRecordIds)
    .default([]),
  approvalStatus: z.enum(['Approved', 'Rejected'], { error: TIME_MESSAGES.approvalStatus }),
  rejectionReason: optionalLine(500),
});
export type BulkApprovalInput = z.output<typeof bulkApprovalBody>;

/** What a bulk decision changed: the registrations it changed, and the ids already so. */
export const bulkApprovalAnswer = z.object({
  approvalStatus: z.enum(['Approved', 'Rejected']),
  changed: z.array(timeRecordItem),
  unchangedIds: z.array(idOut),
});
export type BulkApprovalAnswer = z.infer<typeof bulkApprovalAnswer>;

/**
 * Approves or rejects several registrations at once, all or none: one that may not be decided
 * (out of reach 404, without a clock-out for an approval 409, in a closed month 409, marked for
 * review and not in reviewedIds 409) refuses the whole call and changes nothing. Each change is
 * audited as a single decision is.
 */
export const bulkApprovalCall = defineCall({
  method: 'PUT',
  path: '/time/approvals',
  summary: 'Meerdere registraties tegelijk goedkeuren of afkeuren',
  tags: ['tijdregistratie'],
  body: bulkApprovalBody,
  idempotent: true,
  status: 200,
  response: bulkApprovalAnswer,
  errors: [400, 401, 403, 404, 409],
});

/**
 * One registration as the employee's own overview shows it: the registration, the clock-out
 * that approved corrections make of it (docs/calculations.md#corrections), and the time it stands for.
 */
export const workedHoursItem = timeRecordItem.extend({
  /** The clock-out the reports use: the approved correction's, else the registered one. */
  effectiveClockOutTime: instantOut.nullable(),
  /** The approved correction that set it; null when none applies. */
  correctionId: idOut.nullable(),
  /** Seconds from clock-in to the effective clock-out; null without one. */
  workedSeconds: z.int().nullable(),
  /** The same with the break deducted (docs/calculations.md#breaks); null without a clock-out. */
  netSeconds: z.int().nullable(),
});
export type WorkedHoursItem = z.infer<typeof workedHoursItem>;

/** GET /api/time/company/{companyId}: the registrations, by clock-in,
 * with the clock-out the reports use (an approved correction's, marked by its id). */
export const timeRecordsOfCompanyCall = defineCall({
  method: 'GET',
  path: '/time/company/:companyId',
  summary: 'Tijdregistraties van een bedrijf (optioneel ?startDate&endDate)',
  tags: ['tijdregistratie'],
  params: z.object({ companyId: id }),
  query: periodQuery,
  status: 200,
  response: z.array(workedHoursItem),
  errors: [400, 401, 403, 404],
});

/**
 * GET /api/time/worked-hours/{employeeId}: an employee's registrations, by
 * clock-in, optionally in [startDate, endDate). Staff read their own; reviewers anyone's in reach.
 */
export const workedHoursCall = defineCall({
  method: 'GET',
  path: '/time/worked-hours/:employeeId',
  summary: 'Gewerkte uren van een medewerker (optioneel ?startDate&endDate)',
  tags: ['tijdregistratie'],
  params: z.object({ employeeId: id }),
  query: periodQuery,
  status: 200,
  response: z.array(workedHoursItem),
  errors: [400, 401, 403, 404],
});

/**
 * POST /api/time/records body (docs/api-conventions.md): a manager enters a missing registration. Without an
 * offset the times are the company's wall clock; without a clock-out the employee is clocked in.
 */
export const manualRecordBody = z.object({
  employeeId: chosenId(TIME_MESSAGES.employeeId),
  companyId: chosenId(TIME_MESSAGES.companyId),
  clockInTime: requiredDateTime(TIME_MESSAGES.clockInTime),
  clockOutTime: optionalDateTime,
});
export type ManualRecordInput = z.output<typeof manualRecordBody>;

/** Enters a registration (Pending, source 'manual'); answers it as the list shows it. */
export const createTimeRecordCall = defineCall({
  method: 'POST',
  path: '/time/records',
  summary: 'Ontbrekende registratie invoeren (in afwachting van goedkeuring)',
  tags: ['tijdregistratie'],
  body: manualRecordBody,
  idempotent: true,
  status: 201,
  response: timeRecordItem,
  errors: [400, 401, 403, 404, 409],
});

/**
 * PUT /api/time/records/{recordId} body: a manager sets the times of a registration (a clock-out
 * that was forgotten, a wrong clock-in). Both times are required: an edit leaves a registration
 * closed. Without an offset the times are the company's wall clock.
 */
export const editRecordBody = z.object({
  clockInTime: requiredDateTime(TIME_MESSAGES.clockInTime),
  clockOutTime: requiredDateTime(TIME_MESSAGES.clockOutTime),
});
export type EditRecordInput = z.output<typeof editRecordBody>;

/**
 * Changes the times of a registration of an open month. The registration returns to Pending (a
 * decision was about the old times), the change is audited with before and after, and the rules
 * of a manual entry apply: worked time only, at most 24 hours, no overlap. Closed month: 409.
 */
export const editTimeRecordCall = defineCall({
  method: 'PUT',
  path: '/time/records/:recordId',
  summary: 'Tijden van een registratie wijzigen (weer in afwachting van goedkeuring)',
  tags: ['tijdregistratie'],
  params: z.object({ recordId: id }),
  body: editRecordBody,
  status: 200,
  response: timeRecordItem,
  errors: [400, 401, 403, 404, 409],
});
