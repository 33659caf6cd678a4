import { z } from 'zod';
import { optionalDay } from './calendar-day';
import { defineCall } from './call';
import { chosenId, requiredDateTime } from './fields';
import { id, idOut } from './ids';
import { instantOut } from './time';

/**
 * How far ahead a sick report or a recovery may be dated: a call in the evening about tomorrow
 * is registered at once, a later date is a plan, not a report.
 */
export const SICKNESS_AHEAD_HOURS = 24;

/** How far ahead of today an open sick period's planned shifts are listed, in days. */
export const SICK_SHIFTS_AHEAD_DAYS = 28;

export const SICKNESS_MESSAGES = {
  employeeId: 'Kies een medewerker.',
  sickFrom: 'Vul in vanaf wanneer de medewerker ziek is.',
  recoveredAt: 'Vul in vanaf wanneer de medewerker weer beter is.',
  tooFarAhead: `Een ziek- of hersteldmelding ligt hoogstens ${SICKNESS_AHEAD_HOURS} uur in de toekomst.`,
  recoveredBeforeSick: 'De hersteldmelding moet na het begin van de ziekte liggen.',
  alreadyRecovered: 'Deze medewerker is al hersteld gemeld.',
  overlap:
    'Deze medewerker was in die periode al ziekgemeld. Kies een begin na de vorige hersteldmelding.',
  date: 'Kies een geldige datum (jjjj-mm-dd).',
  periodEnd: 'De einddatum van de periode (to) moet op of na de begindatum (from) liggen.',
} as const;

/** 400: a sick report dated before the employment began ('dd-mm-jjjj'). */
export function sickBeforeStartMessage(firstName: string, day: string): string {
  return `${firstName} is pas in dienst vanaf ${day}: een ziekmelding kan niet eerder beginnen.`;
}

/** The 409 answer when the employee has an open sick report already (one at a time). */
export function alreadySickMessage(firstName: string, since: string): string {
  return `${firstName} is al ziekgemeld sinds ${since}. Meld ${firstName} eerst hersteld.`;
}

/**
 * A sick report: who, from when, until when (null while sick) and who registered it. Nothing
 * medical: no reason, no diagnosis, no free text (docs/decisions/025). The planned shifts in
 * the period are read with it, never copied.
 */
export const sickReportItem = z.object({
  sickReportId: idOut,
  companyId: idOut,
  employeeId: idOut,
  firstName: z.string(),
  lastName: z.string(),
  sickFrom: instantOut,
  recoveredAt: instantOut.nullable(),
  reportedByName: z.string().nullable(),
  recoveryReportedByName: z.string().nullable(),
  /**
   * The employee's published shifts in the period (of an open period: up to
   * SICK_SHIFTS_AHEAD_DAYS after today), by start.
   */
  shifts: z.array(z.object({ scheduleId: idOut, startTime: instantOut, endTime: instantOut })),
});
export type SickReportItem = z.infer<typeof sickReportItem>;

/** POST /api/sickness/report body: whose, and from when (the company's wall clock or an offset). */
export const sickReportBody = z.object({
  employeeId: chosenId(SICKNESS_MESSAGES.employeeId),
  sickFrom: requiredDateTime(SICKNESS_MESSAGES.sickFrom),
});
export type SickReportInput = z.output<typeof sickReportBody>;

/** POST /api/sickness/report: a ziekmelding. One open report per employee (409 otherwise). */
export const reportSickCall = defineCall({
  method: 'POST',
  path: '/sickness/report',
  summary: 'Ziekmelding van een medewerker',
  tags: ['ziekte'],
  body: sickReportBody,
  idempotent: true,
  status: 201,
  response: sickReportItem,
  errors: [400, 401, 403, 404, 409],
});

export const recoveryBody = z.object({
  recoveredAt: requiredDateTime(SICKNESS_MESSAGES.recoveredAt),
});

/** PUT /api/sickness/{sickReportId}/recover: the hersteldmelding of an open report. */
export const reportRecoveryCall = defineCall({
  method: 'PUT',
  path: '/sickness/:sickReportId/recover',
  summary: 'Hersteldmelding van een medewerker',
  tags: ['ziekte'],
  params: z.object({ sickReportId: id }),
  body: recoveryBody,
  status: 200,
  response: sickReportItem,
  errors: [400, 401, 403, 404, 409],
});

const optionalDate = optionalDay('working', SICKNESS_MESSAGES.date);

/**
 * `?from&to`: the reports whose period touches the days from `from` to `to` (both included;
 * either may be left out). An open report touches every day from its start.
 */
export const sicknessListQuery = z
  .object({ from: optionalDate, to: optionalDate })
  .refine((value) => value.from === null || value.to === null || value.to >= value.from, {
    message: SICKNESS_MESSAGES.periodEnd,
    path: ['to'],
  });

/** GET /api/sickness/company/{companyId}: the company's sick reports, open ones first. */
export const sicknessOfCompanyCall = defineCall({
  method: 'GET',
  path: '/sickness/company/:companyId',
  summary: 'Ziekmeldingen van een bedrijf (optioneel ?from&to)',
  tags: ['ziekte'],
  params: z.object({ companyId: id }),
  query: sicknessListQuery,
  status: 200,
  response: z.array(sickReportItem),
  errors: [400, 401, 403, 404],
});
