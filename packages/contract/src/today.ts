import { z } from 'zod';
import { defineCall } from './call';
import { id, idOut } from './ids';
import { LEAVE_TYPES } from './leave';
import { instantOut } from './time';

/**
 * A registration that has run this long without a clock-out no longer says someone is in: it
 * is a forgotten clock-out (12 hours, the longest shift the Arbeidstijdenwet allows).
 */
export const PRESENT_AT_MOST_HOURS = 12;
/** How far back the board looks for registrations left open. */
export const OPEN_LOOKBACK_DAYS = 7;

const person = { employeeId: idOut, firstName: z.string(), lastName: z.string() };

/**
 * GET /api/today/company/{companyId}: "Vandaag", today in the company's time zone. Who is in
 * (clocked in, with the time), who is planned today and not in yet (`late` once the shift has
 * begun), who left today, registrations left open, who is on leave or sick, and what waits for
 * a decision.
 */
export const todayBoard = z.object({
  companyId: idOut,
  /** Today's date in the company's zone, 'yyyy-mm-dd'. */
  date: z.string(),
  timeZone: z.string(),
  present: z.array(
    z.object({
      ...person,
      recordId: idOut,
      clockInTime: instantOut,
      shiftStart: instantOut.nullable(),
    }),
  ),
  expected: z.array(
    z.object({
      ...person,
      scheduleId: idOut,
      startTime: instantOut,
      endTime: instantOut,
      late: z.boolean(),
    }),
  ),
  left: z.array(
    z.object({ ...person, recordId: idOut, clockInTime: instantOut, clockOutTime: instantOut }),
  ),
  /** Registrations without a clock-out that began before today's shifts could (see above). */
  open: z.array(z.object({ ...person, recordId: idOut, clockInTime: instantOut })),
  /** Who is on approved leave today (part of the day: its times on the company's clock). */
  onLeave: z.array(
    z.object({
      ...person,
      leaveId: idOut,
      type: z.enum(LEAVE_TYPES),
      /** The last day of the leave, `yyyy-mm-dd`. */
      endDate: z.string(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
    }),
  ),
  /** Who is sick today: an open sick report, or one that ends later today. */
  sick: z.array(z.object({ ...person, sickReportId: idOut, sickFrom: instantOut })),
  /** Registrations waiting for approval. */
  pendingRegistrations: z.int(),
  /** Correction requests waiting for a decision. */
  pendingCorrections: z.int(),
  /** Leave requests waiting for a decision. */
  pendingLeave: z.int(),
});
export type TodayBoard = z.infer<typeof todayBoard>;

export const todayCall = defineCall({
  method: 'GET',
  path: '/today/company/:companyId',
  summary: 'Vandaag: wie is er, wie wordt verwacht, wie is afwezig, wat ligt open',
  tags: ['vandaag'],
  params: z.object({ companyId: id }),
  status: 200,
  response: todayBoard,
  errors: [400, 401, 403, 404],
});
