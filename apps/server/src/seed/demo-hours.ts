import {
  addDays,
  compareDates,
  firstOfMonth,
  type LocalDate,
  localDateOf,
  localTimeToInstant,
} from '@klokwerk/domain/local-date';
import type { ApprovalStatus, CorrectionStatus } from '../db/schema/index';
import type { PlannedShift } from './demo-roster';
import type { Random } from './random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface PlannedRecord {
  employeeId: number;
  companyId: number;
  clockIn: Date;
  clockOut: Date | null;
  status: ApprovalStatus;
  rejectionReason: string | null;
  reviewedBy: number | null;
  reviewedAt: Date | null;
  /** The shift it belongs to; null for a stray registration. Not stored. */
  shift: PlannedShift | null;
  /** Left open because the employee forgot to clock out (not because they are at work). */
  forgotten: boolean;
}

export interface HoursInput {
  shifts: readonly PlannedShift[];
  now: Date;
  today: LocalDate;
  timeZone: string;
  random: Random;
  /** Their last shift before today stays without a clock-out. */
  forgotToClockOut: ReadonlySet<number>;
  /** Who approves a company's hours. */
  reviewerOf: (companyId: number) => number;
}

function earliest(a: Date, b: Date): Date {
  return a < b ? a : b;
}

/** Managers review in the office: the next morning between 09:00 and 11:00, if that has come. */
function nextMorning(moment: Date, now: Date, timeZone: string, random: Random): Date {
  const day = addDays(localDateOf(moment, timeZone), 1);
  return earliest(now, localTimeToInstant(day, 9 * 60 + random.int(0, 120), timeZone));
}

/** Most people clock in a few minutes early; some come up to 20 minutes late. */
function clockInFor(shift: PlannedShift, random: Random): Date {
  const minutes = random.chance(0.8) ? -random.int(0, 10) : random.int(1, 20);
  return new Date(shift.start.getTime() + minutes * MINUTE + random.int(0, 59) * 1000);
}

function clockOutFor(shift: PlannedShift, random: Random): Date {
  return new Date(shift.end.getTime() + random.int(-15, 15) * MINUTE + random.int(0, 59) * 1000);
}

/**
 * Kiosk registrations for every shift that has started. Last month is approved (so a first
 * report shows figures); this month is approved except for the last few days, which wait
 * for review. Someone at work now has an open record; so do those who forgot to clock out,
 * and no one has two (the one-open-record index).
 */
export function planTimeRecords(input: HoursInput): PlannedRecord[] {
  const { now, today, timeZone, random } = input;
  const monthStart = localTimeToInstant(firstOfMonth(today), 0, timeZone);
  const reviewFrom = addDays(today, -3);
  const pendingFrom = localTimeToInstant(
    compareDates(reviewFrom, firstOfMonth(today)) < 0 ? firstOfMonth(today) : reviewFrom,
    0,
    timeZone,
  );

  const records: PlannedRecord[] = [];
  for (const shift of input.shifts) {
    if (shift.start >= now) continue;
    const clockIn = clockInFor(shift, random);
    // Late and not here yet.
    if (clockIn > now) continue;
    const out = clockOutFor(shift, random);
    const clockOut = out <= now ? out : null;
    const pending = clockOut === null || clockIn >= pendingFrom;
    records.push({
      employeeId: shift.employeeId,
      companyId: shift.companyId,
      clockIn,
      clockOut,
      status: pending ? 'Pending' : 'Approved',
      rejectionReason: null,
      reviewedBy: null,
      reviewedAt: null,
      shift,
      forgotten: false,
    });
  }

  for (const employeeId of input.forgotToClockOut) {
    const last = records.filter((r) => r.employeeId === employeeId).at(-1);
    if (!last?.shift || last.clockOut === null) continue;
    const sameMonth = last.clockIn >= monthStart;
    const beforeToday = compareDates(localDateOf(last.clockIn, timeZone), today) < 0;
    // Six hours after the shift's end it is clear the clock-out was forgotten, not late.
    const longGone = last.shift.end.getTime() <= now.getTime() - 6 * HOUR;
    if (sameMonth && beforeToday && longGone) {
      last.clockOut = null;
      last.status = 'Pending';
      last.forgotten = true;
    }
  }

  const stray = strayRegistration(records, monthStart, random);
  if (stray) records.push(stray);

  for (const record of records) {
    if (record.status === 'Pending' || record.clockOut === null) continue;
    record.reviewedBy = input.reviewerOf(record.companyId);
    record.reviewedAt = nextMorning(record.clockOut, now, timeZone, random);
  }
  return records.sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime());
}

/**
 * A second, one-minute registration straight after a clock-out (pressed twice at the kiosk),
 * which the manager rejected: shows the Rejected state without losing anyone's hours.
 */
