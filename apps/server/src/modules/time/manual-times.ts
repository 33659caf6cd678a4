import { TIME_MESSAGES } from '@klokwerk/contract/time';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { DAY_MS } from '@klokwerk/domain/time-records';
import { AppError } from '../../http/errors';
import { instantOf } from '../../http/instants';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';

/**
 * The times a manager enters or edits (docs/api-conventions.md#times), as instants: worked time only (nothing in
 * the future), the clock-out after the clock-in and at most 24 hours later. Without an offset a
 * time is the company's wall clock; one that does not exist that night (the clocks jump
 * forward) is refused by instantOf.
 */
export function enteredTimes(
  input: { clockInTime: string; clockOutTime: string | null },
  timeZone: string,
  now: Date,
): { clockIn: Date; clockOut: Date | null } {
  const clockIn = instantOf(input.clockInTime, timeZone, 'clockInTime');
  const clockOut =
    input.clockOutTime === null ? null : instantOf(input.clockOutTime, timeZone, 'clockOutTime');
  if (clockIn > now) throw new AppError('VALIDATION', TIME_MESSAGES.inFuture, 'clockInTime');
  if (clockOut) {
    if (clockOut <= clockIn) {
      throw new AppError('VALIDATION', TIME_MESSAGES.clockOutBeforeClockIn, 'clockOutTime');
    }
    if (clockOut > now) throw new AppError('VALIDATION', TIME_MESSAGES.inFuture, 'clockOutTime');
    if (clockOut.getTime() - clockIn.getTime() > DAY_MS) {
      throw new AppError('VALIDATION', TIME_MESSAGES.tooLong, 'clockOutTime');
    }
  }
  return { clockIn, clockOut };
}

function span(clockIn: number, clockOut: number | null, timeZone: string): string {
  const start = new Date(clockIn);
  const from = `${formatDate(start, timeZone)} ${formatTime(start, timeZone)}`;
  return clockOut === null
    ? `${from}, nog open`
    : `${from}–${formatTime(new Date(clockOut), timeZone)}`;
}

/**
 * 409 when the times share time with another registration of the employee (rejected ones aside:
 * entering the right times for a rejected registration is what manual entry is for); `except`
 * is the registration being edited.
 */
export async function assertNoOverlap(
  ctx: TenantContext,
  employeeId: number,
  times: { clockIn: Date; clockOut: Date | null },
  timeZone: string,
  except: number | null = null,
): Promise<void> {
  const overlap = await repo.overlappingRecord(
    ctx,
    employeeId,
    times.clockIn,
    times.clockOut,
    except,
  );
  if (overlap) {
    throw new AppError(
      'CONFLICT',
      `Deze registratie overlapt met een andere registratie van deze medewerker (${span(overlap.clockIn, overlap.clockOut, timeZone)}).`,
      'clockInTime',
    );
  }
}
