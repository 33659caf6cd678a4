import { formatDate, formatTime } from '@klokwerk/domain/format';
import { parseInstant } from '@klokwerk/domain/parse-instant';
import { z } from 'zod';
import { calendarDay } from './calendar-day';
import { defineCall } from './call';
import { chosenId, requiredDateTime, requiredLine } from './fields';
import { id, idOut } from './ids';
import { complianceReport } from './labour-findings';
import { instantOut, optionalDateTime } from './time';

/** Most drafts one Rooster Bevestigen may confirm: a month of a large company's week plans. */
export const MAX_DRAFTS = 500;

/** Longest shift in hours: longer is a mistyped end date, not a shift (docs/decisions/012). */
export const MAX_SHIFT_HOURS = 24;

const DATE_TIME_WITH_OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Whether `end` lies after `start`, as far as a form can tell without the company's zone:
 * two wall-clock times compare as they read (the zone keeps their order), two times with an
 * offset as instants. A mix, or a text that is no date-time, is for the server to decide (null).
 */
export function endsAfterStart(start: string, end: string): boolean | null {
  if (DATE_TIME_WITH_OFFSET.test(start) !== DATE_TIME_WITH_OFFSET.test(end)) return null;
  const from = parseInstant(start, 'UTC');
  const to = parseInstant(end, 'UTC');
  if (!from.ok || !to.ok) return null;
  return to.instant.getTime() > from.instant.getTime();
}

/** The other shift or the unavailable time a warning names, with the company's zone. */
export interface WarningTime {
  name: string;
  startTime: Date;
  endTime: Date;
  timeZone: string;
}

function span({ startTime, endTime, timeZone }: WarningTime): string {
  return `${formatDate(startTime, timeZone)} van ${formatTime(startTime, timeZone)} tot ${formatTime(endTime, timeZone)}`;
}

/** Texts of the roster (docs/screens.md#roster, the first three verbatim) and of its warnings. */
export const SCHEDULE_MESSAGES = {
  employee: 'Selecteer een geldige medewerker',
  endAfterStart: 'Eindtijd moet na begintijd liggen',
  company: 'Selecteer eerst een bedrijf',
  startTime: 'Vul de begindatum en begintijd in.',
  endTime: 'Vul de einddatum en eindtijd in.',
  tooLong: `Een dienst duurt hoogstens ${MAX_SHIFT_HOURS} uur. Controleer de einddatum.`,
  noDrafts: 'Er zijn geen conceptdiensten om te bevestigen.',
  tooManyDrafts: `Er kunnen hoogstens ${MAX_DRAFTS} conceptdiensten tegelijk worden bevestigd. Bevestig het rooster in delen.`,
  periodEnd: 'Het einde van de periode (end) moet na het begin (start) liggen.',
  week: 'Kies een geldige datum in de week (jjjj-mm-dd).',
  day: 'Kies een geldige datum (jjjj-mm-dd).',
  sameSpan: 'Kies een andere week of dag om naartoe te kopiëren.',
  templateName: 'Geef het sjabloon een naam.',
  templateNameTaken: 'Er is al een sjabloon met deze naam. Kies een andere naam.',
  emptyWeek: 'Deze week heeft geen diensten om als sjabloon te bewaren.',
  /** 409 on creating one shift that is planned already (the same employee, start and end). */
  duplicate: 'Deze dienst staat al in het rooster: dezelfde medewerker, begin- en eindtijd.',
  /** A confirmed draft that was planned already: answered, not planned a second time. */
  alreadyPlanned: 'Deze dienst stond al in het rooster; er is geen tweede aangemaakt.',
  /** A warning, not a refusal: the shift overlaps another shift of the same employee. */
  overlap: (other: WarningTime) => `${other.name} heeft al een dienst op ${span(other)}.`,
  /** A warning, not a refusal: the shift falls in a time the employee marked unavailable. */
  unavailable: (entry: WarningTime) =>
    `${entry.name} heeft zich niet beschikbaar gemeld op ${span(entry)}.`,
} as const;

/** The employee of a shift, with what the week view shows and filters on (name, job, department). */
export const rosterEmployee = z.object({
  employeeId: idOut,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.object({ id: idOut, name: z.string() }).nullable(),
  /** The job title's category: the department filter Afdeling. */
  categoryId: idOut.nullable(),
});