function strayRegistration(
  records: readonly PlannedRecord[],
  monthStart: Date,
  random: Random,
): PlannedRecord | null {
  const candidates = records.filter(
    (r) => r.status === 'Approved' && r.clockOut !== null && r.clockIn >= monthStart,
  );
  if (candidates.length === 0) return null;
  const original = random.pick(candidates);
  if (original.clockOut === null) return null;
  const clockIn = new Date(original.clockOut.getTime() + 2 * MINUTE);
  return {
    employeeId: original.employeeId,
    companyId: original.companyId,
    clockIn,
    clockOut: new Date(clockIn.getTime() + MINUTE),
    status: 'Rejected',
    rejectionReason: 'Dubbele registratie: direct na het uitklokken opnieuw ingeklokt.',
    reviewedBy: null,
    reviewedAt: null,
    shift: null,
    forgotten: false,
  };
}

export interface PlannedCorrection {
  employeeId: number;
  companyId: number;
  requestedTime: Date;
  reason: string;
  status: CorrectionStatus;
  rejectionReason: string | null;
  reviewedBy: number | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

export interface CorrectionRequest {
  employeeId: number;
  status: CorrectionStatus;
  /** Which of the employee's finished records: an older one or the latest. */
  pick: 'older' | 'latest';
  /** Minutes from the recorded clock-out to the asked-for one. */
  shiftMinutes: readonly [number, number];
  reason: string;
  rejectionReason?: string;
  reviewedBy?: number;
}

/**
 * Corrections as employees file them at the kiosk. requestedTime falls on the calendar day of
 * the record's clock-out, so the reports match it to that record (docs/calculations.md#shift-matching); for a record
 * without a clock-out it is just after the shift's end, within 24 hours of the clock-in.
 */
export function planCorrections(input: {
  records: readonly PlannedRecord[];
  requests: readonly CorrectionRequest[];
  now: Date;
  timeZone: string;
  random: Random;
}): PlannedCorrection[] {
  const { now, timeZone, random } = input;
  const corrections: PlannedCorrection[] = [];

  for (const request of input.requests) {
    const offset = random.int(request.shiftMinutes[0], request.shiftMinutes[1]) * MINUTE;
    const fitting = input.records.filter((r): r is PlannedRecord & { clockOut: Date } => {
      if (r.employeeId !== request.employeeId || r.clockOut === null || r.shift === null) {
        return false;
      }
      const wanted = new Date(r.clockOut.getTime() + offset);
      const sameDay = compareDates(
        localDateOf(wanted, timeZone),
        localDateOf(r.clockOut, timeZone),
      );
      return sameDay === 0 && wanted <= now;
    });
    const record =
      request.pick === 'latest' ? fitting.at(-1) : fitting[Math.floor(fitting.length / 4)];
    if (!record) continue;
    const requestedTime = new Date(record.clockOut.getTime() + offset);
    // Filed at the kiosk just after the later of the clock-out and the time asked for.
    const filedFrom = Math.max(record.clockOut.getTime(), requestedTime.getTime());
    const createdAt = earliest(now, new Date(filedFrom + random.int(1, 20) * MINUTE));
    corrections.push(
      filed(request, record.companyId, requestedTime, createdAt, timeZone, random, now),
    );
  }

  for (const record of input.records) {
    if (!record.forgotten || record.shift === null) continue;
    const requestedTime = new Date(record.shift.end.getTime() + random.int(2, 12) * MINUTE);
    // Noticed the next morning, from home.
    const createdAt = nextMorning(record.shift.end, now, timeZone, random);
    const request: CorrectionRequest = {
      employeeId: record.employeeId,
      status: 'PENDING',
      pick: 'latest',
      shiftMinutes: [0, 0],
      reason: 'Vergeten uit te klokken na mijn dienst.',
    };
    corrections.push(
      filed(request, record.companyId, requestedTime, createdAt, timeZone, random, now),
    );
  }
  return corrections.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function filed(
  request: CorrectionRequest,
  companyId: number,
  requestedTime: Date,
  createdAt: Date,
  timeZone: string,
  random: Random,
  now: Date,
): PlannedCorrection {
  const reviewed = request.status !== 'PENDING';
  return {
    employeeId: request.employeeId,
    companyId,
    requestedTime,
    reason: request.reason,
    status: request.status,
    rejectionReason: request.status === 'REJECTED' ? (request.rejectionReason ?? null) : null,
    reviewedBy: reviewed ? (request.reviewedBy ?? null) : null,
    reviewedAt: reviewed ? nextMorning(createdAt, now, timeZone, random) : null,
    createdAt,
  };
}
