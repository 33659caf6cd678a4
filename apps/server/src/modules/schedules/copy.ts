import {
  type CopiedShifts,
  type CopyScheduleInput,
  SCHEDULE_MESSAGES,
} from '@klokwerk/contract/schedules';
import {
  addDays,
  daysBetween,
  fromIsoDate,
  localTimeToInstant,
  startOfWeek,
} from '@klokwerk/domain/local-date';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { placeConcepts, wallClockOf } from './place-concepts';
import * as repo from './repository';

/**
 * POST /api/schedules/copy: the shifts of a week (Monday to Sunday) or a day, concept and
 * definitive alike, planned again as concepts on the same weekday and clock time of another
 * week or day. Who left, is unavailable or has the shift already is skipped and listed.
 */
export async function copySchedule(
  ctx: TenantContext,
  input: CopyScheduleInput,
): Promise<CopiedShifts> {
  const timeZone = await zoneOfCompanyInReach(ctx, input.companyId);
  const week = input.span === 'week';
  const from = week ? startOfWeek(fromIsoDate(input.from)) : fromIsoDate(input.from);
  const to = week ? startOfWeek(fromIsoDate(input.to)) : fromIsoDate(input.to);
  const offset = daysBetween(from, to);
  if (offset === 0) throw new AppError('VALIDATION', SCHEDULE_MESSAGES.sameSpan, 'to');
  const source = await repo.shiftsStartingIn(
    ctx,
    input.companyId,
    localTimeToInstant(from, 0, timeZone),
    localTimeToInstant(addDays(from, week ? 7 : 1), 0, timeZone),
  );
  return placeConcepts(
    ctx,
    input.companyId,
    timeZone,
    source.map((shift) => {
      const clock = wallClockOf(shift.startMs, shift.endMs, timeZone);
      return { ...shift, ...clock, day: addDays(clock.day, offset) };
    }),
  );
}
