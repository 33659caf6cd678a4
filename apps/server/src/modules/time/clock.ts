import { type ClockAnswer, type ClockInput, TIME_MESSAGES } from '@klokwerk/contract/time';
import { monthName } from '@klokwerk/domain/dutch-calendar';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { normalizePhoneNumber } from '@klokwerk/domain/phone-number';
import { recordAudit } from '../../audit/audit-log';
import { AppError } from '../../http/errors';
import { instantOf } from '../../http/instants';
import type { TenantContext } from '../../tenancy/tenant-context';
import { closedMonthAmong } from '../month-closing/guard';
import { uniqueViolation } from '../registration/unique-violation';
import * as message from './clock-message';
import * as repo from './repository';

/** Taps per kiosk account per minute: a shift change of thirty people fits with room to spare. */
export const CLOCK_TAPS_PER_MINUTE = 60;

/** A second tap this soon after clocking in is a double tap, not a clock-out. */
export const DOUBLE_TAP_MS = 60_000;

/**
 * A registration open this long belongs to an earlier shift whose clock-out was forgotten: no
 * shift lasts 16 hours, and the next shift rarely starts sooner after the last one began.
 */
export const FORGOTTEN_AFTER_MS = 16 * 60 * 60 * 1000;

/** How far a tablet's clock may run ahead of the server's before its tap is refused. */
export const CLOCK_SKEW_MS = 2 * 60_000;

/** A tap that reaches the server later than this is applied but marked for review. */
export const LATE_AFTER_MS = 12 * 60 * 60 * 1000;

/** How long an idempotency key and its answer are kept (a queue resends within minutes). */
export const KEY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const OPEN_RECORD_INDEX = 'time_records_one_open_key';

/** The answer, and whether it is the stored answer to an earlier tap with the same key. */
export interface ClockOutcome {
  answer: ClockAnswer;
  replayed: boolean;
}

/**
 * POST /api/time/clock: the kiosk's tap (spec part 1 §7, DESIGN §3 and §6; issue 10 for the
 * offline kiosk). A tap with an idempotency key that was answered before gets that answer again
 * and changes nothing. Otherwise the employee of the caller's own company with this phone number
 * is found and the tap applied at its own moment (`tappedAt`, or now); see applyTap.
 */
export async function clock(
  ctx: TenantContext,
  now: Date,
  input: ClockInput,
): Promise<ClockOutcome> {
  const phoneNumber = normalizePhoneNumber(input.phoneNumber);
  if (phoneNumber === null) {
    throw new AppError('VALIDATION', TIME_MESSAGES.phoneNumberInvalid, 'phoneNumber');
  }
  // The offset makes the zone irrelevant; the contract has already required one.
  const tappedAt = input.tappedAt === null ? null : instantOf(input.tappedAt, 'UTC', 'tappedAt');
  const key = input.idempotencyKey;
  const fingerprint = `${phoneNumber}|${tappedAt?.getTime() ?? ''}`;
  if (key !== null) {
    await repo.lockClockRequest(ctx, key);
    const earlier = await repo.clockRequest(ctx, key);
    if (earlier) {
      // Another kiosk's key, or this key with another tap: never somebody else's answer.
      if (earlier.userId !== ctx.actor.userId || earlier.fingerprint !== fingerprint) {
        throw new AppError('CONFLICT', TIME_MESSAGES.idempotencyKeyReused, 'idempotencyKey');
      }
      return { answer: earlier.answer, replayed: true };
    }
  }
  if (tappedAt && tappedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new AppError('VALIDATION', TIME_MESSAGES.tappedAtFuture, 'tappedAt');
  }
  // A tablet a little ahead of the server taps "now": nothing is registered in the future.
  const moment = tappedAt && tappedAt < now ? tappedAt : now;

  const companyId = ctx.actor.companyId;
  if (companyId === null) throw new AppError('NOT_FOUND', TIME_MESSAGES.noCompany);
  const employee = await repo.employeeByPhone(ctx, companyId, phoneNumber);
  if (!employee) throw new AppError('NOT_FOUND', TIME_MESSAGES.unknownPhoneNumber, 'phoneNumber');

  const answer = await applyTap(ctx, employee, moment, now);
  if (key !== null) {
    await repo.saveClockRequest(
      ctx,
      { idempotencyKey: key, fingerprint, answer },
      now,
      new Date(now.getTime() - KEY_RETENTION_MS),
    );
  }
  return { answer, replayed: false };
}

/**
 * Applies a tap at `moment` (received at `now`) and toggles:
 * - not clocked in: a new Pending registration from the moment (source kiosk);
 * - clocked in less than a minute before: nothing, "al ingeklokt" (a double tap);
 * - clocked in earlier: the open registration is closed at the moment;
 * - clocked in 16 hours before or more: that clock-out was forgotten. The old registration is
 *   closed at its own clock-in (no hours, so nothing is paid that nobody worked; a correction
 *   for that day supplies the real clock-out, DESIGN §5) and a new one opens: whoever taps the
 *   morning after a forgotten clock-out is starting a shift, not ending one.
 * A tap that arrives more than 12 hours after its moment is applied so, and the registration it
 * opened or closed is marked for review. A tap that cannot toggle without rewriting what came
 * after it or what a closed month froze (older than the employee's latest registered moment; in
 * a closed month; or closing a registration of a closed month) is kept as a registration of its
 * own, from and to its moment (no hours), marked for review: never dropped, never guessed.
 * Taps of one employee are serialised (an advisory lock); the one-open-record index is the
 * second wall, and running into it answers "al ingeklokt" too.
 */
