import type { CopiedShifts, SkippedShift } from '@klokwerk/contract/schedules';
import {
  daysBetween,
  type LocalDate,
  localDateOf,
  localMinutesOf,
  localTimeToInstant,
  toIsoDate,
} from '@klokwerk/domain/local-date';
import type { TenantContext } from '../../tenancy/tenant-context';
import { assertMonthsOpen } from '../common/month-lock';
import * as repo from './repository';
import { shiftMonths } from './shift-months';

/** Why a copied or templated shift was left out (shown to the planner). */
export const SKIP_REASONS = {
  left: 'Niet meer in dienst.',
  unavailable: 'Heeft zich voor deze tijd niet beschikbaar gemeld.',
  planned: 'Deze dienst staat al in het rooster.',
  noSuchTime: 'Deze tijd bestaat niet op die dag (de klok gaat een uur vooruit).',
} as const;

/** A shift to plan on a day, by wall-clock minutes after that day's midnight (may pass 24:00). */
export interface PlannedShift {
  employeeId: number;
  name: string;
  archived: boolean;
  endDate: string | null;
  day: LocalDate;
  startMinutes: number;
  endMinutes: number;
}

/** A stored shift as day and minutes of the company's clock. */
export function wallClockOf(startMs: number, endMs: number, timeZone: string) {
  const start = new Date(startMs);
  const end = new Date(endMs);
  const day = localDateOf(start, timeZone);
  return {
    day,
    startMinutes: localMinutesOf(start, timeZone),
    endMinutes: daysBetween(day, localDateOf(end, timeZone)) * 1440 + localMinutesOf(end, timeZone),
  };
}

/**
 * Plans shifts as concepts, leaving out those whose employee left (archived, or the contract
 * ended before the day), who marked the time unavailable, or who has that very shift already;
 * each one left out is answered with its reason. The rest go in with one statement, unless one
 * of them lies in a closed month: then none does (409).
 */
export async function placeConcepts(
  ctx: TenantContext,
  companyId: number,
  timeZone: string,
  planned: readonly PlannedShift[],
): Promise<CopiedShifts> {
  const skipped: SkippedShift[] = [];
  const skip = (shift: PlannedShift, startTime: Date, endTime: Date, reason: string) =>
    skipped.push({
      employeeName: shift.name,
      startTime: startTime.toISOString(),
      endTime: endTime.toISOString(),
      reason,
    });

  const timed: Array<{ shift: PlannedShift; startTime: Date; endTime: Date }> = [];
  for (const shift of planned) {
    let startTime: Date;
    let endTime: Date;
    try {
      startTime = localTimeToInstant(shift.day, shift.startMinutes, timeZone);
      endTime = localTimeToInstant(shift.day, shift.endMinutes, timeZone);
    } catch {
      const midnight = localTimeToInstant(shift.day, 0, timeZone);
      skip(shift, midnight, midnight, SKIP_REASONS.noSuchTime);
      continue;
    }
    if (shift.archived || (shift.endDate !== null && shift.endDate < toIsoDate(shift.day))) {
      skip(shift, startTime, endTime, SKIP_REASONS.left);
      continue;
    }
    timed.push({ shift, startTime, endTime });
  }

  const span = timed.flatMap((item) => [item.startTime.getTime(), item.endTime.getTime()]);
  const unavailable =
    timed.length === 0
      ? []
      : await repo.unavailableIn(
          ctx,
          timed.map((item) => item.shift.employeeId),
          new Date(Math.min(...span)),
          new Date(Math.max(...span)),
        );
  const free = timed.filter((item) => {
    const clash = unavailable.some(
      (entry) =>
        entry.employeeId === item.shift.employeeId &&
        entry.startMs < item.endTime.getTime() &&
        entry.endMs > item.startTime.getTime(),
    );
    if (clash) skip(item.shift, item.startTime, item.endTime, SKIP_REASONS.unavailable);
    return !clash;
  });

  if (free.length === 0) return { created: [], skipped };
  await assertMonthsOpen(ctx, companyId, shiftMonths(free, timeZone));
  const { ids, existing } = await repo.insertSchedules(
    ctx,
    companyId,
    free.map((item) => ({
      employeeId: item.shift.employeeId,
      startTime: item.startTime,
      endTime: item.endTime,
    })),
    'CONCEPT',
  );
  const fresh: number[] = [];
  for (const [index, item] of free.entries()) {
    const id = ids[index];
    if (id === undefined) continue;
    if (existing.has(id)) skip(item.shift, item.startTime, item.endTime, SKIP_REASONS.planned);
    else if (!fresh.includes(id)) fresh.push(id);
  }
  return { created: await repo.scheduleItems(ctx, fresh), skipped };
}
