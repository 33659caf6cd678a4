import { type ClockAnswer, type ClockInput, TIME_MESSAGES } from '@klokwerk/contract/time';
import {
  alreadyClockedInAnswer,
  CLOCK_SKEW_MS,
  decideTap,
  type TapDecision,
} from '@klokwerk/domain/kiosk-tap';
import { normalizePhoneNumber } from '@klokwerk/domain/phone-number';
import { recordAudit } from '../../audit/audit-log';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/errors';
import { instantOf } from '../../http/instants';
import type { TenantContext } from '../../tenancy/tenant-context';
import { closedMonthsOf } from '../common/month-lock';
import { correctedClockOut, settleCorrectedClockOut } from './corrected-clock-out';
import * as repo from './repository';

/** Taps per kiosk account per minute: a shift change of thirty people fits with room to spare. */
export const CLOCK_TAPS_PER_MINUTE = 60;

/**
 * How long a tap's idempotency key and its answer are kept: a kiosk's queue may hold a tap
 * through a long outage, longer than the day every other call's key is kept.
 */
export const CLOCK_KEY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const OPEN_RECORD_INDEX = 'time_records_one_open_key';

/**
 * POST /api/time/clock: the kiosk's tap (docs/calculations.md#kiosk-tap, docs/offline-kiosk.md).
 * The employee of the caller's own company with this phone number is found and the tap applied
 * at its own moment (`tappedAt`, or now); see applyTap. A resent tap (its `idempotencyKey`) is
 * answered by the API guard, as any creating call, from the route's `idempotency` option.
 */
export async function clock(
  ctx: TenantContext,
  now: Date,
  input: ClockInput,
): Promise<ClockAnswer> {
  const phoneNumber = normalizePhoneNumber(input.phoneNumber);
  if (phoneNumber === null) {
    throw new AppError('VALIDATION', TIME_MESSAGES.phoneNumberInvalid, 'phoneNumber');
  }
  // The offset makes the zone irrelevant; the contract has already required one.
  const tappedAt = input.tappedAt === null ? null : instantOf(input.tappedAt, 'UTC', 'tappedAt');
  if (tappedAt && tappedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new AppError('VALIDATION', TIME_MESSAGES.tappedAtFuture, 'tappedAt');
  }
  // A tablet a little ahead of the server taps "now": nothing is registered in the future.
  const moment = tappedAt && tappedAt < now ? tappedAt : now;

  const companyId = ctx.actor.companyId;
  if (companyId === null) throw new AppError('NOT_FOUND', TIME_MESSAGES.noCompany);
  const employee = await repo.employeeByPhone(ctx, companyId, phoneNumber);
  if (!employee) throw new AppError('NOT_FOUND', TIME_MESSAGES.unknownPhoneNumber, 'phoneNumber');

  return applyTap(ctx, employee, moment, now);
}

/**
 * Applies a tap at `moment` (received at `now`): reads what the decision needs, lets
 * packages/domain/src/kiosk-tap.ts decide (clock in or out, a double tap, a forgotten clock-out,
 * late, out of order, a closed month, an open registration that is decided or corrected already,
 * a clock-in in the shift of a registration whose clock-out a manager filled in)
 * and writes that. Taps of one employee are serialised (an
 * advisory lock) from the first read to the commit; the one-open-record index is the second
 * wall, and running into it answers "al ingeklokt" too.
 */
async function applyTap(
  ctx: TenantContext,
  employee: repo.EmployeeOfCompany,
  moment: Date,
  now: Date,
): Promise<ClockAnswer> {
  const { employeeId, companyId, firstName, timeZone } = employee;
  await repo.lockClockOf(ctx, employeeId);
  const state = await repo.tapStateOf(ctx, employeeId);
  const open = state.open && {
    recordId: state.open.recordId,
    clockInTime: state.open.clockInTime,
    decided: state.open.approvalStatus !== 'Pending',
    correctedClockOut: await correctedClockOut(
      ctx,
      { ...state.open, employeeId, clockOutTime: null },
      timeZone,
    ),
  };
  const latest = state.latest;
  const [closedAtMoment = null, closedOpen = null] = await closedMonthsOf(
    ctx,
    companyId,
    timeZone,
    open ? [moment, open.clockInTime] : [moment],
  );
  const decision = decideTap({
    firstName,
    timeZone,
    moment,
    now,
    open,
    latest,
    closedAtMoment,
    closedOpen,
    filledIn: await repo.filledInOf(ctx, employeeId),
  });
  return writeTap(ctx, employee, decision);
}

/** Writes what the decision says and answers its answer. */
async function writeTap(
  ctx: TenantContext,
  employee: repo.EmployeeOfCompany,
  { write, answer }: TapDecision,
): Promise<ClockAnswer> {
  const { employeeId, companyId } = employee;
  switch (write.kind) {
    case 'none':
      return answer;
    case 'keepForReview':
      await repo.insertRecord(ctx, {
        employeeId,
        companyId,
        clockInTime: write.at,
        clockOutTime: write.at,
        source: 'kiosk',
        reviewNote: write.reviewNote,
      });
      return answer;
    case 'clockOut':
      await repo.closeRecord(ctx, write.recordId, write.at, write.reviewNote ?? undefined);
      return answer;
    case 'clockIn': {
      const { forgotten, settled } = write;
      if (settled) await settleCorrectedClockOut(ctx, settled.recordId, settled.clockOut);
      if (forgotten) {
        await repo.closeRecord(ctx, forgotten.recordId, forgotten.clockInTime);
        await recordAudit(ctx, {
          action: 'time.record.forgotten-clock-out',
          entity: 'time_record',
          entityId: forgotten.recordId,
          details: {
            clockInTime: forgotten.clockInTime.toISOString(),
            closedAt: write.at.toISOString(),
          },
        });
      }
      try {
        // A savepoint, so that running into the index leaves the transaction usable.
        await ctx.tx.transaction((tx) =>
          repo.insertRecord(
            { ...ctx, tx },
            {
              employeeId,
              companyId,
              clockInTime: write.at,
              clockOutTime: null,
              source: 'kiosk',
              ...(write.reviewNote === null ? {} : { reviewNote: write.reviewNote }),
            },
          ),
        );
      } catch (error) {
        if (uniqueViolation(error) !== OPEN_RECORD_INDEX) throw error;
        const other = await repo.openRecordOf(ctx, employeeId);
        if (!other) throw error;
        return alreadyClockedInAnswer(employee.firstName, employee.timeZone, other.clockInTime);
      }
      return answer;
    }
  }
}