async function applyTap(
  ctx: TenantContext,
  employee: repo.EmployeeOfCompany,
  moment: Date,
  now: Date,
): Promise<ClockAnswer> {
  const { firstName, timeZone } = employee;
  const when = (at: Date) => `${formatDate(at, timeZone)} ${formatTime(at, timeZone)}`;
  const answer = (
    action: ClockAnswer['action'],
    at: Date,
    text: string,
    workedMinutes: number | null = null,
    reviewNote: string | null = null,
  ): ClockAnswer => ({
    message: text,
    action,
    firstName,
    time: formatTime(at, timeZone),
    at: at.toISOString(),
    workedMinutes,
    needsReview: reviewNote !== null,
    reviewNote,
  });
  const alreadyIn = (clockIn: Date) =>
    answer(
      'alreadyClockedIn',
      clockIn,
      message.alreadyClockedIn(firstName, formatTime(clockIn, timeZone)),
    );

  await repo.lockClockOf(ctx, employee.employeeId);
  const open = await repo.openRecordOf(ctx, employee.employeeId);
  const latest = await repo.latestMomentOf(ctx, employee.employeeId);
  const closedAtMoment = await closedMonthAmong(ctx, employee.companyId, timeZone, [moment]);
  const closedOpen = open
    ? await closedMonthAmong(ctx, employee.companyId, timeZone, [open.clockInTime])
    : null;

  let keepNote: string | null = null;
  if (closedAtMoment) {
    keepNote = message.closedMonthNote(
      when(moment),
      monthName(closedAtMoment.year, closedAtMoment.month),
    );
  } else if (latest && moment < latest) {
    keepNote = message.outOfOrderNote(when(moment), when(latest));
  } else if (open && closedOpen) {
    keepNote = message.openInClosedMonthNote(
      when(moment),
      when(open.clockInTime),
      monthName(closedOpen.year, closedOpen.month),
    );
  }
  if (keepNote !== null) {
    await repo.insertRecord(ctx, {
      employeeId: employee.employeeId,
      companyId: employee.companyId,
      clockInTime: moment,
      clockOutTime: moment,
      source: 'kiosk',
      reviewNote: keepNote,
    });
    const text = message.storedForReview(
      firstName,
      formatDate(moment, timeZone),
      formatTime(moment, timeZone),
    );
    return answer(open ? 'clockOut' : 'clockIn', moment, text, null, keepNote);
  }

  const lateNote =
    now.getTime() - moment.getTime() > LATE_AFTER_MS
      ? message.lateNote(when(moment), when(now))
      : null;
  const openFor = open ? moment.getTime() - open.clockInTime.getTime() : 0;
  if (open && openFor < DOUBLE_TAP_MS) return alreadyIn(open.clockInTime);
  if (open && openFor < FORGOTTEN_AFTER_MS) {
    await repo.closeRecord(ctx, open.recordId, moment, lateNote ?? undefined);
    const minutes = Math.floor(openFor / 60_000);
    let text = message.clockedOut(firstName, formatTime(moment, timeZone), minutes);
    if (lateNote) text += ` ${message.MARKED_FOR_REVIEW}`;
    return answer('clockOut', moment, text, minutes, lateNote);
  }

  let text = message.clockedIn(firstName, formatTime(moment, timeZone));
  if (open) {
    await repo.closeRecord(ctx, open.recordId, open.clockInTime);
    await recordAudit(ctx, {
      action: 'time.record.forgotten-clock-out',
      entity: 'time_record',
      entityId: open.recordId,
      details: { clockInTime: open.clockInTime.toISOString(), closedAt: moment.toISOString() },
    });
    text += ` ${message.forgottenClockOut(formatDate(open.clockInTime, timeZone), formatTime(open.clockInTime, timeZone))}`;
  }
  if (lateNote) text += ` ${message.MARKED_FOR_REVIEW}`;
  try {
    // A savepoint, so that running into the index leaves the transaction usable.
    await ctx.tx.transaction((tx) =>
      repo.insertRecord(
        { ...ctx, tx },
        {
          employeeId: employee.employeeId,
          companyId: employee.companyId,
          clockInTime: moment,
          clockOutTime: null,
          source: 'kiosk',
          ...(lateNote ? { reviewNote: lateNote } : {}),
        },
      ),
    );
  } catch (error) {
    if (uniqueViolation(error) !== OPEN_RECORD_INDEX) throw error;
    const other = await repo.openRecordOf(ctx, employee.employeeId);
    if (!other) throw error;
    return alreadyIn(other.clockInTime);
  }
  return answer('clockIn', moment, text, null, lateNote);
}