/**
 * CONCEPT: planned, seen by the planners only; DEFINITIVE: published by Rooster Bevestigen,
 * seen by everyone (docs/decisions/021).
 */
export const SHIFT_STATUSES = ['CONCEPT', 'DEFINITIVE'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** A shift on the roster ("Schedule entry"); staff see definitive ones only. */
export const scheduleItem = z.object({
  scheduleId: idOut,
  status: z.enum(SHIFT_STATUSES),
  employee: rosterEmployee,
  employeeEmail: z.string(),
  companyId: idOut,
  startTime: instantOut,
  endTime: instantOut,
});
export type ScheduleItem = z.infer<typeof scheduleItem>;

/**
 * A shift just created, with warnings that do not block it (Dutch texts): an overlap with another
 * shift of the employee, or a time the employee marked unavailable.
 */
export const createdScheduleItem = scheduleItem.extend({ warnings: z.array(z.string()) });
export type CreatedScheduleItem = z.infer<typeof createdScheduleItem>;

/** The employee select: the e-mail address of a valid employee (docs/screens.md#roster). */
const employeeEmail = requiredLine(SCHEDULE_MESSAGES.employee, 254).refine(
  (value) => z.regexes.email.test(value),
  SCHEDULE_MESSAGES.employee,
);

const shiftTimes = {
  startTime: requiredDateTime(SCHEDULE_MESSAGES.startTime),
  endTime: requiredDateTime(SCHEDULE_MESSAGES.endTime),
};

function endAfterStart(value: { startTime: string; endTime: string }): boolean {
  return endsAfterStart(value.startTime, value.endTime) !== false;
}
const endAfterStartIssue = { message: SCHEDULE_MESSAGES.endAfterStart, path: ['endTime'] };

/**
 * A concept shift of the Nieuwe Dienst form. Times without an offset are the company's wall
 * clock (docs/calculations.md#time-and-time-zones); the server refuses a time in the spring-forward hour.
 */
export const shiftDraft = z
  .object({ employeeEmail, ...shiftTimes })
  .refine(endAfterStart, endAfterStartIssue);
export type ShiftDraft = z.output<typeof shiftDraft>;

/** POST /api/schedules/create body. */
export const createScheduleBody = z
  .object({ employeeEmail, companyId: chosenId(SCHEDULE_MESSAGES.company), ...shiftTimes })
  .refine(endAfterStart, endAfterStartIssue);
export type CreateScheduleInput = z.output<typeof createScheduleBody>;

/** A moved shift: its employee and times, as the Nieuwe Dienst form has them. */
export const updateScheduleBody = shiftDraft;
export type UpdateScheduleInput = z.output<typeof updateScheduleBody>;

/** POST /api/schedules/confirm body: every concept shift of one company. */
export const confirmSchedulesBody = z.object({
  companyId: chosenId(SCHEDULE_MESSAGES.company),
  drafts: z
    .array(shiftDraft, { error: SCHEDULE_MESSAGES.noDrafts })
    .min(1, SCHEDULE_MESSAGES.noDrafts)
    .max(MAX_DRAFTS, SCHEDULE_MESSAGES.tooManyDrafts),
});
export type ConfirmSchedulesInput = z.output<typeof confirmSchedulesBody>;

/**
 * `?start&end`: the shifts that overlap [start, end), so a week loads only its week and a
 * night shift from Sunday shows in Monday's early hours. Without an offset a bound is the
 * company's wall clock. Both may be left out (every shift, as the specification's call).
 */
export const rosterPeriodQuery = z.object({ start: optionalDateTime, end: optionalDateTime });

/**
 * GET /api/schedules/company/{companyId}: the shifts of employees that are not
 * archived, by start time. Staff (MEDEWERKER) read their own company's roster.
 */
export const schedulesOfCompanyCall = defineCall({
  method: 'GET',
  path: '/schedules/company/:companyId',
  summary: 'Rooster van een bedrijf (optioneel ?start&end)',
  tags: ['rooster'],
  params: z.object({ companyId: id }),
  query: rosterPeriodQuery,
  status: 200,
  response: z.array(scheduleItem),
  errors: [400, 401, 403, 404],
});

/** POST /api/schedules/create: one definitive shift, with its warnings. */
export const createScheduleCall = defineCall({
  method: 'POST',
  path: '/schedules/create',
  summary: 'Dienst aanmaken',
  tags: ['rooster'],
  body: createScheduleBody,
  idempotent: true,
  status: 201,
  response: createdScheduleItem,
  errors: [400, 401, 403, 404, 409],
});

/**
 * The answer of Rooster Bevestigen: the shifts in the drafts' order, each with its warnings,
 * and the labour-law findings of the weeks they fall in as the roster now stands.
 */
export const confirmedSchedules = z.object({
  shifts: z.array(createdScheduleItem),
  findings: complianceReport,
});
export type ConfirmedSchedules = z.infer<typeof confirmedSchedules>;

/**
 * POST /api/schedules/confirm (beyond the specification): Rooster Bevestigen creates every
 * concept shift in one transaction, all or none. A bad draft is a 400 whose field names it
 * (`drafts.2.endTime`); then nothing is created.
 */
export const confirmSchedulesCall = defineCall({
  method: 'POST',
  path: '/schedules/confirm',
  summary: 'Conceptdiensten bevestigen (alles of niets)',
  tags: ['rooster'],
  body: confirmSchedulesBody,
  idempotent: true,
  status: 201,
  response: confirmedSchedules,
  errors: [400, 401, 403, 404, 409],
});

/** DELETE /api/schedules/delete/{scheduleId}: a 409 for a shift in a closed month. */
export const deleteScheduleCall = defineCall({
  method: 'DELETE',
  path: '/schedules/delete/:scheduleId',
  summary: 'Dienst verwijderen',
  tags: ['rooster'],
  params: z.object({ scheduleId: id }),
  status: 200,
  response: z.object({ scheduleId: idOut }),
  errors: [400, 401, 403, 404, 409],
});

/**
 * POST /api/schedules/concepts (beyond the specification): a concept shift of the Nieuwe Dienst
 * form, kept on the server for every planner of the company and never shown to staff.
 */
export const createConceptCall = defineCall({
  method: 'POST',
  path: '/schedules/concepts',
  summary: 'Conceptdienst aanmaken',
  tags: ['rooster'],
  body: createScheduleBody,
  idempotent: true,
  status: 201,
  response: createdScheduleItem,
  errors: [400, 401, 403, 404, 409],
});

/**
 * PUT /api/schedules/{scheduleId} (beyond the specification): another time or employee. A
 * concept stays a concept; a changed definitive shift is mailed to its employee at once.
 */
export const updateScheduleCall = defineCall({
  method: 'PUT',
  path: '/schedules/:scheduleId',
  summary: 'Dienst verplaatsen',
  tags: ['rooster'],
  params: z.object({ scheduleId: id }),
  body: updateScheduleBody,
  status: 200,
  response: createdScheduleItem,
  errors: [400, 401, 403, 404, 409],
});

/** A roster day, `yyyy-MM-dd`, with the message a form shows. */
const rosterDay = (message: string) => calendarDay('working', message);

/** POST /api/schedules/publish body: the company and any day of the week to publish. */
export const publishWeekBody = z.object({
  companyId: chosenId(SCHEDULE_MESSAGES.company),
  week: rosterDay(SCHEDULE_MESSAGES.week),
});
export type PublishWeekInput = z.output<typeof publishWeekBody>;

/**
 * Rooster Bevestigen's answer: the concepts that became definitive (none when the week had
 * none left), the week's labour-law findings as the roster now stands, and how many employees
 * were mailed.
 */
export const publishedWeek = z.object({
  shifts: z.array(createdScheduleItem),
  findings: complianceReport,
  mailed: z.int().min(0),
});
export type PublishedWeek = z.infer<typeof publishedWeek>;

/**
 * POST /api/schedules/publish (beyond the specification): Rooster Bevestigen makes every
 * concept of the week (Monday to Sunday on the company's clock) definitive in one transaction
 * and mails each employee concerned once. A second publish finds nothing left and changes
 * nothing.
 */
export const publishWeekCall = defineCall({
  method: 'POST',
  path: '/schedules/publish',
  summary: 'Week publiceren (Rooster Bevestigen)',
  tags: ['rooster'],
  body: publishWeekBody,
  idempotent: true,
  status: 200,
  response: publishedWeek,
  errors: [400, 401, 403, 404, 409],
});

export const COPY_SPANS = ['week', 'day'] as const;

/** POST /api/schedules/copy body: a week (or day) of the roster onto another, as concepts. */
export const copyScheduleBody = z.object({
  companyId: chosenId(SCHEDULE_MESSAGES.company),
  span: z.enum(COPY_SPANS, { error: SCHEDULE_MESSAGES.day }),
  /** A day in the week (or the day) to copy. */
  from: rosterDay(SCHEDULE_MESSAGES.day),
  /** A day in the week (or the day) to copy to. */
  to: rosterDay(SCHEDULE_MESSAGES.day),
});
export type CopyScheduleInput = z.output<typeof copyScheduleBody>;

/** A shift that was not copied, and why (Dutch). */
export const skippedShift = z.object({
  employeeName: z.string(),
  startTime: instantOut,
  endTime: instantOut,
  reason: z.string(),
});
export type SkippedShift = z.infer<typeof skippedShift>;

/** What a copy or a template made: the new concepts, and the shifts left out with the reason. */
export const copiedShifts = z.object({
  created: z.array(scheduleItem),
  skipped: z.array(skippedShift),
});
export type CopiedShifts = z.infer<typeof copiedShifts>;

/**
 * POST /api/schedules/copy (beyond the specification): every shift (concept or definitive) of
 * one week or day, at the same weekday and clock time in another, as concepts. Employees who
 * left, who are not available then, or who already have that shift are skipped and listed.
 */
export const copyScheduleCall = defineCall({
  method: 'POST',
  path: '/schedules/copy',
  summary: 'Week of dag kopiëren als concept',
  tags: ['rooster'],
  body: copyScheduleBody,
  idempotent: true,
  status: 201,
  response: copiedShifts,
  errors: [400, 401, 403, 404, 409],
});

/** A week template as the list shows it. */
export const rosterTemplate = z.object({
  templateId: idOut,
  name: z.string(),
  shiftCount: z.int().min(0),
});
export type RosterTemplate = z.infer<typeof rosterTemplate>;

/** POST /api/schedules/templates body: the week (any day of it) to keep under a name. */
export const saveTemplateBody = z.object({
  companyId: chosenId(SCHEDULE_MESSAGES.company),
  name: requiredLine(SCHEDULE_MESSAGES.templateName, 100),
  week: rosterDay(SCHEDULE_MESSAGES.week),
});
export type SaveTemplateInput = z.output<typeof saveTemplateBody>;

/**
 * POST /api/schedules/templates (beyond the specification): every shift of a week, concept or
 * definitive, kept as a named template of the company. A name in use is a 409.
 */
export const saveTemplateCall = defineCall({
  method: 'POST',
  path: '/schedules/templates',
  summary: 'Week bewaren als sjabloon',
  tags: ['rooster'],
  body: saveTemplateBody,
  idempotent: true,
  status: 201,
  response: rosterTemplate,
  errors: [400, 401, 403, 404, 409],
});

/** GET /api/schedules/templates/company/{companyId}: the company's templates by name. */
export const templatesOfCompanyCall = defineCall({
  method: 'GET',
  path: '/schedules/templates/company/:companyId',
  summary: 'Roostersjablonen van een bedrijf',
  tags: ['rooster'],
  params: z.object({ companyId: id }),
  status: 200,
  response: z.array(rosterTemplate),
  errors: [400, 401, 403, 404],
});

/** POST /api/schedules/templates/{templateId}/apply body: a day of the week to plan. */
export const applyTemplateBody = z.object({ week: rosterDay(SCHEDULE_MESSAGES.week) });

/**
 * POST /api/schedules/templates/{templateId}/apply (beyond the specification): the template's
 * shifts as concepts in a week, with the same skipping as a copy.
 */
export const applyTemplateCall = defineCall({
  method: 'POST',
  path: '/schedules/templates/:templateId/apply',
  summary: 'Sjabloon toepassen op een week (als concept)',
  tags: ['rooster'],
  params: z.object({ templateId: id }),
  body: applyTemplateBody,
  idempotent: true,
  status: 201,
  response: copiedShifts,
  errors: [400, 401, 403, 404, 409],
});
