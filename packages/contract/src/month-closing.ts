import { monthName } from '@klokwerk/domain/dutch-calendar';
import { z } from 'zod';
import { auditActor } from './audit';
import { defineCall } from './call';
import { chosenId, requiredParagraph, wholeNumber } from './fields';
import { idOut } from './ids';
import { instantOut } from './time';

export const MONTH_MESSAGES = {
  companyId: 'Selecteer eerst een bedrijf',
  year: 'Kies een jaar (2000 tot en met 2100).',
  month: 'Kies een maand (1 tot en met 12).',
  reason: 'Vul de reden in waarom de maand wordt heropend.',
  notEnded: 'Deze maand is nog niet voorbij en kan daarom nog niet worden afgesloten.',
  alreadyClosed: 'Deze maand is al afgesloten.',
  notClosed: 'Deze maand is niet afgesloten, dus er valt niets te heropenen.',
} as const;

/** 409 on closing while registrations of the month still wait for a decision. */
export function pendingRecordsMessage(count: number): string {
  return count === 1
    ? 'Er wacht nog 1 registratie van deze maand op goedkeuring. Keur die eerst goed of af; daarna kan de maand worden afgesloten.'
    : `Er wachten nog ${count} registraties van deze maand op goedkeuring. Keur ze eerst goed of af; daarna kan de maand worden afgesloten.`;
}

/**
 * 409 for any change to what lies in a closed month, whichever call makes it: the one answer
 * of the month lock (docs/calculations.md#month-closing).
 */
export function monthClosedMessage(year: number, month: number): string {
  return `De maand ${monthName(year, month)} is afgesloten: wat in die maand valt (rooster, registraties, urencorrecties, verlof, ziekte, contracturen en loonkosten) kan niet meer worden gewijzigd, tot de eigenaar, HR of de accountant de maand heropent.`;
}

/**
 * The company and calendar month a monthly call names (the reports, closing a month, the
 * payroll export). The server works out the month's bounds in the company's time zone.
 */
export function monthOfCompany() {
  return {
    companyId: chosenId(MONTH_MESSAGES.companyId),
    year: wholeNumber(MONTH_MESSAGES.year, 2000, 2100),
    month: wholeNumber(MONTH_MESSAGES.month, 1, 12),
  };
}

export const monthQuery = z.object(monthOfCompany());
export type MonthOfCompany = z.output<typeof monthQuery>;

/**
 * Whether a month is closed, and its last closing and reopening. Not closed and never closed:
 * everything null. Reopened: `closed` false with the closing it undid and the reason.
 */
export const monthState = z.object({
  closed: z.boolean(),
  closedAt: instantOut.nullable(),
  closedBy: auditActor.nullable(),
  reopenedAt: instantOut.nullable(),
  reopenedBy: auditActor.nullable(),
  /** Why it was reopened. */
  reason: z.string().nullable(),
});
export type MonthState = z.infer<typeof monthState>;

/** One closing of the month, and its reopening if there was one. */
export const monthClosingEvent = z.object({
  closingId: idOut,
  closedAt: instantOut,
  closedBy: auditActor.nullable(),
  reopenedAt: instantOut.nullable(),
  reopenedBy: auditActor.nullable(),
  reason: z.string().nullable(),
});

export const monthStatus = monthState.extend({
  companyId: idOut,
  year: z.int(),
  month: z.int(),
  /** Every closing of this month, oldest first. */
  history: z.array(monthClosingEvent),
});
export type MonthStatus = z.infer<typeof monthStatus>;

/**
 * POST /api/months/close ("Maand afsluiten"): only a month that is over and whose registrations
 * are all approved or rejected (409 naming how many are pending). From then on what lies in it
 * is frozen (its roster, registrations, corrections, leave, sickness, contract hours and
 * wage-cost total: monthClosedMessage) and its reports show the figures of the moment of
 * closing.
 */
export const closeMonthCall = defineCall({
  method: 'POST',
  path: '/months/close',
  summary: 'Maand afsluiten (bevriest wat in de maand valt en de rapportcijfers)',
  tags: ['maandafsluiting'],
  body: monthQuery,
  status: 200,
  response: monthStatus,
  errors: [400, 401, 403, 404, 409],
});

export const reopenMonthBody = z.object({
  ...monthOfCompany(),
  reason: requiredParagraph(MONTH_MESSAGES.reason, 500),
});
export type ReopenMonthInput = z.output<typeof reopenMonthBody>;

/** POST /api/months/reopen: by the same roles, with a reason that is kept. */
export const reopenMonthCall = defineCall({
  method: 'POST',
  path: '/months/reopen',
  summary: 'Afgesloten maand heropenen (met reden)',
  tags: ['maandafsluiting'],
  body: reopenMonthBody,
  status: 200,
  response: monthStatus,
  errors: [400, 401, 403, 404, 409],
});

/** GET /api/months/status?companyId&year&month. */
export const monthStatusCall = defineCall({
  method: 'GET',
  path: '/months/status',
  summary: 'Is een maand afgesloten, door wie en wanneer',
  tags: ['maandafsluiting'],
  query: monthQuery,
  status: 200,
  response: monthStatus,
  errors: [400, 401, 403, 404],
});
