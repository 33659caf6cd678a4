import { type ClockAnswer, TIME_MESSAGES } from '@klokwerk/contract/time';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { normalizePhoneNumber } from '@klokwerk/domain/phone-number';
import { recordAudit } from '../../audit/audit-log';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
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

const OPEN_RECORD_INDEX = 'time_records_one_open_key';

/**
 * POST /api/time/clock: the kiosk's tap (spec part 1 §7, DESIGN §3 and §6). Finds the employee
 * of the caller's own company by phone number and toggles:
 * - not clocked in: a new Pending registration from now (source kiosk);
 * - clocked in less than a minute ago: nothing, "al ingeklokt" (a double tap);
 * - clocked in earlier: the open registration is closed now;
 * - clocked in 16 hours ago or more: that clock-out was forgotten. The old registration is
 *   closed at its own clock-in (no hours, so nothing is paid that nobody worked; a correction
 *   for that day supplies the real clock-out, DESIGN §5) and a new one opens now: whoever taps
 *   the morning after a forgotten clock-out is starting a shift, not ending one.
 * Taps of one employee are serialised (an advisory lock); the one-open-record index is the
 * second wall, and running into it answers "al ingeklokt" too.
 */
export async function clock(
  ctx: TenantContext,
  now: Date,
  phoneInput: string,
): Promise<ClockAnswer> {
  const phoneNumber = normalizePhoneNumber(phoneInput);
  if (phoneNumber === null) {
    throw new AppError('VALIDATION', TIME_MESSAGES.phoneNumberInvalid, 'phoneNumber');
  }
  const companyId = ctx.actor.companyId;
  if (companyId === null) throw new AppError('NOT_FOUND', TIME_MESSAGES.noCompany);
  const employee = await repo.employeeByPhone(ctx, companyId, phoneNumber);
  if (!employee) throw new AppError('NOT_FOUND', TIME_MESSAGES.unknownPhoneNumber, 'phoneNumber');

  const { firstName, timeZone } = employee;
  const answer = (
    action: ClockAnswer['action'],
    at: Date,
    text: string,
    workedMinutes: number | null = null,
  ): ClockAnswer => ({
    message: text,
    action,
    firstName,
    time: formatTime(at, timeZone),
    at: at.toISOString(),
    workedMinutes,
  });
  const alreadyIn = (clockIn: Date) =>
    answer(
      'alreadyClockedIn',
      clockIn,
      message.alreadyClockedIn(firstName, formatTime(clockIn, timeZone)),
    );

  await repo.lockClockOf(ctx, employee.employeeId);
  const open = await repo.openRecordOf(ctx, employee.employeeId);
  const openFor = open ? now.getTime() - open.clockInTime.getTime() : 0;
  if (open && openFor < DOUBLE_TAP_MS) return alreadyIn(open.clockInTime);
  if (open && openFor < FORGOTTEN_AFTER_MS) {
    await repo.closeRecord(ctx, open.recordId, now);
    const minutes = Math.floor(openFor / 60_000);
    return answer(
      'clockOut',
      now,
      message.clockedOut(firstName, formatTime(now, timeZone), minutes),
      minutes,
    );
  }

  let text = message.clockedIn(firstName, formatTime(now, timeZone));
  if (open) {
    await repo.closeRecord(ctx, open.recordId, open.clockInTime);
    await recordAudit(ctx, {
      action: 'time.record.forgotten-clock-out',
      entity: 'time_record',
      entityId: open.recordId,
      details: { clockInTime: open.clockInTime.toISOString(), closedAt: now.toISOString() },
    });
    text += ` ${message.forgottenClockOut(formatDate(open.clockInTime, timeZone), formatTime(open.clockInTime, timeZone))}`;
  }
  try {
    // A savepoint, so that running into the index leaves the transaction usable.
    await ctx.tx.transaction((tx) =>
      repo.insertRecord(
        { ...ctx, tx },
        {
          employeeId: employee.employeeId,
          companyId: employee.companyId,
          clockInTime: now,
          clockOutTime: null,
          source: 'kiosk',
        },
      ),
    );
  } catch (error) {
    if (uniqueViolation(error) !== OPEN_RECORD_INDEX) throw error;
    const other = await repo.openRecordOf(ctx, employee.employeeId);
    if (!other) throw error;
    return alreadyIn(other.clockInTime);
  }
  return answer('clockIn', now, text);
}
