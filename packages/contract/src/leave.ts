import { formatDate, formatTime } from '@klokwerk/domain/format';
import { LEAVE_TYPE_RULES } from '@klokwerk/domain/leave-types';
import { z } from 'zod';
import { optionalDay, requiredDay } from './calendar-day';
import { defineCall } from './call';
import { optionalLine, requiredParagraph } from './fields';
import { id, idOut } from './ids';
import { paragraph } from './text';
import { instantOut } from './time';

/**
 * The kinds of leave as the API names them, in capitals like its statuses; the domain's rules
 * (docs/leave-and-hours-balance.md#leave-types) name the same kinds in lower case.
 */
export const LEAVE_TYPES = ['VAKANTIE', 'BIJZONDER', 'ONBETAALD'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** How the screens and the mails name each kind (the domain's labels). */
export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = {
  VAKANTIE: LEAVE_TYPE_RULES.vakantie.label,
  BIJZONDER: LEAVE_TYPE_RULES.bijzonder.label,
  ONBETAALD: LEAVE_TYPE_RULES.onbetaald.label,
};

/**
 * PENDING until a manager approves or rejects it; CANCELLED when the employee withdrew it
 * (docs/decisions/025). Only PENDING and APPROVED requests take time out of the roster.
 */
export const LEAVE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** The longest request in days: longer leave is asked for in parts. */
export const MAX_LEAVE_DAYS = 366;

/** How many of my own requests Mijn rooster lists, newest first. */
export const MY_LEAVE_REQUESTS = 50;

export const LEAVE_MESSAGES = {
  type: 'Kies een soort verlof: vakantie, bijzonder verlof of onbetaald verlof.',
  startDate: 'Vul de eerste verlofdag in.',
  endDate: 'Vul de laatste verlofdag in.',
  date: 'Kies een geldige datum (jjjj-mm-dd).',
  time: 'Kies een geldige tijd (uu:mm).',
  endBeforeStart: 'De laatste verlofdag moet op of na de eerste liggen.',
  tooLong: `Een aanvraag beslaat hoogstens ${MAX_LEAVE_DAYS} dagen. Vraag langer verlof in delen aan.`,
  startTime: 'Vul ook de begintijd in, of laat beide tijden leeg voor hele dagen.',
  endTime: 'Vul ook de eindtijd in, of laat beide tijden leeg voor hele dagen.',
  partDayOneDay:
    'Verlof voor een deel van de dag valt op één dag: de laatste verlofdag is dan dezelfde als de eerste.',
  endTimeAfterStart: 'De eindtijd moet na de begintijd liggen.',
  notAnEmployee:
    'Dit account hoort niet bij een medewerker, dus er kan geen verlof mee worden aangevraagd.',
  rejectionReason: 'Vul een reden voor de afwijzing in.',
  status: 'Kies een status: PENDING, APPROVED, REJECTED of CANCELLED.',
  periodEnd: 'De einddatum van de periode (to) moet op of na de begindatum (from) liggen.',
  notPending:
    'Deze aanvraag is al beoordeeld of ingetrokken; alleen een aanvraag in behandeling kan worden goedgekeurd of afgewezen.',
  ownDecision:
    'Je eigen verlofaanvraag beoordeelt een andere leidinggevende of de eigenaar, niet jijzelf.',
  noWorth:
    'Deze dagen zijn 0 uur verlof waard: volgens het contract zijn het geen werkdagen (weekend, een vrije feestdag of buiten het contract). Kies de werkdagen waarop je vrij wilt.',
  notCancellable:
    'Deze aanvraag kan niet meer worden ingetrokken: alleen een aanvraag in behandeling, of goedgekeurd verlof dat nog niet is begonnen.',
} as const;

/** 400: leave on days before the employment began, or after it ended ('dd-mm-jjjj'). */
export function outsideEmploymentMessage(side: 'start' | 'end', day: string): string {
  return side === 'start'
    ? `Verlof kan pas vanaf de eerste dag in dienst, ${day}. Kies dagen vanaf die dag.`
    : `Verlof kan tot en met de laatste dag in dienst, ${day}. Kies dagen tot en met die dag.`;
}

/**
 * The 409 answer when a request overlaps another of the same employee that is pending or
 * approved: which one, in the company's calendar.
 */
export function leaveOverlapMessage(existing: {
  startDate: string;
  endDate: string;
  status: 'PENDING' | 'APPROVED';
}): string {
  const days =
    existing.startDate === existing.endDate
      ? `op ${existing.startDate}`
      : `van ${existing.startDate} tot en met ${existing.endDate}`;
  const state = existing.status === 'APPROVED' ? 'goedgekeurd verlof' : 'een verlofaanvraag';
  return `Er is al ${state} ${days}. Kies andere dagen, of trek die aanvraag eerst in.`;
}

/** Who is away, and when, as a roster warning names them. */
export interface AbsenceWarning {
  name: string;
  /** The day of the shift it is about. */
  day: Date;
  timeZone: string;
  /** Part of a day: its times; null for whole days (and for sickness). */
  part: { start: Date; end: Date } | null;
}

/**
 * Warnings, not refusals, on a shift in approved leave or in a sick period: the roster's
 * blocks and the answer to a shift that is planned there, in the style of the availability
 * warning ('Emma Jansen heeft verlof op 09-12-2026.').
 */
export const ABSENCE_WARNINGS = {
  onLeave: ({ name, day, timeZone, part }: AbsenceWarning) =>
    part
      ? `${name} heeft verlof op ${formatDate(day, timeZone)} van ${formatTime(part.start, timeZone)} tot ${formatTime(part.end, timeZone)}.`
      : `${name} heeft verlof op ${formatDate(day, timeZone)}.`,
  sick: ({ name, day, timeZone }: AbsenceWarning) =>
    `${name} is ziekgemeld op ${formatDate(day, timeZone)}.`,
} as const;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A leave day a form must fill in, `yyyy-mm-dd`; `message` when it is missing. */
const requiredDate = (message: string) => requiredDay('working', message, LEAVE_MESSAGES.date);

/** A leave day a query may leave out. */
const optionalDate = optionalDay('working', LEAVE_MESSAGES.date);

/** A wall-clock time a form may leave empty, `HH:mm`. */
const optionalTime = optionalLine(5).refine(
  (value) => value === null || TIME.test(value),
  LEAVE_MESSAGES.time,
);

const DAY_MS = 86_400_000;
const daysFrom = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / DAY_MS;

/**
 * POST /api/leave/requests body: whole days from startDate to endDate (both included), or part
 * of one day with startTime and endTime (the company's wall clock, `HH:mm`). The minutes it is
 * worth are the server's to work out (docs/calculations.md#leave-requests).
 */
export const leaveRequestBody = z
  .object({
    type: z.enum(LEAVE_TYPES, { error: LEAVE_MESSAGES.type }),
    startDate: requiredDate(LEAVE_MESSAGES.startDate),
    /** Left out for part of a day (or one whole day): the same day as startDate. */
    endDate: optionalDate,
    startTime: optionalTime,
    endTime: optionalTime,
    note: paragraph()
      .trim()
      .max(500, 'mag hoogstens 500 tekens lang zijn')
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, ctx) => {
    const endDate = value.endDate ?? value.startDate;
    const issue = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (daysFrom(value.startDate, endDate) < 0) issue(LEAVE_MESSAGES.endBeforeStart, 'endDate');
    else if (daysFrom(value.startDate, endDate) >= MAX_LEAVE_DAYS) {
      issue(LEAVE_MESSAGES.tooLong, 'endDate');
    }
    if (value.startTime === null && value.endTime !== null) {
      issue(LEAVE_MESSAGES.startTime, 'startTime');
    }
    if (value.startTime !== null && value.endTime === null)
      issue(LEAVE_MESSAGES.endTime, 'endTime');
    if (value.startTime !== null && value.endTime !== null) {
      if (endDate !== value.startDate) issue(LEAVE_MESSAGES.partDayOneDay, 'endDate');
      if (value.endTime <= value.startTime) issue(LEAVE_MESSAGES.endTimeAfterStart, 'endTime');
    }
  });
export type LeaveRequestInput = z.output<typeof leaveRequestBody>;
export type LeaveRequestBody = z.input<typeof leaveRequestBody>;

/** A leave request as the lists show it. */
export const leaveItem = z.object({
  leaveId: idOut,
  companyId: idOut,
  employeeId: idOut,
  firstName: z.string(),
  lastName: z.string(),
  type: z.enum(LEAVE_TYPES),
  /** The first and the last day, `yyyy-mm-dd` in the company's calendar. */
  startDate: z.string(),
  endDate: z.string(),
  /** Part of a day: its wall-clock times (`HH:mm`); null for whole days. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** The period it takes out of the roster, as instants. */
  startsAt: instantOut,
  endsAt: instantOut,
  /** What it is worth in whole minutes (docs/calculations.md#leave-requests). */
  minutes: z.int().min(0),
  note: z.string().nullable(),
  status: z.enum(LEAVE_STATUSES),
  createdAt: instantOut,
  /** When and by whom it was approved or rejected. */
  decidedAt: instantOut.nullable(),
  decidedByName: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  cancelledAt: instantOut.nullable(),
});
export type LeaveItem = z.infer<typeof leaveItem>;

/** POST /api/leave/requests: my own request, PENDING. */
export const requestLeaveCall = defineCall({
  method: 'POST',
  path: '/leave/requests',
  summary: 'Verlof aanvragen (voor jezelf)',
  tags: ['verlof'],
  body: leaveRequestBody,
  idempotent: true,
  status: 201,
  response: leaveItem,
  errors: [400, 401, 403, 404, 409],
});

/** GET /api/me/leave: my requests, newest first day first (MY_LEAVE_REQUESTS at most). */
export const myLeaveCall = defineCall({
  method: 'GET',
  path: '/me/leave',
  summary: 'Mijn verlofaanvragen',
  tags: ['verlof'],
  status: 200,
  response: z.object({ timeZone: z.string(), requests: z.array(leaveItem) }),
  errors: [401, 403, 404],
});

const leaveIdParams = z.object({ leaveId: id });

/**
 * PUT /api/leave/requests/{leaveId}/cancel: I withdraw my own request while it is pending, or
 * my approved leave before it begins (docs/decisions/025).
 */
export const cancelLeaveCall = defineCall({
  method: 'PUT',
  path: '/leave/requests/:leaveId/cancel',
  summary: 'Eigen verlofaanvraag intrekken',
  tags: ['verlof'],
  params: leaveIdParams,
  status: 200,
  response: leaveItem,
  errors: [400, 401, 403, 404, 409],
});

/**
 * `?status&from&to`: the requests of one status (all when left out) that touch the days from
 * `from` to `to` (both included, either may be left out).
 */
export const leaveListQuery = z
  .object({
    status: z.enum(LEAVE_STATUSES, { error: LEAVE_MESSAGES.status }).nullish(),
    from: optionalDate,
    to: optionalDate,
  })
  .refine((value) => value.from === null || value.to === null || value.to >= value.from, {
    message: LEAVE_MESSAGES.periodEnd,
    path: ['to'],
  });

/** GET /api/leave/company/{companyId}: the company's requests, by first day. */
export const leaveOfCompanyCall = defineCall({
  method: 'GET',
  path: '/leave/company/:companyId',
  summary: 'Verlofaanvragen van een bedrijf (optioneel ?status&from&to)',
  tags: ['verlof'],
  params: z.object({ companyId: id }),
  query: leaveListQuery,
  status: 200,
  response: z.array(leaveItem),
  errors: [400, 401, 403, 404],
});

/** PUT /api/leave/requests/{leaveId}/approve: a PENDING request (409 otherwise). */
export const approveLeaveCall = defineCall({
  method: 'PUT',
  path: '/leave/requests/:leaveId/approve',
  summary: 'Verlofaanvraag goedkeuren',
  tags: ['verlof'],
  params: leaveIdParams,
  status: 200,
  response: leaveItem,
  errors: [400, 401, 403, 404, 409],
});

export const rejectLeaveBody = z.object({
  rejectionReason: requiredParagraph(LEAVE_MESSAGES.rejectionReason, 1000),
});

/** PUT /api/leave/requests/{leaveId}/reject: a PENDING request, with a reason that is not blank. */
export const rejectLeaveCall = defineCall({
  method: 'PUT',
  path: '/leave/requests/:leaveId/reject',
  summary: 'Verlofaanvraag afwijzen (met reden)',
  tags: ['verlof'],
  params: leaveIdParams,
  body: rejectLeaveBody,
  status: 200,
  response: leaveItem,
  errors: [400, 401, 403, 404, 409],
});
